import type { TAgentProfitLossReport } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT } from '@/features/money/money.fixtures';
import { failure, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AgentProfitLossScreen } from './agent-profit-loss-screen';

beforeAll(() => setupI18n(['agent_profit_loss']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const JAN = {
  currency: 'PKR',
  sold: 3,
  refunded: 2,
  sales_minor: 4_200_000,
  paid_minor: 12_000_000,
  refunds_minor: 7_700_000,
  costs_minor: 4_300_000,
  fees_minor: 400_000,
  margin_minor: -100_000,
};
const FEB = {
  ...JAN,
  sold: 1,
  refunded: 0,
  sales_minor: 2_100_000,
  paid_minor: 2_000_000,
  refunds_minor: 0,
  costs_minor: 2_000_000,
  fees_minor: 0,
  margin_minor: 100_000,
};

function buildReport(overrides: Partial<TAgentProfitLossReport> = {}): TAgentProfitLossReport {
  return {
    period: { from: '2026-01-01', to: '2026-02-20', timezone: 'Asia/Karachi' },
    rows: [
      { month: '2026-01', ...JAN },
      { month: '2026-02', ...FEB },
    ],
    totals: [{ ...JAN, sold: 4, refunded: 2, sales_minor: 6_300_000, paid_minor: 14_000_000, costs_minor: 6_300_000, margin_minor: 0 }],
    ...overrides,
  };
}

const route = (search = '') => ({
  path: '/agent/agent-profit-loss-report',
  route: `/agent/agent-profit-loss-report${search}`,
  user: AGENT,
});
/** Intl separates the currency code with a no-break space. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.querySelectorAll('td')).map(text));
const reportCalls = (calls: TApiCall[]) => calls.filter((c) => c.url.pathname === '/api/agent-profit-loss-report');
const stub = (report: TAgentProfitLossReport = buildReport()) => stubApi(() => ok({ report }));

describe('agent profit and loss', () => {
  it('asks for the days of the address and shows each month and the totals: sales, costs, fees and margin', async () => {
    const calls = stub();
    renderScreen(<AgentProfitLossScreen />, route('?from=2026-01-01&to=2026-02-20'));
    const table = await screen.findByRole('table', { name: 'Profit and loss by month' });
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({ from: '2026-01-01', to: '2026-02-20' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Currency', 'Bookings sold', 'Refunded', 'Sales', 'Costs', 'Fees', 'Margin']);
    expect(cells(table)).toEqual([
      ['January 2026', 'PKR', '3', '2', 'PKR 42,000.00', 'PKR 43,000.00', 'PKR 4,000.00', '-PKR 1,000.00'],
      ['February 2026', 'PKR', '1', '0', 'PKR 21,000.00', 'PKR 20,000.00', 'PKR 0.00', '+PKR 1,000.00'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Totals by currency' }))).toEqual([
      ['PKR', '4', '2', 'PKR 63,000.00', 'PKR 63,000.00', 'PKR 4,000.00', 'PKR 0.00'],
    ]);
    expect(screen.getByText('Period: 1 Jan 2026 to 20 Feb 2026')).toBeTruthy();
    expect(screen.getByText(/agency time zone \(Asia\/Karachi\)/)).toBeTruthy();
  });

  it('without days asks for the default (the year so far); the filter bar and quick periods set them', async () => {
    const calls = stub();
    renderScreen(<AgentProfitLossScreen />, route());
    await screen.findByRole('table', { name: 'Profit and loss by month' });
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({});

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('from')).toBe('2026-01-15'));
    expect(screen.getByTestId('location').textContent).toBe('/agent/agent-profit-loss-report?from=2026-01-15');

    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/));
    expect(reportCalls(calls).at(-1)!.url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/agent-profit-loss-report'));
    await waitFor(() => expect(Object.fromEntries(reportCalls(calls).at(-1)!.url.searchParams)).toEqual({}));
  });

  it('swaps a reversed range rather than asking for nothing, and clears the filters back to the default', async () => {
    const calls = stub();
    renderScreen(<AgentProfitLossScreen />, route('?from=2026-03-01&to=2026-01-01'));
    await screen.findByRole('table', { name: 'Profit and loss by month' });
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/agent-profit-loss-report'));
  });

  it('shows "Nothing Found" for a period without bookings and the server error on failure', async () => {
    stub(buildReport({ rows: [], totals: [] }));
    renderScreen(<AgentProfitLossScreen />, route());
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Totals by currency' })).toBeNull();
    cleanup();
    stubApi(() => failure(422, 'validation_failed', 'The end date must not be before the start date.'));
    renderScreen(<AgentProfitLossScreen />, route());
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
  });
});
