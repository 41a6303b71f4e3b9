import type { TActivityLog } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { buildActivityQuery } from './activity-filters';
import { ActivityLogScreen } from './activity-log-screen';

beforeAll(() => setupI18n(['admin', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry: TActivityLog = {
  id: 'log-1',
  action: 'user.status_changed',
  subject_type: 'user',
  subject_id: 'u-9',
  actor: { id: 'adm', name: 'Ada Admin', email: 'admin@example.com' },
  on_behalf_of: { id: 'ag', name: 'Bilal Travels', email: 'agent@example.com' },
  changes: { before: { status: 'active' }, after: { status: 'disabled' } },
  ip: '203.0.113.7',
  created_at: '2026-02-01T10:00:00.000Z',
};
const admin = buildUser({ role: 'admin' });

describe('activity log screen', () => {
  it('lists who, on whose behalf, action, object, IP and the before/after summary', async () => {
    const calls = stubApi(() => listOf([entry]));
    renderScreen(<ActivityLogScreen />, {
      path: '/admin/activity-log',
      route: '/admin/activity-log?action=user.status_changed&from=2026-01-01',
      user: admin,
    });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Who', 'On behalf of', 'Action', 'Object', 'IP address', 'Changes', 'Actions']);
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(within(table).getByText('Bilal Travels')).toBeTruthy();
    expect(within(table).getByText('203.0.113.7')).toBeTruthy();
    expect(within(table).getByText('Before and after')).toBeTruthy();
    expect(within(table).getByText(/"disabled"/)).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/activity-logs')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      action: 'user.status_changed',
      from: '2026-01-01',
      page: '1',
      per_page: '20',
    });
  });

  it('deletes one entry after confirmation, says so, and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    let deleted = false;
    const calls = stubApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return ok(null, 'Activity log deleted successfully.');
      }
      return listOf(deleted ? [] : [entry]);
    });
    renderScreen(<ActivityLogScreen />, { path: '/admin/activity-log', route: '/admin/activity-log', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the entry user.status_changed/ }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Delete this entry?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Activity log deleted successfully.'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.pathname + del.url.search).toBe('/api/delete-activity-logs?id=log-1');
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/api/activity-logs').length).toBe(2);
  });

  it('refuses an end date before the start date', async () => {
    stubApi(() => listOf([]));
    renderScreen(<ActivityLogScreen />, { path: '/admin/activity-log', route: '/admin/activity-log', user: admin });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/activity-log');
  });

  it('applies valid filters through the address bar', async () => {
    stubApi(() => listOf([]));
    renderScreen(<ActivityLogScreen />, { path: '/admin/activity-log', route: '/admin/activity-log?page=3', user: admin });
    fireEvent.change(screen.getByLabelText(/^Action/), { target: { value: ' user.created ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/activity-log?action=user.created&from=2026-03-01'));
  });

  it('never sends malformed filters from a hand-edited address', () => {
    expect(buildActivityQuery({ user_id: 'nope', action: 'x', from: '2026-13-45', to: '', page: 2 })).toEqual({
      user_id: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      page: 2,
      per_page: 20,
    });
  });
});
