import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AdminUsersScreen } from './area-screens';

beforeAll(() => setupI18n(['users', 'salesman', 'reservation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const agent = buildUser({ id: 'a1', name: 'Bilal Travels', email: 'bilal@example.com', role: 'agent', is_approved: '0' });

describe('users list screen', () => {
  it('queries GET /users with the filters of the address, and shows the rows', async () => {
    const calls = stubApi(() => listOf([agent], 41));
    renderScreen(<AdminUsersScreen />, {
      path: '/admin/users',
      route: '/admin/users?role=agent&approval=pending&page=2',
      user: buildUser({ role: 'admin' }),
    });

    expect(await screen.findByRole('link', { name: 'Bilal Travels' })).toHaveProperty(
      'href',
      expect.stringContaining('/admin/user-details?id=a1'),
    );
    const query = Object.fromEntries(calls[0]!.url.searchParams);
    expect(calls[0]!.url.pathname).toBe('/api/users');
    expect(query).toEqual({ kind: 'clients', role: 'agent', approval: 'pending', page: '2', per_page: '20' });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('Awaiting approval')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role', 'Agency', 'Approval', 'Status', 'Joined']);
  });

  it('changing a filter reloads page 1 with it, and the address keeps it', async () => {
    const calls = stubApi(() => listOf([agent], 41));
    renderScreen(<AdminUsersScreen />, { path: '/admin/users', route: '/admin/users?page=3', user: buildUser({ role: 'admin' }) });
    await screen.findByRole('link', { name: 'Bilal Travels' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'disabled' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('disabled'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe('/admin/users?status=disabled');
  });

  it('searches after typing pauses', async () => {
    // Real timers: the debounce (350 ms) elapses on its own; fake timers raced React's effects.
    const calls = stubApi(() => listOf([]));
    renderScreen(<AdminUsersScreen />, { path: '/admin/users', route: '/admin/users', user: buildUser({ role: 'admin' }) });
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: ' bilal ' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('bilal'), { timeout: 5000 });
    expect(await screen.findByText('Nothing Found', {}, { timeout: 5000 })).toBeTruthy();
  }, 15_000);
});
