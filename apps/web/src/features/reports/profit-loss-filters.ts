import { isCurrency, PROFIT_LOSS_GROUPS, PROFIT_LOSS_PRODUCTS, type TCurrency, type TProfitLossGroup, type TProfitLossProduct } from '@safar/contracts';

/** Lines per page of the table (the report itself is not paged: grouping keeps it short). */
export const PROFIT_LOSS_PER_PAGE = 50;

/** The report's filters as kept in the address bar (Back and shared links keep them). */
export interface TProfitLossFilters {
  /** Days in the agency time zone; both empty = this month (the API's default). */
  from: string;
  to: string;
  group_by: TProfitLossGroup;
  product: TProfitLossProduct | '';
  /** Agency id, and its name for the picker. */
  agency: string;
  agency_name: string;
  currency: TCurrency | '';
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from the query string, dropping values the API would refuse. */
export function profitLossFiltersFromParams(params: URLSearchParams): TProfitLossFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const groupBy = params.get('group_by');
  const product = params.get('product');
  const currency = params.get('currency');
  const agency = params.get('agency') ?? '';
  const validAgency = UUID.test(agency);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    from: day('from'),
    to: day('to'),
    group_by: oneOf(PROFIT_LOSS_GROUPS, groupBy) ? groupBy : 'product',
    product: oneOf(PROFIT_LOSS_PRODUCTS, product) ? product : '',
    agency: validAgency ? agency : '',
    agency_name: validAgency ? (params.get('agency_name') ?? '').slice(0, 200) : '',
    currency: isCurrency(currency) ? currency : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The GET /profit-loss-report query; a reversed range is swapped rather than refused. */
export function buildProfitLossQuery(filters: TProfitLossFilters) {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return {
    from: from || undefined,
    to: to || undefined,
    group_by: filters.group_by,
    product: filters.product || undefined,
    agency_id: filters.agency || undefined,
    currency: filters.currency || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export function paramsWithProfitLossFilters(params: URLSearchParams, patch: Partial<TProfitLossFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1) || (key === 'group_by' && value === 'product')) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** Today (YYYY-MM-DD) in a time zone. */
export function dayIn(timeZone: string, now = new Date()): string {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

export type TPeriodPreset = 'this_month' | 'last_month' | 'this_year';
export const PERIOD_PRESETS: readonly TPeriodPreset[] = ['this_month', 'last_month', 'this_year'];

/** The days of a quick period, counted from `today` in the agency time zone. */
export function presetPeriod(preset: TPeriodPreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  if (preset === 'this_year') return { from: `${year}-01-01`, to: today };
  if (preset === 'last_month') return { from: iso(new Date(Date.UTC(year, month - 2, 1))), to: iso(new Date(Date.UTC(year, month - 1, 0))) };
  return { from: `${today.slice(0, 8)}01`, to: today };
}
