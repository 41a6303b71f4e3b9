import type { TUser } from '@safar/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { currentPath, renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { areaOf } from './router';

beforeAll(() => setupI18n(['layout', 'users', 'admin', 'agent', 'salesman', 'reservation', 'home']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's own routing at `path`, signed in as `user`; `visit` keys the history entry. */
function openApp(path: string, user: TUser | null, visit = 'default', render = renderApp) {
  const summary = { by_role: {}, total: 0, disabled: 0, agents_awaiting_approval: 0, agents_without_form: 0, recent_signups: [] };
  stubApi((call) => (call.url.pathname === '/api/users-summary' ? ok(summary) : listOf([])));
  render(path, user, visit);
}

/** Lazy screens and area tables are transformed on first import under vitest: give them time. */
const SLOW = { timeout: 10_000 };
const location = currentPath;

describe('areaOf', () => {
  it('finds the area by its path prefix, whatever the case, and nothing for other paths', () => {
    expect(areaOf('/admin')?.prefix).toBe('/admin');
    expect(areaOf('/Admin/Users')?.prefix).toBe('/admin');
    expect(areaOf('/salesman/users')?.prefix).toBe('/salesman');
    expect(areaOf('/administrator')).toBeUndefined();
    expect(areaOf('/auth/login')).toBeUndefined();
    expect(areaOf('/')).toBeUndefined();
  });
});

describe('the app routes', () => {
  it('loads an area table on its first visit and renders its screen', async () => {
    openApp('/reservation/reservation-users', buildUser({ role: 'reservation' }));
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), SLOW);
    expect(location()).toBe('/reservation/reservation-users');
  });

  it("sends a role to its home through another area's guard, loading both tables", async () => {
    openApp('/admin/users', buildUser({ role: 'salesman' }));
    await waitFor(() => expect(location()).toBe('/salesman/users'), SLOW);
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), SLOW);
  });

  it('answers an unknown address inside an area with the not-found page', async () => {
    openApp('/admin/no-such-screen', buildUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeTruthy();
  });

  it('shows the route error when an area table fails to load, and loads it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The agent area, in a fresh copy of the routing: its table is not loaded yet, whatever else
    // this worker rendered before (test files share their worker's modules).
    vi.resetModules();
    const { renderApp: renderFresh } = await import('@/test/render-app');
    const agent = (await import('./router')).AREAS.find((a) => a.prefix === '/agent')!;
    const load = vi.spyOn(agent, 'load').mockRejectedValueOnce(new Error('chunk failed to load'));
    openApp('/agent/dashboard-flights', buildUser({ role: 'agent' }), 'first visit', renderFresh);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong. Please try again.' }, SLOW)).toBeTruthy();
    // The same address keeps the error (no retry loop); a new visit loads the table again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('heading', { name: /Oops/ })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    openApp('/agent/dashboard-flights', buildUser({ role: 'agent' }), 'second visit', renderFresh);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Oops/ })).toBeNull(), SLOW);
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), SLOW);
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('keeps the sign-in screen for a guest', async () => {
    openApp('/auth/login', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, SLOW)).toBeTruthy();
    expect(location()).toBe('/auth/login');
  });
});
