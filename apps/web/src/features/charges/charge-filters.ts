import { orderedRange, patchParams, readAgency, readDay, readOneOf, readPage, readText } from '@/lib/url-filters';
import { CHARGE_STATUSES, type TChargeStatus } from '@safar/contracts';

export const CHARGES_PER_PAGE = 20;

/** The charge lists' filters as kept in the address bar (Back and shared links keep them). */
export interface TChargeFilters {
  /** Agency id (staff only). */
  agency: string;
  /** The chosen agency's name, shown in the picker after a reload. */
  agency_name: string;
  status: TChargeStatus | '';
  from: string;
  to: string;
  search: string;
  page: number;
}

export type TChargeQuery = ReturnType<typeof buildChargeQuery>;

/** Reads the filters from the query string, dropping values the API would refuse. */
export function chargeFiltersFromParams(params: URLSearchParams): TChargeFilters {
  return {
    ...readAgency(params),
    status: readOneOf(params, 'status', CHARGE_STATUSES),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    search: readText(params, 'search'),
    page: readPage(params),
  };
}

/** The GET /show-all-charges query; a reversed range (from after to) is swapped rather than refused. */
export function buildChargeQuery(filters: TChargeFilters) {
  return {
    page: filters.page,
    per_page: CHARGES_PER_PAGE,
    agency_id: filters.agency || undefined,
    status: filters.status || undefined,
    ...orderedRange(filters.from, filters.to),
    search: filters.search.trim() || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export const paramsWithChargeFilters = (params: URLSearchParams, patch: Partial<TChargeFilters>) => patchParams(params, patch);
