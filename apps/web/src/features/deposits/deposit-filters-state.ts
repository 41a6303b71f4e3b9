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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** `status=all` in the address bar: the queue's default is "pending", so "every status" needs its own value. */
const ALL = 'all';

/** Reads the filters, dropping values the API would refuse; `defaultStatus` applies when the address names none. */
export function depositFiltersFromParams(params: URLSearchParams, defaultStatus: TDepositStatus | ''): TDepositFilters {
  const raw = params.get('status');
  const status = raw === ALL ? '' : (DEPOSIT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TDepositStatus) : defaultStatus;
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { status, search: (params.get('search') ?? '').slice(0, 120), from: day('from'), to: day('to'), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The new query string after a change; any filter change goes back to page 1. */
export function paramsWithDepositFilters(params: URLSearchParams, patch: Partial<TDepositFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'status') next.set('status', value === '' ? ALL : String(value));
    else if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The list query: a reversed date range is swapped rather than refused. */
export function depositsQuery(filters: TDepositFilters) {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return { page: filters.page, status: filters.status || undefined, search: filters.search.trim() || undefined, from: from || undefined, to: to || undefined };
}
