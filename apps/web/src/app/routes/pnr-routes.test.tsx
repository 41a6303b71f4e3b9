import type { TUser } from '@safar/contracts';
import { cleanup, screen } from '@testing-library/react';
import { type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRoute } from '@/features/testing/route-harness';
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
  return openRoute(routes, path, user);
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
