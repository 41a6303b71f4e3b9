import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import 'react-toastify/ReactToastify.css';
import { PageState } from '@/components/page-state';
import { RouteError } from '@/components/route-error';
import { ToastHost } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { DocumentTitle } from './document-title';
import { RouteErrorBoundary } from './element-routes';
import { AppRoutes } from './router';

/** The app; at `location`, without a browser, for the server's first paint of a public page. */
export function App({ location }: { location?: string }) {
  const screens = (
    // An area's route table that fails to load shows the route error; moving elsewhere retries.
    <RouteErrorBoundary fallback={<RouteError />}>
      <Suspense fallback={<PageState state="loading" />}>
        <DocumentTitle />
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {location === undefined ? <BrowserRouter>{screens}</BrowserRouter> : <StaticRouter location={location}>{screens}</StaticRouter>}
      {/* Loaded with the first toast: react-toastify stays off the login screen's download. */}
      <ToastHost />
    </QueryClientProvider>
  );
}
