import type { TFinanceSummary, TSearchStats, TSystemStatus } from '@safar/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AdminDashboardScreen } from './dashboard-screen';
import { cacheShare } from './search-stats-card';

beforeAll(() => setupI18n(['admin', 'users', 'desk']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USERS_SUMMARY = {
  by_role: { agent: 4 },
  total: 9,
  disabled: 1,
  agents_awaiting_approval: 0,
  agents_without_form: 0,
  recent_signups: [],
};
const FINANCE: TFinanceSummary = {
  timezone: 'Asia/Karachi',
  month: '2026-02',
  pending_topups: {
    count: 3,
    by_currency: [
      { currency: 'PKR', count: 2, amount_minor: 350050 },
      { currency: 'USD', count: 1, amount_minor: 5000 },
    ],
  },
  approved_this_month: { count: 1, by_currency: [{ currency: 'PKR', count: 1, amount_minor: 2500000 }] },
  agent_balances: { by_currency: [{ currency: 'PKR', count: 7, amount_minor: -70000, negative_wallets: 2 }], negative_wallets: 2 },
  pending_adjustments: 4,
  pending_allowance_changes: 1,
};

const route = { path: '/admin/dashboard', route: '/admin/dashboard', user: buildUser({ role: 'accounts' }) };
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const card = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('admin dashboard: finance figures', () => {
  it('shows pending top-ups, deposits approved this month, agent balances and pending adjustments, with links', async () => {
    const calls = stubApi((c) =>
      c.url.pathname === '/api/finance-summary'
        ? ok({ summary: FINANCE })
        : c.url.pathname === '/api/users-summary'
          ? ok(USERS_SUMMARY)
          : listOf([]),
    );
    renderScreen(<AdminDashboardScreen />, route);

    const pending = within(await screen.findByRole('heading', { name: 'Pending top-ups' }).then((h) => h.closest('section')!));
    expect(pending.getByText('3')).toBeTruthy();
    expect(pending.getAllByRole('listitem').map(text)).toEqual(['PKR 3,500.50 (deposits: 2)', '$50.00 (deposits: 1)']);
    expect(pending.getByRole('link', { name: 'Review top-ups' }).getAttribute('href')).toBe('/admin/topup-request');

    const approved = within(card('Deposits approved in February 2026'));
    expect(approved.getAllByRole('listitem').map(text)).toEqual(['PKR 25,000.00 (deposits: 1)']);
    expect(approved.getByRole('link', { name: 'See deposits' }).getAttribute('href')).toBe('/admin/topup-request?status=approved');

    const balances = within(card('Agent balances'));
    expect(balances.getAllByRole('listitem').map(text)).toEqual(['-PKR 700.00 (wallets: 7)']);
    expect(balances.getByText('Below zero: 2')).toBeTruthy();
    expect(balances.getByRole('link', { name: 'Open the ledger' }).getAttribute('href')).toBe('/admin/admin-ledger');

    const adjustments = within(card('Adjustments awaiting approval'));
    expect(adjustments.getByText('4')).toBeTruthy();
    expect(adjustments.getByRole('link', { name: 'Review adjustments' }).getAttribute('href')).toBe('/admin/admin-ledger?tab=adjustments');

    const allowances = within(card('Credit allowance changes awaiting approval'));
    expect(allowances.getByText('1')).toBeTruthy();
    expect(allowances.getByRole('link', { name: 'Review allowance changes' }).getAttribute('href')).toBe(
      '/admin/admin-ledger?tab=allowances',
    );

    // The users summary is still there.
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeTruthy();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/users-summary');
  });

  it('says so when nothing waits, and shows the error of a failed summary without hiding the users part', async () => {
    const empty: TFinanceSummary = {
      ...FINANCE,
      pending_topups: { count: 0, by_currency: [] },
      approved_this_month: { count: 0, by_currency: [] },
      agent_balances: { by_currency: [], negative_wallets: 0 },
      pending_adjustments: 0,
      pending_allowance_changes: 0,
    };
    stubApi((c) => (c.url.pathname === '/api/finance-summary' ? ok({ summary: empty }) : ok(USERS_SUMMARY)));
    renderScreen(<AdminDashboardScreen />, route);
    expect(await screen.findByText('No top-up is waiting for review.')).toBeTruthy();
    expect(screen.getByText('No deposit approved this month yet.')).toBeTruthy();
    expect(screen.getByText('No agency wallet yet.')).toBeTruthy();
    expect(screen.queryByText(/Below zero/)).toBeNull();
    cleanup();

    stubApi((c) =>
      c.url.pathname === '/api/finance-summary' ? failure(500, 'internal_error', 'Figures unavailable.') : ok(USERS_SUMMARY),
    );
    renderScreen(<AdminDashboardScreen />, route);
    expect(await screen.findByText('Figures unavailable.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeTruthy();
  });
});

const SEARCHES: TSearchStats = {
  timezone: 'Asia/Karachi',
  today: { from: '2026-02-10', to: '2026-02-10', searches: 42, supplier_asks: 126, cache_hits: 63 },
  last_7_days: { from: '2026-02-04', to: '2026-02-10', searches: 1_234, supplier_asks: 3_702, cache_hits: 2_468 },
};

describe('admin dashboard: background work', () => {
  const STATUS: TSystemStatus = {
    jobs: {
      running: true,
      totals: { queued: 2, active: 0, failed: 1 },
      by_name: { 'mail.send': { queued: 2, active: 0, failed: 1 } },
    },
    mails: { waiting: 2, failed: 3, oldest_waiting_at: '2026-02-10T09:30:00Z' },
  };
  const answer = (c: { url: URL }) =>
    c.url.pathname === '/api/finance-summary'
      ? ok({ summary: FINANCE })
      : c.url.pathname === '/api/system-status'
        ? ok({ status: STATUS })
        : c.url.pathname === '/api/search-stats'
          ? ok({ stats: SEARCHES })
          : ok(USERS_SUMMARY);

  it('shows admins failed jobs and undelivered mails, failures marked', async () => {
    stubApi(answer);
    renderScreen(<AdminDashboardScreen />, { ...route, user: buildUser({ role: 'admin' }) });
    const box = within(await screen.findByRole('heading', { name: 'Background work' }).then((h) => h.closest('section')!));
    const tiles = box.getAllByRole('listitem');
    expect(tiles.map(text)).toEqual(['1Failed jobs', '2Jobs waiting', '2Mails waiting to be sent', '3Mails not delivered']);
    expect(tiles.filter((t) => t.classList.contains('stat-tile--alarm')).map(text)).toEqual(['1Failed jobs', '3Mails not delivered']);
    expect(box.getByText(/Oldest waiting mail queued/)).toBeTruthy();
    expect(box.queryByText('The job queue is stopped')).toBeNull();
  });

  it('is not shown to accounts staff (the status is for admins)', async () => {
    const calls = stubApi(answer);
    renderScreen(<AdminDashboardScreen />, route);
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Background work' })).toBeNull();
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/system-status');
    expect(screen.queryByRole('heading', { name: 'Flight searches' })).toBeNull();
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/search-stats');
    // The booking desk's queues are not accounts staff's to work.
    expect(screen.queryByRole('heading', { name: 'Bookings that need a person' })).toBeNull();
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/get-admin-bookings');
  });

  it('shows admins the bookings that need a person', async () => {
    stubApi((c) => (c.url.pathname === '/api/get-admin-bookings' ? listOf([], 2) : answer(c)));
    renderScreen(<AdminDashboardScreen />, { ...route, user: buildUser({ role: 'admin' }) });
    const box = within(await screen.findByRole('heading', { name: 'Bookings that need a person' }).then((h) => h.closest('section')!));
    expect(await box.findByRole('link', { name: 'Void requests' })).toBeTruthy();
  });
});

describe('admin dashboard: flight searches', () => {
  const admin = { ...route, user: buildUser({ role: 'admin' }) };
  const withSearches = (stats: TSearchStats) => (c: { url: URL }) =>
    c.url.pathname === '/api/search-stats'
      ? ok({ stats })
      : c.url.pathname === '/api/finance-summary'
        ? ok({ summary: FINANCE })
        : c.url.pathname === '/api/system-status'
          ? failure(500, 'internal_error', 'Status unavailable.')
          : ok(USERS_SUMMARY);

  it('shows admins the searches of today and the last 7 days, and the share of supplier asks the cache answered', async () => {
    const calls = stubApi(withSearches(SEARCHES));
    renderScreen(<AdminDashboardScreen />, admin);
    const box = within(await screen.findByRole('heading', { name: 'Flight searches' }).then((h) => h.closest('section')!));
    expect((await box.findAllByRole('listitem')).map(text)).toEqual([
      '42Searches today',
      '1,234Searches in the last 7 days',
      '50%Answered from the cache today',
      '67%Answered from the cache, last 7 days',
    ]);
    expect(box.getByText(/suppliers were asked 3,702 times, and the search cache answered 2,468 of those asks/)).toBeTruthy();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/search-stats');
  });

  it('shows no share before any supplier was asked, and the error of a failed call', async () => {
    const none = { from: '2026-02-10', to: '2026-02-10', searches: 0, supplier_asks: 0, cache_hits: 0 };
    stubApi(withSearches({ ...SEARCHES, today: none, last_7_days: { ...none, from: '2026-02-04' } }));
    renderScreen(<AdminDashboardScreen />, admin);
    const box = within(await screen.findByRole('heading', { name: 'Flight searches' }).then((h) => h.closest('section')!));
    expect((await box.findAllByRole('listitem')).map(text)).toEqual([
      '0Searches today',
      '0Searches in the last 7 days',
      '—Answered from the cache today',
      '—Answered from the cache, last 7 days',
    ]);
    cleanup();

    stubApi((c) =>
      c.url.pathname === '/api/search-stats' ? failure(500, 'internal_error', 'Search figures unavailable.') : withSearches(SEARCHES)(c),
    );
    renderScreen(<AdminDashboardScreen />, admin);
    expect(await screen.findByText('Search figures unavailable.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    try {
      stubApi(withSearches(SEARCHES));
      renderScreen(<AdminDashboardScreen />, admin);
      const box = within(await screen.findByRole('heading', { name: 'عمليات البحث عن الرحلات' }).then((h) => h.closest('section')!));
      const tiles = (await box.findAllByRole('listitem')).map(text);
      expect(tiles[0]).toBe('42عمليات البحث اليوم');
      // Arabic sets the per cent sign apart with left-to-right marks.
      expect(tiles[2]!.replace(/\u200e/g, '')).toBe('50%أُجيب من الذاكرة المؤقتة اليوم');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('rounds the share without claiming none or all of the asks', () => {
    expect(cacheShare({ supplier_asks: 0, cache_hits: 0 })).toBeNull();
    expect(cacheShare({ supplier_asks: 3, cache_hits: 0 })).toBe('0%');
    expect(cacheShare({ supplier_asks: 1_000, cache_hits: 1 })).toBe('<1%');
    expect(cacheShare({ supplier_asks: 1_000, cache_hits: 999 })).toBe('99%');
    expect(cacheShare({ supplier_asks: 3, cache_hits: 3 })).toBe('100%');
    expect(cacheShare({ supplier_asks: 3, cache_hits: 1 })).toBe('33%');
  });
});
