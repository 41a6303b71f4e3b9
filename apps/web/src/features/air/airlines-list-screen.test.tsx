import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { airline } from './air.fixtures';
import { AirlinesListScreen } from './airlines-list-screen';

beforeAll(() => setupI18n(['air', 'resource', 'users', 'uploads']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const render = (route = '/admin/airlines') => renderScreen(<AirlinesListScreen />, { path: '/admin/airlines', route, user: admin });
const EMIRATES = airline({
  id: '0190a0a0-0000-7000-8000-000000000002',
  iata_code: 'EK',
  icao_code: 'UAE',
  name: 'Emirates',
  country_code: 'AE',
  country_name: 'United Arab Emirates',
  logo_url: '/api/airline-logos/0190a0a0-0000-7000-8000-00000000aaaa',
  margin: {
    type: 'fixed',
    amount_minor: 150_000,
    currency: 'PKR',
    basis_points: null,
    percent: null,
    updated_at: '2025-01-02T00:00:00.000Z',
    updated_by: { id: '0190a0a0-0000-7000-8000-00000000ad01', name: 'Admin' },
  },
});
const PIA = airline({
  margin: { ...EMIRATES.margin!, type: 'percent', amount_minor: null, currency: null, basis_points: 250, percent: '2.5' },
  active: false,
});

describe('airlines list', () => {
  it('shows logo, code, name, country, margin and status, asking GET /airlines for the first page', async () => {
    const calls = stubApi(() => listOf([EMIRATES, PIA]));
    render();
    expect(await screen.findByRole('link', { name: 'Emirates' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Airlines' })).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Emirates' }).closest('tr')!;
    expect(within(row).getByText('EK')).toBeTruthy();
    expect(within(row).getByText('United Arab Emirates')).toBeTruthy();
    expect(within(row).getByText('PKR 1,500.00')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe(EMIRATES.logo_url);
    const piaRow = screen.getByRole('link', { name: 'Pakistan International Airlines' }).closest('tr')!;
    expect(within(piaRow).getByText('2.5 %')).toBeTruthy();
    expect(within(piaRow).getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Emirates' }).getAttribute('href')).toBe(`/admin/update/airline?id=${EMIRATES.id}`);
    expect(calls[0]!.url.pathname).toBe('/api/airlines');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', per_page: '20' });
  });

  it('sends the search, filters and sort of the address bar', async () => {
    const calls = stubApi(() => listOf([EMIRATES]));
    render('/admin/airlines?search=emi&has_margin=1&active=1&sort=name&order=desc');
    await screen.findByRole('link', { name: 'Emirates' }, { timeout: 5000 });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      search: 'emi',
      has_margin: '1',
      active: '1',
      sort: 'name',
      order: 'desc',
      page: '1',
      per_page: '20',
    });
  });

  it('says "Nothing Found" for an empty page', async () => {
    stubApi(() => listOf([]));
    render('/admin/airlines?search=zzz');
    expect(await screen.findByText('Nothing Found', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('deletes after a confirmation with the server message, and shows its refusal', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let refuse = false;
    stubApi((call) => {
      if (call.method !== 'DELETE') return listOf([EMIRATES]);
      return refuse ? failure(409, 'conflict', 'Failed to delete airline.') : ok({ id: EMIRATES.id }, 'Airline deleted successfully.');
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emirates' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete airline' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Airline deleted successfully.'));
    refuse = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emirates' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete airline' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete airline.'));
  });

  it('falls back to "Failed to delete airline." when the server gives no message', async () => {
    const error = vi.spyOn(toast, 'error');
    stubApi((call) => (call.method === 'DELETE' ? failure(500, 'internal_error', '') : listOf([EMIRATES])));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emirates' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete airline' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete airline.'));
  });
});
