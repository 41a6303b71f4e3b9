import type { TFlightRow } from '@safar/contracts';

/** The checkout; `/agent/agent-flight-checkout` is the same screen under the address older links use. */
export const CHECKOUT_PATH = '/agent/flight-checkout';
export const CHECKOUT_PATH_ALIAS = '/agent/agent-flight-checkout';

export const BOOKINGS_PATH = '/agent/agent-bookings';
export const BOOKING_DETAILS_PATH = '/agent/agent-booking-details';

/** The checkout of one offer, named as the details screen names it (the API reads an offer by all three). */
export function checkoutHref(offer: Pick<TFlightRow, 'flight_id' | 'supplier' | 'isSooperFlight'>): string {
  const params = new URLSearchParams({
    flight_id: offer.flight_id,
    supplier: offer.supplier,
    isSooperFlight: String(offer.isSooperFlight),
  });
  return `${CHECKOUT_PATH}?${params.toString()}`;
}

export const bookingDetailsHref = (id: string) => `${BOOKING_DETAILS_PATH}?id=${encodeURIComponent(id)}`;
