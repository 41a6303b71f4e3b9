import { STATEMENT_PER_PAGE, todayIn } from '@safar/contracts';
import { patchParams, presetPeriod, readDay, readPage, type TPeriodPreset } from '@/lib/url-filters';

/** The statement's period and page as kept in the address bar (Back and shared links keep them). */
export interface TStatementFilters {
  /** Calendar days (YYYY-MM-DD) in the agency time zone; empty = the API's default (this month). */
  from: string;
  to: string;
  page: number;
}

export function statementFiltersFromParams(params: URLSearchParams): TStatementFilters {
  return { from: readDay(params, 'from'), to: readDay(params, 'to'), page: readPage(params) };
}

/** New query string after a change; a new period goes back to page 1. Other parameters (tab, user_id) stay. */
export const paramsWithStatementFilters = (params: URLSearchParams, patch: Partial<TStatementFilters>) => patchParams(params, patch);

/** A reversed range is not sent: the screen says so on the "to" field instead. */
export const rangeIsReversed = (f: Pick<TStatementFilters, 'from' | 'to'>) => Boolean(f.from && f.to && f.from > f.to);

/** The GET /agent-statment query of a screen: its target (staff), its period and page. */
export function buildStatementQuery(filters: TStatementFilters, target: { user_id: string } | null) {
  return {
    ...(target ? { user_id: target.user_id } : {}),
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    per_page: STATEMENT_PER_PAGE,
  };
}
export type TStatementRequest = ReturnType<typeof buildStatementQuery>;

export type TPreset = Exclude<TPeriodPreset, 'this_year'>;

/** "This month" runs to today; "last month" is the whole previous calendar month; both in the agency time zone. */
export const presetRange = (preset: TPreset, timeZone: string, now = new Date()) => presetPeriod(preset, todayIn(timeZone, now));
