import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AdminLedgerScreen } from './admin-ledger-screen';
import { ME } from '@/features/money/money.fixtures';
import { buildAllowanceRequest } from '@/features/money/allowance.fixtures';
import { stubMoneyApi } from '@/features/money/money-test-api';

beforeAll(() => setupI18n(['ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/admin/admin-ledger', route: '/admin/admin-ledger?tab=allowances', user: ME };
const other = buildAllowanceRequest();
const own = buildAllowanceRequest({
  id: '0190a0a0-0000-7000-8000-0000000000c9',
  reference: 'CAR-100009',
  maker: { id: ME.id, name: ME.name },
});

describe('credit allowance changes: the checker', () => {
  it('lists pending changes with who asked and both amounts; the maker sees "Awaiting a second approver" on their own', async () => {
    const calls = stubMoneyApi(() => listOf([own, other]));
    renderScreen(<AdminLedgerScreen />, route);
    expect(screen.getByRole('link', { name: 'Credit allowances' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Credit allowance changes' });
    expect(calls.find((c) => c.url.pathname === '/api/credit-allowance-requests')!.url.searchParams.get('status')).toBe('pending');
    const row = within(table).getByText('CAR-100007').closest('tr')!;
    expect(within(row).getByText('Bilal Travels')).toBeTruthy();
    expect(within(row).getByText('Amina Admin')).toBeTruthy();
    expect(within(row).getByText('PKR 1,000.00')).toBeTruthy();
    expect(within(row).getByText('PKR 2,500.50')).toBeTruthy();
    const ownRow = within(table).getByText('CAR-100009').closest('tr')!;
    expect(within(ownRow).getByText('Awaiting a second approver')).toBeTruthy();
    expect(within(ownRow).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Approve CAR-100007' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/credit-allowance-requests')
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('approved'),
    );
  });

  it('a second staff member approves with an Idempotency-Key and an optional note; a refusal shows the server message in the dialog', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname.endsWith('/reject'))
        return failure(403, 'forbidden', 'Your account was created by the person who made this request, so you cannot check it.');
      if (c.url.pathname.endsWith('/approve'))
        return ok({ request: { ...other, status: 'approved' } }, 'Credit allowance change approved and applied.');
      return listOf([other]);
    });
    renderScreen(<AdminLedgerScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject CAR-100007' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject CAR-100007' });
    expect(within(dialog).getByText(/the credit allowance of Bilal Travels stays as it is/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/you cannot check it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve CAR-100007' }));
    dialog = screen.getByRole('dialog', { name: 'Approve CAR-100007' });
    expect(within(dialog).getByText(/as asked by Amina Admin/)).toBeTruthy();
    expect(within(dialog).getByText('PKR 1,000.00')).toBeTruthy();
    expect(within(dialog).getByText('PKR 2,500.50')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Guarantee on file' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Credit allowance change approved and applied.'));
    const approve = calls.find((c) => c.url.pathname === `/api/credit-allowance-requests/${other.id}/approve`)!;
    expect(approve.body).toEqual({ reason: 'Guarantee on file' });
    expect(approve.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const reject = calls.find((c) => c.url.pathname.endsWith('/reject'))!;
    expect(reject.body).toEqual({});
    expect(reject.headers['idempotency-key']).not.toBe(approve.headers['idempotency-key']);
  });
});

describe('credit allowance changes in Arabic', () => {
  beforeAll(() => i18n.changeLanguage('ar'));
  afterAll(() => i18n.changeLanguage('en'));

  it('names the tab, the list and the actions in Arabic', async () => {
    stubMoneyApi(() => listOf([other]));
    renderScreen(<AdminLedgerScreen />, route);
    expect(await screen.findByRole('table', { name: 'تغييرات حد الائتمان' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حدود الائتمان' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اعتماد CAR-100007' })).toBeTruthy();
  });
});
