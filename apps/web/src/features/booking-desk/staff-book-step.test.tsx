import type { TUser } from '@safar/contracts';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlightDetailsScreen } from '@/features/flights/details/flight-details-screen';
import { buildAncillaries, buildDetails, financePrice } from '@/features/flights/flights.fixtures';
import { stubFlightApi } from '@/features/flights/flights-test-api';
import { failure, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { ADMIN, AGENCY, RESERVATION } from './booking-desk.fixtures';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['flights', 'checkout', 'desk']));
beforeEach(() => localStorage.removeItem('previous_search'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFER = 'flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const FOR_AGENCY = `agency_id=${AGENCY.id}&agency_name=Crescent+Travels`;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function open(user: TUser, route: string, flightId = 'off_0001') {
  stubFlightApi((call) => {
    if (call.url.pathname.startsWith('/api/flight/'))
      return ok({ flight: buildDetails({ flight_id: flightId, expires_at: inMinutes(15), price: financePrice(9_000_000, 300_000, 0) }) });
    if (call.url.pathname === '/api/ancillaries') return ok({ ancillaries: buildAncillaries() });
    return failure(404, 'not_found', 'Nothing here.');
  });
  renderScreen(<FlightDetailsScreen />, { path: route.split('?')[0]!, route, user });
}

describe('the Book step for staff booking for an agency', () => {
  it('leads admin from the offer to the staff checkout for the agency in the address, and back to its search', async () => {
    open(ADMIN, `/admin/add-booking/flight?${FOR_AGENCY}&${OFFER}`);
    const book = await screen.findByRole('link', { name: 'Book' });
    expect(book.getAttribute('href')).toBe(`/admin/add-booking/checkout?${OFFER}&${FOR_AGENCY}`);
    expect(screen.getByRole('note').textContent).toBe('Booking for Crescent Travels');
    expect(screen.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe(`/admin/add-booking?${FOR_AGENCY}`);
    // Quotes stay the agent's.
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
  });

  it('leads reservation staff to their own checkout', async () => {
    open(RESERVATION, `/reservation/add-booking/flight?${FOR_AGENCY}&${OFFER}`);
    expect((await screen.findByRole('link', { name: 'Book' })).getAttribute('href')).toBe(
      `/reservation/add-booking/checkout?${OFFER}&${FOR_AGENCY}`,
    );
  });

  it('is not offered to staff without an agency, nor to staff who do not book', async () => {
    for (const [user, route] of [
      [ADMIN, `/admin/add-booking/flight?${OFFER}`],
      [ADMIN, `/admin/add-booking/flight?agency_id=not-an-id&${OFFER}`],
      [buildUser({ role: 'accounts' }), `/flight/details?${FOR_AGENCY}&${OFFER}`],
    ] as const) {
      open(user, route);
      await screen.findByRole('heading', { level: 2, name: 'Itinerary' });
      expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
      cleanup();
    }
  });

  it("a customer's Book step is the storefront's, whatever agency the address names", async () => {
    open(buildUser({ role: 'customer' }), `/flight/details?${FOR_AGENCY}&${OFFER}`);
    expect((await screen.findByRole('link', { name: 'Book' })).getAttribute('href')).toBe(`/flight/checkout?${OFFER}`);
  });

  it("an agent's Book step ignores an agency in the address: an agent books for its own", async () => {
    open(buildUser({ role: 'agent' }), `/flight/details?${FOR_AGENCY}&${OFFER}`);
    expect((await screen.findByRole('link', { name: 'Book' })).getAttribute('href')).toBe(`/agent/flight-checkout?${OFFER}`);
  });

  it('follows a price the supplier moved, keeping the agency', async () => {
    open(ADMIN, `/admin/add-booking/flight?${FOR_AGENCY}&${OFFER}`, 'off_0002');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/admin/add-booking/flight?flight_id=off_0002&supplier=sabre&isSooperFlight=false&${FOR_AGENCY}`,
      ),
    );
  });
});
