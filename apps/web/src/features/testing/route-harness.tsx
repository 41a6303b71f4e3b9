import type { TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';

/**
 * Opens `path` as `user` among an area's routes (with its layout and navigation), as the app does
 * once signed in; anything else lands on "elsewhere". Stub the API first (people-harness's stubApi).
 */
export function openRoute(routes: RouteObject[], path: string, user: TUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}
