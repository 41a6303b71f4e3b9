import type { TPackageAgent } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { buildCustomerUmrahBooking, buildVisaBooking } from '@/features/product-bookings/product-bookings.fixtures';
import { departureFixture, publicUmrahFixture, umrahFixture } from '@/features/travel-packages/package-fixture';
import { listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { AgentHolidayBookScreen, PublicUmrahBookScreen } from './area-screens';
import { ADULT, fillContact, fillTraveller } from './product-checkout.test-kit';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['product_bookings', 'checkout', 'flights', 'travellers', 'users', 'packages']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('en');
});

const DEPARTURE = departureFixture().id;
const FULL = '0190a0a0-0000-7000-8000-0000000000d2';
const SARA = { title: 'mrs', gender: 'f', given: 'sara', family: 'khan', born: '1990-02-01' };
const BABY = { title: 'mstr', gender: 'm', given: 'hamza', family: 'khan', born: '2026-01-05' };

const umrah = (seatsLeft = 28) =>
  publicUmrahFixture({
    departures: [
      departureFixture({ seats_left: seatsLeft }),
      departureFixture({ id: FULL, date: '2027-04-10', availability: 'full', sellable: false, seats_left: 0 }),
    ],
  });

function stub(onBook: (call: TBookingCall) => TApiAnswer, pkg: unknown = umrah()) {
  return stubBookingApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/umrah-packages/slug/umrah-economy') return ok({ umrah_package: pkg });
    if (path === '/api/holidays/slug/umrah-economy') return ok({ holiday: pkg });
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === '/api/get-travellers') return listOf([]);
    if (path === '/api/product-bookings') return onBook(call);
    if (path === '/api/safepay-url') return ok({ url: '#card-page', payment_id: '01900000-0000-7000-8000-0000000000c1' });
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

const visitor = (departure = DEPARTURE) => ({
  path: '/umrah-package-details/:slug/book',
  route: `/umrah-package-details/umrah-economy/book?departure=${departure}`,
  user: null,
});
const booked = () => ok({ customer_booking: buildCustomerUmrahBooking() }, 'Booking made.');
const submit = (name = 'Continue to payment') => fireEvent.click(screen.getByRole('button', { name }));
const bookings = (calls: TBookingCall[]) => writes(calls).filter((c) => c.url.pathname === '/api/product-bookings');
const count = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

