import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { buildCustomerUmrahBooking, buildVisaBooking } from '@/features/product-bookings/product-bookings.fixtures';
import { listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { agentVisaFixture, publicVisaFixture } from '@/features/visas/visa-fixture';
import { setupI18n } from '@/test/setup-i18n';
import { AgentVisaApplyScreen, PublicVisaApplyScreen } from './area-screens';
import { ADULT, CHILD, dayFromNow, fillContact, fillTraveller } from './product-checkout.test-kit';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['product_bookings', 'checkout', 'flights', 'travellers', 'users', 'visas']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('en');
});

const SLUG = 'uae-tourist-visa-30-days';
const TRAVEL_ON = dayFromNow(30);

function stub(onBook: (call: TBookingCall) => TApiAnswer | Promise<TApiAnswer>, agent = false) {
  return stubBookingApi((call) => {
    const path = call.url.pathname;
    if (path === `/api/visas/slug/${SLUG}`) return ok({ visa: agent ? agentVisaFixture() : publicVisaFixture() });
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === '/api/get-travellers') return listOf([]);
    if (path === '/api/product-bookings') return onBook(call);
    if (path === '/api/safepay-url') return ok({ url: '#card-page', payment_id: '01900000-0000-7000-8000-0000000000c1' });
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

const visitor = () => ({ path: '/visa-details/:slug/apply', route: `/visa-details/${SLUG}/apply`, user: null });
const agent = () => ({ path: '/agent/visa-details/:slug/apply', route: `/agent/visa-details/${SLUG}/apply`, user: AGENT_USER });
const storefrontBooked = () => ok({ customer_booking: buildCustomerUmrahBooking({ product: 'visa' }) }, 'Booking made.');
const submit = (name = 'Continue to payment') => fireEvent.click(screen.getByRole('button', { name }));
const bookings = (calls: TBookingCall[]) => writes(calls).filter((c) => c.url.pathname === '/api/product-bookings');

async function fillValidApplication() {
  fireEvent.change(await screen.findByLabelText(/^Date of travel/), { target: { value: TRAVEL_ON } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Children/ }), { target: { value: '1' } });
  await fillTraveller('Adult 1', ADULT);
  await fillTraveller('Child 1', CHILD);
  fillContact();
}

describe('applying for a visa on the storefront (/visa-details/:slug/apply)', () => {
  it('prices the applicants from the catalogue, sends the application and goes on to the card payment', async () => {
    const calls = stub(storefrontBooked);
    renderScreen(<PublicVisaApplyScreen />, visitor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for UAE tourist visa, 30 days' })).toBeTruthy();
    expect(screen.getByText(/You are booking as a guest/)).toBeTruthy();
    await fillValidApplication();
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Adult × 1/ }).textContent).toMatch(/PKR\s35,000\.00/);
    expect(within(price).getByRole('row', { name: /Child × 1/ }).textContent).toMatch(/PKR\s25,000\.00/);
    expect(within(price).getByRole('row', { name: /You pay/ }).textContent).toMatch(/PKR\s60,000\.00/);
    // Agents' fields are not offered to a traveller.
    expect(screen.queryByLabelText(/Your markup/)).toBeNull();

    submit();
    await waitFor(() => expect(window.location.hash).toBe('#card-page'));
    const [sent] = bookings(calls);
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body).toEqual({
      product: 'visa',
      item_id: publicVisaFixture().id,
      travel_on: TRAVEL_ON,
      travellers: [
        expect.objectContaining({
          title: 'mr',
          given_name: 'ALI RAZA',
          family_name: 'KHAN',
          born_on: '1988-04-12',
          passport_number: 'AB1234567',
        }),
        expect.objectContaining({ title: 'mstr', given_name: 'HAMZA', born_on: '2019-05-20', nationality: 'PK', passport_country: 'PK' }),
      ],
      contact: { email: 'ali@example.com', phone: '+923001234567' },
      markup_minor: 0,
    });
    // The card payment opens for the booking just made, by its link's token.
    const pay = calls.find((c) => c.url.pathname === '/api/safepay-url')!;
    expect(pay.url.searchParams.get('booking_id')).toBe(buildCustomerUmrahBooking().id);
    expect(pay.url.searchParams.get('token')).toBe(buildCustomerUmrahBooking().access_token);
  });

  it("checks the contract's schema, the travel date and each applicant's age before sending, each message on its field", async () => {
    const calls = stub(storefrontBooked);
    renderScreen(<PublicVisaApplyScreen />, visitor());
    await screen.findByRole('group', { name: 'Adult 1' });
    submit();
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain('Please correct the fields marked below.');
    const travelOn = screen.getByLabelText(/^Date of travel/);
    expect(travelOn.getAttribute('aria-invalid')).toBe('true');
    const adult = screen.getByRole('group', { name: 'Adult 1' });
    expect(
      within(adult)
        .getByLabelText(/^Given names/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');

    // Too soon for the embassy's shortest processing time (three days).
    fireEvent.change(travelOn, { target: { value: dayFromNow(1) } });
    await fillTraveller('Adult 1', { ...CHILD, title: 'mr' });
    fillContact();
    submit();
    expect(await screen.findByText(/The visa cannot be ready in time: choose a travel date on or after/)).toBeTruthy();
    // A child named as the adult is refused on the birth date, with what the date makes them.
    expect(screen.getByText(/the traveller is a child on .*, not an adult/)).toBeTruthy();
    expect(bookings(calls)).toHaveLength(0);
  });

  it("shows the API's field messages beside their fields (its travellers are the forms' passengers)", async () => {
    stub(() =>
      refusal(422, 'validation_failed', 'The given data was invalid.', null, {
        travel_on: ['The visa cannot be ready in time: choose a travel date on or after 3 Feb 2027.'],
        'travellers.1.passport_number': ['Enter the passport number as printed.'],
      }),
    );
    renderScreen(<PublicVisaApplyScreen />, visitor());
    await fillValidApplication();
    submit();
    const child = screen.getByRole('group', { name: 'Child 1' });
    await within(child).findByText('Enter the passport number as printed.');
    expect(
      within(child)
        .getByLabelText(/^Passport number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('The visa cannot be ready in time: choose a travel date on or after 3 Feb 2027.')).toBeTruthy();
    expect(screen.getByRole('alert', { name: '' }).textContent ?? '').toContain('The given data was invalid.');
  });

  it('sends once on a double click, and a retry after a lost answer carries the same Idempotency-Key', async () => {
    let release: (answer: TApiAnswer) => void = () => undefined;
    let attempt = 0;
    const calls = stub(() => {
      attempt += 1;
      if (attempt === 1) return refusal(503, 'service_unavailable', 'Please try again.');
      return new Promise<TApiAnswer>((resolve) => (release = resolve));
    });
    renderScreen(<PublicVisaApplyScreen />, visitor());
    await fillValidApplication();
    submit();
    await screen.findByText('Please try again.');
    submit();
    await waitFor(() => expect(bookings(calls)).toHaveLength(2));
    // While the second is on its way the button is busy: more presses send nothing.
    expect(screen.getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Booking' }));
    release(storefrontBooked());
    await waitFor(() => expect(window.location.hash).toBe('#card-page'));
    const [first, second] = bookings(calls);
    expect(bookings(calls)).toHaveLength(2);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('tells agents and staff that this page is for travellers', async () => {
    stub(storefrontBooked);
    renderScreen(<PublicVisaApplyScreen />, { ...visitor(), user: AGENT_USER });
    expect(await screen.findByText(/This page is for travellers booking for themselves/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Booking' })).toBeNull();
  });
});

describe('an agent applies for a visa (/agent/visa-details/:slug/apply)', () => {
  it('prices at its own price with its markup, pays from the wallet and opens the booking', async () => {
    const calls = stub(() => ok({ booking: buildVisaBooking() }, 'Booking confirmed and paid from your wallet.'), true);
    renderScreen(<AgentVisaApplyScreen />, agent());
    await fillValidApplication();
    fireEvent.change(screen.getByLabelText(/^Your markup/), { target: { value: '5,000' } });
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Your agency pays/ }).textContent).toMatch(/PKR\s55,000\.00/);
    expect(within(price).getByRole('row', { name: /Your customer pays/ }).textContent).toMatch(/PKR\s60,000\.00/);

    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from the wallet' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/agent/agent-booking-details?id=${buildVisaBooking().id}`),
    );
    expect(bookings(calls)[0]!.body).toMatchObject({ product: 'visa', travel_on: TRAVEL_ON, markup_minor: 500_000 });
  });

  it('refuses a markup that is not an amount, on its field', async () => {
    const calls = stub(() => ok({ booking: buildVisaBooking() }), true);
    renderScreen(<AgentVisaApplyScreen />, agent());
    await fillValidApplication();
    fireEvent.change(screen.getByLabelText(/^Your markup/), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from the wallet' }));
    await waitFor(() => expect(screen.getByLabelText(/^Your markup/).getAttribute('aria-invalid')).toBe('true'));
    expect(bookings(calls)).toHaveLength(0);
  });
});
