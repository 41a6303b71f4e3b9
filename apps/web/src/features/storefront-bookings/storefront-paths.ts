import type { TFlightRef } from '@/features/flights/flights-queries';

/** The storefront's checkout; `/flights-checkout` is the same screen under the address older links use. */
export const STOREFRONT_CHECKOUT_PATH = '/flight/checkout';
export const STOREFRONT_CHECKOUT_ALIAS = '/flights-checkout';
/** A storefront booking (by its link or the customer's account), and without an id the customer's list. */
export const CUSTOMER_BOOKING_PATH = '/bookings-details';

export function storefrontCheckoutHref(offer: TFlightRef): string {
  const params = new URLSearchParams({
    flight_id: offer.flight_id,
    supplier: offer.supplier,
    isSooperFlight: String(offer.isSooperFlight),
  });
  return `${STOREFRONT_CHECKOUT_PATH}?${params.toString()}`;
}

export function customerBookingHref(id: string, token?: string): string {
  const params = new URLSearchParams({ booking_id: id, ...(token ? { token } : {}) });
  return `${CUSTOMER_BOOKING_PATH}?${params.toString()}`;
}
