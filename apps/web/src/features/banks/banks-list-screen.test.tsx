import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { BanksListScreen } from './banks-list-screen';

beforeAll(() => setupI18n(['banks', 'resource']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bank = (overrides: Record<string, unknown> = {}) => ({
  id: '0190a0a0-0000-7000-8000-000000000001',
  bank_name: 'Meezan Bank',
  account_title: 'Safar Travels',
  account_number: '0101-0123456789',
  iban: 'PK36SCBL0000001123456702',
  branch: 'Blue Area',
  currency: 'PKR',
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const admin = buildUser({ role: 'admin' });
const render = (route: string) => renderScreen(<BanksListScreen />, { path: '/admin/banks', route, user: admin });

describe('banks list', () => {
  it('lists banks with their account, status and actions, asking GET /banks for the first page', async () => {
    const calls = stubApi(() =>
      listOf([bank(), bank({ id: '0190a0a0-0000-7000-8000-000000000002', bank_name: 'Closed Bank', active: false })]),
    );
    render('/admin/banks');
    // The first render of the file also loads the screen's translations: give a busy machine time.
    expect(await screen.findByRole('link', { name: 'Meezan Bank' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Banks' })).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Meezan Bank' }).getAttribute('href')).toBe(`/admin/new-bank?id=${bank().id}`);
    expect(screen.getByRole('button', { name: 'Deactivate Meezan Bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate Closed Bank' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/banks');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', per_page: '20' });
  });

  it('sends the filter, search and sort of the address bar, and drops values the API would refuse', async () => {
    const calls = stubApi(() => listOf([bank()]));
    render('/admin/banks?active=0&search=meez&sort=bank_name&order=desc&page=2');
    await screen.findByRole('link', { name: 'Meezan Bank' });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      active: '0',
      search: 'meez',
      sort: 'bank_name',
      order: 'desc',
      page: '2',
      per_page: '20',
    });
    cleanup();
    const refused = stubApi(() => listOf([bank()]));
    render('/admin/banks?active=yes&sort=iban&order=sideways');
    await screen.findByRole('link', { name: 'Meezan Bank' });
    expect(Object.fromEntries(refused[0]!.url.searchParams)).toEqual({ page: '1', per_page: '20' });
  });

  it('changing the filter goes back to the first page', async () => {
    stubApi(() => listOf([bank()]));
    render('/admin/banks?page=3');
    await screen.findByRole('link', { name: 'Meezan Bank' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/banks?active=1'));
  });

  it('deactivates with PUT /banks?id= and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.method === 'PUT' ? ok({ bank: bank({ active: false }) }, 'Bank saved successfully') : listOf([bank()]),
    );
    render('/admin/banks');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Meezan Bank' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Bank saved successfully'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname + put.url.search).toBe(`/api/banks?id=${bank().id}`);
    expect(put.body).toEqual({ active: false });
  });
});
