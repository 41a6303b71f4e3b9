import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen } from '@/features/testing/people-harness';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentStatementScreen } from './agent-statement-screen';
import { buildLine, buildStatementAnswer } from './statement.fixtures';

beforeAll(() => setupI18n(['statement', 'ledger', 'validation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.removeItem('access_token');
});

const AGENT = buildUser({ role: 'agent', name: 'Bilal' });
const at = (search = '') => ({ path: '/agent/agent-ledger', route: `/agent/agent-ledger${search}`, user: AGENT });
const statementCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/agent-statment');

describe('agent statement screen', () => {
  it('asks for the period and page of the address, and shows balances, totals and entries with their running balance', async () => {
    const reversal = buildLine({
      id: '0190a0a0-0000-7000-8000-0000000000e2',
      date: '2026-04-01T18:30:00.000Z',
      reference: 'TXN-100202',
      document_reference: 'TXN-100201',
      kind: 'reversal',
      description: 'Posted twice',
      debit_minor: 250_000,
      credit_minor: 0,
      running_balance_minor: 3_250_000,
    });
    const calls = stubMoneyApi(() => ok(buildStatementAnswer([buildLine(), reversal], 120, 2)));
    renderScreen(<AgentStatementScreen />, at('?from=2026-04-01&to=2026-04-30&page=2'));

    const table = await screen.findByRole('table', { name: 'Statement entries' });
    const [get] = statementCalls(calls);
    expect(Object.fromEntries(get!.url.searchParams)).toEqual({ from: '2026-04-01', to: '2026-04-30', page: '2', per_page: '50' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Reference', 'Description', 'Debit', 'Credit', 'Balance']);
    const rows = within(table).getAllByRole('row').slice(1);
    // The day is the agency's (Karachi): 19:30 UTC on 31 March is already 1 April there.
    expect(within(rows[0]!).getByText('1 Apr 2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('TXN-100201')).toBeTruthy();
    expect(within(rows[0]!).getByText('DEP-100007')).toBeTruthy();
    expect(within(rows[0]!).getByText('Deposit')).toBeTruthy();
    expect(within(rows[0]!).getByText('PKR 25,000.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('PKR 35,000.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Reversal')).toBeTruthy();
    expect(within(rows[1]!).getByText('Posted twice')).toBeTruthy();
    expect(within(rows[1]!).getByText('PKR 2,500.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('PKR 32,500.00')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Statement summary' });
    const figure = (label: string) => within(summary).getByText(label).parentElement!.querySelector('dd')!.textContent!.replace(/\s/g, ' ');
    expect(figure('Opening balance')).toBe('PKR 10,000.00');
    expect(figure('Total debits')).toBe('PKR 2,500.00');
    expect(figure('Total credits')).toBe('PKR 25,000.00');
    expect(figure('Closing balance')).toBe('PKR 32,500.00');
    expect(within(summary).getByText('1 Apr 2026 to 30 Apr 2026')).toBeTruthy();
    expect(screen.getByText('Days are calendar days in the agency time zone (Asia/Karachi).')).toBeTruthy();
    expect(screen.getByText('Showing 51–100 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(statementCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('3'));
    expect(screen.getByTestId('location').textContent).toBe('/agent/agent-ledger?from=2026-04-01&to=2026-04-30&page=3');
  });

  it('without a period shows the API default (this month) in the pickers; a new date goes back to page 1', async () => {
    const calls = stubMoneyApi(() => ok(buildStatementAnswer()));
    renderScreen(<AgentStatementScreen />, at('?page=4'));
    await screen.findByRole('table', { name: 'Statement entries' });
    expect(Object.fromEntries(statementCalls(calls)[0]!.url.searchParams)).toEqual({ page: '4', per_page: '50' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-04-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-04-30');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-10' } });
    await waitFor(() => expect(statementCalls(calls).at(-1)!.url.searchParams.get('from')).toBe('2026-04-10'));
    expect(statementCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe('/agent/agent-ledger?from=2026-04-10');
  });

  it('presets: this month and last month in the agency time zone', async () => {
    // 02:00 on 1 May in Karachi, still 30 April in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-30T21:00:00Z'));
    const calls = stubMoneyApi(() => ok(buildStatementAnswer()));
    renderScreen(<AgentStatementScreen />, at());
    await screen.findByRole('table', { name: 'Statement entries' });
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/agent-ledger?from=2026-04-01&to=2026-04-30'));
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/agent-ledger?from=2026-05-01&to=2026-05-01'));
    await waitFor(() => expect(statementCalls(calls).at(-1)!.url.searchParams.get('to')).toBe('2026-05-01'));
  });

  it('a reversed range is not sent: the "to" field says why', async () => {
    const calls = stubMoneyApi(() => ok(buildStatementAnswer()));
    renderScreen(<AgentStatementScreen />, at('?from=2026-05-02&to=2026-05-01'));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(statementCalls(calls)).toHaveLength(0);
  });

  it('empty and error states', async () => {
    stubMoneyApi(() => ok(buildStatementAnswer([], 0)));
    renderScreen(<AgentStatementScreen />, at());
    expect(await screen.findByText('No transactions in this period.')).toBeTruthy();
    cleanup();
    stubMoneyApi(() => failure(500, 'internal_error', 'An unexpected error occurred.'));
    renderScreen(<AgentStatementScreen />, at());
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
  });
});

describe('statement downloads', () => {
  function stubDownload(answer: () => Response) {
    const calls: { url: URL; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        calls.push({
          url,
          headers: Object.fromEntries(
            Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
          ),
        });
        if (url.searchParams.has('format')) return answer();
        return new Response(JSON.stringify(ok(buildStatementAnswer()).body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:statement')), revokeObjectURL: vi.fn() }),
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    return { calls, blobs, clicked };
  }

  it('fetches the whole period with the bearer token in the Authorization header and saves the file it names', async () => {
    localStorage.setItem('access_token', 'secret-token-1');
    const name = 'statement-بلال-2026-04-01-2026-04-30.csv';
    const { calls, blobs, clicked } = stubDownload(
      () =>
        new Response('\uFEFFDate,Reference\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="statement-agency-2026-04-01-2026-04-30.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        }),
    );
    renderScreen(<AgentStatementScreen />, at('?from=2026-04-01&to=2026-04-30&page=2'));
    await screen.findByRole('table', { name: 'Statement entries' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const download = calls.find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(download.url.pathname).toBe('/api/agent-statment');
    expect(Object.fromEntries(download.url.searchParams)).toEqual({ from: '2026-04-01', to: '2026-04-30', format: 'csv' });
    expect(download.headers.authorization).toBe('Bearer secret-token-1');
    expect(download.url.toString()).not.toContain('secret-token-1');
    expect(clicked[0]).toEqual({ href: 'blob:statement', download: name });
    expect(await blobs[0]!.text()).toContain('Date,Reference');
  });

  it('a refused download (period too long) shows the server message and saves nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'This period has more than 20,000 entries. Choose a shorter period to download.';
    const { clicked, calls } = stubDownload(
      () =>
        new Response(JSON.stringify(failure(422, 'validation_failed', message).body), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderScreen(<AgentStatementScreen />, at());
    await screen.findByRole('table', { name: 'Statement entries' });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(calls.find((c) => c.url.searchParams.has('format'))!.url.searchParams.get('format')).toBe('pdf');
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false);
  });
});
