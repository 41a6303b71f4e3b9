import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { FlightSuppliersScreen } from './flight-suppliers-screen';

beforeAll(() => setupI18n(['flight_suppliers', 'integration_keys']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const supplier = (code: string, overrides: Record<string, unknown> = {}) => ({
  id: `0190a0a0-0000-7000-8000-00000000000${code.length}`,
  code,
  kind: 'simulated',
  name: 'Simulated GDS A',
  enabled: true,
  deadline_ms: 4000,
  settings: { seed: 'sim-gds-a', currency: 'USD', latency_ms: 300, fault: 'none', booking_fault: 'none', hubs: ['DXB', 'DOH'] },
  position: 20,
  credentials: [],
  credentials_ready: true,
  updated_at: '2026-05-01T10:00:00.000Z',
  updated_by: null,
  ...overrides,
});
const SIM = supplier('sim-gds-a');
const DUFFEL = supplier('duffel', {
  id: '0190a0a0-0000-7000-8000-000000000099',
  kind: 'duffel',
  name: 'Duffel',
  enabled: false,
  deadline_ms: 15000,
  settings: { max_connections: 1 },
  position: 40,
  credentials: [{ key: 'duffel_access_token', set: false }],
  credentials_ready: false,
});
const admin = buildUser({ role: 'admin' });
/** The screen's reads: the suppliers, and the visitors' search allowance. */
const reads = (call: { url: URL }) =>
  call.url.pathname === '/api/search-settings' ? ok({ settings: { visitor_searches_per_hour: 60 } }) : ok({ suppliers: [SIM, DUFFEL] });
const render = () => renderScreen(<FlightSuppliersScreen />, { path: '/admin/suppliers', route: '/admin/suppliers', user: admin });
const formOf = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 5000 }));

describe('flight suppliers screen', () => {
  it('shows each supplier with its state, deadline, settings and whether its keys are set', async () => {
    stubApi(reads);
    render();
    const sim = await formOf('Simulated GDS A');
    expect(sim.getByText('Searched')).toBeTruthy();
    expect((sim.getByLabelText('Search Simulated GDS A') as HTMLInputElement).checked).toBe(true);
    expect((sim.getByLabelText(/^Deadline/) as HTMLInputElement).value).toBe('4000');
    expect((sim.getByLabelText(/^Preferred hubs/) as HTMLInputElement).value).toBe('DXB, DOH');
    expect((sim.getByLabelText(/^Currency of its fares/) as HTMLSelectElement).value).toBe('USD');
    const duffel = await formOf('Duffel');
    expect(duffel.getByText('Not searched')).toBeTruthy();
    expect(duffel.getByText(/Duffel access token is not set/)).toBeTruthy();
    expect(duffel.getByRole('link', { name: 'Set it under Integration keys' }).getAttribute('href')).toBe('/admin/setting');
    expect(duffel.queryByLabelText(/^Seed/)).toBeNull();
    expect(duffel.getByLabelText(/^Most connections/)).toBeTruthy();
  });

  it('disables a supplier and changes its deadline with PUT /suppliers/{id}', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.method === 'PUT' ? ok({ supplier: { ...SIM, enabled: false, deadline_ms: 2500 } }, 'Supplier settings saved.') : reads(call),
    );
    render();
    const sim = await formOf('Simulated GDS A');
    fireEvent.click(sim.getByLabelText('Search Simulated GDS A'));
    fireEvent.change(sim.getByLabelText(/^Deadline/), { target: { value: '2500' } });
    fireEvent.change(sim.getByLabelText(/^Simulated fault/), { target: { value: 'slow' } });
    fireEvent.change(sim.getByLabelText(/^Booking fault/), { target: { value: 'issue_lost' } });
    fireEvent.click(sim.getByRole('button', { name: 'Save supplier' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Supplier settings saved.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/suppliers/${SIM.id}`);
    expect(put.body).toEqual({
      enabled: false,
      deadline_ms: 2500,
      settings: { seed: 'sim-gds-a', currency: 'USD', latency_ms: 300, fault: 'slow', booking_fault: 'issue_lost', hubs: ['DXB', 'DOH'] },
    });
    expect(await sim.findByText('Not searched')).toBeTruthy();
  });

  it('checks the deadline and settings before sending, and shows the 409 for Duffel without its token', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? failure(409, 'conflict', 'Duffel cannot be enabled without duffel_access_token: save it under Integration keys.')
        : reads(call),
    );
    render();
    const sim = await formOf('Simulated GDS A');
    fireEvent.change(sim.getByLabelText(/^Deadline/), { target: { value: '50' } });
    fireEvent.change(sim.getByLabelText(/^Answer time/), { target: { value: 'soon' } });
    fireEvent.change(sim.getByLabelText(/^Preferred hubs/), { target: { value: 'DXB, DUBAI' } });
    fireEvent.click(sim.getByRole('button', { name: 'Save supplier' }));
    expect(await sim.findByText('Enter a deadline from 200 to 60000 milliseconds.')).toBeTruthy();
    expect(sim.getByText('Enter a latency from 0 to 30000 milliseconds.')).toBeTruthy();
    expect(sim.getByText('Enter airports as three-letter IATA codes, e.g. DXB.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const duffel = await formOf('Duffel');
    fireEvent.click(duffel.getByLabelText('Search Duffel'));
    fireEvent.click(duffel.getByRole('button', { name: 'Save supplier' }));
    expect(await duffel.findByText(/Duffel cannot be enabled without duffel_access_token/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')[0]!.body).toMatchObject({ enabled: true, settings: { max_connections: 1 } });
  });
});

describe('searches by visitors', () => {
  it('shows the allowance and saves a new one with PUT /search-settings', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.method === 'PUT' ? ok({ settings: { visitor_searches_per_hour: 120 } }, 'Search settings saved.') : reads(call),
    );
    render();
    const form = await formOf('Searches by visitors');
    const input = form.getByLabelText(/^Searches per hour from one address/) as HTMLInputElement;
    expect(input.value).toBe('60');
    fireEvent.change(input, { target: { value: '١٢٠' } });
    fireEvent.click(form.getByRole('button', { name: 'Save search settings' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Search settings saved.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/search-settings');
    expect(put.body).toEqual({ visitor_searches_per_hour: 120 });
    expect(input.value).toBe('120');
  });

  it('refuses what the API would, before sending', async () => {
    const calls = stubApi(reads);
    render();
    const form = await formOf('Searches by visitors');
    const input = form.getByLabelText(/^Searches per hour from one address/);
    for (const wrong of ['0', '100001', 'ten', '', '2.5']) {
      fireEvent.change(input, { target: { value: wrong } });
      fireEvent.click(form.getByRole('button', { name: 'Save search settings' }));
      expect(await form.findByText('Enter a number of searches from 1 to 100000.')).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
