import type { TDepositDetails } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen } from '@/features/testing/people-harness';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { DepositDetailsScreen } from './deposit-details-screen';
import { ADMIN_USER, buildDeposit, buildDetails } from './deposits.fixtures';

beforeAll(() => setupI18n(['deposits', 'ledger']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAILS = buildDetails({
  duplicate_reference: true,
  note: 'Cash at the counter',
  duplicates: [
    {
      id: '01900000-0000-7000-8000-0000000000e1',
      reference: 'DEP-100009',
      agency_name: 'Falcon Tours',
      status: 'approved',
      amount_minor: 2500000,
      currency: 'PKR',
      deposit_date: '2025-03-01',
      bank_reference: 'FT 2025 0001',
    },
  ],
});
const route = { path: '/admin/deposit-details', route: `/admin/deposit-details?id=${DETAILS.id}`, user: ADMIN_USER };
const puts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'PUT');

/** Answers the details with `current()` and PUT with `onPut`, switching the details to `after` once a PUT succeeds. */
function stub(onPut: (call: TMoneyCall) => { status?: number; body: unknown }, after?: TDepositDetails, initial = DETAILS) {
  let current = initial;
  return stubMoneyApi((c) => {
    if (c.method === 'GET' && c.url.pathname === '/api/deposit-details') return ok({ deposit: current });
    if (c.method === 'PUT') {
      const answer = onPut(c);
      if ((answer.status ?? 200) === 200 && after) current = after;
      return answer;
    }
    return failure(404, 'not_found', 'Not found.');
  });
}

describe('/admin/deposit-details', () => {
  it('shows the deposit, the bank, the receipt image by its signed link and the deposits with the same bank reference', async () => {
    stub(() => failure(500, 'internal_error', ''));
    renderScreen(<DepositDetailsScreen />, route);
    expect(await screen.findByRole('heading', { name: 'Deposit DEP-100001' })).toBeTruthy();
    expect(screen.getAllByText('Reference seen before').length).toBeGreaterThan(0);
    expect(screen.getByText('Cash at the counter')).toBeTruthy();
    expect(screen.getByText('PK36SCBL0000001123456702')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Deposit receipt slip.png' }).getAttribute('src')).toBe(DETAILS.receipt!.url);
    const duplicates = screen.getByRole('region', { name: 'Deposits with the same bank reference' });
    expect(within(duplicates).getByRole('link', { name: 'DEP-100009' }).getAttribute('href')).toBe(
      '/admin/deposit-details?id=01900000-0000-7000-8000-0000000000e1',
    );
    expect(duplicates.textContent).toContain('Falcon Tours');
  });

  it('approves with the submitted amount prefilled; another amount needs a reason; shows the TXN reference afterwards', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
    const approved = buildDetails({
      status: 'approved',
      approved_amount_minor: 2490000,
      decision_reason: 'Bank fee',
      transaction: { id: '01900000-0000-7000-8000-0000000000f9', reference: 'TXN-100042' },
      reviewer: { id: ADMIN_USER.id, name: 'Ayesha Admin' },
      reviewed_at: '2025-03-05T10:00:00.000Z',
    });
    const calls = stub(() => ok({ deposit: buildDeposit({ status: 'approved' }) }, 'Deposit approved successfully.'), approved);
    renderScreen(<DepositDetailsScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit DEP-100001' });
    const amount = within(dialog).getByLabelText(/^Approved amount \(PKR\)/) as HTMLInputElement;
    expect(amount.value).toBe('25000.00');

    fireEvent.change(amount, { target: { value: '24,900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    expect(await within(dialog).findByText('Give a reason when approving a different amount.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Bank fee ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit approved successfully.'));
    const [put] = puts(calls);
    expect(put!.url.pathname).toBe(`/api/update-deposit-status/${DETAILS.id}`);
    expect(put!.body).toEqual({ status: 'approved', approved_amount_minor: 2490000, reason: 'Bank fee' });
    expect(put!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('link', { name: 'TXN-100042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('keeps the approve dialog open with the server message (409) and retries with the same key', async () => {
    vi.spyOn(toast, 'error');
    const calls = stub(() => failure(409, 'conflict', 'This deposit has already been approved or rejected.'));
    renderScreen(<DepositDetailsScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    expect(await within(dialog).findByText('This deposit has already been approved or rejected.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[0]!.body).toEqual({ status: 'approved', approved_amount_minor: 2500000 });
    expect(puts(calls)[1]!.headers['idempotency-key']).toBe(puts(calls)[0]!.headers['idempotency-key']);
  });

  it('rejects only with a reason, sent with an Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(
      () => ok({ deposit: buildDeposit({ status: 'rejected' }) }, 'Deposit rejected.'),
      buildDetails({ status: 'rejected', decision_reason: 'Not in statement' }),
    );
    renderScreen(<DepositDetailsScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit DEP-100001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason for the agency/), { target: { value: 'Not in statement' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit rejected.'));
    expect(puts(calls)[0]!.body).toEqual({ status: 'rejected', reason: 'Not in statement' });
    expect(puts(calls)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Not in statement')).toBeTruthy();
  });

  it('confirms a changed amount proposed by someone else: prefilled, no new reason, the proposer named', async () => {
    const success = vi.spyOn(toast, 'success');
    const awaiting = buildDetails({
      status: 'awaiting_confirmation',
      approved_amount_minor: 2400000,
      decision_reason: 'Bank fee',
      reviewer: { id: '01900000-0000-7000-8000-0000000000a9', name: 'Omar Accounts' },
    });
    const calls = stub(
      () => ok({ deposit: buildDeposit({ status: 'approved' }) }, 'Deposit approved successfully.'),
      { ...awaiting, status: 'approved', confirmer: { id: ADMIN_USER.id, name: 'Ayesha Admin' } },
      awaiting,
    );
    renderScreen(<DepositDetailsScreen />, route);
    expect(
      await screen.findByText('Omar Accounts changed the amount: a second staff member must confirm it before the money is credited.'),
    ).toBeTruthy();
    expect(screen.getByText('Proposed amount')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the changed amount of deposit DEP-100001' });
    expect((within(dialog).getByLabelText(/^Approved amount \(PKR\)/) as HTMLInputElement).value).toBe('24000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and credit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit approved successfully.'));
    expect(puts(calls)[0]!.body).toEqual({ status: 'approved', approved_amount_minor: 2400000 });
    expect(await screen.findByText('Confirmed by')).toBeTruthy();
  });

  it('says up front that the submitter cannot approve his own deposit', async () => {
    stub(() => failure(500, 'internal_error', ''), undefined, buildDetails({ submitted_by: { id: ADMIN_USER.id, name: 'Ayesha Admin' } }));
    renderScreen(<DepositDetailsScreen />, route);
    expect(await screen.findByText('You submitted this deposit: a second staff member approves it.')).toBeTruthy();
  });

  it('reverses an approved deposit only with a reason, sent with an Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const approved = buildDetails({
      status: 'approved',
      approved_amount_minor: 2500000,
      transaction: { id: '01900000-0000-7000-8000-0000000000f9', reference: 'TXN-100042' },
    });
    const calls = stub(
      () => ok({ deposit: buildDeposit({ status: 'reversed' }) }, "Deposit reversed: the amount was taken back from the agency's balance."),
      {
        ...approved,
        status: 'reversed',
        reverse_reason: 'Recalled by the bank',
        reversal_transaction: { id: '01900000-0000-7000-8000-0000000000fa', reference: 'TXN-100043' },
      },
      approved,
    );
    renderScreen(<DepositDetailsScreen />, route);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse deposit DEP-100001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse deposit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason for the agency/), { target: { value: 'Recalled by the bank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse deposit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Deposit reversed: the amount was taken back from the agency's balance."));
    expect(puts(calls)[0]!.body).toEqual({ status: 'reversed', reason: 'Recalled by the bank' });
    expect(puts(calls)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('link', { name: 'TXN-100043' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reverse' })).toBeNull();
  });

  it('deletes a pending deposit after confirming and goes back to the queue', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) =>
      c.method === 'DELETE'
        ? ok({ deposit: { id: DETAILS.id, reference: DETAILS.reference } }, 'Deposit deleted.')
        : ok({ deposit: DETAILS }),
    );
    renderScreen(<DepositDetailsScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete deposit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit deleted.'));
    expect(calls.find((c) => c.method === 'DELETE')!.url.search).toBe(`?id=${DETAILS.id}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/topup-request'));
  });

  it('shows "Nothing Found" for an unknown or missing id', async () => {
    stubMoneyApi(() => failure(404, 'not_found', 'Not found.'));
    renderScreen(<DepositDetailsScreen />, route);
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
  });
});
