import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { airport, COUNTRIES } from './air.fixtures';
import { AirportFormScreen } from './airport-form-screen';
import { AirportsListScreen } from './airports-list-screen';

beforeAll(() => setupI18n(['air', 'resource', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const KHI = airport();

describe('airports list', () => {
  it('lists code, name, city, country, time zone and status, and searches through the address bar', async () => {
    const calls = stubApi(() =>
      listOf([
        KHI,
        airport({
          id: '0190a0a0-0000-7000-8000-000000000102',
          iata_code: 'LHE',
          name: 'Allama Iqbal International Airport',
          city: 'Lahore',
          active: false,
        }),
      ]),
    );
    renderScreen(<AirportsListScreen />, { path: '/admin/airports', route: '/admin/airports?search=kar', user: admin });
    const row = (await screen.findByRole('link', { name: 'Jinnah International Airport' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('KHI')).toBeTruthy();
    expect(within(row).getByText('Karachi')).toBeTruthy();
    expect(within(row).getByText('Asia/Karachi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate LHE Allama Iqbal International Airport' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit KHI Jinnah International Airport' }).getAttribute('href')).toBe(
      `/admin/update/airport?id=${KHI.id}`,
    );
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: 'kar', page: '1', per_page: '20' });
  });

  it('shows the error state with the server message, and retries', async () => {
    let fail = true;
    stubApi(() => (fail ? failure(500, 'internal_error', 'Oops! Something went wrong. Please try again.') : listOf([KHI])));
    renderScreen(<AirportsListScreen />, { path: '/admin/airports', route: '/admin/airports', user: admin });
    expect(await screen.findByText('Oops! Something went wrong. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('link', { name: 'Jinnah International Airport' })).toBeTruthy();
  });
});

describe('airport form', () => {
  it('creates an airport with its coordinates as numbers and says "Airport saved successfully."', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.url.pathname === '/api/countries' ? listOf(COUNTRIES) : ok({ airport: KHI }, 'Airport saved successfully.'),
    );
    renderScreen(<AirportFormScreen />, { path: '/admin/new/airport', route: '/admin/new/airport', user: admin });
    fill(/^IATA code/, 'khi');
    fill(/^Name/, 'Jinnah International Airport');
    fill(/^City/, 'Karachi');
    fill(/^Latitude/, '24.9065');
    fill(/^Longitude/, '67,1608');
    fill(/^Time zone/, 'Asia/Karachi');
    fireEvent.click(await screen.findByRole('button', { name: 'Create airport' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Airport saved successfully.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      iata_code: 'KHI',
      icao_code: null,
      name: 'Jinnah International Airport',
      city: 'Karachi',
      country_code: null,
      latitude: 24.9065,
      longitude: 67.1608,
      time_zone: 'Asia/Karachi',
      active: true,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/airports'));
  });

  it('refuses an unknown time zone and a latitude out of range without calling the API', async () => {
    const calls = stubApi((call) => (call.url.pathname === '/api/countries' ? listOf(COUNTRIES) : ok({ airport: KHI })));
    renderScreen(<AirportFormScreen />, { path: '/admin/new/airport', route: '/admin/new/airport', user: admin });
    fill(/^IATA code/, 'KHI');
    fill(/^Latitude/, '95');
    fill(/^Time zone/, 'Karachi');
    fireEvent.click(await screen.findByRole('button', { name: 'Create airport' }));
    expect(await screen.findByText('Enter an IANA time zone, such as Asia/Karachi.')).toBeTruthy();
    expect(screen.getByText('Enter a latitude from -90 to 90.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('edits at /admin/update/airport?id= with PUT', async () => {
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/countries') return listOf(COUNTRIES);
      return call.method === 'GET' ? ok({ airport: KHI }) : ok({ airport: KHI }, 'Airport saved successfully.');
    });
    renderScreen(<AirportFormScreen />, { path: '/admin/update/airport', route: `/admin/update/airport?id=${KHI.id}`, user: admin });
    expect(await screen.findByDisplayValue('Jinnah International Airport', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe('24.9065');
    fill(/^City/, 'Karachi City');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname + put.url.search).toBe(`/api/airports?id=${KHI.id}`);
    expect(put.body).toMatchObject({ city: 'Karachi City', country_code: 'PK', latitude: 24.9065 });
  });
});
