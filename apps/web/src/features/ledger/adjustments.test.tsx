import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AdminLedgerScreen } from './admin-ledger-screen';
import { AGENT, ME } from '@/features/money/money.fixtures';
import { buildAdjustment } from './ledger.fixtures';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/admin/admin-ledger', route: '/admin/admin-ledger?tab=adjustments', user: ME };

async function pickAgency() {
  fireEvent.focus(screen.getByRole('combobox', { name: /^Agency/ }));
  fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/transactions');

describe('manual adjustments: the maker', () => {
  it('parses the amount into minor units, requires a reason, and sends an Idempotency-Key reused on retry', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let failures = 1;
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.method === 'POST') {
        if (failures-- > 0) return failure(503, 'internal_error', 'Service unavailable.');
        return ok({ adjustment: buildAdjustment() }, 'Adjustment submitted for approval.');
      }
      return listOf([]);
    });
    renderScreen(<AdminLedgerScreen />, route);
    await pickAgency();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '25,000.505' } });
    submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Use at most 2 decimal places for this currency.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '25,000.50' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Debit (take from the wallet)' }));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: ' Fee refund ' } });
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit for approval' }).hasAttribute('disabled')).toBe(false));
    submit(); // the retry after the 503
    await waitFor(() => expect(success).toHaveBeenCalledWith('Adjustment submitted for approval.'));

    const [first, retry] = posts(calls);
    expect(first!.body).toEqual({ user_id: AGENT.id, direction: 'debit', amount_minor: 2500050, currency: 'PKR', reason: 'Fee refund' });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(retry!.body).toEqual(first!.body);

    // The next adjustment is a new action: a new key.
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Another' } });
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls)[2]!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    expect(posts(calls)[2]!.body).toMatchObject({ amount_minor: 1000 });
  });

  it('shows the server message per field', async () => {
    vi.spyOn(toast, 'error');
    stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.method === 'POST')
        return failure(422, 'validation_failed', 'The given data was invalid.', { amount_minor: ['The amount is too large.'] });
      return listOf([]);
    });
    renderScreen(<AdminLedgerScreen />, route);
    await pickAgency();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'x' } });
    submit();
    expect(await screen.findByText('The amount is too large.')).toBeTruthy();
    expect(screen.getByLabelText(/^Amount/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('manual adjustments: the checker', () => {
  const own = buildAdjustment({ id: '0190a0a0-0000-7000-8000-0000000000d2', reference: 'ADJ-2', maker_id: ME.id });
  const other = buildAdjustment();

  it('the maker sees "Awaiting a second approver" and no approve button on their own adjustment', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : listOf([own, other])));
    renderScreen(<AdminLedgerScreen />, route);
    const table = await screen.findByRole('table', { name: 'Adjustments' });
    expect(calls.find((c) => c.url.pathname === '/api/transactions/adjustments')!.url.searchParams.get('status')).toBe('pending');
    const ownRow = within(table).getByText('ADJ-2').closest('tr')!;
    expect(within(ownRow).getByText('Awaiting a second approver')).toBeTruthy();
    expect(within(ownRow).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Approve ADJ-2' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Approve ADJ-1' })).toBeTruthy();
    expect(within(await waitFor(() => within(table).getByText('ADJ-1').closest('tr')!)).getByText('Bilal Travels')).toBeTruthy();
  });

  it('a second staff member approves with an Idempotency-Key; a refusal shows the server message', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname.endsWith('/reject')) return failure(409, 'conflict', 'This adjustment has already been decided.');
      if (c.url.pathname.endsWith('/approve'))
        return ok({ adjustment: { ...other, status: 'approved' } }, 'Adjustment approved and posted.');
      return listOf([other]);
    });
    renderScreen(<AdminLedgerScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject ADJ-1' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject ADJ-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This adjustment has already been decided.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve ADJ-1' }));
    dialog = screen.getByRole('dialog', { name: 'Approve ADJ-1' });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Checked the receipt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Adjustment approved and posted.'));
    const approve = calls.find((c) => c.url.pathname === `/api/transactions/adjustments/${other.id}/approve`)!;
    expect(approve.body).toEqual({ reason: 'Checked the receipt' });
    expect(approve.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const reject = calls.find((c) => c.url.pathname.endsWith('/reject'))!;
    expect(reject.body).toEqual({});
    expect(reject.headers['idempotency-key']).not.toBe(approve.headers['idempotency-key']);
  });
});
