import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { AGENCY_ID, AGENT, ME } from '@/features/money/money.fixtures';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { buildCharge } from './charges.fixtures';
import { NewChargeScreen } from './new-charge-screen';

beforeAll(() => setupI18n(['charges', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/admin/new-charges', route: '/admin/new-charges', user: ME };
const balance = (available_minor: number, currency = 'PKR') =>
  ok({
    balance: { agency_id: AGENCY_ID, currency, balance_minor: available_minor, credit_allowance_minor: 0, available_minor },
    recent_entries: [],
  });
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/save-agent-charges');
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Apply charge' }));

async function pickAgency() {
  fireEvent.focus(screen.getByRole('combobox', { name: /^Agency/ }));
  fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
}

describe('new charge', () => {
  it('shows the agency’s available balance in the charge currency and warns when the charge takes it below zero', async () => {
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/agency-balance')
        return balance(c.url.searchParams.get('currency') === 'USD' ? 500 : 200_000, c.url.searchParams.get('currency')!);
      return listOf([]);
    });
    renderScreen(<NewChargeScreen />, route);
    expect(screen.getByText('Choose an agency to see its balance.')).toBeTruthy();
    await pickAgency();
    expect(await screen.findByText('PKR 2,000.00')).toBeTruthy();
    const query = calls.find((c) => c.url.pathname === '/api/agency-balance')!.url.searchParams;
    expect([query.get('user_id'), query.get('currency')]).toEqual([AGENT.id, 'PKR']);

    fill(/^Amount/, '1,500');
    expect(await screen.findByText('PKR 500.00')).toBeTruthy();
    expect(screen.queryByText(/takes the agency's available balance below zero/)).toBeNull();

    fill(/^Amount/, '2,000.01');
    expect(await screen.findByText(/takes the agency's available balance below zero/)).toBeTruthy();
    expect(screen.getByText('-PKR 0.01')).toBeTruthy();

    // Another currency reads that wallet.
    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'USD' } });
    expect(await screen.findByText('$5.00')).toBeTruthy();
    expect(screen.getByText('-$1,995.01')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/agency-balance' && c.url.searchParams.get('currency') === 'USD')).toBe(true);
  });

  it('validates with the API schema before calling it', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : balance(0)));
    renderScreen(<NewChargeScreen />, route);
    fill(/^Amount/, '12.345');
    submit();
    expect(await screen.findByText('Use at most 2 decimal places for this currency.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Name the agency or the agent.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the charge in minor units with an Idempotency-Key reused on a retry after a failure; says "Agent charges failed to save." on failure, then goes back to the list', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let answers = [
      failure(422, 'validation_failed', 'The given data was invalid.', { title: ['Must be at most 120 characters.'] }),
      failure(503, 'internal_error', ''),
    ];
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/agency-balance') return balance(10_000_000);
      const next = answers[0];
      answers = answers.slice(1);
      return next ?? ok({ charge: buildCharge() }, 'Agent charge saved successfully.');
    });
    renderScreen(<NewChargeScreen />, route);
    await pickAgency();
    fill(/^Title/, ' Late ticketing fee ');
    fill(/^Description/, 'ADM from the airline');
    fill(/^Amount/, '1,500');
    submit();
    expect(await screen.findByText('Must be at most 120 characters.')).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Agent charges failed to save.'));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply charge' }).hasAttribute('disabled')).toBe(false));
    fill(/^Title/, 'Late fee');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenLastCalledWith('Agent charges failed to save.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply charge' }).hasAttribute('disabled')).toBe(false));
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Agent charge saved successfully.'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/other-charges'));

    const [first, second, third] = posts(calls);
    expect(first!.body).toEqual({
      user_id: AGENT.id,
      title: 'Late ticketing fee',
      description: 'ADM from the airline',
      amount_minor: 150000,
      currency: 'PKR',
    });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // After the 422 the corrected request is a new one; after the 503 the retry reuses its key.
    expect(second!.body).toEqual({ ...(first!.body as object), title: 'Late fee' });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    expect(third!.headers['idempotency-key']).toBe(second!.headers['idempotency-key']);
    expect(third!.body).toEqual(second!.body);
  });
});
