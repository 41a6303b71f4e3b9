import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import 'react-toastify/ReactToastify.css';
import { PageState } from '@/components/page-state';
import { RouteError } from '@/components/route-error';
import { ToastHost } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { DocumentTitle } from './document-title';
import { RouteErrorBoundary } from './element-routes';
import { AppRoutes } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {/* An area's route table that fails to load shows the route error; moving elsewhere retries. */}
        <RouteErrorBoundary fallback={<RouteError />}>
          <Suspense fallback={<PageState state="loading" />}>
            <DocumentTitle />
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
      {/* Loaded with the first toast: react-toastify stays off the login screen's download. */}
      <ToastHost />
    </QueryClientProvider>
  );
}
