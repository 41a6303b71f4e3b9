import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { AGENT, ME } from '@/features/money/money.fixtures';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { AdminChargesScreen } from './admin-charges-screen';
import { buildCharge } from './charges.fixtures';

beforeAll(() => setupI18n(['charges', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const applied = buildCharge({ negative: true });
const reversed = buildCharge({
  id: '0190a0a0-0000-7000-8000-0000000000ca',
  reference: 'CHG-100002',
  title: 'Courier',
  description: null,
  status: 'reversed',
  reverse_reason: 'Waived',
  reversal_transaction: { id: '0190a0a0-0000-7000-8000-0000000000cb', reference: 'TXN-100020' },
});
const lists = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/show-all-charges');
const reversals = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/update-agent-charge-status');

describe('admin other charges', () => {
  it('lists charges with status, the below-zero flag and ledger references; Reverse only on applied ones; filters go to the API', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : listOf([applied, reversed], 2)));
    renderScreen(<AdminChargesScreen />, {
      path: '/admin/other-charges',
      route: '/admin/other-charges?status=applied&search=CHG',
      user: ME,
    });
    const table = await screen.findByRole('table', { name: 'Charges' });
    const first = within(table).getByText('CHG-100001').closest('tr')!;
    expect(within(first).getByText('Below zero')).toBeTruthy();
    expect(within(first).getByText('Bilal Travels')).toBeTruthy();
    expect(within(first).getByText('PKR 1,500.00')).toBeTruthy();
    expect(within(first).getByText('Applied')).toBeTruthy();
    expect(within(first).getByText('TXN-100010')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Reverse CHG-100001' })).toBeTruthy();
    const second = within(table).getByText('CHG-100002').closest('tr')!;
    expect(within(second).getByText('Reversed')).toBeTruthy();
    expect(within(second).getByText('Reversed: Waived')).toBeTruthy();
    expect(within(second).getByText('Reversal TXN-100020')).toBeTruthy();
    expect(within(second).queryByText('Below zero')).toBeNull();
    expect(within(second).queryByRole('button')).toBeNull();

    expect(Object.fromEntries(lists(calls)[0]!.url.searchParams)).toEqual({ page: '1', per_page: '20', status: 'applied', search: 'CHG' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(lists(calls).at(-1)!.url.searchParams.get('status')).toBeNull());
    fireEvent.focus(screen.getByRole('combobox', { name: /^Agency/ }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
    await waitFor(() => expect(lists(calls).at(-1)!.url.searchParams.get('agency_id')).toBe(AGENT.agency!.id));
  });

  it('reverses with a mandatory reason and an Idempotency-Key; a refusal stays in the dialog', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let answers = [failure(409, 'conflict', 'This charge has already been reversed.')];
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/update-agent-charge-status') {
        const next = answers[0];
        answers = answers.slice(1);
        return next ?? ok({ charge: { ...applied, status: 'reversed' } }, 'Agent charge reversed successfully.');
      }
      return c.url.pathname === '/api/users' ? listOf([AGENT]) : listOf([applied]);
    });
    renderScreen(<AdminChargesScreen />, { path: '/admin/other-charges', route: '/admin/other-charges', user: ME });
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse CHG-100001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse CHG-100001' });
    expect(within(dialog).getByText(/will be credited back to Bilal Travels/)).toBeTruthy();
    expect(within(dialog).getByText('PKR 1,500.00')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse charge' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(reversals(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Waived by management ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse charge' }));
    expect(await within(dialog).findByText('This charge has already been reversed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse charge' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Agent charge reversed successfully.'));

    const [first, retry] = reversals(calls);
    expect(first!.body).toEqual({ id: applied.id, status: 'reversed', reason: 'Waived by management' });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    // The list is read again after the reversal.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThanOrEqual(2));
  });
});
