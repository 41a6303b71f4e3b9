import type { TBookingDetails } from '@safar/contracts';
import type { TFlightRef } from '@/features/flights/flights-queries';
import { AGENT_RESULTS_PATH, FLIGHT_DETAILS_PATH } from '@/features/flights/paths';
import { detailsHref } from '@/features/flights/results/flight-card';
import { previousSearchHref } from '@/features/flights/search/search-params';
import { bookingDetailsHref, checkoutHref } from './checkout-paths';

/** The agency staff book for: its id is what the API reads, its name what the screens say. */
export interface TBookingAgency {
  id: string;
  name: string;
}

/**
 * What differs between an agent booking for its own agency and staff booking for a named one;
 * the form, its rules and its answers are the same.
 */
export interface TCheckoutMode {
  /** POST /bookings books for the caller's own agency; POST /admin-booking for the agency in the body. */
  endpoint: '/bookings' | '/admin-booking';
  /** Null for an agent (its own agency). Staff: sent as `agency_id`, and whose saved travellers are offered. */
  agency: TBookingAgency | null;
  /** This checkout for another offer (a price the supplier moved is a new id). */
  checkoutHref: (offer: TFlightRef) => string;
  /** The offer's details, where the checkout came from. */
  offerHref: (offer: TFlightRef) => string;
  /** Where a booking opens once made (and where a possible duplicate is shown). */
  bookingHref: (id: string) => string;
  /** Where a new search starts: the last search's results when there is one. */
  searchAgainHref: () => string;
  /** Told the answer of a booking before its details open (staff: what the agency really pays). */
  onBooked?: (booking: TBookingDetails) => void;
  /**
   * The storefront: a customer or a visitor books a hold and pays it by card at once (no wallet,
   * no ticketing choice, no agency's saved travellers, only the price they pay).
   */
  storefront?: boolean;
}

/** An approved agent booking for its own agency, from its portal. */
export const AGENT_CHECKOUT: TCheckoutMode = {
  endpoint: '/bookings',
  agency: null,
  checkoutHref,
  offerHref: (offer) => detailsHref(FLIGHT_DETAILS_PATH, offer),
  bookingHref: bookingDetailsHref,
  searchAgainHref: () => previousSearchHref(AGENT_RESULTS_PATH) ?? AGENT_RESULTS_PATH,
};
