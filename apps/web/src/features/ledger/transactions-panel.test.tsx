import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AdminLedgerScreen } from './admin-ledger-screen';
import { AGENCY_ID, AGENT, ME } from '@/features/money/money.fixtures';
import { buildTransaction } from './ledger.fixtures';
import { stubMoneyApi } from '@/features/money/money-test-api';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = (search = '') => ({ path: '/admin/admin-ledger', route: `/admin/admin-ledger${search}`, user: ME });

describe('admin ledger: transactions', () => {
  it('sends the filters of the address to GET /transactions and shows entries, flags and details', async () => {
    const reversal = buildTransaction({
      id: '0190a0a0-0000-7000-8000-0000000000c2',
      reference: 'TXN-1002',
      kind: 'reversal',
      reverses_transaction_id: '0190a0a0-0000-7000-8000-0000000000c1',
      negative: true,
    });
    const calls = stubMoneyApi(() => listOf([reversal, buildTransaction({ reversed_by_transaction_id: reversal.id })], 45));
    renderScreen(
      <AdminLedgerScreen />,
      route(`?agency=${AGENCY_ID}&agency_name=Bilal%20Travels&kind=deposit&from=2026-01-01&to=2026-01-31&search=TXN&page=2`),
    );

    const table = await screen.findByRole('table', { name: 'Ledger transactions' });
    const get = calls.find((c) => c.url.pathname === '/api/transactions')!;
    expect(Object.fromEntries(get.url.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      agency_id: AGENCY_ID,
      kind: 'deposit',
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'TXN',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Date and time', 'Kind', 'Description', 'Entries', 'Flags', 'Actions']);
    expect(within(table).getByText('Reversed by TXN-1002')).toBeTruthy();
    expect(within(table).getByText('Reverses TXN-1001')).toBeTruthy();
    expect(within(table).getByText('Negative balance')).toBeTruthy();
    expect(within(table).getAllByText('+PKR 25,000.00').length).toBeGreaterThan(0);
    // Neither a reversal nor an already reversed transaction offers Reverse.
    expect(within(table).queryByRole('button', { name: /^Reverse/ })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Agency' }) as HTMLInputElement).value).toBe('Bilal Travels');

    const toggle = within(table).getByRole('button', { name: /TXN-1001/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByText('Balance after')).toBeTruthy();
  });

  it('a filter change reloads page 1 with it', async () => {
    const calls = stubMoneyApi(() => listOf([buildTransaction()], 45));
    renderScreen(<AdminLedgerScreen />, route('?page=3'));
    await screen.findByRole('table', { name: 'Ledger transactions' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'charge' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('kind')).toBe('charge'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe('/admin/admin-ledger?kind=charge');
  });

  it('the agency picker searches agents and filters by the chosen agency', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : listOf([buildTransaction()])));
    renderScreen(<AdminLedgerScreen />, route());
    await screen.findByRole('table', { name: 'Ledger transactions' });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('agency_id')).toBe(AGENCY_ID));
    expect(calls.find((c) => c.url.pathname === '/api/users')!.url.searchParams.get('role')).toBe('agent');
  });

  it('Reverse asks for a mandatory reason, then PUTs /transactions with an Idempotency-Key and refreshes', async () => {
    const success = vi.spyOn(toast, 'success');
    let fail = true;
    const calls = stubMoneyApi((c) => {
      if (c.method === 'PUT') {
        if (fail) {
          fail = false;
          return failure(503, 'internal_error', 'Service unavailable.');
        }
        return ok({ transaction: buildTransaction() }, 'Transaction reversed successfully.');
      }
      return listOf([
        buildTransaction({ kind: 'adjustment' }),
        buildTransaction({ id: '01900000-0000-7000-8000-0000000000e9', reference: 'TXN-1002' }),
      ]);
    });
    vi.spyOn(toast, 'error');
    renderScreen(<AdminLedgerScreen />, route());
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse TXN-1001' }));
    // A deposit's transaction is reversed through the deposit, not here.
    expect(screen.queryByRole('button', { name: 'Reverse TXN-1002' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Reverse TXN-1001' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(document.activeElement).toBe(reason);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Post reversal' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(reason, { target: { value: 'Posted twice by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post reversal' }));
    expect(await within(dialog).findByText('Service unavailable.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post reversal' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Transaction reversed successfully.'));

    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).toEqual({ transaction_id: buildTransaction().id, reason: 'Posted twice by mistake' });
    expect(puts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(puts[1]!.headers['idempotency-key']).toBe(puts[0]!.headers['idempotency-key']);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/transactions' && c.method === 'GET').length).toBeGreaterThan(1),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Nothing Found" for an empty list and the error state on failure', async () => {
    stubMoneyApi(() => listOf([]));
    renderScreen(<AdminLedgerScreen />, route());
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    cleanup();
    stubMoneyApi(() => failure(500, 'internal_error', 'Ledger unavailable.'));
    renderScreen(<AdminLedgerScreen />, route());
    expect(await screen.findByText('Ledger unavailable.')).toBeTruthy();
  });
});
