import type { TNotification } from '@safar/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { AdminLayout } from '@/layouts/admin-layout';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { NotificationBell } from './notification-bell';
import { BELL_POLL_MS } from './notifications-queries';

beforeAll(() => setupI18n(['notifications', 'layout']));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = buildUser({ role: 'admin', name: 'Amna Admin' });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function buildNotification(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: '0190a0a0-0000-7000-8000-000000000101',
    type: 'deposit_submitted',
    params: { reference: 'DEP-100001', amount: 'PKR 25000.00', agency: 'Crescent Travels' },
    link: '/admin/deposit-details?id=0190a0a0-0000-7000-8000-000000000301',
    read_at: null,
    created_at: minutesAgo(5),
    ...overrides,
  };
}

const NEWEST = buildNotification();
const REJECTED = buildNotification({
  id: '0190a0a0-0000-7000-8000-000000000102',
  type: 'deposit_rejected',
  params: { reference: 'DEP-100002', amount: 'PKR 100.00', reason: 'Unreadable receipt' },
  link: '/agent/deposits',
  read_at: minutesAgo(60),
  created_at: minutesAgo(180),
});

/** A fake API: GET /notifications answers `items`; the writes answer with the API's messages. */
function stubNotifications(items: TNotification[] = [NEWEST, REJECTED], unread = 3, total = items.length) {
  return stubApi((call: TApiCall) => {
    const path = call.url.pathname;
    if (call.method === 'GET' && path === '/api/notifications')
      return ok({ items, pagination: { page: 1, per_page: 10, total }, unread_count: unread });
    if (call.method === 'POST' && path.startsWith('/api/notifications/read/'))
      return ok({ notification: { ...NEWEST, read_at: new Date().toISOString() } }, 'Notification marked as read.');
    if (call.method === 'POST' && path === '/api/notifications/read-all')
      return ok({ updated: unread }, 'All notifications marked as read.');
    if (call.method === 'DELETE' && path === '/api/notifications/clear-all') return ok({ deleted: total }, 'All notifications cleared');
    if (call.method === 'DELETE') return ok({ id: path.split('/').pop() }, 'Notification deleted');
    return failure(404, 'not_found', 'Nothing Found');
  });
}

// The bell lives in the layout, so it stays on screen when a notification's link is followed.
const renderBell = () => renderScreen(<NotificationBell />, { path: '/:area/*', route: '/admin/dashboard', user: ME });
const gets = (calls: TApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/notifications');

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
  return screen.getByRole('dialog', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('shows the unread count on the bell and in its accessible name', async () => {
    const calls = stubNotifications();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(gets(calls)[0]!.url.searchParams.get('per_page')).toBe('10');
  });

  it('shows no badge with nothing unread', async () => {
    stubNotifications([REJECTED], 0);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(bell.querySelector('.bell-badge')).toBeNull();
  });

  it('opens a panel of translated notifications, unread ones marked, and Escape closes it back to the bell', async () => {
    stubNotifications();
    renderBell();
    const panel = await openPanel();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel);
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Unread: Crescent Travels submitted deposit DEP-100001 of PKR 25000.00.');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[0]!.className).toContain('is-unread');
    expect(items[1]!.textContent).toContain('Your deposit DEP-100002 of PKR 100.00 was rejected. Reason: Unreadable receipt');
    expect(items[1]!.textContent).toContain('3 hours ago');
    expect(items[1]!.textContent).not.toContain('Unread:');
    expect(items[1]!.className).not.toContain('is-unread');

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
  });

  it('a click outside closes the panel', async () => {
    stubNotifications();
    renderBell();
    await openPanel();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('opening an unread notification marks it read and follows its link', async () => {
    const calls = stubNotifications();
    renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: /DEP-100001/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([`/api/notifications/read/${NEWEST.id}`]);
    expect(screen.getByTestId('location').textContent).toBe('/admin/deposit-details?id=0190a0a0-0000-7000-8000-000000000301');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(gets(calls).length).toBeGreaterThan(1)); // the count is refreshed
  });

  it('opening a read notification does not call the API again; a link outside the app is not followed', async () => {
    const outside = buildNotification({ id: '0190a0a0-0000-7000-8000-000000000109', link: '//evil.example/x', read_at: minutesAgo(1) });
    const calls = stubNotifications([REJECTED, outside], 3);
    renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: /DEP-100002/ }));
    expect(screen.getByTestId('location').textContent).toBe('/agent/deposits');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: /DEP-100001/ }));
    expect(screen.getByTestId('location').textContent).toBe('/agent/deposits');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('deletes one notification with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubNotifications();
    renderBell();
    const panel = await openPanel();
    const [first] = within(panel).getAllByRole('button', { name: 'Delete notification' });
    expect(first!.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(first!);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notification deleted'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`/api/notifications/${NEWEST.id}`]);
  });

  it('"Clear all" asks first, then clears; cancelling clears nothing', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubNotifications();
    renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    let confirm = screen.getByRole('dialog', { name: 'Clear all notifications?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    confirm = screen.getByRole('dialog', { name: 'Clear all notifications?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('All notifications cleared'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/notifications/clear-all']);
  });

  it('"Mark all read" posts read-all; it is disabled with nothing unread', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubNotifications();
    renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('All notifications marked as read.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/notifications/read-all']);
    cleanup();

    stubNotifications([REJECTED], 0);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty and error states, and "Show more" asks for more', async () => {
    stubNotifications([], 0);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(screen.getByText('You have no notifications.')).toBeTruthy();
    cleanup();

    stubApi(() => failure(500, 'internal_error', 'Notifications are down.'));
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('Notifications are down.')).toBeTruthy();
    cleanup();

    const calls = stubNotifications([NEWEST, REJECTED], 3, 25);
    renderBell();
    const panel = await openPanel();
    expect(within(panel).getByText('Showing 2 of 25')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(gets(calls).at(-1)!.url.searchParams.get('per_page')).toBe('20'));
  });

  it('polls the count every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubNotifications();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const first = gets(calls).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BELL_POLL_MS + 10);
    });
    await waitFor(() => expect(gets(calls).length).toBe(first + 1));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(gets(calls).length).toBe(first + 2));
    focusManager.setFocused(undefined);
  });

  it('sits in the back-office top bar, in Arabic too', async () => {
    stubNotifications();
    renderScreen(<AdminLayout />, { path: '/admin/dashboard', route: '/admin/dashboard', user: ME });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.closest('header')).toBeTruthy();
    cleanup();

    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('ar');
    try {
      await i18next.loadNamespaces(['notifications', 'layout']);
      stubNotifications();
      renderScreen(<AdminLayout />, { path: '/admin/dashboard', route: '/admin/dashboard', user: ME });
      fireEvent.click(await screen.findByRole('button', { name: 'الإشعارات، 3 غير مقروءة' }));
      const panel = screen.getByRole('dialog', { name: 'الإشعارات' });
      expect(within(panel).getAllByRole('listitem')[0]!.textContent).toContain(
        'قدّمت Crescent Travels الإيداع DEP-100001 بمبلغ PKR 25000.00.',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
