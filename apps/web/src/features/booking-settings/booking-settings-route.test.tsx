import type { TUser } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '@/app/routes/admin-routes';
import { failure, listOf, ok, stubApi } from '@/features/testing/people-harness';
import { openRoute } from '@/features/testing/route-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { buildStatuses, SETTINGS } from './booking-settings.fixtures';

beforeAll(() => setupI18n(['layout', 'desk', 'pnr', 'booking_settings', 'bookings']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens `path` as `user` in the admin area; the screens' other reads are refused, so they show their error states quietly. */
function landOn(path: string, user: TUser) {
  stubApi((call) =>
    call.url.pathname === '/api/booking-settings'
      ? ok({ settings: SETTINGS })
      : call.url.pathname === '/api/get-booking-status-settings'
        ? ok({ statuses: buildStatuses() })
        : call.url.pathname === '/api/exchange-rates'
          ? listOf([])
          : failure(503, 'internal_error', 'Unavailable.'),
  );
  return openRoute(adminRoutes, path, user);
}

describe('the booking settings route', () => {
  it('admin finds "Booking settings" in the navigation and opens it', async () => {
    const router = landOn('/admin/exchange-rates', buildUser({ role: 'admin' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Booking settings' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking settings' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/booking-settings');
    expect(await screen.findByRole('form', { name: 'Expired' })).toBeTruthy();
  });

  it('accounts staff see no link, and opening the address goes to the dashboard', async () => {
    const accounts = buildUser({ role: 'accounts' });
    landOn('/admin/exchange-rates', accounts);
    expect(await screen.findByRole('link', { name: 'Exchange rates' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Booking settings' })).toBeNull();
    cleanup();
    const router = landOn('/admin/booking-settings', accounts);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
