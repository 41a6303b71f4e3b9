import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightDetailsScreen } from '@/features/flights/details/flight-details-screen';
import { agentPrice, buildAncillaries, buildDetails } from '@/features/flights/flights.fixtures';
import { stubFlightApi } from '@/features/flights/flights-test-api';
import { failure, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['flights', 'checkout']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTE = '/flight/details?flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function open(user: ReturnType<typeof buildUser> | null, expiresInMinutes = 15) {
  stubFlightApi((call) => {
    if (call.url.pathname.startsWith('/api/flight/'))
      return ok({ flight: buildDetails({ expires_at: inMinutes(expiresInMinutes), price: agentPrice(9_000_000) }) });
    if (call.url.pathname === '/api/ancillaries') return ok({ ancillaries: buildAncillaries() });
    return failure(404, 'not_found', 'Nothing here.');
  });
  renderScreen(<FlightDetailsScreen />, { path: '/flight/details', route: ROUTE, user });
}

describe('the Book step on an offer’s details', () => {
  it('leads an approved agent to the checkout of this offer', async () => {
    open(buildUser({ role: 'agent' }));
    const book = await screen.findByRole('link', { name: 'Book' });
    expect(book.getAttribute('href')).toBe('/agent/flight-checkout?flight_id=off_0001&supplier=sabre&isSooperFlight=false');
  });

  it('leads visitors and customers to the storefront checkout, which they pay by card', async () => {
    for (const user of [null, buildUser({ role: 'customer' })]) {
      open(user);
      const book = await screen.findByRole('link', { name: 'Book' });
      expect(book.getAttribute('href')).toBe('/flight/checkout?flight_id=off_0001&supplier=sabre&isSooperFlight=false');
      cleanup();
    }
  });

  it('is not offered to staff without an agency, agents awaiting approval, or on an expired offer', async () => {
    for (const user of [buildUser({ role: 'admin' }), buildUser({ role: 'agent', is_approved: '0' })]) {
      open(user);
      await screen.findByRole('heading', { level: 2, name: 'Itinerary' });
      expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
      cleanup();
    }
    for (const user of [buildUser({ role: 'agent' }), null]) {
      open(user, -1);
      await screen.findByRole('heading', { level: 2, name: 'Itinerary' });
      expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
      cleanup();
    }
  });
});
