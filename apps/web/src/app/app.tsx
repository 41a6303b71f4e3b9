import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import 'react-toastify/ReactToastify.css';
import { PageState } from '@/components/page-state';
import { ToastHost } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageState state="loading" />}>
        <RouterProvider router={router} />
      </Suspense>
      {/* Loaded with the first toast: react-toastify stays off the login screen's download. */}
      <ToastHost />
    </QueryClientProvider>
  );
}
