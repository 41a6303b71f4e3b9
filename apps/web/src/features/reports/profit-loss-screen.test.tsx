import type { TProfitLossReport } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENCY_ID, AGENT, ME } from '@/features/money/money.fixtures';
import { failure, listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { presetPeriod } from './profit-loss-filters';
import { ProfitLossScreen } from './profit-loss-screen';

beforeAll(() => setupI18n(['reports', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function buildReport(overrides: Partial<TProfitLossReport> = {}): TProfitLossReport {
  return {
    period: { from: '2026-02-01', to: '2026-02-20', timezone: 'Asia/Karachi' },
    group_by: 'product',
    rows: [
      { group: 'flight', label: null, currency: 'PKR', income_minor: 200000, costs_minor: 50000, net_minor: 150000, transactions: 3 },
      { group: 'other', label: null, currency: 'PKR', income_minor: 1460000, costs_minor: 1150000, net_minor: 310000, transactions: 5 },
      { group: 'other', label: null, currency: 'USD', income_minor: 300, costs_minor: 900, net_minor: -600, transactions: 2 },
    ],
    totals: [
      { currency: 'PKR', income_minor: 1660000, costs_minor: 1200000, net_minor: 460000 },
      { currency: 'USD', income_minor: 300, costs_minor: 900, net_minor: -600 },
    ],
    flight_margins: [
      { kind: 'airline_margins', currency: 'PKR', income_minor: 120000, costs_minor: 50000, net_minor: 70000, transactions: 2 },
      { kind: 'booking_fees', currency: 'PKR', income_minor: 80000, costs_minor: 0, net_minor: 80000, transactions: 1 },
    ],
    ...overrides,
  };
}

const route = (search = '') => ({ path: '/admin/profit-loss-report', route: `/admin/profit-loss-report${search}`, user: ME });
/** Intl separates the currency code with a no-break space. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const reportCalls = (calls: TApiCall[]) => calls.filter((c) => c.url.pathname === '/api/profit-loss-report');
const stub = (report: TProfitLossReport = buildReport()) =>
  stubApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : ok({ report })));

describe('profit and loss', () => {
  it('asks for the filters of the address and shows lines with income, costs and net, and totals per currency', async () => {
    const calls = stub();
    renderScreen(
      <ProfitLossScreen />,
      route(`?from=2026-02-01&to=2026-02-20&product=flight&agency=${AGENCY_ID}&agency_name=Bilal%20Travels&currency=PKR`),
    );
    const table = await screen.findByRole('table', { name: 'Profit and loss lines' });
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-02-20',
      group_by: 'product',
      product: 'flight',
      agency_id: AGENCY_ID,
      currency: 'PKR',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Currency', 'Transactions', 'Income', 'Costs', 'Net']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map(text))).toEqual([
      ['Flights', 'PKR', '3', 'PKR 2,000.00', 'PKR 500.00', '+PKR 1,500.00'],
      ['Other (charges and adjustments)', 'PKR', '5', 'PKR 14,600.00', 'PKR 11,500.00', '+PKR 3,100.00'],
      ['Other (charges and adjustments)', 'USD', '2', '$3.00', '$9.00', '-$6.00'],
    ]);
    const totals = screen.getByRole('table', { name: 'Totals by currency' });
    expect(within(totals).getAllByRole('row').slice(1).map(text)).toEqual([
      'PKRPKR 16,600.00PKR 12,000.00+PKR 4,600.00',
      'USD$3.00$9.00-$6.00',
    ]);
    expect(screen.getByText('Period: 1 Feb 2026 to 20 Feb 2026')).toBeTruthy();
    expect(screen.getByText(/agency time zone \(Asia\/Karachi\)/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Agency' }) as HTMLInputElement).value).toBe('Bilal Travels');
  });

  it('without dates asks for the default period (this month); a filter change reloads with it', async () => {
    const calls = stub();
    renderScreen(<ProfitLossScreen />, route());
    await screen.findByRole('table', { name: 'Profit and loss lines' });
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({ group_by: 'product' });

    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'umrah' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('product')).toBe('umrah'));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('currency')).toBe('USD'));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('from')).toBe('2026-01-01'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/profit-loss-report?product=umrah&currency=USD&from=2026-01-01');
  });

  it('splits the flight revenue by margin kind beside the lines', async () => {
    stub();
    renderScreen(<ProfitLossScreen />, route('?product=flight'));
    const table = await screen.findByRole('table', { name: 'Flight revenue by margin kind' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Margin kind', 'Currency', 'Transactions', 'Income', 'Costs', 'Net']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => Array.from(r.querySelectorAll('td')).map(text)),
    ).toEqual([
      ['Airline margins', 'PKR', '2', 'PKR 1,200.00', 'PKR 500.00', '+PKR 700.00'],
      ['Booking fees', 'PKR', '1', 'PKR 800.00', 'PKR 0.00', '+PKR 800.00'],
    ]);
    expect(screen.getByText(/booking fees are kept when a booking is voided or cancelled/)).toBeTruthy();
  });

  it('groups by agency (names, and revenue without an agency) and by month', async () => {
    const byAgency = buildReport({
      group_by: 'agency',
      rows: [
        { group: AGENCY_ID, label: 'Bilal Travels', currency: 'PKR', income_minor: 1000, costs_minor: 0, net_minor: 1000, transactions: 1 },
        { group: null, label: null, currency: 'PKR', income_minor: 500, costs_minor: 0, net_minor: 500, transactions: 1 },
      ],
    });
    const calls = stub(byAgency);
    renderScreen(<ProfitLossScreen />, route('?group_by=agency'));
    const table = await screen.findByRole('table', { name: 'Profit and loss lines' });
    expect(reportCalls(calls)[0]!.url.searchParams.get('group_by')).toBe('agency');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Agency');
    expect(within(table).getByText('Bilal Travels')).toBeTruthy();
    expect(within(table).getByText('No agency')).toBeTruthy();
    cleanup();

    stub(
      buildReport({
        group_by: 'month',
        rows: [{ group: '2026-01', label: null, currency: 'PKR', income_minor: 1000, costs_minor: 0, net_minor: 1000, transactions: 1 }],
      }),
    );
    renderScreen(<ProfitLossScreen />, route('?group_by=month'));
    const months = await screen.findByRole('table', { name: 'Profit and loss lines' });
    expect(within(months).getByText('January 2026')).toBeTruthy();
  });

  it('the agency picker filters by the chosen agency', async () => {
    const calls = stub();
    renderScreen(<ProfitLossScreen />, route());
    await screen.findByRole('table', { name: 'Profit and loss lines' });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('agency_id')).toBe(AGENCY_ID));
  });

  it('quick periods set the days; "This month" goes back to the default', async () => {
    const calls = stub();
    renderScreen(<ProfitLossScreen />, route('?from=2025-01-01&to=2025-01-31'));
    await screen.findByRole('table', { name: 'Profit and loss lines' });
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('from')).not.toBe('2025-01-01'));
    const last = reportCalls(calls).at(-1)!.url.searchParams;
    expect(last.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.has('from')).toBe(false));
    expect(reportCalls(calls).at(-1)!.url.searchParams.has('to')).toBe(false);
  });

  it('clearing the filters goes back to the default report', async () => {
    const calls = stub();
    renderScreen(<ProfitLossScreen />, route(`?from=2025-01-01&group_by=month&currency=USD&agency=${AGENCY_ID}&agency_name=Bilal`));
    await screen.findByRole('table', { name: 'Profit and loss lines' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/profit-loss-report'));
    await waitFor(() => expect(Object.fromEntries(reportCalls(calls).at(-1)!.url.searchParams)).toEqual({ group_by: 'product' }));
  });

  it('shows "Nothing Found" for an empty report and the server error on failure', async () => {
    stub(buildReport({ rows: [], totals: [], flight_margins: [] }));
    renderScreen(<ProfitLossScreen />, route());
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Totals by currency' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Flight revenue by margin kind' })).toBeNull();
    cleanup();
    stubApi(() => failure(422, 'validation_failed', 'The end date must not be before the start date.'));
    renderScreen(<ProfitLossScreen />, route());
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
  });
});

describe('presetPeriod', () => {
  it('counts months and years from the agency’s today', () => {
    expect(presetPeriod('last_month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('this_year', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetPeriod('this_month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });
});
