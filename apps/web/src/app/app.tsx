import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { PageState } from '@/components/page-state';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageState state="loading" />}>
        <RouterProvider router={router} />
      </Suspense>
      {/* DESIGN.md §7: top-right, 5000 ms, light theme, kept across URL changes, plain text. */}
      <ToastContainer position="top-right" autoClose={5000} theme="light" />
    </QueryClientProvider>
  );
}