describe('booking an Umrah departure on the storefront (/umrah-package-details/:slug/book)', () => {
  it('books the departure the address names in the room chosen, prices adults by room, and goes on to the card payment', async () => {
    const calls = stub(booked);
    renderScreen(<PublicUmrahBookScreen />, visitor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Umrah Economy' })).toBeTruthy();
    const departure = screen.getByRole('combobox', { name: /^Departure date/ }) as HTMLSelectElement;
    expect(departure.value).toBe(DEPARTURE);
    // Only departures on sale are offered, each with its seats left.
    expect(
      within(departure)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', expect.stringMatching(/2027 · 28 seats left$/)]);
    expect(screen.getByText(/^7 nights: 10 Mar 2027 to 17 Mar 2027$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Triple/ }));
    count(/^Adults/, '2');
    count(/^Infants/, '1');
    await fillTraveller('Adult 1', ADULT);
    await fillTraveller('Adult 2', SARA);
    await fillTraveller('Infant 1', BABY);
    fillContact();
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Adult, triple room × 2/ }).textContent).toMatch(/PKR\s310,000\.00.*PKR\s620,000\.00/);
    expect(within(price).getByRole('row', { name: /Infant × 1/ }).textContent).toMatch(/PKR\s50,000\.00/);
    expect(within(price).getByRole('row', { name: /You pay/ }).textContent).toMatch(/PKR\s670,000\.00/);
    // An infant sits on an adult's lap in a package: the form does not ask which.
    expect(screen.queryByRole('combobox', { name: /Travels on the lap of/ })).toBeNull();

    submit();
    await waitFor(() => expect(window.location.hash).toBe('#card-page'));
    expect(bookings(calls)[0]!.body).toMatchObject({
      product: 'umrah',
      item_id: umrahFixture().id,
      departure_id: DEPARTURE,
      room_sharing: 'triple',
      travellers: [
        expect.objectContaining({ given_name: 'ALI RAZA' }),
        expect.objectContaining({ given_name: 'SARA', title: 'mrs' }),
        expect.objectContaining({ given_name: 'HAMZA', born_on: '2026-01-05' }),
      ],
      markup_minor: 0,
    });
  });

  it('asks for the room sharing and a date of birth matching each kind of traveller on the day it leaves', async () => {
    const calls = stub(booked);
    renderScreen(<PublicUmrahBookScreen />, visitor());
    await screen.findByRole('group', { name: 'Adult 1' });
    count(/^Children/, '1');
    await fillTraveller('Adult 1', ADULT);
    await fillTraveller('Child 1', BABY);
    fillContact();
    submit();
    const sharing = await screen.findByRole('group', { name: /^Room sharing/ });
    expect(within(sharing).getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText(/the traveller is an infant on 10 Mar 2027, not a child/)).toBeTruthy();
    expect(bookings(calls)).toHaveLength(0);
  });

  it('offers no more travellers than the departure has seats (infants need none)', async () => {
    stub(booked, umrah(2));
    renderScreen(<PublicUmrahBookScreen />, visitor());
    const adults = (await screen.findByRole('combobox', { name: /^Adults/ })) as HTMLSelectElement;
    expect(
      within(adults)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);
    count(/^Adults/, '2');
    const children = screen.getByRole('combobox', { name: /^Children/ });
    expect(
      within(children)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0']);
    expect(within(screen.getByRole('combobox', { name: /^Infants/ })).getAllByRole('option')).toHaveLength(3);
  });

  it('says when the departure in the address is no longer on sale, and lets the reader choose another', async () => {
    stub(booked);
    renderScreen(<PublicUmrahBookScreen />, visitor(FULL));
    expect(await screen.findByText('The departure you chose is no longer on sale. Choose another date.')).toBeTruthy();
    const departure = screen.getByRole('combobox', { name: /^Departure date/ }) as HTMLSelectElement;
    expect(departure.value).toBe('');
    fireEvent.change(departure, { target: { value: DEPARTURE } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/umrah-package-details/umrah-economy/book?departure=${DEPARTURE}`),
    );
  });

  it("shows the API's refusals: a party without an adult on the counts, sold-out seats above the form", async () => {
    let answer: TApiAnswer = refusal(422, 'validation_failed', 'The given data was invalid.', null, {
      travellers: ['At least one adult must travel on the package.'],
    });
    stub(() => answer);
    renderScreen(<PublicUmrahBookScreen />, visitor());
    await screen.findByRole('group', { name: 'Adult 1' });
    fireEvent.click(screen.getByRole('radio', { name: /^Double/ }));
    await fillTraveller('Adult 1', ADULT);
    fillContact();
    submit();
    const counts = screen.getByRole('group', { name: 'Who is travelling' });
    expect(await within(counts).findByText('At least one adult must travel on the package.')).toBeTruthy();

    answer = refusal(409, 'conflict', 'There are not enough seats left on this departure.');
    submit();
    expect(await screen.findByText('There are not enough seats left on this departure.')).toBeTruthy();
  });
});

describe('an agent books a holiday departure (/agent/holiday-details/:slug/book)', () => {
  it('reads its own prices, pays from the wallet and opens the booking', async () => {
    const staff = umrahFixture({ kind: 'holiday', destination_city: null });
    const { from_price_minor: _from, status: _s, created_by: _b, created_at: _c, updated_at: _u, departures, ...rest } = staff;
    const agentView: TPackageAgent = {
      ...rest,
      departures: departures.map(
        ({
          seats_total: _t,
          seats_taken: _k,
          double_price_minor: _1,
          triple_price_minor: _2,
          quad_price_minor: _3,
          child_price_minor: _4,
          infant_price_minor: _5,
          ...d
        }) => d,
      ),
    };
    const calls = stub(
      () => ok({ booking: buildVisaBooking({ product: 'holiday' }) }, 'Booking confirmed and paid from your wallet.'),
      agentView,
    );
    renderScreen(<AgentHolidayBookScreen />, {
      path: '/agent/holiday-details/:slug/book',
      route: `/agent/holiday-details/umrah-economy/book?departure=${DEPARTURE}`,
      user: AGENT_USER,
    });
    await screen.findByRole('group', { name: 'Adult 1' });
    fireEvent.click(screen.getByRole('radio', { name: /^Quad/ }));
    expect(screen.getByRole('radio', { name: /^Quad/ }).closest('label')!.textContent).toMatch(/PKR\s265,000\.00 per adult/);
    await fillTraveller('Adult 1', ADULT);
    fillContact();
    fireEvent.change(screen.getByLabelText(/^Your markup/), { target: { value: '10000' } });
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Your customer pays/ }).textContent).toMatch(/PKR\s275,000\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from the wallet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/agent\/agent-booking-details\?id=/));
    expect(bookings(calls)[0]!.body).toMatchObject({ product: 'holiday', room_sharing: 'quad', markup_minor: 1_000_000 });
  });
});
