import { BOOKING_STATUSES } from '@safar/contracts';
import { barQuery, readBarFilters } from '@/components/filter-bar/filter-params';
import { readOneOf } from '@/lib/url-filters';
import type { TBookingsQuery } from './bookings-queries';

/** The list's filters as the address bar holds them, dropping what the API would refuse. */
export const readBookingFilters = (params: URLSearchParams) => ({
  status: readOneOf(params, 'status', BOOKING_STATUSES),
  ...readBarFilters(params),
});
export type TBookingFilters = ReturnType<typeof readBookingFilters>;

/** The filters as GET /get-bookings reads them: the bar's search is the API's `q`. */
export function bookingsQuery(filters: TBookingFilters): TBookingsQuery {
  const { search, ...bar } = barQuery(filters);
  return { ...bar, status: filters.status || undefined, q: search };
}
