import type { TUser } from '@safar/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRoute } from '@/features/testing/route-harness';
import { listOf, ok, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';

beforeAll(() => setupI18n(['layout', 'admin', 'integration_keys', 'flight_suppliers', 'exchange_rates']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens `path` as `user` inside the admin area (with its navigation) and returns the router. */
function landOn(path: string, user: TUser) {
  stubApi((call) =>
    call.url.pathname === '/api/fetch-keys'
      ? ok({ keys: [] })
      : call.url.pathname === '/api/suppliers'
        ? ok({ suppliers: [] })
        : listOf([]),
  );
  return openRoute(adminRoutes, path, user);
}

const admin = buildUser({ role: 'admin' });
const accounts = buildUser({ role: 'accounts' });

describe('integration settings screens and their guards', () => {
  for (const [label, user, path, heading] of [
    ['admin opens the integration keys', admin, '/admin/setting', 'Integration keys'],
    ['admin opens the flight suppliers', admin, '/admin/suppliers', 'Flight suppliers'],
    ['admin opens the exchange rates', admin, '/admin/exchange-rates', 'Exchange rates'],
    ['accounts opens the exchange rates', accounts, '/admin/exchange-rates', 'Exchange rates'],
    ['accounts opens a new exchange rate', accounts, '/admin/new-exchange-rate', 'New exchange rate'],
  ] as const)
    it(`${label}: stays on ${path}`, async () => {
      const router = landOn(path, user);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    });

  for (const path of ['/admin/setting', '/admin/suppliers'])
    it(`accounts opening ${path} goes to the dashboard`, async () => {
      const router = landOn(path, accounts);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    });

  it('accounts staff find exchange rates in the navigation, but neither keys nor suppliers; admin finds all three', async () => {
    landOn('/admin/exchange-rates', accounts);
    expect(await screen.findByRole('link', { name: 'Exchange rates' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Integration keys' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Flight suppliers' })).toBeNull();
    cleanup();
    landOn('/admin/exchange-rates', admin);
    expect(await screen.findByRole('link', { name: 'Integration keys' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flight suppliers' }).getAttribute('href')).toBe('/admin/suppliers');
  });
});
