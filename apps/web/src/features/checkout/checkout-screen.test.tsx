import type { TFlightDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBookingDetails, BOOKING_ID } from '@/features/agent-bookings/bookings.fixtures';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { buildAncillaries, buildDetails } from '@/features/flights/flights.fixtures';
import { listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER, buildTraveller, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { CheckoutScreen } from './checkout-screen';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['checkout', 'flights', 'travellers', 'users']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const ROUTE = '/agent/flight-checkout?flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const at = (route = ROUTE) => ({ path: '/agent/flight-checkout', route, user: AGENT_USER });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** An agent's offer: one adult (and one infant when asked), what the agency pays, its markup and the gross. */
function offer(infants = 0): TFlightDetails {
  const perPassenger: TFlightDetails['price']['per_passenger'] = [
    { type: 'adult', count: 1, gross_minor: 9_000_000, net_minor: 8_600_000, sell_margin_minor: 400_000 },
  ];
  if (infants) perPassenger.push({ type: 'infant', count: 1, gross_minor: 1_000_000, net_minor: 950_000, sell_margin_minor: 50_000 });
  const gross = perPassenger.reduce((sum, l) => sum + l.gross_minor, 0);
  const net = perPassenger.reduce((sum, l) => sum + (l.net_minor ?? 0), 0);
  return buildDetails({
    expires_at: inMinutes(30),
    passengers: { adults: 1, children: 0, infants },
    price: { currency: 'PKR', gross_minor: gross, net_minor: net, margin_minor: gross - net, per_passenger: perPassenger },
  });
}

function stub(flight: TFlightDetails, onBook: (call: TBookingCall) => TApiAnswer) {
  return stubBookingApi((call) => {
    const path = call.url.pathname;
    if (path.startsWith('/api/flight/')) return ok({ flight });
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === '/api/get-travellers') return listOf([buildTraveller()]);
    if (path === '/api/bookings') return onBook(call);
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

const booked = () => ok({ booking: buildBookingDetails() }, 'Booking saved successfully.');
const passenger = (name: string) => screen.getByRole('group', { name });
const fill = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Hold booking' }));

async function pickCountry(scope: HTMLElement, label: RegExp, search: string, name: string) {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.mouseDown(await within(scope).findByRole('option', { name }));
}

/** A whole valid passenger, typed in (names in small letters: the form sends capitals). */
async function fillPassenger(
  scope: HTMLElement,
  p: { title: string; gender: string; given: string; family: string; born: string; expires: string },
) {
  fireEvent.change(within(scope).getByRole('combobox', { name: /^Title/ }), { target: { value: p.title } });
  fireEvent.change(within(scope).getByRole('combobox', { name: /^Gender/ }), { target: { value: p.gender } });
  fill(scope, /^Given names/, p.given);
  fill(scope, /^Family name/, p.family);
  fill(scope, /^Date of birth/, p.born);
  await pickCountry(scope, /^Nationality/, 'pak', '🇵🇰 Pakistan');
  fill(scope, /^Passport number/, 'ab1234567');
  await pickCountry(scope, /^Issuing country/, 'pak', '🇵🇰 Pakistan');
  fill(scope, /^Passport expiry date/, p.expires);
}

const ADULT = { title: 'mr', gender: 'm', given: 'ali raza', family: 'khan', born: '1988-04-12', expires: '2031-06-30' };

async function fillContact() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Ali@Example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+92 300 1234567' } });
}

describe('the checkout (/agent/flight-checkout)', () => {
  it('shows the offer: flights in local times, what the agency pays, its markup and the customer price', async () => {
    stub(offer(1), booked);
    renderScreen(<CheckoutScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'Book this flight' })).toBeTruthy();
    expect(await screen.findByText('KHI → LHR with Qatar Airways')).toBeTruthy();
    const flights = screen.getByRole('heading', { name: 'Flights' }).closest('section')!;
    expect(flights.textContent).toContain('QR605');
    expect(flights.textContent).toContain('08:30');
    const price = screen.getByRole('table', { name: 'Price per passenger type' });
    expect(within(price).getByRole('row', { name: /Adult × 1/ }).textContent).toMatch(/PKR\s86,000\.00.*PKR\s4,000\.00.*PKR\s90,000\.00/);
    expect(within(price).getByRole('row', { name: /Total/ }).textContent).toMatch(/PKR\s95,500\.00.*PKR\s4,500\.00.*PKR\s100,000\.00/);
    // One form per passenger of the party the offer was priced for.
    expect(passenger('Adult 1')).toBeTruthy();
    const infant = passenger('Infant 1');
    expect((within(infant).getByRole('combobox', { name: /^Travels on the lap of/ }) as HTMLSelectElement).value).toBe('0');
    expect(screen.getByRole('timer').textContent).toMatch(/^(29|30):\d\d$/);
  });

  it('adds the bags and seats chosen on the offer to the price, each for its passenger, with no markup', async () => {
    const extras = buildAncillaries({
      selected: [
        { id: 'bag_23', passenger_index: 0, quantity: 2 },
        { id: 'seat_0_12A', passenger_index: 0, quantity: 1 },
      ],
      selected_total_minor: 2_700_000,
    });
    stubBookingApi((call) => {
      if (call.url.pathname.startsWith('/api/flight/')) return ok({ flight: offer(1) });
      if (call.url.pathname === '/api/ancillaries') return ok({ ancillaries: extras });
      if (call.url.pathname === '/api/countries') return listOf(COUNTRIES);
      return refusal(404, 'not_found', 'Nothing here.');
    });
    renderScreen(<CheckoutScreen />, at());
    const price = await screen.findByRole('table', { name: 'Price per passenger type' });
    const bag = await within(price).findByRole('row', { name: /Extra checked bag, 23 kg × 2/ });
    expect(bag.textContent).toMatch(/Adult 1.*PKR\s12,000\.00.*PKR\s0\.00.*PKR\s12,000\.00/);
    expect(within(price).getByRole('row', { name: /^Seat 12A on / }).textContent).toMatch(
      /Adult 1.*PKR\s3,000\.00.*PKR\s0\.00.*PKR\s3,000\.00/,
    );
    expect(within(price).getByRole('row', { name: /Total/ }).textContent).toMatch(/PKR\s122,500\.00.*PKR\s4,500\.00.*PKR\s127,000\.00/);
    // The totals beside the form and the "pay now" amount say the same.
    const totals = screen.getByRole('heading', { level: 2, name: 'Total' }).closest('section')!;
    expect(totals.textContent).toMatch(/Your agency pays\s*PKR\s122,500\.00.*Your customer pays\s*PKR\s127,000\.00/);
  });

  it("checks the contract's rules and the trip's before sending, each message on its field", async () => {
    const calls = stub(offer(1), booked);
    renderScreen(<CheckoutScreen />, at());
    await screen.findByRole('group', { name: 'Adult 1' });
    submit();
    expect(await screen.findByText('Some details need correcting: see the message beside each field.')).toBeTruthy();
    // Nine passport fields for each of two passengers, and the contact's email and phone.
    expect(screen.getAllByText('This field is required.')).toHaveLength(20);

    await fillPassenger(passenger('Adult 1'), { ...ADULT, expires: '2027-01-01' });
    // Born 2020: a child on the day of the flight, in an infant's place.
    await fillPassenger(passenger('Infant 1'), { ...ADULT, title: 'mstr', given: 'hamza', born: '2020-01-05' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ali@' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '0300 1234567' } });
    submit();
    const adult = passenger('Adult 1');
    expect(await within(adult).findByText('The passport must be valid for six months after the last flight.')).toBeTruthy();
    expect(within(passenger('Infant 1')).getByText('Only an infant travels on an adult.')).toBeTruthy();
    expect(screen.getByText('The passengers by age on the last flight must match the fare: 1 adults, 0 children, 1 infants.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter the number in international format: + and the country code, e.g. +923001234567.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it("holds a child's date of birth to the age the flight was searched with, on the child's own field", async () => {
    const flight = buildDetails({
      expires_at: inMinutes(30),
      passengers: { adults: 1, children: 1, infants: 0, child_ages: [5] },
      price: {
        currency: 'PKR',
        gross_minor: 16_000_000,
        net_minor: 15_000_000,
        margin_minor: 1_000_000,
        per_passenger: [
          { type: 'adult', count: 1, gross_minor: 9_000_000, net_minor: 8_600_000, sell_margin_minor: 400_000 },
          { type: 'child', count: 1, gross_minor: 7_000_000, net_minor: 6_400_000, sell_margin_minor: 600_000 },
        ],
      },
    });
    const calls = stub(flight, booked);
    renderScreen(<CheckoutScreen />, at());
    await fillPassenger(await screen.findByRole('group', { name: 'Adult 1' }), ADULT);
    const child = passenger('Child 1');
    // Seven on 10 December 2026, the day the (only) slice leaves: searched as five.
    await fillPassenger(child, { ...ADULT, title: 'miss', gender: 'f', given: 'zara', born: '2019-06-01' });
    await fillContact();
    submit();
    expect(
      await within(child).findByText(
        "On 2026-12-10 this child will not be the age the flight was searched for (5). Correct the date of birth, or search again with the child's real age.",
      ),
    ).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
    fill(child, /^Date of birth/, '2021-06-01');
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect((writes(calls)[0]!.body as { passengers: { born_on: string }[] }).passengers[1]!.born_on).toBe('2021-06-01');
  });

  it('fills a passenger from a saved traveller, sends what the API stores with an Idempotency-Key, and opens the booking', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(offer(), booked);
    renderScreen(<CheckoutScreen />, at());
    const adult = await screen.findByRole('group', { name: 'Adult 1' });
    const pick = within(adult).getByRole('combobox', { name: /^Pick a saved traveller/ });
    fireEvent.focus(pick);
    fireEvent.change(pick, { target: { value: 'khan' } });
    fireEvent.mouseDown(await within(adult).findByRole('option', { name: /^ALI RAZA KHAN · AB1234567/ }));
    expect(within(adult).getByText('Filled from saved traveller TRV-100001.')).toBeTruthy();
    expect((within(adult).getByLabelText(/^Family name/) as HTMLInputElement).value).toBe('KHAN');
    expect(calls.find((c) => c.url.pathname === '/api/get-travellers')!.url.searchParams.get('q')).toBe('khan');
    await fillContact();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay from the wallet and issue the tickets now' }));
    expect(screen.getByText('PKR 86,000.00 is paid from your agency wallet now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking saved successfully.'));
    const [post] = writes(calls);
    expect(post!.body).toEqual({
      flight_id: 'off_0001',
      passengers: [
        {
          title: 'mr',
          given_name: 'ALI RAZA',
          family_name: 'KHAN',
          born_on: '1988-04-12',
          gender: 'm',
          nationality: 'PK',
          passport_number: 'AB1234567',
          passport_country: 'PK',
          passport_expires_on: '2031-06-30',
          email: null,
          phone: null,
          traveller_id: buildTraveller().id,
        },
      ],
      contact: { email: 'ali@example.com', phone: '+923001234567' },
      ticketing: 'now',
      confirm_duplicate: false,
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/agent/agent-booking-details?id=${BOOKING_ID}`));
  });

  it('a changed price shows the price seen beside the new one, and books at the new one only once accepted', async () => {
    let answers = [
      refusal(409, 'conflict', 'The price has changed to PKR 8800000. Book again to accept the new price.', {
        price_changed: { due_minor: 8_800_000, gross_minor: 9_200_000, currency: 'PKR' },
      }),
    ];
    const calls = stub(offer(), () => answers.shift() ?? booked());
    renderScreen(<CheckoutScreen />, at());
    await fillPassenger(await screen.findByRole('group', { name: 'Adult 1' }), ADULT);
    await fillContact();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/Your agency pays\s*PKR\s86,000\.00\s*PKR\s88,000\.00/);
    expect(rows[2]!.textContent).toMatch(/Your customer pays\s*PKR\s90,000\.00\s*PKR\s92,000\.00/);
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toHaveLength(1);

    answers = [
      refusal(409, 'conflict', 'The price has changed to PKR 8800000. Book again to accept the new price.', {
        price_changed: { due_minor: 8_800_000, gross_minor: 9_200_000, currency: 'PKR' },
      }),
    ];
    submit();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'The price has changed' })).getByRole('button', {
        name: 'Accept the new price and book',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/agent/agent-booking-details'));
    const [, first, accepted] = writes(calls);
    expect(first!.body).not.toHaveProperty('accept_total_minor');
    expect(accepted!.body).toMatchObject({ accept_total_minor: 8_800_000, confirm_duplicate: false });
    expect(accepted!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, so it can never book twice', async () => {
    const answers = [refusal(503, 'internal_error', '')];
    const calls = stub(offer(), () => answers.shift() ?? booked());
    renderScreen(<CheckoutScreen />, at());
    await fillPassenger(await screen.findByRole('group', { name: 'Adult 1' }), ADULT);
    await fillContact();
    submit();
    expect(await screen.findByText('The booking could not be made.')).toBeTruthy();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/agent/agent-booking-details'));
    const [first, retry] = writes(calls);
    expect(retry!.body).toEqual(first!.body);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('a possible duplicate names the booking, and books anyway only once confirmed', async () => {
    const answers = [
      refusal(409, 'conflict', 'ALI RAZA KHAN is already booked on this flight in BKG-100007. Confirm to book again.', {
        duplicates: [{ booking_id: BOOKING_ID, reference: 'BKG-100007', name: 'ALI RAZA KHAN', born_on: '1988-04-12' }],
      }),
    ];
    const calls = stub(offer(), () => answers.shift() ?? booked());
    renderScreen(<CheckoutScreen />, at());
    await fillPassenger(await screen.findByRole('group', { name: 'Adult 1' }), ADULT);
    await fillContact();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Already booked on this flight?' });
    expect(within(dialog).getByRole('listitem').textContent!.replace(/\s+/g, ' ')).toBe('ALI RAZA KHAN, born 12 Apr 1988, in BKG-100007');
    expect(within(dialog).getByRole('link', { name: 'BKG-100007' }).getAttribute('href')).toBe(
      `/agent/agent-booking-details?id=${BOOKING_ID}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/agent/agent-booking-details'));
    expect(writes(calls).map((c) => (c.body as { confirm_duplicate: boolean }).confirm_duplicate)).toEqual([false, true]);
  });

  it("puts the API's field messages on their fields, and a gone offer offers a new search", async () => {
    const answers = [
      refusal(409, 'conflict', 'The airline refused the booking: no seats left.', null),
      refusal(422, 'validation_failed', 'The given data was invalid.', null, {
        'passengers.0.passport_expires_on': ['The passport must be valid for six months after the last flight.'],
        'contact.phone': ['This number cannot receive messages.'],
        passengers: ['The passengers by age on the last flight must match the fare: 1 adults, 0 children, 0 infants.'],
      }),
      refusal(410, 'not_found', 'This offer has expired.'),
    ];
    stub(offer(), () => answers.shift()!);
    renderScreen(<CheckoutScreen />, at());
    await fillPassenger(await screen.findByRole('group', { name: 'Adult 1' }), ADULT);
    await fillContact();
    submit();
    expect(await screen.findByText('The airline refused the booking: no seats left.')).toBeTruthy();
    // A refusal about the offer: the way on is a new search.
    expect(screen.getByRole('link', { name: 'Search again' })).toBeTruthy();
    submit();
    expect(await within(passenger('Adult 1')).findByText('The passport must be valid for six months after the last flight.')).toBeTruthy();
    expect(screen.getByText('This number cannot receive messages.')).toBeTruthy();
    expect(
      within(screen.getByRole('alert')).getByText(
        'The passengers by age on the last flight must match the fare: 1 adults, 0 children, 0 infants.',
      ),
    ).toBeTruthy();
    submit();
    expect(await screen.findByText('This offer has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/agent/flights');
    expect(screen.queryByRole('button', { name: 'Hold booking' })).toBeNull();
  });

  it('an offer gone before the form opens, or an address without one, offers a new search', async () => {
    stubBookingApi(() => refusal(410, 'not_found', 'This offer has expired.'));
    renderScreen(<CheckoutScreen />, at());
    expect(await screen.findByText('This offer has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' })).toBeTruthy();
    cleanup();
    const calls = stubBookingApi(() => refusal(404, 'not_found', 'Nothing here.'));
    renderScreen(<CheckoutScreen />, at('/agent/flight-checkout?flight_id=off_0001'));
    expect(await screen.findByText('This address does not name a flight. Search again to choose one.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('speaks Arabic: the labels and the messages of each field', async () => {
    await i18next.changeLanguage('ar');
    stub(offer(), booked);
    renderScreen(<CheckoutScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'احجز هذه الرحلة' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'احجز مؤقتًا' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب.')).length).toBe(11);
    expect(screen.getByRole('group', { name: 'بالغ 1' })).toBeTruthy();
  });
});
