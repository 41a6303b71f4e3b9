import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { airportAnswer } from '@/features/flights/search/airport-test-kit';
import { buildRow, buildSearchResult } from '@/features/flights/flights.fixtures';
import { listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AddBookingScreen, ReservationAddBookingScreen } from './add-booking-screen';
import { ADMIN, AGENCY, RESERVATION } from './booking-desk.fixtures';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['desk', 'ledger', 'users', 'flights', 'air']));
beforeEach(() => localStorage.removeItem('previous_search'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The agency's agent, as the agency picker finds it (GET /users?role=agent). */
const AGENT = buildUser({
  id: '01900000-0000-7000-8000-0000000000a1',
  role: 'agent',
  name: 'Ali Agent',
  agency: {
    id: AGENCY.id,
    name: AGENCY.name,
    contact_person: 'Ali Raza',
    phone: '+92 42 3576 1100',
    address: '12 Mall Road, Lahore',
    country_code: 'PK',
    country_name: 'Pakistan',
    city_id: null,
    city_name: null,
    licence_number: 'IATA-PK-20451',
    currency: 'PKR',
    name_review: null,
  },
});

function stub() {
  return stubApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/users') return listOf([AGENT]);
    if (path === '/api/flights') return ok(buildSearchResult([buildRow()]));
    if (path === '/api/flight-providers') return ok({ providers: [] });
    return airportAnswer(call) ?? listOf([]);
  });
}

const FOR_AGENCY = `agency_id=${AGENCY.id}&agency_name=Crescent+Travels`;
const SEARCH = 'trip_type=one_way&origin=KHI&destination=DXB&departure_date=2099-01-10&adults=1&children=0&infants=0&cabin_class=economy';
const location = () => screen.getByTestId('location').textContent;
const open = (route: string, user = ADMIN, ui = <AddBookingScreen />) => renderScreen(ui, { path: route.split('?')[0]!, route, user });

describe('/admin/add-booking', () => {
  it('picks the agency first, keeping it in the address; the flight search opens once it is chosen', async () => {
    stub();
    open('/admin/add-booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book for an agency' })).toBeTruthy();
    expect(screen.getByText('Choose the agency first: the flight search opens once it is chosen.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Search flights' })).toBeNull();
    // The "coming soon" notice is gone: the search is here.
    expect(screen.queryByText(/not available yet/)).toBeNull();

    const picker = screen.getByRole('combobox', { name: /Agency/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'cres' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /^Crescent Travels/ }));
    await waitFor(() => expect(location()).toBe(`/admin/add-booking?${FOR_AGENCY}`));
    expect(await screen.findByRole('form', { name: 'Search flights' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Crescent Travels is charged at its own prices when you book');
    expect(screen.getByRole('link', { name: 'See the bookings of Crescent Travels' }).getAttribute('href')).toBe(
      `/admin/bookings?agency=${AGENCY.id}&agency_name=Crescent+Travels`,
    );
  });

  it('searches with the agency kept in the address, and opens an offer in the staff details for that agency', async () => {
    stub();
    open(`/admin/add-booking?${FOR_AGENCY}&${SEARCH}`);
    const card = await screen.findByRole('article');
    expect(
      within(card)
        .getByRole('link', { name: /^View details/ })
        .getAttribute('href'),
    ).toBe(`/admin/add-booking/flight?${FOR_AGENCY}&flight_id=off_0001&supplier=sabre&isSooperFlight=false`);
    // Searching again keeps the agency and replaces the search.
    fireEvent.change(screen.getByLabelText(/^Departure date/), { target: { value: '2099-01-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(location()).toBe(`/admin/add-booking?${FOR_AGENCY}&${SEARCH.replace('2099-01-10', '2099-01-11')}`));
  });

  it('in the reservation area: its own addresses', async () => {
    stub();
    open(`/reservation/add-booking?${FOR_AGENCY}&${SEARCH}`, RESERVATION, <ReservationAddBookingScreen />);
    const card = await screen.findByRole('article');
    expect(
      within(card)
        .getByRole('link', { name: /^View details/ })
        .getAttribute('href'),
    ).toMatch(/^\/reservation\/add-booking\/flight\?/);
    expect(screen.getByRole('link', { name: 'See the bookings of Crescent Travels' }).getAttribute('href')).toMatch(
      /^\/reservation\/bookings\?/,
    );
  });
});
