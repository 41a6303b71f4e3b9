import type { TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';
import { listOf, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';
import { agentRoutes } from './agent-routes';
import { reservationRoutes } from './reservation-routes';

beforeAll(() => setupI18n(['layout', 'desk', 'bookings', 'agent_bookings', 'pnr']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens `path` as `user` inside its area (with the navigation) and returns the router. */
function landOn(routes: RouteObject[], path: string, user: TUser) {
  stubApi(() => listOf([]));
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

describe('the PNR screen in each area', () => {
  for (const [label, routes, user, path] of [
    ['an agent', agentRoutes, buildUser({ role: 'agent' }), '/agent/pnr-details'],
    ['admin', adminRoutes, buildUser({ role: 'admin' }), '/admin/pnr-details'],
    ['accounts', adminRoutes, buildUser({ role: 'accounts' }), '/admin/pnr-details'],
    ['reservation', reservationRoutes, buildUser({ role: 'reservation' }), '/reservation/pnr-details'],
  ] as const)
    it(`${label} opens ${path} from the navigation's "Find a PNR"`, async () => {
      const router = landOn([...routes], path, user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Find a PNR' }, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Find a PNR' }).getAttribute('href')).toBe(path);
    });
});
