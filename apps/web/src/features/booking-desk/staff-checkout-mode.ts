import type { TBookingDetails } from '@safar/contracts';
import type { TBookingAgency, TCheckoutMode } from '@/features/checkout/checkout-mode';
import { bookingHref, type TDeskArea } from './desk-area';
import { staffCheckoutHref, staffOfferHref, staffSearchAgainHref } from './staff-booking-paths';

/**
 * Staff booking for `agency` from `area`'s desk: POST /admin-booking with its `agency_id`, the
 * agency's saved travellers, and the booking opening on the desk. `onBooked` is told the answer,
 * which alone says what the agency pays (it is charged its own prices, not those of the search).
 */
export function staffCheckoutMode(area: TDeskArea, agency: TBookingAgency, onBooked: (booking: TBookingDetails) => void): TCheckoutMode {
  return {
    endpoint: '/admin-booking',
    agency,
    checkoutHref: (offer) => staffCheckoutHref(area, agency, offer),
    offerHref: (offer) => staffOfferHref(area, agency, offer),
    bookingHref: (id) => bookingHref(area, id),
    searchAgainHref: () => staffSearchAgainHref(area, agency),
    onBooked,
  };
}
