import type { TInsuranceQuote } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { buildCustomerUmrahBooking, buildVisaBooking } from '@/features/product-bookings/product-bookings.fixtures';
import { listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { AgentInsuranceBuyScreen, PublicInsuranceBuyScreen } from './area-screens';
import { ADULT, dayFromNow, fillContact, fillTraveller } from './product-checkout.test-kit';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['product_bookings', 'checkout', 'flights', 'travellers', 'users', 'travel_insurance']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('en');
});

const QUOTE_ID = '0190a0a0-0000-7000-8000-0000000000f1';
const PLAN_ID = '0190a0a0-0000-7000-8000-0000000000a1';
const START = dayFromNow(10);
/** Born `age` years before the trip's first day: that age on it. */
const bornAged = (age: number) => `${Number(START.slice(0, 4)) - age}${START.slice(4)}`;
const CHILD_BORN = bornAged(8);
const QUOTED_ADULT = { ...ADULT, born: bornAged(38) };

const plan = {
  id: PLAN_ID,
  slug: 'schengen-basic',
  name_en: 'Schengen Basic',
  name_ar: 'شنغن الأساسية',
  summary_en: null,
  summary_ar: null,
  insurer_name: 'Takaful Test',
  regions: ['schengen' as const],
  max_trip_days: 90,
  benefits: [],
};

function quote(overrides: Partial<TInsuranceQuote> = {}, agent = false): TInsuranceQuote {
  const price = (minor: number) => (agent ? { agent_price_minor: minor } : { price_minor: minor });
  return {
    id: QUOTE_ID,
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    price_view: agent ? 'agent' : 'public',
    region: 'schengen',
    start_date: START,
    end_date: dayFromNow(19),
    trip_days: 10,
    travellers: [{ age: 38 }, { age: 8 }],
    plans: [
      {
        plan,
        currency: 'PKR',
        travellers: [
          { age: 38, ...price(300_000) },
          { age: 8, ...price(150_000) },
        ],
        ...(agent ? { agent_total_price_minor: 450_000 } : { total_price_minor: 450_000 }),
      },
    ],
    unavailable: [],
    ...overrides,
  };
}

function stub(onBook: (call: TBookingCall) => TApiAnswer, answer: TInsuranceQuote = quote()) {
  return stubBookingApi((call) => {
    const path = call.url.pathname;
    if (path === `/api/travel-insurance/quotes/${QUOTE_ID}`) return ok({ quote: answer });
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === '/api/get-travellers') return listOf([]);
    if (path === '/api/product-bookings') return onBook(call);
    if (path === '/api/safepay-url') return ok({ url: '#card-page', payment_id: '01900000-0000-7000-8000-0000000000c1' });
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

const address = `?quote=${QUOTE_ID}&plan=${PLAN_ID}`;
const visitor = () => ({ path: '/travel-insurance/buy', route: `/travel-insurance/buy${address}`, user: null });
const bookings = (calls: TBookingCall[]) => writes(calls).filter((c) => c.url.pathname === '/api/product-bookings');
const TRAVELLER_1 = 'Traveller 1, aged 38';
const TRAVELLER_2 = 'Traveller 2, aged 8';

describe('buying a quoted insurance plan (/travel-insurance/buy)', () => {
  it("names the quote's travellers in order, sends the plan with its quote and goes on to the card payment", async () => {
    const calls = stub(() => ok({ customer_booking: buildCustomerUmrahBooking({ product: 'insurance' }) }, 'Booking made.'));
    renderScreen(<PublicInsuranceBuyScreen />, visitor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Schengen Basic' })).toBeTruthy();
    expect(screen.getByText('Takaful Test')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the plans' });
    expect(back.getAttribute('href')).toBe(`/travel-insurance?region=schengen&start=${START}&end=${dayFromNow(19)}&ages=38%2C8`);
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /You pay/ }).textContent).toMatch(/PKR\s4,500\.00/);

    await fillTraveller(TRAVELLER_1, QUOTED_ADULT);
    await fillTraveller(TRAVELLER_2, { title: 'miss', gender: 'f', given: 'amna', family: 'khan', born: CHILD_BORN });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(window.location.hash).toBe('#card-page'));
    expect(bookings(calls)[0]!.body).toMatchObject({
      product: 'insurance',
      item_id: PLAN_ID,
      quote_id: QUOTE_ID,
      travellers: [
        expect.objectContaining({ given_name: 'ALI RAZA' }),
        expect.objectContaining({ given_name: 'AMNA', born_on: CHILD_BORN }),
      ],
    });
  });

  it('refuses a traveller whose age on the first day is not the age quoted', async () => {
    const calls = stub(() => ok({}));
    renderScreen(<PublicInsuranceBuyScreen />, visitor());
    await screen.findByRole('group', { name: TRAVELLER_1 });
    await fillTraveller(TRAVELLER_1, QUOTED_ADULT);
    await fillTraveller(TRAVELLER_2, { title: 'miss', gender: 'f', given: 'amna', family: 'khan', born: bornAged(9) });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const second = screen.getByRole('group', { name: TRAVELLER_2 });
    expect(await within(second).findByText(/The quote was for a traveller aged 8 on/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: TRAVELLER_1 })).queryByText(/The quote was for/)).toBeNull();
    expect(bookings(calls)).toHaveLength(0);
  });

  it('cannot buy from a lapsed quote: it says so and offers a new one', async () => {
    stub(() => ok({}), quote({ expires_at: new Date(Date.now() - 60_000).toISOString() }));
    renderScreen(<PublicInsuranceBuyScreen />, visitor());
    expect(await screen.findByText('This quote has expired. Ask again for current prices.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new quote' }).getAttribute('href')).toMatch(/^\/travel-insurance\?region=schengen/);
    expect(screen.getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when the quote is not the reader’s or the plan is not in it', async () => {
    stub(() => ok({}), quote({ plans: [] }));
    renderScreen(<PublicInsuranceBuyScreen />, visitor());
    expect(await screen.findByText('This plan is not part of the quote. Choose a plan from the quote.')).toBeTruthy();
  });
});

describe('an agent buys a quoted plan (/agent/travel-insurance/buy)', () => {
  it('pays its own price from the wallet and opens the booking', async () => {
    const calls = stub(() => ok({ booking: buildVisaBooking({ product: 'insurance' }) }), quote({}, true));
    renderScreen(<AgentInsuranceBuyScreen />, {
      path: '/agent/travel-insurance/buy',
      route: `/agent/travel-insurance/buy${address}`,
      user: AGENT_USER,
    });
    await screen.findByRole('group', { name: TRAVELLER_1 });
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Your agency pays/ }).textContent).toMatch(/PKR\s4,500\.00/);
    await fillTraveller(TRAVELLER_1, QUOTED_ADULT);
    await fillTraveller(TRAVELLER_2, { title: 'miss', gender: 'f', given: 'amna', family: 'khan', born: CHILD_BORN });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from the wallet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/agent\/agent-booking-details\?id=/));
    expect(bookings(calls)[0]!.body).toMatchObject({ product: 'insurance', quote_id: QUOTE_ID, markup_minor: 0 });
  });
});
