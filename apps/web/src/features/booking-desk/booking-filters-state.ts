import { BOOKING_STATUSES, type TBookingStatus } from '@safar/contracts';
import { barQuery, readBarFilters, type TBarFilters } from '@/components/filter-bar/filter-params';
import { readAgency, readOneOf } from '@/lib/url-filters';
import type { TDeskListQuery } from './booking-desk-queries';

/** A bookings list's filters as kept in the address bar (Back and shared links keep them). */
export interface TBookingFilters extends TBarFilters {
  /** '' = every status. */
  status: TBookingStatus | '';
  /** Agency id, and its name for the picker after a reload. */
  agency: string;
  agency_name: string;
}

/** Reads the filters, dropping values the API would refuse. */
export function bookingFiltersFromParams(params: URLSearchParams): TBookingFilters {
  return { status: readOneOf(params, 'status', BOOKING_STATUSES), ...readAgency(params), ...readBarFilters(params) };
}

/** The list query (the bar's search is the API's `q`). */
export function bookingsQuery(filters: TBookingFilters): TDeskListQuery {
  const { search, ...bar } = barQuery(filters);
  return { ...bar, q: search, status: filters.status || undefined, agency_id: filters.agency || undefined };
}

/** The bookings screen's tabs: every booking, or the ticketing queue (what waits for staff to issue). */
export const DESK_TABS = ['all', 'ticketing'] as const;
export type TDeskTab = (typeof DESK_TABS)[number];
export const readDeskTab = (params: URLSearchParams): TDeskTab => (params.get('tab') === 'ticketing' ? 'ticketing' : 'all');
