import type { TFlightDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_ID, buildBookingDetails } from '@/features/agent-bookings/bookings.fixtures';
import { refusal, stubBookingApi, writes, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { buildDetails, financePrice } from '@/features/flights/flights.fixtures';
import { listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { buildTraveller, COUNTRIES } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { ADMIN, AGENCY, RESERVATION } from './booking-desk.fixtures';
import { ReservationStaffCheckoutScreen, StaffCheckoutScreen } from './staff-checkout-screen';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['checkout', 'desk', 'flights', 'travellers', 'users']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const OFFER = 'flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const FOR_AGENCY = `agency_id=${AGENCY.id}&agency_name=Crescent%20Travels`;
const at = (base: '/admin' | '/reservation' = '/admin', query = `${OFFER}&${FOR_AGENCY}`) => ({
  path: `${base}/add-booking/checkout`,
  route: `${base}/add-booking/checkout?${query}`,
  user: base === '/admin' ? ADMIN : RESERVATION,
});

/** The offer as admin sees it on a staff search: the supplier's net, the airline margin, no agency markup. */
const offer = (): TFlightDetails =>
  buildDetails({
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    passengers: { adults: 1, children: 0, infants: 0 },
    price: financePrice(9_000_000, 300_000, 0),
  });

/** What the API answers: the agency's own price (its markup in it), not the staff search's. */
const booked = () =>
  ok(
    { booking: buildBookingDetails({ channel: 'staff', agency: AGENCY, due_minor: 9_100_000, gross_minor: 9_600_000 }) },
    'Booking saved successfully.',
  );

/** The agency's approved agents, as GET /users answers them (one without its agency form is left out). */
const AGENTS = [
  buildUser({ id: '01900000-0000-7000-8000-0000000000e1', role: 'agent', name: 'Ali Agent', email: 'ali@crescent.example', agency: null }),
  buildUser({ id: '01900000-0000-7000-8000-0000000000e2', role: 'agent', name: 'Sara Agent', email: 'sara@crescent.example' }),
  buildUser({ id: '01900000-0000-7000-8000-0000000000e3', role: 'agent', name: 'Half Done', is_formFilled: '0' }),
];

function stub(onBook: (call: TBookingCall) => TApiAnswer) {
  return stubBookingApi((call) => {
    const path = call.url.pathname;
    if (path.startsWith('/api/flight/')) return ok({ flight: offer() });
    if (path === '/api/users') return listOf(AGENTS);
    if (path === '/api/countries') return listOf(COUNTRIES);
    if (path === '/api/get-travellers') return listOf([buildTraveller()]);
    if (path === '/api/admin-booking') return onBook(call);
    return refusal(404, 'not_found', 'Nothing here.');
  });
}

/** Fills the one adult from the agency's saved traveller, and the contact. */
async function fillFromSavedTraveller() {
  const adult = await screen.findByRole('group', { name: 'Adult 1' });
  const pick = within(adult).getByRole('combobox', { name: /^Pick a saved traveller/ });
  fireEvent.focus(pick);
  fireEvent.change(pick, { target: { value: 'khan' } });
  fireEvent.mouseDown(await within(adult).findByRole('option', { name: /^ALI RAZA KHAN · AB1234567/ }));
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ali@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+92 300 1234567' } });
}

const hold = () => fireEvent.click(screen.getByRole('button', { name: 'Hold booking' }));

describe('the staff checkout (/admin/add-booking/checkout)', () => {
  it('says for whom it books and that the agency pays its own price, showing only the price of the search', async () => {
    stub(booked);
    renderScreen(<StaffCheckoutScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'Book this flight' })).toBeTruthy();
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Booking for Crescent Travels');
    expect(note.textContent).toContain('Crescent Travels is charged at its own prices');
    const price = screen.getByRole('table', { name: 'Price per passenger type' });
    expect(
      within(price)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Passenger', "Your search's price"]);
    // The agent's totals (its wallet, its markup) are not the agency's: they are not shown.
    expect(screen.queryByText('Your agency pays')).toBeNull();
    expect(screen.getByText('Crescent Travels pays its own price from its wallet now; the booking shows the amount.')).toBeTruthy();
    expect(screen.getByText("Type a name or a passport number to fill this passenger from the agency's saved travellers.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the flight' }).getAttribute('href')).toBe(
      `/admin/add-booking/flight?${OFFER}&agency_id=${AGENCY.id}&agency_name=Crescent+Travels`,
    );
  });

  it("offers the agency's saved travellers, posts to /admin-booking with agency_id, tells what the agency pays and opens the booking on the desk", async () => {
    const info = vi.spyOn(toast, 'info');
    const calls = stub(booked);
    renderScreen(<StaffCheckoutScreen />, at());
    await fillFromSavedTraveller();
    const travellers = calls.find((c) => c.url.pathname === '/api/get-travellers')!;
    expect(travellers.url.searchParams.get('agency_id')).toBe(AGENCY.id);
    expect(travellers.url.searchParams.get('q')).toBe('khan');
    hold();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/booking-details?id=${BOOKING_ID}`));
    const [post] = writes(calls);
    expect(post!.url.pathname).toBe('/api/admin-booking');
    expect(post!.body).toMatchObject({
      agency_id: AGENCY.id,
      flight_id: 'off_0001',
      ticketing: 'hold',
      contact: { email: 'ali@example.com', phone: '+923001234567' },
      passengers: [{ given_name: 'ALI RAZA', family_name: 'KHAN', traveller_id: buildTraveller().id }],
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Booked for Crescent Travels at its own price: the agency pays PKR\s91,000\.00, its customer's price is PKR\s96,000\.00\.$/,
      ),
    );
  });

  it("offers the agency's agents to book for: the one chosen is sent as on_behalf_of, and the API's refusal shows on the picker", async () => {
    const answers = [
      refusal(422, 'validation_failed', 'The given data was invalid.', null, {
        on_behalf_of: ['Choose an approved agent of this agency.'],
      }),
    ];
    const calls = stub(() => answers.shift() ?? booked());
    renderScreen(<StaffCheckoutScreen />, at());
    await fillFromSavedTraveller();
    const picker = screen.getByRole('combobox', { name: /^Booked for agent/ }) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'No agent (the agency)',
      'Ali Agent (ali@crescent.example)',
      'Sara Agent (sara@crescent.example)',
    ]);
    const users = calls.find((c) => c.url.pathname === '/api/users')!;
    expect(Object.fromEntries(users.url.searchParams)).toMatchObject({
      role: 'agent',
      approval: 'approved',
      status: 'active',
      agency_id: AGENCY.id,
    });
    fireEvent.change(picker, { target: { value: AGENTS[1]!.id } });
    hold();
    expect(await screen.findByText('Choose an approved agent of this agency.')).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    hold();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/booking-details?id=${BOOKING_ID}`));
    const [refused, sent] = writes(calls);
    expect(refused!.body).toMatchObject({ agency_id: AGENCY.id, on_behalf_of: AGENTS[1]!.id });
    expect(sent!.body).toMatchObject({ on_behalf_of: AGENTS[1]!.id });
  });

  it('books for the agency alone when no agent is chosen', async () => {
    const calls = stub(booked);
    renderScreen(<StaffCheckoutScreen />, at());
    await fillFromSavedTraveller();
    hold();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).not.toHaveProperty('on_behalf_of');
  });

  it("a changed price shows the agency's new price alone (staff never saw the agency's), and books at it once accepted", async () => {
    const answers = [
      refusal(409, 'conflict', 'The price has changed to PKR 9200000. Book again to accept the new price.', {
        price_changed: { due_minor: 9_200_000, gross_minor: 9_700_000, currency: 'PKR' },
      }),
    ];
    const calls = stub(() => answers.shift() ?? booked());
    renderScreen(<StaffCheckoutScreen />, at());
    await fillFromSavedTraveller();
    hold();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Amount', 'Now']);
    expect(within(dialog).getByRole('row', { name: /The agency pays/ }).textContent).toMatch(/PKR\s92,000\.00/);
    expect(within(dialog).getByRole('row', { name: /Its customer pays/ }).textContent).toMatch(/PKR\s97,000\.00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept the new price and book' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/admin/booking-details'));
    const [, accepted] = writes(calls);
    expect(accepted!.body).toMatchObject({ agency_id: AGENCY.id, accept_total_minor: 9_200_000 });
  });

  it("a possible duplicate links the agency's booking on the desk", async () => {
    stub(() =>
      refusal(409, 'conflict', 'ALI RAZA KHAN is already booked on this flight in BKG-100007. Confirm to book again.', {
        duplicates: [{ booking_id: BOOKING_ID, reference: 'BKG-100007', name: 'ALI RAZA KHAN', born_on: '1988-04-12' }],
      }),
    );
    renderScreen(<StaffCheckoutScreen />, at());
    await fillFromSavedTraveller();
    hold();
    const dialog = await screen.findByRole('dialog', { name: 'Already booked on this flight?' });
    expect(within(dialog).getByText(/live booking of this agency/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'BKG-100007' }).getAttribute('href')).toBe(`/admin/booking-details?id=${BOOKING_ID}`);
  });

  it('reservation staff book from their own area, and land on their own desk', async () => {
    const calls = stub(booked);
    renderScreen(<ReservationStaffCheckoutScreen />, at('/reservation'));
    await fillFromSavedTraveller();
    hold();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/reservation/booking-details?id=${BOOKING_ID}`));
    expect(writes(calls)[0]!.body).toMatchObject({ agency_id: AGENCY.id });
  });

  it('an address without an agency books nothing and leads back to choosing one', async () => {
    const calls = stub(booked);
    renderScreen(<StaffCheckoutScreen />, at('/admin', OFFER));
    expect(await screen.findByText('This address does not name an agency to book for. Choose the agency first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose the agency' }).getAttribute('href')).toBe('/admin/add-booking');
    expect(calls).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    stub(booked);
    renderScreen(<StaffCheckoutScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'احجز هذه الرحلة' })).toBeTruthy();
    expect((await screen.findByRole('note')).textContent).toContain('الحجز لصالح Crescent Travels');
    expect(screen.getByRole('group', { name: 'بالغ 1' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^الحجز للوكيل/ })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'بلا وكيل (الوكالة)' })).toBeTruthy();
  });
});
