import { ZActivityQuery, type TActivityQuery } from '@safar/contracts';

export const ACTIVITY_PER_PAGE = 20;

/** The log's filters as kept in the query string. */
export interface TActivityFilters {
  user_id: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_FILTERS: TActivityFilters = { user_id: '', action: '', from: '', to: '' };

export function activityFiltersFromParams(params: URLSearchParams): TActivityFilters & { page: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    user_id: params.get('user_id') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Only well-formed filters reach the API (a hand-edited address gets the unfiltered list instead of a 422). */
export function buildActivityQuery(filters: TActivityFilters & { page: number }) {
  const parsed = ZActivityQuery.safeParse({
    user_id: filters.user_id || undefined,
    action: filters.action.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const valid: Partial<TActivityQuery> = parsed.success ? parsed.data : {};
  return { user_id: valid.user_id, action: valid.action, from: valid.from, to: valid.to, page: filters.page, per_page: ACTIVITY_PER_PAGE };
}

/** New query string for applied filters (back to page 1). */
export function activityParams(filters: TActivityFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['user_id', 'action', 'from', 'to'] as const) if (filters[key].trim()) next.set(key, filters[key].trim());
  return next;
}
