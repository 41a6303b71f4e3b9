import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { airline, COUNTRIES } from './air.fixtures';
import { AirlineFormScreen } from './airline-form-screen';

beforeAll(() => setupI18n(['air', 'users', 'uploads']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const PIA = airline({ logo_url: '/api/airline-logos/0190a0a0-0000-7000-8000-00000000aaaa' });
const render = (route: string) => renderScreen(<AirlineFormScreen />, { path: route.split('?')[0]!, route, user: admin });
/** The airline API with the countries the country picker loads. */
const api = (write: (call: TApiCall) => ReturnType<typeof ok>) =>
  stubApi((call) => {
    if (call.url.pathname === '/api/countries') return listOf(COUNTRIES);
    if (call.method === 'GET') return ok({ airline: PIA });
    return write(call);
  });

describe('airline form', () => {
  it('creates an airline with POST /airlines and says "Airline saved successfully."', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = api(() => ok({ airline: PIA }, 'Airline saved successfully.'));
    render('/admin/new/airline');
    fill(/^IATA code/, 'pk');
    fill(/^Name/, 'Pakistan International Airlines');
    fireEvent.click(await screen.findByRole('button', { name: 'Create airline' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Airline saved successfully.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/airlines');
    expect(post.body).toEqual({
      iata_code: 'PK',
      icao_code: null,
      name: 'Pakistan International Airlines',
      country_code: null,
      active: true,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/airlines'));
  });

  it('checks the code before calling, and shows a duplicate from the API on its field', async () => {
    const calls = api(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', { iata_code: ['Another airline already has this IATA code.'] }),
    );
    render('/admin/new/airline');
    fill(/^IATA code/, 'P');
    fireEvent.click(await screen.findByRole('button', { name: 'Create airline' }));
    expect(await screen.findByText("Enter the airline's 2-character IATA code (letters or digits).")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fill(/^IATA code/, 'EK');
    fill(/^Name/, 'Emirates');
    fireEvent.click(screen.getByRole('button', { name: 'Create airline' }));
    expect(await screen.findByText('Another airline already has this IATA code.')).toBeTruthy();
  });

  it('edits at /admin/update/airline?id= and removes the logo (PUT with logo null)', async () => {
    const calls = api(() => ok({ airline: { ...PIA, logo_url: null } }, 'Airline saved successfully.'));
    render(`/admin/update/airline?id=${PIA.id}`);
    expect(await screen.findByDisplayValue('Pakistan International Airlines', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit airline' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Pakistan International Airlines logo' }).getAttribute('src')).toBe(PIA.logo_url);
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('The logo will be removed when you save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname + put.url.search).toBe(`/api/airlines?id=${PIA.id}`);
    expect(put.body).toMatchObject({ iata_code: 'PK', name: 'Pakistan International Airlines', country_code: 'PK', logo: null });
  });

  it('keeps the logo when it is not touched (no logo in the PUT body)', async () => {
    const calls = api(() => ok({ airline: PIA }, 'Airline saved successfully.'));
    render(`/admin/update/airline?id=${PIA.id}`);
    await screen.findByDisplayValue('Pakistan International Airlines', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('logo');
  });
});

describe('airline margin', () => {
  it('refuses a percentage with too many decimals, then sets one typed in Arabic digits with POST /updateAirlineMargin', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = api(() => ok({ airline: PIA }, 'Airline margin saved successfully.'));
    render(`/admin/update/airline?id=${PIA.id}`);
    expect(await screen.findByRole('heading', { name: 'Airline margin' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No margin', { selector: 'span' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Margin type'), { target: { value: 'percent' } });
    fill(/^Percentage/, '2.125');
    fireEvent.click(screen.getByRole('button', { name: 'Save margin' }));
    expect(await screen.findByText('Use at most 2 decimal places for a margin percentage (whole basis points).')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/api/updateAirlineMargin')).toHaveLength(0);
    fill(/^Percentage/, '٢٫٥');
    fireEvent.click(screen.getByRole('button', { name: 'Save margin' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Airline margin saved successfully.'));
    expect(calls.find((c) => c.url.pathname === '/api/updateAirlineMargin')!.body).toEqual({
      airline_id: PIA.id,
      margin: { type: 'percent', percent: '2.5' },
    });
  });

  it('sets a fixed amount per passenger in minor units, and removes a margin with null', async () => {
    const withMargin = {
      ...PIA,
      margin: {
        type: 'percent' as const,
        amount_minor: null,
        currency: null,
        basis_points: 250,
        percent: '2.5',
        updated_at: '2025-01-02T10:00:00.000Z',
        updated_by: { id: '0190a0a0-0000-7000-8000-00000000ad01', name: 'Ayesha Admin' },
      },
    };
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/countries') return listOf(COUNTRIES);
      if (call.method === 'GET') return ok({ airline: withMargin });
      return ok({ airline: withMargin }, 'Airline margin saved successfully.');
    });
    render(`/admin/update/airline?id=${PIA.id}`);
    expect(await screen.findByText('2.5 %', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/^Set by Ayesha Admin on /)).toBeTruthy();
    expect((screen.getByLabelText(/^Percentage/) as HTMLInputElement).value).toBe('2.5');
    fireEvent.change(screen.getByLabelText('Margin type'), { target: { value: 'fixed' } });
    fill(/^Amount per passenger/, '1,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save margin' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/updateAirlineMargin')).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname === '/api/updateAirlineMargin')!.body).toEqual({
      airline_id: PIA.id,
      margin: { type: 'fixed', amount_minor: 150_000, currency: 'PKR' },
    });
    fireEvent.change(screen.getByLabelText('Margin type'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save margin' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/updateAirlineMargin')).toHaveLength(2));
    expect(calls.filter((c) => c.url.pathname === '/api/updateAirlineMargin')[1]!.body).toEqual({ airline_id: PIA.id, margin: null });
  });
});
