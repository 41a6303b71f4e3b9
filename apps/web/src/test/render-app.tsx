import type { TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/app/element-routes';
import { AppRoutes } from '@/app/router';
import { RouteError } from '@/components/route-error';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The app's own routing (as under <BrowserRouter>) at `path` (query string included), for
 * `user` (null: a visitor who has not signed in); `visit` keys the history entry. The test
 * stubs the API first. `currentPath()` reads where the app is after its redirects.
 */
export function renderApp(path: string, user: TUser | null, visit = 'default') {
  const [pathname = '/', search = ''] = path.split('?', 2);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', key: visit }]}>
        <RouteErrorBoundary fallback={<RouteError />}>
          <Suspense fallback={<p>loading</p>}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
