import type { TEnquiryDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { ADULT, CHILD, dayFromNow, fillTraveller } from '@/features/product-checkout/product-checkout.test-kit';
import { buildVisaBooking } from '@/features/product-bookings/product-bookings.fixtures';
import { listOf, ok, type TApiAnswer } from '@/features/testing/people-harness';
import { openRoute } from '@/features/testing/route-harness';
import { departureFixture, umrahFixture } from '@/features/travel-packages/package-fixture';
import { buildTraveller, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { visaFixture } from '@/features/visas/visa-fixture';
import { buildUser } from '@/test/users';
import { setupI18n } from '@/test/setup-i18n';
import { AdminEnquiryScreen, SalesmanEnquiryScreen } from './area-screens';
import { AdminEnquiryBookingScreen, SalesmanEnquiryBookingScreen } from './enquiry-booking-screen';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['enquiries', 'product_bookings', 'checkout', 'flights', 'travellers', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ENQUIRY_ID = '0190a0a0-0000-7000-8000-0000000e0001';
const BOOKING_ID = '0190a0a0-0000-7000-8000-0000000b0001';
const ADMIN = buildUser({ role: 'admin' });
const DRAFT = umrahFixture({ id: '0190a0a0-0000-7000-8000-0000000000b9', title_en: 'Umrah Draft', status: 'draft' });
const TRAVEL_ON = dayFromNow(30);
const AGENCY_ID = '0190a0a0-0000-7000-8000-00000000a9a1';
const AGENT_SENDER = { id: '0190a0a0-0000-7000-8000-00000000a9e1', name: 'Crescent Travels', role: 'agent', agency_id: AGENCY_ID };
/** A saved traveller of the enquiring agent's agency. */
const SAVED = buildTraveller({ agency_id: AGENCY_ID });
const TRAVELLERS_PATH = `/api/enquiries/${ENQUIRY_ID}/travellers`;

function buildEnquiry(overrides: Partial<TEnquiryDetails> = {}): TEnquiryDetails {
  return {
    id: ENQUIRY_ID,
    reference: 'ENQ-100007',
    kind: 'contact',
    product: null,
    full_name: 'Bilal Pilgrim',
    email: 'bilal@example.test',
    phone: null,
    locale: 'en',
    status: 'answered',
    sender: null,
    assigned_to: null,
    booking_id: null,
    replies_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    message: 'Umrah for two in March, please.',
    replies: [],
    ...overrides,
  };
}

/** The API as the inbox and the form read it; once the conversion is answered, the enquiry reads converted. */
function stub(enquiry: TEnquiryDetails, onConvert: (call: TBookingCall) => TApiAnswer | Promise<TApiAnswer> = booked) {
  let current = enquiry;
  return stubBookingApi(async (call) => {
    const path = call.url.pathname;
    if (path === `/api/enquiries/${ENQUIRY_ID}`) return ok({ enquiry: current });
    if (path === '/api/enquiries/assignees') return ok({ items: [] });
    if (path === '/api/umrah-packages') return listOf([umrahFixture(), DRAFT]);
    if (path === '/api/holidays') return listOf([]);
    if (path === '/api/visas') return listOf([visaFixture()]);
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === TRAVELLERS_PATH) return listOf([SAVED]);
    if (path === '/api/enquiries/convert') {
      const answer = await onConvert(call);
      if (!answer.status) current = { ...current, status: 'converted', booking_id: BOOKING_ID };
      return answer;
    }
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

const booked = () => ok({ booking: buildVisaBooking({ id: BOOKING_ID, product: 'umrah' }) }, 'Booking made from the enquiry.');

const ROUTES = [
  { path: '/admin/enquiries/:id', element: <AdminEnquiryScreen /> },
  { path: '/admin/enquiries/:id/booking', element: <AdminEnquiryBookingScreen /> },
  { path: '/salesman/enquiries/:id', element: <SalesmanEnquiryScreen /> },
  { path: '/salesman/enquiries/:id/booking', element: <SalesmanEnquiryBookingScreen /> },
];
const openForm = () => openRoute(ROUTES, `/admin/enquiries/${ENQUIRY_ID}/booking`, ADMIN);
const converts = (calls: TBookingCall[]) => writes(calls).filter((c) => c.url.pathname === '/api/enquiries/convert');
const choose = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Make the booking' }));
const picker = (scope: HTMLElement) => within(scope).queryByRole('combobox', { name: /^Pick a saved traveller/ });
/** An enquiry naming the UAE visa, its travellers' forms on show once the day of travel is set. */
const visaEnquiry = (sender: TEnquiryDetails['sender']) =>
  buildEnquiry({
    kind: 'product',
    product: { kind: 'visa', id: visaFixture().id, title: 'UAE tourist visa, 30 days' },
    phone: '+923004445556',
    sender,
  });
async function travelOnVisa() {
  const item = (await screen.findByRole('combobox', { name: /^Visa/ })) as HTMLSelectElement;
  await waitFor(() => expect(item.value).toBe(visaFixture().id));
  fireEvent.change(screen.getByLabelText(/^Date of travel/), { target: { value: TRAVEL_ON } });
  return screen.findByRole('group', { name: 'Adult 1' });
}

async function chooseUmrah() {
  await screen.findByRole('form', { name: 'Booking from the enquiry' });
  choose(/^Product/, 'umrah');
  const item = await screen.findByRole('combobox', { name: /^Umrah package/ });
  await waitFor(() => expect(item.hasAttribute('disabled')).toBe(false));
  // The staff's list holds drafts too: only the published are offered.
  expect(
    within(item)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose…', 'Umrah Economy']);
  choose(/^Umrah package/, umrahFixture().id);
  choose(/^Departure date/, departureFixture().id);
  fireEvent.click(screen.getByRole('radio', { name: /^Quad/ }));
}

describe("an enquiry's booking on its page (/admin/enquiries/:id)", () => {
  it.each(['new', 'open', 'answered'] as const)('offers to turn a %s enquiry into a booking', async (status) => {
    stub(buildEnquiry({ status }));
    openRoute(ROUTES, `/admin/enquiries/${ENQUIRY_ID}`, ADMIN);
    const link = await screen.findByRole('link', { name: 'Turn into a booking' });
    expect(link.getAttribute('href')).toBe(`/admin/enquiries/${ENQUIRY_ID}/booking`);
  });

  it('offers nothing for a closed enquiry, and opens the booking of a converted one in the desk', async () => {
    stub(buildEnquiry({ status: 'closed' }));
    openRoute(ROUTES, `/admin/enquiries/${ENQUIRY_ID}`, ADMIN);
    expect(await screen.findByText('This enquiry is closed. Reopen it to turn it into a booking.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Turn into a booking' })).toBeNull();
    cleanup();

    stub(buildEnquiry({ status: 'converted', booking_id: BOOKING_ID }));
    openRoute(ROUTES, `/admin/enquiries/${ENQUIRY_ID}`, ADMIN);
    const open = await screen.findByRole('link', { name: 'Open the booking' });
    expect(open.getAttribute('href')).toBe(`/admin/booking-details?id=${BOOKING_ID}`);
    expect(screen.queryByRole('link', { name: 'Turn into a booking' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Reply/ })).toBeNull();
  });

  it('says a salesman’s converted enquiry has its booking without a link (salesmen have no booking desk)', async () => {
    stub(buildEnquiry({ status: 'converted', booking_id: BOOKING_ID }));
    openRoute(ROUTES, `/salesman/enquiries/${ENQUIRY_ID}`, buildUser({ role: 'salesman' }));
    expect((await screen.findAllByText('This enquiry has been turned into a booking.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Open the booking' })).toBeNull();
  });
});

describe('turning an enquiry into a booking (/admin/enquiries/:id/booking)', () => {
  it('books an Umrah departure for the sender, with the phone the enquiry lacked, and shows the enquiry converted', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(buildEnquiry());
    const router = openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn ENQ-100007 into a booking' })).toBeTruthy();
    expect(screen.getByText(/Bilal Pilgrim is emailed the link to pay at bilal@example.test/)).toBeTruthy();
    // Insurance needs a stored quote: it is not offered.
    expect(
      within(screen.getByRole('combobox', { name: /^Product/ }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Umrah package', 'Holiday', 'Visa application']);
    await chooseUmrah();
    choose(/^Adults/, '2');
    await fillTraveller('Adult 1', ADULT);
    await fillTraveller('Adult 2', { ...ADULT, given: 'sara', title: 'mrs', gender: 'f', born: '1990-02-01' });
    fireEvent.change(screen.getByLabelText(/^Sender's phone/), { target: { value: '+923001112223' } });
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /Adult, quad room × 2/ }).textContent).toMatch(/PKR\s560,000\.00/);
    expect(within(price).getByRole('row', { name: /The sender pays/ }).textContent).toMatch(/PKR\s560,000\.00/);
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/enquiries/${ENQUIRY_ID}`));
    expect(success).toHaveBeenCalledWith('Booking made from the enquiry.');
    const [sent] = converts(calls);
    expect(sent!.body).toEqual({
      enquiry_id: ENQUIRY_ID,
      product: 'umrah',
      item_id: umrahFixture().id,
      departure_id: departureFixture().id,
      room_sharing: 'quad',
      travellers: [
        expect.objectContaining({ given_name: 'ALI RAZA', family_name: 'KHAN', born_on: '1988-04-12' }),
        expect.objectContaining({ given_name: 'SARA', title: 'mrs' }),
      ],
      phone: '+923001112223',
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The enquiry is read again: converted, with its booking.
    const heading = await screen.findByRole('heading', { level: 1, name: /^Enquiry ENQ-100007/ });
    expect(within(heading).getByText('Converted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe(`/admin/booking-details?id=${BOOKING_ID}`);
  });

  it('reads the visa an enquiry names when the list leaves it out, and searches a catalogue longer than the list', async () => {
    const named = visaFixture({ id: '0190a0a0-0000-7000-8000-00000000aa77', title_en: 'Zanzibar visa on arrival', slug: 'zanzibar' });
    const saudi = visaFixture({ id: '0190a0a0-0000-7000-8000-00000000aa78', title_en: 'Saudi tourist visa', slug: 'saudi' });
    const calls = stubBookingApi(async (call) => {
      const path = call.url.pathname;
      if (path === `/api/enquiries/${ENQUIRY_ID}`)
        return ok({
          enquiry: buildEnquiry({ kind: 'product', product: { kind: 'visa', id: named.id, title: 'Zanzibar visa on arrival' } }),
        });
      if (path === '/api/visas') return call.url.searchParams.get('search') === 'saudi' ? listOf([saudi]) : listOf([visaFixture()], 140);
      if (path === `/api/visas/${named.id}`) return ok({ visa: named });
      if (path === '/api/countries') return listOf(COUNTRIES);
      return refusal(404, 'not_found', 'Nothing here.');
    });
    openForm();
    const item = (await screen.findByRole('combobox', { name: /^Visa/ })) as HTMLSelectElement;
    // Not among the first hundred by title: read by its id, chosen, and first in the list.
    await waitFor(() => expect(item.value).toBe(named.id));
    const labels = () =>
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(labels()).toEqual(['Choose…', 'Zanzibar visa on arrival', 'UAE tourist visa, 30 days']);
    fireEvent.change(screen.getByRole('searchbox', { name: /^Find by title or country/ }), { target: { value: ' saudi ' } });
    await waitFor(() => expect(labels()).toEqual(['Choose…', 'Zanzibar visa on arrival', 'Saudi tourist visa']));
    expect(item.value).toBe(named.id);
    expect(calls.some((c) => c.url.pathname === '/api/visas' && c.url.searchParams.get('search') === 'saudi')).toBe(true);
  });

  it("books the visa an agent's enquiry names, at the agents' price, from the agency's wallet, without asking for a phone it gave", async () => {
    const calls = stub(
      buildEnquiry({
        kind: 'product',
        product: { kind: 'visa', id: visaFixture().id, title: 'UAE tourist visa, 30 days' },
        phone: '+923004445556',
        sender: AGENT_SENDER,
      }),
    );
    openForm();
    expect(await screen.findByText(/wrote as an agent: the booking is their agency's/)).toBeTruthy();
    const item = (await screen.findByRole('combobox', { name: /^Visa/ })) as HTMLSelectElement;
    await waitFor(() => expect(item.value).toBe(visaFixture().id));
    expect((screen.getByRole('combobox', { name: /^Product/ }) as HTMLSelectElement).value).toBe('visa');
    expect(screen.queryByLabelText(/^Sender's phone/)).toBeNull();
    expect(screen.getByText(/bilal@example.test, \+923004445556/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Date of travel/), { target: { value: TRAVEL_ON } });
    choose(/^Children/, '1');
    await fillTraveller('Adult 1', ADULT);
    await fillTraveller('Child 1', CHILD);
    const price = screen.getByRole('table', { name: 'Price by traveller' });
    expect(within(price).getByRole('row', { name: /The agency pays/ }).textContent).toMatch(/PKR\s55,000\.00/);
    submit();

    await waitFor(() => expect(converts(calls)).toHaveLength(1));
    expect(converts(calls)[0]!.body).toEqual({
      enquiry_id: ENQUIRY_ID,
      product: 'visa',
      item_id: visaFixture().id,
      travel_on: TRAVEL_ON,
      travellers: [
        expect.objectContaining({ given_name: 'ALI RAZA' }),
        expect.objectContaining({ given_name: 'HAMZA', born_on: '2019-05-20' }),
      ],
    });
  });

  it("treats an agent's enquiry as a storefront one when the agent has no agency, as the API books it", async () => {
    stub(buildEnquiry({ sender: { ...AGENT_SENDER, agency_id: null } }));
    openForm();
    expect(await screen.findByText(/The booking waits a day for payment by card/)).toBeTruthy();
    expect(screen.queryByText(/wrote as an agent/)).toBeNull();
  });

  it('checks the choices and travellers before sending, each message on its field', async () => {
    const calls = stub(buildEnquiry());
    openForm();
    await screen.findByRole('form', { name: 'Booking from the enquiry' });
    submit();
    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Product/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Sender's phone/).getAttribute('aria-invalid')).toBe('true');

    choose(/^Product/, 'umrah');
    await screen.findByRole('option', { name: 'Umrah Economy' });
    choose(/^Umrah package/, umrahFixture().id);
    submit();
    const sharing = await screen.findByRole('group', { name: /^Room sharing/ });
    expect(within(sharing).getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Departure date/ }).getAttribute('aria-invalid')).toBe('true');
    const adult = screen.getByRole('group', { name: 'Adult 1' });
    expect(
      within(adult)
        .getByLabelText(/^Given names/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(converts(calls)).toHaveLength(0);
  });

  it("shows the API's field messages beside their fields and a refusal above the form; a retry keeps its Idempotency-Key", async () => {
    let answer: TApiAnswer = refusal(422, 'validation_failed', 'The given data was invalid.', null, {
      'travellers.0.passport_expires_on': ['The passport must be valid for six months after the trip.'],
      phone: ['Enter a phone number in international format.'],
    });
    const calls = stub(buildEnquiry(), () => answer);
    openForm();
    await chooseUmrah();
    await fillTraveller('Adult 1', ADULT);
    fireEvent.change(screen.getByLabelText(/^Sender's phone/), { target: { value: '+923001112223' } });
    submit();
    const adult = screen.getByRole('group', { name: 'Adult 1' });
    expect(await within(adult).findByText('The passport must be valid for six months after the trip.')).toBeTruthy();
    expect(screen.getByLabelText(/^Sender's phone/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a phone number in international format.')).toBeTruthy();

    // A lost answer, then the same request again: one key for both.
    answer = refusal(503, 'service_unavailable', 'Please try again.');
    submit();
    expect(await screen.findByText('Please try again.')).toBeTruthy();
    answer = refusal(409, 'conflict', 'This enquiry has already been turned into a booking.');
    submit();
    await waitFor(() => expect(converts(calls)).toHaveLength(3));
    expect(await screen.findByText('This enquiry has already been turned into a booking.')).toBeTruthy();
    const [, second, third] = converts(calls);
    expect(third!.headers['idempotency-key']).toBe(second!.headers['idempotency-key']);
  });

  it('sends once while the first request is on its way: the button is disabled', async () => {
    let release: (answer: TApiAnswer) => void = () => undefined;
    const calls = stub(buildEnquiry({ phone: '+923001112223' }), () => new Promise<TApiAnswer>((resolve) => (release = resolve)));
    openForm();
    await chooseUmrah();
    await fillTraveller('Adult 1', ADULT);
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make the booking' }).hasAttribute('disabled')).toBe(true));
    fireEvent.submit(screen.getByRole('form', { name: 'Booking from the enquiry' }));
    release(booked());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Booking from the enquiry' })).toBeNull());
    expect(converts(calls)).toHaveLength(1);
  });
});

describe("an agent's saved travellers in the booking made from its enquiry", () => {
  it("offers the agency's saved travellers to the staff converting it, fills the one picked and books it by its id", async () => {
    const calls = stub(visaEnquiry(AGENT_SENDER));
    openRoute(ROUTES, `/salesman/enquiries/${ENQUIRY_ID}/booking`, buildUser({ role: 'salesman' }));
    const adult = await travelOnVisa();
    const pick = picker(adult)!;
    expect(pick).toBeTruthy();
    expect(within(adult).getByText(/fill this passenger from the agency's saved travellers/)).toBeTruthy();
    fireEvent.focus(pick);
    fireEvent.change(pick, { target: { value: 'khan' } });
    fireEvent.mouseDown(await within(adult).findByRole('option', { name: /^ALI RAZA KHAN · AB1234567/ }));
    expect(within(adult).getByText('Filled from saved traveller TRV-100001.')).toBeTruthy();
    const value = (label: RegExp) => (within(adult).getByLabelText(label) as HTMLInputElement).value;
    expect([value(/^Given names/), value(/^Family name/), value(/^Date of birth/), value(/^Passport number/)]).toEqual([
      'ALI RAZA',
      'KHAN',
      '1988-04-12',
      'AB1234567',
    ]);
    expect(value(/^Passport expiry date/)).toBe('2031-06-30');
    // Read through the enquiry, which names the agency: a salesman reads no agency's list by its id.
    const read = calls.find((c) => c.url.pathname === TRAVELLERS_PATH)!;
    expect(Object.fromEntries(read.url.searchParams)).toEqual({ q: 'khan', page: '1', per_page: '8' });
    expect(calls.some((c) => c.url.pathname === '/api/get-travellers')).toBe(false);
    submit();

    await waitFor(() => expect(converts(calls)).toHaveLength(1));
    expect((converts(calls)[0]!.body as { travellers: unknown[] }).travellers).toEqual([
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
        traveller_id: SAVED.id,
      },
    ]);
  });

  it.each([
    ['a signed-in customer', { id: '0190a0a0-0000-7000-8000-00000000c0c1', name: 'Cara Customer', role: 'customer', agency_id: null }],
    ['a visitor', null],
  ])("offers no saved travellers on %s's enquiry", async (_who, sender) => {
    const calls = stub(visaEnquiry(sender));
    openForm();
    const adult = await travelOnVisa();
    expect(within(adult).getByLabelText(/^Given names/)).toBeTruthy();
    expect(picker(adult)).toBeNull();
    expect(screen.queryByText(/saved traveller/)).toBeNull();
    expect(calls.some((c) => c.url.pathname === TRAVELLERS_PATH)).toBe(false);
  });
});
