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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the query string, dropping values the API would refuse. */
export function chargeFiltersFromParams(params: URLSearchParams): TChargeFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status') ?? '';
  const agency = params.get('agency') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const validAgency = UUID.test(agency);
  return {
    agency: validAgency ? agency : '',
    agency_name: validAgency ? (params.get('agency_name') ?? '').slice(0, 200) : '',
    status: (CHARGE_STATUSES as readonly string[]).includes(status) ? (status as TChargeStatus) : '',
    from: day('from'),
    to: day('to'),
    search: (params.get('search') ?? '').slice(0, 120),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The GET /show-all-charges query; a reversed range (from after to) is swapped rather than refused. */
export function buildChargeQuery(filters: TChargeFilters) {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return {
    page: filters.page,
    per_page: CHARGES_PER_PAGE,
    agency_id: filters.agency || undefined,
    status: filters.status || undefined,
    from: from || undefined,
    to: to || undefined,
    search: filters.search.trim() || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export function paramsWithChargeFilters(params: URLSearchParams, patch: Partial<TChargeFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
