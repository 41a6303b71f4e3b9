import type { TUser } from '@safar/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDetails } from '@/features/flights/flights.fixtures';
import { failure, listOf, ok, stubApi } from '@/features/testing/people-harness';
import { openRoute } from '@/features/testing/route-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';
import { reservationRoutes } from './reservation-routes';

beforeAll(() => setupI18n(['layout', 'desk', 'bookings', 'flights', 'checkout']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens `path` as `user` inside an area (with its navigation) and returns the router. */
function landOn(routes: RouteObject[], path: string, user: TUser) {
  stubApi((call) => {
    if (call.url.pathname.startsWith('/api/flight/'))
      return ok({ flight: buildDetails({ expires_at: new Date(Date.now() + 15 * 60_000).toISOString() }) });
    if (call.url.pathname === '/api/ancillaries') return failure(404, 'not_found', 'No extras.');
    return listOf([]);
  });
  return openRoute(routes, path, user);
}

const SLOW = { timeout: 10_000 };
const AGENCY_ID = '01900000-0000-7000-8000-0000000000c1';
const OFFER = 'flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const admin = buildUser({ role: 'admin' });
const reservation = buildUser({ role: 'reservation' });

describe('booking for an agency: the staff addresses', () => {
  it('reservation staff open add-booking in their own area', async () => {
    const router = landOn(reservationRoutes, '/reservation/add-booking', reservation);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book for an agency' }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reservation/add-booking');
  });

  it("an offer's details open inside the admin area with the Book step, and the checkout needs an agency", async () => {
    landOn(adminRoutes, `/admin/add-booking/flight?agency_id=${AGENCY_ID}&agency_name=Crescent&${OFFER}`, admin);
    expect(await screen.findByRole('link', { name: 'Book' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'KHI → LHR with Qatar Airways' })).toBeTruthy();
    cleanup();
    landOn(adminRoutes, `/admin/add-booking/checkout?${OFFER}`, admin);
    expect(await screen.findByRole('link', { name: 'Choose the agency' }, SLOW)).toBeTruthy();
  });

  it('accounts staff, who do not book, go to the dashboard', async () => {
    const router = landOn(adminRoutes, `/admin/add-booking/checkout?${OFFER}&agency_id=${AGENCY_ID}`, buildUser({ role: 'accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), SLOW);
  });
});
