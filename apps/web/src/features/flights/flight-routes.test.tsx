import type { TUser } from '@safar/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '@/features/testing/people-harness';
import { currentPath, renderApp } from '@/test/render-app';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { buildDetails, buildSearchResult, buildRow } from './flights.fixtures';
import { stubFlightApi } from './flights-test-api';

beforeAll(() => setupI18n(['layout', 'agent', 'users', 'home', 'flights']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openApp(path: string, user: TUser | null) {
  stubFlightApi((call) => {
    if (call.url.pathname === '/api/flights') return ok(buildSearchResult([buildRow()]));
    if (call.url.pathname.startsWith('/api/flight/'))
      return ok({ flight: buildDetails({ expires_at: new Date(Date.now() + 600_000).toISOString() }) });
    if (call.url.pathname === '/api/flight-providers') return ok({ providers: [] });
    if (call.url.pathname === '/api/ancillaries') return failure(404, 'not_found', 'No extras.');
    return ok({ items: [], pagination: { page: 1, per_page: 20, total: 0 } });
  });
  renderApp(path, user);
}

const SLOW = { timeout: 10_000 };
const SEARCH = 'origin=KHI&destination=DXB&departure_date=2099-01-10';
const DETAILS = '/flight/details?flight_id=off_0001&supplier=sabre&isSooperFlight=false';

describe('flight addresses', () => {
  it('/flight/search: a visitor searches in the storefront', async () => {
    openApp(`/flight/search?${SEARCH}`, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search flights' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('article', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/agent/flights: an approved agent searches in the portal', async () => {
    openApp(`/agent/flights?${SEARCH}`, buildUser({ role: 'agent' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search flights' }, SLOW)).toBeTruthy();
    expect(currentPath()).toBe('/agent/flights');
    expect(await screen.findByRole('navigation', { name: 'Sections' }, SLOW)).toBeTruthy();
  });

  it('/flight/details: the storefront for a visitor, the agent portal for an approved agent', async () => {
    openApp(DETAILS, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'KHI → LHR with Qatar Airways' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
    cleanup();

    openApp(DETAILS, buildUser({ role: 'agent' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'KHI → LHR with Qatar Airways' }, SLOW)).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Sections' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send quote' })).toBeTruthy();
  });
});
