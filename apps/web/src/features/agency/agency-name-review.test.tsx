import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT, ME } from '@/features/money/money.fixtures';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { AdminUsersScreen, AdminUserDetailsScreen } from '@/features/users/area-screens';
import { listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FLAGGED = {
  ...AGENT,
  agency: {
    ...AGENT.agency!,
    name: 'Crescent Travels',
    name_review: {
      reasons: ['renamed', 'name_taken'],
      previous_name: 'Bilal Travels',
      same_name_as: 'crescent travels',
      flagged_at: '2026-01-05T10:00:00.000Z',
    },
  },
};
const balance = { agency_id: AGENT.agency!.id, currency: 'PKR', balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 };
const at = (user = ME) => ({ path: '/admin/user-details', route: `/admin/user-details?id=${AGENT.id}`, user });

describe('an agency name flagged for review', () => {
  it('is explained on the user details, and finance staff mark it reviewed', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([FLAGGED]);
      if (c.url.pathname === '/api/agency-balance') return ok({ balance });
      return ok(null, 'Agency name marked as reviewed.');
    });
    renderScreen(<AdminUserDetailsScreen />, at());
    const notice = await screen.findByRole('region', { name: 'Name to review' });
    expect(notice.textContent).toContain('Name to review');
    expect(notice.textContent).toContain('Renamed itself after approval; it was: Bilal Travels');
    expect(notice.textContent).toContain('Has the same name as another agency: crescent travels');
    fireEvent.click(screen.getByRole('button', { name: 'Mark name reviewed' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Agency name marked as reviewed.'));
    expect(calls.find((c) => c.method === 'PUT')!.url.pathname).toBe(`/api/agency-name-reviewed/${AGENT.agency!.id}`);
  });

  it('is shown without the action to staff outside finance, and not at all once reviewed', async () => {
    stubMoneyApi(() => listOf([FLAGGED]));
    renderScreen(<AdminUserDetailsScreen />, at(buildUser({ role: 'salesman' })));
    expect((await screen.findByRole('region', { name: 'Name to review' })).textContent).toContain('Name to review');
    expect(screen.queryByRole('button', { name: 'Mark name reviewed' })).toBeNull();
    cleanup();
    stubMoneyApi(() => listOf([AGENT]));
    renderScreen(<AdminUserDetailsScreen />, at(buildUser({ role: 'salesman' })));
    expect(await screen.findByRole('heading', { name: 'Bilal' })).toBeTruthy();
    expect(screen.queryByText('Name to review')).toBeNull();
  });

  it('is marked in the users list', async () => {
    stubMoneyApi(() => listOf([FLAGGED, buildUser({ id: 'c1', name: 'Plain', role: 'customer' })]));
    renderScreen(<AdminUsersScreen />, { path: '/admin/users', route: '/admin/users', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByText('Name to review')).toBeTruthy();
    expect(screen.getAllByText('Name to review')).toHaveLength(1);
  });
});
