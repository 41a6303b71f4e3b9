import type { TCreditAllowanceRequest } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminUserDetailsScreen } from '@/features/users/area-screens';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AGENCY_ID, AGENT, ME } from './money.fixtures';
import { buildAllowanceRequest } from './allowance.fixtures';
import { stubMoneyApi, type TMoneyCall } from './money-test-api';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const balance = { agency_id: AGENCY_ID, currency: 'PKR', balance_minor: -50000, credit_allowance_minor: 100000, available_minor: 50000 };
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/update-card-allowance');
const at = (user = ME) => ({ path: '/admin/user-details', route: `/admin/user-details?id=${AGENT.id}`, user });

describe('agency wallet on the user details screen', () => {
  it('shows balance, credit allowance and available; finance staff ask for a new allowance with a reason and an Idempotency-Key', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let failures = 1;
    let pending: TCreditAllowanceRequest[] = [];
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/agency-balance') return ok({ balance });
      if (c.url.pathname === '/api/credit-allowance-requests') return listOf(pending);
      if (failures-- > 0) return failure(503, 'internal_error', 'Service unavailable.');
      pending = [buildAllowanceRequest()];
      return ok({ wallet: {}, request: pending[0] }, 'Credit allowance change sent for approval.');
    });
    renderScreen(<AdminUserDetailsScreen />, at());
    expect(await screen.findByText('-PKR 500.00')).toBeTruthy();
    expect(screen.getByText('PKR 1,000.00')).toBeTruthy();
    expect(screen.getByText('PKR 500.00')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/agency-balance')!.url.searchParams.get('user_id')).toBe(AGENT.id);
    expect(screen.getByRole('link', { name: 'Statement' }).getAttribute('href')).toBe(
      `/admin/admin-ledger?tab=statement&user_id=${AGENT.id}&agency_name=Bilal+Travels`,
    );

    const field = await screen.findByLabelText(/^Credit allowance \(PKR\)/);
    const pendingQuery = calls.find((c) => c.url.pathname === '/api/credit-allowance-requests')!.url.searchParams;
    expect([pendingQuery.get('status'), pendingQuery.get('agency_id'), pendingQuery.get('currency')]).toEqual([
      'pending',
      AGENCY_ID,
      'PKR',
    ]);
    expect(screen.getByText(/a second staff member approves it/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('1000.00');
    fireEvent.change(field, { target: { value: '-5' } });
    send();
    expect(await screen.findByText('The amount must not be negative.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '2,500.5' } });
    fireEvent.change(screen.getByLabelText(/^Reason for the change/), { target: { value: ' Peak season bookings ' } });
    send();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send for approval' }).hasAttribute('disabled')).toBe(false));
    send(); // the retry after the 503
    await waitFor(() => expect(success).toHaveBeenCalledWith('Credit allowance change sent for approval.'));
    const [first, retry] = posts(calls);
    expect(first!.body).toEqual({ user_id: AGENT.id, currency: 'PKR', credit_allowance_minor: 250050, reason: 'Peak season bookings' });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    // The wallet's figures stay; the card now shows the pending change instead of the form.
    const notice = await screen.findByRole('region', { name: 'Change awaiting approval' });
    expect(within(notice).getByText(/CAR-100007: Amina Admin asked to set the credit allowance to/)).toBeTruthy();
    expect(within(notice).getByText('PKR 2,500.50')).toBeTruthy();
    expect(within(notice).getByText('Reason: Peak season bookings')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Review allowance changes' }).getAttribute('href')).toBe(
      '/admin/admin-ledger?tab=allowances',
    );
    expect(screen.queryByLabelText(/^Credit allowance \(PKR\)/)).toBeNull();
    expect(screen.getByText('PKR 1,000.00')).toBeTruthy();
  });

  it("shows the server's refusal by the field", async () => {
    vi.spyOn(toast, 'error');
    stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/agency-balance') return ok({ balance });
      if (c.url.pathname === '/api/credit-allowance-requests') return listOf([]);
      return failure(422, 'validation_failed', 'The given data was invalid.', {
        credit_allowance_minor: ["This is already the wallet's credit allowance."],
      });
    });
    renderScreen(<AdminUserDetailsScreen />, at());
    fireEvent.change(await screen.findByLabelText(/^Reason for the change/), { target: { value: 'Same again' } });
    send();
    expect(await screen.findByText("This is already the wallet's credit allowance.")).toBeTruthy();
    expect(screen.getByLabelText(/^Credit allowance \(PKR\)/).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown to staff outside finance', async () => {
    const calls = stubMoneyApi(() => listOf([AGENT]));
    renderScreen(<AdminUserDetailsScreen />, at(buildUser({ role: 'salesman' })));
    expect(await screen.findByRole('heading', { name: 'Bilal' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/agency-balance')).toBe(false);
  });
});
