import { orderedRange, patchParams, readDay, readPage, readText } from '@/lib/url-filters';
import { DEPOSIT_STATUSES, type TDepositStatus } from '@safar/contracts';

/** A deposit list's filters as kept in the address bar (Back and shared links keep them). */
export interface TDepositFilters {
  /** '' = every status. */
  status: TDepositStatus | '';
  search: string;
  /** Deposit dates, YYYY-MM-DD (the queue only). */
  from: string;
  to: string;
  page: number;
}

/** `status=all` in the address bar: the queue's default is "pending", so "every status" needs its own value. */
const ALL = 'all';

/** Reads the filters, dropping values the API would refuse; `defaultStatus` applies when the address names none. */
export function depositFiltersFromParams(params: URLSearchParams, defaultStatus: TDepositStatus | ''): TDepositFilters {
  const raw = params.get('status');
  const status = raw === ALL ? '' : (DEPOSIT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TDepositStatus) : defaultStatus;
  return { status, search: readText(params, 'search'), from: readDay(params, 'from'), to: readDay(params, 'to'), page: readPage(params) };
}

/** The new query string after a change; any filter change goes back to page 1. */
export function paramsWithDepositFilters(params: URLSearchParams, patch: Partial<TDepositFilters>): URLSearchParams {
  // "Every status" is written as status=all, since no status means the screen's default.
  return patchParams<Record<string, unknown>>(params, patch.status === '' ? { ...patch, status: ALL } : patch);
}

/** The list query: a reversed date range is swapped rather than refused. */
export function depositsQuery(filters: TDepositFilters) {
  return {
    page: filters.page,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
    ...orderedRange(filters.from, filters.to),
  };
}
