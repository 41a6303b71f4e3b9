import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AgentDepositsScreen } from './agent-deposits-screen';
import { AgentDetailDepositsScreen } from './agent-detail-deposits-screen';
import { ADMIN_USER, AGENT_USER, buildDeposit } from './deposits.fixtures';
import { TopupRequestsScreen } from './topup-requests-screen';

beforeAll(() => setupI18n(['deposits']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PENDING = buildDeposit();
const REJECTED = buildDeposit({
  id: '01900000-0000-7000-8000-0000000000d2',
  reference: 'DEP-100002',
  status: 'rejected',
  decision_reason: 'No such credit on our statement',
  amount_minor: 150000,
});
const APPROVED = buildDeposit({
  id: '01900000-0000-7000-8000-0000000000d3',
  reference: 'DEP-100003',
  status: 'approved',
  amount_minor: 500000,
  approved_amount_minor: 450000,
  decision_reason: 'Bank fee',
});

describe('/agent/deposits', () => {
  it('lists the agency deposits with status, reasons and the approved totals; deletes a pending one after confirming', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((c) => {
      if (c.url.pathname === `/api/get-deposit-data/${AGENT_USER.id}`) return listOf([PENDING, REJECTED, APPROVED]);
      if (c.url.pathname === `/api/approved-deposits-total/${AGENT_USER.id}`)
        return ok({ totals: [{ currency: 'PKR', total_minor: 450000, count: 1 }] });
      if (c.method === 'DELETE') return ok({ deposit: { id: PENDING.id, reference: PENDING.reference } }, 'Deposit deleted.');
      return failure(404, 'not_found', 'Not found.');
    });
    renderScreen(<AgentDepositsScreen />, { path: '/agent/deposits', route: '/agent/deposits', user: AGENT_USER });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('DEP-100001');
    expect(rows[0]!.textContent).toContain('FT-2025-0001');
    expect(rows[0]!.textContent).toContain('Pending');
    expect(rows[1]!.textContent).toContain('Rejected');
    expect(rows[1]!.textContent).toContain('No such credit on our statement');
    expect(rows[2]!.textContent).toContain('Approved amount');
    expect(rows[2]!.textContent).toMatch(/PKR\s*4,500\.00/);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Reference seen before')).toBeNull();
    expect(screen.getByRole('link', { name: 'New deposit' }).getAttribute('href')).toBe('/agent/agent-deposit');
    const totals = screen.getByRole('heading', { name: 'Approved deposits' }).closest('section')!;
    expect(totals.textContent).toMatch(/PKR\s*4,500\.00/);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete deposit DEP-100001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('DEP-100001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete deposit' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deposit deleted.'));
    const del = calls.find((c: TApiCall) => c.method === 'DELETE')!;
    expect(del.url.pathname + del.url.search).toBe(`/api/delete-deposit-data?id=${PENDING.id}`);
  });

  it('filters by status in the address bar and shows "Nothing Found" and errors', async () => {
    const calls = stubApi((c) => {
      if (c.url.pathname.startsWith('/api/approved-deposits-total')) return ok({ totals: [] });
      return c.url.searchParams.get('status') === 'approved' ? failure(500, 'internal_error', 'Server trouble.') : listOf([]);
    });
    renderScreen(<AgentDepositsScreen />, { path: '/agent/deposits', route: '/agent/deposits', user: AGENT_USER });
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(screen.getByText('No deposit has been approved yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    expect(await screen.findByText('Server trouble.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/agent/deposits?status=approved');
    expect(calls.some((c) => c.url.searchParams.get('status') === 'approved')).toBe(true);
  });
});

describe('/admin/topup-request', () => {
  it('shows pending deposits by default with the agency and the duplicate flag, linking to the details', async () => {
    const flagged = buildDeposit({ duplicate_reference: true });
    const calls = stubApi((c) =>
      c.url.searchParams.get('status') === 'awaiting_confirmation'
        ? listOf([buildDeposit({ status: 'awaiting_confirmation' })], 3)
        : listOf([flagged, { ...APPROVED, duplicate_reference: false }], 45),
    );
    renderScreen(<TopupRequestsScreen />, { path: '/admin/topup-request', route: '/admin/topup-request', user: ADMIN_USER });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Crescent Travels');
    expect(within(rows[0]!).getByText('Reference seen before')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Reference seen before')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'DEP-100001' }).getAttribute('href')).toBe(`/admin/deposit-details?id=${flagged.id}`);
    const list = calls.find((c) => c.url.searchParams.get('per_page') === '20')!;
    expect(list.url.pathname).toBe('/api/get-agents-deposits');
    expect(list.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByText('Showing 1–20 of 45')).toBeTruthy();
    // Changed amounts waiting for a second staff member are counted beside the pending queue.
    expect(await screen.findByText(/Deposits awaiting confirmation of a changed amount: 3/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('awaiting_confirmation'));
    expect(calls.at(-1)!.url.searchParams.get('per_page')).toBe('20');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Deposit date from'), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('from')).toBe('2025-03-01'));
    expect(calls.at(-1)!.url.searchParams.has('status')).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/admin/topup-request?status=all&from=2025-03-01');

    // Clearing goes back to the queue's own default, the pending deposits.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/topup-request'));
    const lastList = () => calls.filter((c) => c.url.searchParams.get('per_page') === '20').at(-1)!.url.searchParams;
    await waitFor(() => expect(lastList().get('status')).toBe('pending'));
    expect(lastList().has('from')).toBe(false);
  });
});

describe('/admin/agent-detail-deposits', () => {
  it("shows one agent's deposits (with the flag and links) and its approved totals", async () => {
    const agent = {
      ...AGENT_USER,
      agency: {
        id: PENDING.agency.id,
        name: 'Crescent Travels',
        contact_person: 'Bilal',
        phone: '0300',
        address: 'Lahore',
        country_code: 'PK',
        country_name: 'Pakistan',
        city_id: null,
        city_name: null,
        licence_number: 'L-1',
        currency: 'PKR',
      },
    };
    const calls = stubApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([agent]);
      if (c.url.pathname === `/api/approved-deposits-total/${AGENT_USER.id}`)
        return ok({ totals: [{ currency: 'PKR', total_minor: 450000, count: 1 }] });
      if (c.url.pathname === `/api/get-deposit-data/${AGENT_USER.id}`) return listOf([{ ...PENDING, duplicate_reference: true }]);
      return failure(404, 'not_found', 'Not found.');
    });
    renderScreen(<AgentDetailDepositsScreen />, {
      path: '/admin/agent-detail-deposits',
      route: `/admin/agent-detail-deposits?user_id=${AGENT_USER.id}`,
      user: ADMIN_USER,
    });
    expect(await screen.findByRole('heading', { name: 'Deposits of Crescent Travels' })).toBeTruthy();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'DEP-100001' }).getAttribute('href')).toBe(`/admin/deposit-details?id=${PENDING.id}`);
    expect(within(row).getByText('Reference seen before')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the agent' }).getAttribute('href')).toBe(`/admin/user-details?id=${AGENT_USER.id}`);
    expect(calls.find((c) => c.url.pathname === '/api/users')!.url.searchParams.get('id')).toBe(AGENT_USER.id);
  });

  it('shows "Nothing Found" without a user_id', async () => {
    stubApi(() => failure(404, 'not_found', 'Not found.'));
    renderScreen(<AgentDetailDepositsScreen />, {
      path: '/admin/agent-detail-deposits',
      route: '/admin/agent-detail-deposits',
      user: ADMIN_USER,
    });
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
  });
});

describe('in Arabic', () => {
  it('shows the agent list with Arabic labels, statuses and Latin-digit amounts', async () => {
    await i18next.changeLanguage('ar');
    try {
      await i18next.loadNamespaces(['deposits']);
      stubApi((c) =>
        c.url.pathname.startsWith('/api/approved-deposits-total')
          ? ok({ totals: [{ currency: 'PKR', total_minor: 450000, count: 1 }] })
          : listOf([REJECTED]),
      );
      renderScreen(<AgentDepositsScreen />, { path: '/agent/deposits', route: '/agent/deposits', user: AGENT_USER });
      expect(await screen.findByRole('heading', { name: 'الإيداعات' })).toBeTruthy();
      const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
      expect(row.textContent).toContain('مرفوض');
      expect(row.textContent).toContain('1,500.00');
      expect(screen.getByRole('link', { name: 'إيداع جديد' })).toBeTruthy();
      expect(screen.getByText('عدد الإيداعات المقبولة: 1')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
