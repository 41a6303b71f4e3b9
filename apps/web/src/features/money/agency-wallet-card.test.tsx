import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminUserDetailsScreen } from '@/features/users/area-screens';
import { listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AGENCY_ID, AGENT, ME } from './money.fixtures';
import { stubMoneyApi } from './money-test-api';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const balance = { agency_id: AGENCY_ID, currency: 'PKR', balance_minor: -50000, credit_allowance_minor: 100000, available_minor: 50000 };
const at = (user = ME) => ({ path: '/admin/user-details', route: `/admin/user-details?id=${AGENT.id}`, user });

describe('agency wallet on the user details screen', () => {
  it('shows balance, credit allowance and available, and finance staff set the allowance', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/agency-balance') return ok({ balance });
      return ok({ wallet: {} }, 'Credit allowance saved successfully.');
    });
    renderScreen(<AdminUserDetailsScreen />, at());
    expect(await screen.findByText('-PKR 500.00')).toBeTruthy();
    expect(screen.getByText('PKR 1,000.00')).toBeTruthy();
    expect(screen.getByText('PKR 500.00')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/agency-balance')!.url.searchParams.get('user_id')).toBe(AGENT.id);
    expect(screen.getByRole('link', { name: 'Statement' }).getAttribute('href')).toBe(
      `/admin/admin-ledger?tab=statement&user_id=${AGENT.id}&agency_name=Bilal+Travels`,
    );

    const field = screen.getByLabelText(/^Credit allowance \(PKR\)/);
    expect((field as HTMLInputElement).value).toBe('1000.00');
    fireEvent.change(field, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save allowance' }));
    expect(await screen.findByText('The amount must not be negative.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '2,500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save allowance' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Credit allowance saved successfully.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ user_id: AGENT.id, currency: 'PKR', credit_allowance_minor: 250050 });
  });

  it('is not shown to staff outside finance', async () => {
    const calls = stubMoneyApi(() => listOf([AGENT]));
    renderScreen(<AdminUserDetailsScreen />, at(buildUser({ role: 'salesman' })));
    expect(await screen.findByRole('heading', { name: 'Bilal' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/agency-balance')).toBe(false);
  });
});
