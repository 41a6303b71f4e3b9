import type { TUser } from '@safar/contracts';
import type { TBookingAgency } from '@/features/checkout/checkout-mode';
import type { TFlightRef } from '@/features/flights/flights-queries';
import { previousSearchHref } from '@/features/flights/search/search-params';
import { isUuid } from '@/lib/url-filters';
import { DESK_AREAS, type TDeskArea } from './desk-area';

/*
 * Staff booking for an agency: add-booking (the agency, then the flight search), an offer's
 * details and the checkout, each under the area's add-booking address. The agency travels in
 * every address (`agency_id`, and `agency_name` to show), so a reload or a shared link books for
 * the same agency, and nothing but the address says for whom a staff member is booking.
 */

export const addBookingPath = (area: TDeskArea) => `${area.base}/add-booking`;
export const staffOfferPath = (area: TDeskArea) => `${area.base}/add-booking/flight`;
export const staffCheckoutPath = (area: TDeskArea) => `${area.base}/add-booking/checkout`;

/** The agency an address names (`agency_id`, a uuid, with its name), or null. */
export function agencyFromParams(params: URLSearchParams): TBookingAgency | null {
  const id = params.get('agency_id');
  return isUuid(id) ? { id, name: (params.get('agency_name') ?? '').trim().slice(0, 200) } : null;
}

/** The agency's part of a query string. */
export function agencyQuery(agency: TBookingAgency): URLSearchParams {
  const params = new URLSearchParams({ agency_id: agency.id });
  if (agency.name) params.set('agency_name', agency.name);
  return params;
}

/** The area whose desk a person books from: admin and reservation staff, who may POST /admin-booking. */
export function bookingDeskOf(user: Pick<TUser, 'role'> | null | undefined): TDeskArea | null {
  if (user?.role === 'admin') return DESK_AREAS.admin;
  if (user?.role === 'reservation') return DESK_AREAS.reservation;
  return null;
}

/** Add-booking for the agency; with `search` (a flight search's query string), its results. */
export function addBookingHref(area: TDeskArea, agency: TBookingAgency, search = ''): string {
  const params = agencyQuery(agency);
  for (const [key, value] of new URLSearchParams(search)) params.set(key, value);
  return `${addBookingPath(area)}?${params.toString()}`;
}

/** Back to the search for the agency: the last search's results when this browser has one. */
export function staffSearchAgainHref(area: TDeskArea, agency: TBookingAgency): string {
  const previous = previousSearchHref(addBookingPath(area));
  return addBookingHref(area, agency, previous ? (previous.split('?')[1] ?? '') : '');
}

const offerQuery = (offer: TFlightRef, agency: TBookingAgency) => {
  const params = new URLSearchParams({
    flight_id: offer.flight_id,
    supplier: offer.supplier,
    isSooperFlight: String(offer.isSooperFlight),
  });
  for (const [key, value] of agencyQuery(agency)) params.set(key, value);
  return params.toString();
};

export const staffOfferHref = (area: TDeskArea, agency: TBookingAgency, offer: TFlightRef) =>
  `${staffOfferPath(area)}?${offerQuery(offer, agency)}`;

export const staffCheckoutHref = (area: TDeskArea, agency: TBookingAgency, offer: TFlightRef) =>
  `${staffCheckoutPath(area)}?${offerQuery(offer, agency)}`;

/** Where the search's results open an offer: the staff details, the agency already in the query. */
export const staffOfferBase = (area: TDeskArea, agency: TBookingAgency) => `${staffOfferPath(area)}?${agencyQuery(agency).toString()}`;
