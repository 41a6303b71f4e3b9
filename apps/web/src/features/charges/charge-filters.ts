import { barQuery, readBarFilters, type TBarFilters } from '@/components/filter-bar/filter-params';
import { readAgency, readOneOf } from '@/lib/url-filters';
import { CHARGE_STATUSES, type TChargeStatus } from '@safar/contracts';

export const CHARGES_PER_PAGE = 20;

/** The charge lists' filters as kept in the address bar (Back and shared links keep them). */
export interface TChargeFilters extends TBarFilters {
  /** Agency id (staff only). */
  agency: string;
  /** The chosen agency's name, shown in the picker after a reload. */
  agency_name: string;
  status: TChargeStatus | '';
}

export type TChargeQuery = ReturnType<typeof buildChargeQuery>;

/** Reads the filters from the query string, dropping values the API would refuse. */
export function chargeFiltersFromParams(params: URLSearchParams): TChargeFilters {
  return { ...readAgency(params), status: readOneOf(params, 'status', CHARGE_STATUSES), ...readBarFilters(params) };
}

/** The GET /show-all-charges query. */
export function buildChargeQuery(filters: TChargeFilters) {
  return { ...barQuery(filters), per_page: CHARGES_PER_PAGE, agency_id: filters.agency || undefined, status: filters.status || undefined };
}
