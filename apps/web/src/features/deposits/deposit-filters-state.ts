import { barQuery, readBarFilters, type TBarFilters } from '@/components/filter-bar/filter-params';
import { patchParams } from '@/lib/url-filters';
import { DEPOSIT_STATUSES, type TDepositStatus } from '@safar/contracts';

/** A deposit list's filters as kept in the address bar (Back and shared links keep them); dates are the queue's only. */
export interface TDepositFilters extends TBarFilters {
  /** '' = every status. */
  status: TDepositStatus | '';
}

/** `status=all` in the address bar: the queue's default is "pending", so "every status" needs its own value. */
const ALL = 'all';

/** Reads the filters, dropping values the API would refuse; `defaultStatus` applies when the address names none. */
export function depositFiltersFromParams(params: URLSearchParams, defaultStatus: TDepositStatus | '' = ''): TDepositFilters {
  const raw = params.get('status');
  const status = raw === ALL ? '' : (DEPOSIT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TDepositStatus) : defaultStatus;
  return { status, ...readBarFilters(params) };
}

/** The new query string after a change; any filter change goes back to page 1. */
export function paramsWithDepositFilters(params: URLSearchParams, patch: Partial<TDepositFilters>): URLSearchParams {
  // "Every status" is written as status=all, since no status means the screen's default.
  return patchParams<Record<string, unknown>>(params, patch.status === '' ? { ...patch, status: ALL } : patch);
}

/** The list query. */
export function depositsQuery(filters: TDepositFilters) {
  return { ...barQuery(filters), status: filters.status || undefined };
}
