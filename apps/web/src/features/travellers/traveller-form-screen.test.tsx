import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { failure, listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { TravellerFormScreen } from './traveller-form-screen';
import { AGENT_USER, buildTraveller, COUNTRIES } from './travellers.fixtures';

beforeAll(() => setupI18n(['travellers', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TRAVELLER = buildTraveller();
const newRoute = { path: '/agent/new-traveller', route: '/agent/new-traveller', user: AGENT_USER };
const editRoute = { ...newRoute, route: `/agent/new-traveller?id=${TRAVELLER.id}` };
const writes = (calls: TMoneyCall[]) => calls.filter((c) => c.method !== 'GET');
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save traveller' }));

function stub(onWrite: (call: TMoneyCall) => TApiAnswer) {
  return stubMoneyApi((c) => {
    if (c.url.pathname === '/api/countries') return listOf(COUNTRIES);
    if (c.url.pathname === `/api/get-travellers/${TRAVELLER.id}`) return ok({ traveller: TRAVELLER });
    if (c.method !== 'GET') return onWrite(c);
    return listOf([]);
  });
}

/** Picks a country in a country combobox by typing part of its name. */
async function pickCountry(label: RegExp, search: string, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.mouseDown(await screen.findByRole('option', { name }));
}

async function fillValid() {
  fireEvent.change(await screen.findByRole('combobox', { name: /^Title/ }), { target: { value: 'mr' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Gender/ }), { target: { value: 'm' } });
  fill(/^Given names/, ' ali   raza ');
  fill(/^Family name/, 'khan');
  fill(/^Date of birth/, '1988-04-12');
  await pickCountry(/^Nationality/, 'pak', '🇵🇰 Pakistan');
  fill(/^Passport number/, 'ab1234567');
  await pickCountry(/^Issuing country/, 'saudi', '🇸🇦 Saudi Arabia');
  fill(/^Passport expiry date/, '2031-06-30');
  fill(/^Phone/, '+92 300 1234567');
}

describe('the traveller form (/agent/new-traveller)', () => {
  it("validates with the contract's schema before sending: required fields and each field's rule", async () => {
    const calls = stub(() => failure(500, 'internal_error', ''));
    renderScreen(<TravellerFormScreen />, newRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'New traveller' })).toBeTruthy();
    submit();
    // Title, gender, both names, birth date, nationality, passport number, its country and expiry.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(9);
    fireEvent.change(screen.getByRole('combobox', { name: /^Title/ }), { target: { value: 'mrs' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Gender/ }), { target: { value: 'm' } });
    fill(/^Given names/, "O'Brien");
    fill(/^Family name/, 'Khan');
    fill(/^Date of birth/, '2999-01-01');
    fill(/^Passport number/, 'AB-1');
    fill(/^Email/, 'ali@');
    fill(/^Phone/, '0300 1234567');
    submit();
    expect(
      await screen.findByText('Type the name as it is in the passport, in Latin letters: only letters A–Z and single spaces.'),
    ).toBeTruthy();
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeTruthy();
    expect(screen.getByText('Type the passport number as printed: 5 to 20 letters and digits, without spaces.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter the number in international format: + and the country code, e.g. +923001234567.')).toBeTruthy();
    expect(screen.getByText('This title does not match the gender.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it('saves what the API stores (capitals, compact phone) with an Idempotency-Key kept for the retry, then goes to the list', async () => {
    const success = vi.spyOn(toast, 'success');
    let failures = 1;
    const calls = stub(() =>
      failures-- > 0 ? failure(503, 'internal_error', '') : ok({ traveller: TRAVELLER }, 'Traveller saved successfully.'),
    );
    renderScreen(<TravellerFormScreen />, newRoute);
    await fillValid();
    submit();
    // No message from the server: the generic one.
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Traveller saved successfully.'));
    const [first, retry] = writes(calls);
    expect(first!.method).toBe('POST');
    expect(first!.url.pathname).toBe('/api/save-travellers');
    expect(first!.body).toEqual({
      title: 'mr',
      given_name: 'ALI RAZA',
      family_name: 'KHAN',
      born_on: '1988-04-12',
      gender: 'm',
      nationality: 'PK',
      passport_number: 'AB1234567',
      passport_country: 'SA',
      passport_expires_on: '2031-06-30',
      email: null,
      phone: '+923001234567',
    });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/travellers'));
  });

  it("shows the server's message: a duplicate in the summary, a field's message on its field", async () => {
    let answer = failure(
      409,
      'conflict',
      'ALI RAZA KHAN, born on 1988-04-12, is already saved as TRV-100001: edit that traveller instead.',
    );
    stub(() => answer);
    renderScreen(<TravellerFormScreen />, newRoute);
    await fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('is already saved as TRV-100001');
    answer = failure(422, 'validation_failed', 'The given data was invalid.', { nationality: ['Choose a country from the list.'] });
    submit();
    expect(await screen.findByText('Choose a country from the list.')).toBeTruthy();
  });

  it('edits a saved traveller with ?id=: the form starts from it and sends PUT with its id', async () => {
    const calls = stub(() => ok({ traveller: TRAVELLER }, 'Traveller saved successfully.'));
    renderScreen(<TravellerFormScreen />, editRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit traveller TRV-100001' })).toBeTruthy();
    expect((screen.getByLabelText(/^Given names/) as HTMLInputElement).value).toBe('ALI RAZA');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Nationality/ }) as HTMLInputElement).value).toBe('🇵🇰 Pakistan'));
    fill(/^Family name/, 'Khan Durrani');
    fill(/^Email/, '');
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [put] = writes(calls);
    expect(put!.method).toBe('PUT');
    expect(put!.url.pathname).toBe('/api/update-travellers');
    expect(put!.body).toMatchObject({ id: TRAVELLER.id, family_name: 'KHAN DURRANI', email: null, passport_country: 'PK' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent/travellers'));
  });
});
