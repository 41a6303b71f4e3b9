/*
 * List filters kept in the address bar (Back and shared links keep them). Each list's filter
 * file reads its own fields with these readers, which drop values the API would refuse, and
 * writes a change with `patchParams`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id the API would accept in a query (anything else in the address bar is ignored). */
export const isUuid = (value: string | null): value is string => value !== null && UUID.test(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day, or ''. */
export function readDay(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? '';
  return DAY.test(value) ? value : '';
}

/** A page number ≥ 1 (1 when absent or not a number). */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** Free text, cut to what the API accepts. */
export const readText = (params: URLSearchParams, key: string, max = 120) => (params.get(key) ?? '').slice(0, max);

/** One of the listed values, or ''. */
export function readOneOf<T extends string>(params: URLSearchParams, key: string, values: readonly T[]): T | '' {
  const value = params.get(key) ?? '';
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The chosen agency (`agency`, a uuid) and its name (`agency_name`, shown in the picker after a reload). */
export function readAgency(params: URLSearchParams): { agency: string; agency_name: string } {
  const agency = params.get('agency') ?? '';
  return isUuid(agency) ? { agency, agency_name: readText(params, 'agency_name', 200) } : { agency: '', agency_name: '' };
}

/** A date range in order: a reversed one (from after to) is swapped rather than refused. */
export function orderedRange(from: string, to: string): { from: string | undefined; to: string | undefined } {
  const [a, b] = from && to && from > to ? [to, from] : [from, to];
  return { from: a || undefined, to: b || undefined };
}

/** The query string after a change: empty values and page 1 are dropped, and any filter change goes back to page 1. */
export function patchParams<T extends object>(params: URLSearchParams, patch: Partial<T>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** Quick periods of the report and statement screens. */
export type TPeriodPreset = 'this_month' | 'last_month' | 'this_year';
export const PERIOD_PRESETS: readonly TPeriodPreset[] = ['this_month', 'last_month', 'this_year'];

/** The days of a quick period, counted from `today` in the agency time zone. */
export function presetPeriod(preset: TPeriodPreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  if (preset === 'this_year') return { from: `${year}-01-01`, to: today };
  if (preset === 'last_month')
    return { from: iso(new Date(Date.UTC(year, month - 2, 1))), to: iso(new Date(Date.UTC(year, month - 1, 0))) };
  return { from: `${today.slice(0, 8)}01`, to: today };
}
