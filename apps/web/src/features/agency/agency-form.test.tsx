import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AddAgentDetailsScreen } from './add-agent-details-screen';

beforeAll(() => setupI18n(['agent', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNTRIES = [
  { code: 'PK', name: 'Pakistan', phone_code: '92', currency: 'PKR', flag: '🇵🇰' },
  { code: 'AE', name: 'United Arab Emirates', phone_code: '971', currency: 'AED', flag: '🇦🇪' },
];
const CITIES: Record<string, { id: number; name: string; country_code: string; state_code: string }[]> = {
  PK: [
    { id: 11, name: 'Lahore', country_code: 'PK', state_code: 'PB' },
    { id: 12, name: 'Karachi', country_code: 'PK', state_code: 'SD' },
  ],
  AE: [{ id: 21, name: 'Dubai', country_code: 'AE', state_code: 'DU' }],
};
const newAgent = buildUser({ role: 'agent', is_approved: '0', is_formFilled: '0', name: 'Nadia' });

function api(call: TApiCall) {
  if (call.url.pathname === '/api/countries') return listOf(COUNTRIES);
  if (call.url.pathname === '/api/cities') {
    const search = (call.url.searchParams.get('search') ?? '').toLowerCase();
    return listOf((CITIES[call.url.searchParams.get('country_code') ?? ''] ?? []).filter((c) => c.name.toLowerCase().includes(search)));
  }
  if (call.url.pathname === '/api/agents') return ok({ user: { ...newAgent, is_formFilled: '1' } }, 'Agent details saved successfully.');
  throw new Error(`unexpected call ${call.method} ${call.url}`);
}

const combobox = (name: RegExp) => screen.getByRole<HTMLInputElement>('combobox', { name });

async function pick(name: RegExp, typed: string, option: string) {
  const input = combobox(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('agency details form', () => {
  it('keeps the city disabled until a country is chosen, and empties it when the country changes', async () => {
    const calls = stubApi(api);
    renderScreen(<AddAgentDetailsScreen />, { path: '/agent/add-agent-details', route: '/agent/add-agent-details', user: newAgent });

    expect(combobox(/^City/).disabled).toBe(true);
    await pick(/^Country/, 'pak', 'Pakistan');
    expect(combobox(/^Country/).value).toContain('Pakistan');
    expect(combobox(/^City/).disabled).toBe(false);

    await pick(/^City/, 'lah', 'Lahore');
    expect(combobox(/^City/).value).toBe('Lahore');
    const cityCalls = calls.filter((c) => c.url.pathname === '/api/cities');
    expect(cityCalls.length).toBeGreaterThan(0);
    expect(cityCalls.every((c) => c.url.searchParams.get('country_code') === 'PK')).toBe(true);

    await pick(/^Country/, 'united', 'United Arab Emirates');
    expect(combobox(/^City/).value).toBe('');
    // The city list now comes from the new country.
    fireEvent.focus(combobox(/^City/));
    expect(await screen.findByRole('option', { name: 'Dubai' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Lahore' })).toBeNull();
  });

  it('shows the translated message per field and sends nothing while the form is invalid', async () => {
    const calls = stubApi(api);
    renderScreen(<AddAgentDetailsScreen />, { path: '/agent/add-agent-details', route: '/agent/add-agent-details', user: newAgent });

    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));

    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(6);
    expect(combobox(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a name with a direction override or only invisible characters, with the same messages as the API', async () => {
    const calls = stubApi(api);
    renderScreen(<AddAgentDetailsScreen />, { path: '/agent/add-agent-details', route: '/agent/add-agent-details', user: newAgent });

    fireEvent.change(screen.getByLabelText(/^Agency name/), { target: { value: 'Nadia\u202Eslevart' } });
    fireEvent.change(screen.getByLabelText(/^Contact person/), { target: { value: '\u200B\u200D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));

    expect(await screen.findByText('Must not contain line breaks, control characters or text-direction overrides.')).toBeTruthy();
    expect(screen.getByText('Enter a name with visible letters or digits.')).toBeTruthy();
    expect(screen.getByLabelText(/^Agency name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends POST /agents with the chosen country and city, then goes to homeOf (awaiting approval)', async () => {
    const calls = stubApi(api);
    renderScreen(<AddAgentDetailsScreen />, { path: '/agent/add-agent-details', route: '/agent/add-agent-details', user: newAgent });

    fireEvent.change(screen.getByLabelText(/^Agency name/), { target: { value: 'Nadia Travels' } });
    fireEvent.change(screen.getByLabelText(/^Contact person/), { target: { value: 'Nadia Khan' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+92 300 1234567' } });
    fireEvent.change(screen.getByLabelText(/^Licence number/), { target: { value: 'LIC-42' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '1 Mall Road' } });
    await pick(/^Country/, 'pak', 'Pakistan');
    await pick(/^City/, 'kar', 'Karachi');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-message'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/agents');
    expect(post?.body).toEqual({
      agency_name: 'Nadia Travels',
      contact_person: 'Nadia Khan',
      phone: '+92 300 1234567',
      address: '1 Mall Road',
      country_code: 'PK',
      city_id: 12,
      licence_number: 'LIC-42',
    });
  });
});
