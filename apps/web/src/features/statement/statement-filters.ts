import { STATEMENT_PER_PAGE } from '@safar/contracts';

/** The statement's period and page as kept in the address bar (Back and shared links keep them). */
export interface TStatementFilters {
  /** Calendar days (YYYY-MM-DD) in the agency time zone; empty = the API's default (this month). */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function statementFiltersFromParams(params: URLSearchParams): TStatementFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { from: day('from'), to: day('to'), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** New query string after a change; a new period goes back to page 1. Other parameters (tab, user_id) stay. */
export function paramsWithStatementFilters(params: URLSearchParams, patch: Partial<TStatementFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

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

/** Today (YYYY-MM-DD) in a time zone. */
export function dayIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type TPreset = 'this_month' | 'last_month';

/** "This month" runs to today; "last month" is the whole previous calendar month; both in the agency time zone. */
export function presetRange(preset: TPreset, timeZone: string, now = new Date()): { from: string; to: string } {
  const today = dayIn(timeZone, now);
  if (preset === 'this_month') return { from: `${today.slice(0, 8)}01`, to: today };
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
