import type { TUser } from '@safar/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRoute } from '@/features/testing/route-harness';
import { listOf, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';
import { reservationRoutes } from './reservation-routes';

beforeAll(() => setupI18n(['layout', 'desk', 'bookings']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens `path` as `user` inside an area (with its navigation) and returns the router. */
function landOn(routes: RouteObject[], path: string, user: TUser) {
  stubApi(() => listOf([]));
  return openRoute(routes, path, user);
}

const admin = buildUser({ role: 'admin' });
const accounts = buildUser({ role: 'accounts' });
const reservation = buildUser({ role: 'reservation' });

describe('the booking desk’s screens, links and guards', () => {
  for (const [label, routes, user, path, heading] of [
    ['admin opens the bookings', adminRoutes, admin, '/admin/bookings', 'Bookings'],
    ['admin opens the void queue', adminRoutes, admin, '/admin/void-bookings', 'Void requests'],
    ['admin opens booking for an agency', adminRoutes, admin, '/admin/add-booking', 'Book for an agency'],
    ['accounts reads the bookings', adminRoutes, accounts, '/admin/bookings', 'Bookings'],
    ['reservation opens its bookings', reservationRoutes, reservation, '/reservation/bookings', 'Bookings'],
  ] as const)
    it(`${label}: stays on ${path}`, async () => {
      const router = landOn([...routes], path, user);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    });

  for (const path of ['/admin/void-bookings', '/admin/add-booking'])
    it(`accounts opening ${path} goes to the dashboard`, async () => {
      const router = landOn(adminRoutes, path, accounts);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    });

  it('the navigation links the desk’s screens each role may open', async () => {
    landOn(adminRoutes, '/admin/bookings', admin);
    expect((await screen.findByRole('link', { name: 'Void requests' }, { timeout: 5000 })).getAttribute('href')).toBe(
      '/admin/void-bookings',
    );
    expect(screen.getByRole('link', { name: 'Book for an agency' }).getAttribute('href')).toBe('/admin/add-booking');
    cleanup();
    landOn(adminRoutes, '/admin/bookings', accounts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Void requests' })).toBeNull();
    cleanup();
    landOn([...reservationRoutes], '/reservation/bookings', reservation);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bookings' }).some((l) => l.getAttribute('href') === '/reservation/bookings')).toBe(true);
  });
});
