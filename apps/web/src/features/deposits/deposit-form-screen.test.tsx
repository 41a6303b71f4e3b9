import { daysBefore } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { localToday } from './deposit-form-values';
import { DepositFormScreen } from './deposit-form-screen';
import { AGENT_USER, BANK, buildDeposit, KWD_BANK, stubUploadXhr, UPLOAD } from './deposits.fixtures';

beforeAll(() => setupI18n(['deposits', 'uploads']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/agent/agent-deposit', route: '/agent/agent-deposit', user: AGENT_USER };
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/deposit-data');
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));

function stub(onPost: (call: TMoneyCall) => TApiAnswer) {
  return stubMoneyApi((c) => {
    if (c.url.pathname === '/api/banks') return listOf([BANK, KWD_BANK]);
    if (c.url.pathname === '/api/deposit-data') return onPost(c);
    return listOf([]);
  });
}

async function fillValid() {
  fireEvent.change(await screen.findByRole('combobox', { name: /^Bank/ }), { target: { value: BANK.id } });
  fill(/^Amount \(PKR\)/, '25,000.50');
  fill(/^Deposit date/, daysBefore(localToday(), 1));
  fill(/^Bank reference/, ' FT-2025-0001 ');
  fill(/^Note/, 'Paid at the Blue Area branch');
  fireEvent.change(screen.getByLabelText(/^Receipt/), {
    target: { files: [new File([new Uint8Array(4)], 'slip.png', { type: 'image/png' })] },
  });
  expect(await screen.findByText('Uploaded: slip.png')).toBeTruthy();
}

describe('the deposit form (/agent/agent-deposit)', () => {
  it('validates with the API schema before sending: required fields, amount, dates', async () => {
    const calls = stub(() => failure(500, 'internal_error', ''));
    renderScreen(<DepositFormScreen />, route);
    await screen.findByRole('combobox', { name: /^Bank/ });
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5); // bank, amount, date, reference, receipt

    fireEvent.change(screen.getByRole('combobox', { name: /^Bank/ }), { target: { value: KWD_BANK.id } });
    fill(/^Amount \(KWD\)/, '12.3456');
    fill(/^Deposit date/, daysBefore(localToday(), -1));
    fill(/^Bank reference/, '-- / --');
    submit();
    expect(await screen.findByText('Use at most 3 decimal places for this currency.')).toBeTruthy();
    expect(screen.getByText('The deposit date cannot be in the future.')).toBeTruthy();
    expect(screen.getByText('The bank reference must contain letters or digits.')).toBeTruthy();
    fill(/^Deposit date/, daysBefore(localToday(), 366));
    submit();
    expect(await screen.findByText('The deposit date cannot be more than 365 days ago.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows where to pay: the chosen bank's title, number, IBAN and branch", async () => {
    stub(() => failure(500, 'internal_error', ''));
    renderScreen(<DepositFormScreen />, route);
    fireEvent.change(await screen.findByRole('combobox', { name: /^Bank/ }), { target: { value: BANK.id } });
    const region = screen.getByRole('region', { name: 'Pay into this account' });
    for (const text of ['Safar Travels Pvt Ltd', '0101-0123456789', 'PK36SCBL0000001123456702', 'Blue Area, Islamabad'])
      expect(region.textContent).toContain(text);
  });

  it('sends minor units in the bank currency with an Idempotency-Key, reuses the key on retry, then goes to /agent/deposits', async () => {
    stubUploadXhr();
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let failures = 1;
    const calls = stub(() =>
      failures-- > 0
        ? failure(503, 'internal_error', 'Service unavailable.')
        : ok({ deposit: buildDeposit() }, 'Deposit submitted successfully.'),
    );
    renderScreen(<DepositFormScreen />, route);
    await fillValid();
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit deposit' }).hasAttribute('disabled')).toBe(false));
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit submitted successfully.'));
    const [first, retry] = posts(calls);
    expect(first!.body).toEqual({
      bank_id: BANK.id,
      amount_minor: 2500050,
      currency: 'PKR',
      deposit_date: daysBefore(localToday(), 1),
      bank_reference: 'FT-2025-0001',
      receipt: UPLOAD.file_name,
      note: 'Paid at the Blue Area branch',
    });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/deposits'));
  });

  it("shows the server's message on its field and a new key for a changed request", async () => {
    stubUploadXhr();
    vi.spyOn(toast, 'error');
    const calls = stub(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', {
        receipt: ['This receipt is already attached to another deposit.'],
      }),
    );
    renderScreen(<DepositFormScreen />, route);
    await fillValid();
    submit();
    expect(await screen.findByText('This receipt is already attached to another deposit.')).toBeTruthy();
    fill(/^Amount \(PKR\)/, '100');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [a, b] = posts(calls);
    expect(b!.body).toMatchObject({ amount_minor: 10000 });
    expect(b!.headers['idempotency-key']).not.toBe(a!.headers['idempotency-key']);
  });
});
