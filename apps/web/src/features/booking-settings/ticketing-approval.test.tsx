import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENCY_ID, AGENT } from '@/features/money/money.fixtures';
import { failure, listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { AdminUserDetailsScreen } from '@/features/users/area-screens';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import type { TAgencyWithApproval } from './ticketing-approval';

beforeAll(() => setupI18n(['users', 'booking_settings', 'ledger', 'desk']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ id: '0190a0a0-0000-7000-8000-0000000000e1', role: 'admin' });
const route = { path: '/admin/user-details', route: `/admin/user-details?id=${AGENT.id}` };
const approvalPuts = (calls: TApiCall[]) => calls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/agency-ticketing-approval');

/** The user details screen's API with the agent `agent`; the approval's PUT answers `onPut` (by default the body echoed). */
function stubDetailsApi(agent = AGENT, onPut = (c: TApiCall) => ok(c.body, 'Ticketing approval saved for the agency.')) {
  return stubApi((c) => {
    if (c.url.pathname === '/api/users') return listOf([agent]);
    if (c.url.pathname === '/api/agency-ticketing-approval') return onPut(c);
    if (c.url.pathname === '/api/agency-balance')
      return ok({ balance: { agency_id: AGENCY_ID, currency: 'PKR', balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 } });
    return listOf([]);
  });
}

const section = async () => screen.findByRole('region', { name: 'Ticketing approval' });
const buttonIn = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

describe('ticketing approval on the agent’s details', () => {
  it('while the users answer does not carry the flag: two plain buttons, then the saved state from the PUT’s answer', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubDetailsApi();
    renderScreen(<AdminUserDetailsScreen />, { ...route, user: admin });
    const approval = await section();
    const group = within(approval).getByRole('group', { name: 'Set staff approval' });
    // Nothing claims to be the current setting.
    for (const name of ['On', 'Off']) expect(buttonIn(group, name).hasAttribute('aria-pressed')).toBe(false);
    expect(within(approval).getByRole('status').textContent).toBe('The current setting is not shown here: choose On or Off to set it.');

    fireEvent.click(buttonIn(group, 'On'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ticketing approval saved for the agency.'));
    expect(approvalPuts(calls).map((c) => c.body)).toEqual([{ agency_id: AGENCY_ID, ticketing_approval: true }]);
    expect(within(approval).getByRole('status').textContent).toBe('Saved: staff approval is now on for this agency.');
    expect(buttonIn(group, 'On').getAttribute('aria-pressed')).toBe('true');
    expect(buttonIn(group, 'Off').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(buttonIn(group, 'Off'));
    await waitFor(() => expect(within(approval).getByRole('status').textContent).toBe('Saved: staff approval is now off for this agency.'));
    expect(approvalPuts(calls).map((c) => (c.body as { ticketing_approval: boolean }).ticketing_approval)).toEqual([true, false]);
  });

  it('states what the PUT answered, not what was clicked', async () => {
    stubDetailsApi(AGENT, (c) => ok({ ...(c.body as object), ticketing_approval: false }, 'Ticketing approval saved for the agency.'));
    renderScreen(<AdminUserDetailsScreen />, { ...route, user: admin });
    const approval = await section();
    fireEvent.click(buttonIn(approval, 'On'));
    await waitFor(() => expect(within(approval).getByRole('status').textContent).toBe('Saved: staff approval is now off for this agency.'));
  });

  it('shows the current setting once the agency carries it', async () => {
    const agent = { ...AGENT, agency: { ...AGENT.agency!, ticketing_approval: true } as TAgencyWithApproval };
    stubDetailsApi(agent);
    renderScreen(<AdminUserDetailsScreen />, { ...route, user: admin });
    const approval = await section();
    expect(within(approval).getByRole('status').textContent).toBe(
      'Staff approval is on: paid bookings wait for staff before tickets are issued.',
    );
    expect(buttonIn(approval, 'On').getAttribute('aria-pressed')).toBe('true');
    expect(buttonIn(approval, 'Off').getAttribute('aria-pressed')).toBe('false');
  });

  it('says why a save failed and keeps the state unknown', async () => {
    vi.spyOn(toast, 'error');
    stubDetailsApi(AGENT, () => failure(404, 'not_found', 'Not found.'));
    renderScreen(<AdminUserDetailsScreen />, { ...route, user: admin });
    const approval = await section();
    fireEvent.click(buttonIn(approval, 'Off'));
    expect((await within(approval).findByRole('alert')).textContent).toBe('Not found.');
    expect(buttonIn(approval, 'Off').hasAttribute('aria-pressed')).toBe(false);
  });

  it('is not offered to accounts staff (the API takes it from admin only)', async () => {
    stubDetailsApi();
    renderScreen(<AdminUserDetailsScreen />, { ...route, user: buildUser({ role: 'accounts' }) });
    expect(await screen.findByRole('heading', { level: 1, name: AGENT.name })).toBeTruthy();
    expect(await screen.findByText('Bilal Travels')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ticketing approval' })).toBeNull();
  });
});
