import { SORT_KEYS, type TFlightSortKey } from '@safar/contracts';
import { readOneOf } from '@/lib/url-filters';
import { NO_FILTERS, STOP_CHOICES, TIMES_OF_DAY, type TFlightFilters } from './filter-flights';

/**
 * The results' filters and sort as kept in the address bar, beside the search itself, so a
 * filtered list can be shared and reloaded: `time=morning`, `max_price=4500000` (minor units),
 * `stops=0,1`, `airlines=EK,QR`, `refundable=1`, `sort=fastest`. Values the screen would not
 * offer are dropped.
 */
export const FILTER_PARAMS = ['time', 'max_price', 'stops', 'airlines', 'refundable', 'sort'] as const;

export const DEFAULT_SORT: TFlightSortKey = 'cheapest';

const list = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function filtersFromParams(params: URLSearchParams): TFlightFilters {
  const max = Number(params.get('max_price') ?? '');
  return {
    time: readOneOf(params, 'time', TIMES_OF_DAY),
    maxPrice: params.get('max_price') && Number.isSafeInteger(max) && max >= 0 ? max : null,
    stops: STOP_CHOICES.filter((s) => list(params, 'stops').includes(String(s))),
    airlines: [...new Set(list(params, 'airlines').filter((code) => /^[A-Z0-9]{2,3}$/.test(code)))],
    refundableOnly: params.get('refundable') === '1',
  };
}

export const sortFromParams = (params: URLSearchParams): TFlightSortKey => readOneOf(params, 'sort', SORT_KEYS) || DEFAULT_SORT;

/** The address after a filter or sort change: the search's own parameters stay as they are. */
export function paramsWithFilters(params: URLSearchParams, patch: Partial<TFlightFilters> & { sort?: TFlightSortKey }): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if ('time' in patch) set('time', patch.time ?? '');
  if ('maxPrice' in patch) set('max_price', patch.maxPrice === null || patch.maxPrice === undefined ? '' : String(patch.maxPrice));
  if ('stops' in patch) set('stops', [...(patch.stops ?? [])].sort().join(','));
  if ('airlines' in patch) set('airlines', (patch.airlines ?? []).join(','));
  if ('refundableOnly' in patch) set('refundable', patch.refundableOnly ? '1' : '');
  if ('sort' in patch) set('sort', patch.sort === DEFAULT_SORT ? '' : (patch.sort ?? ''));
  return next;
}

/** The address without any filter (the sort stays). */
export const paramsWithoutFilters = (params: URLSearchParams) => paramsWithFilters(params, NO_FILTERS);

/** Adds or removes one value of a multiple choice. */
export function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? (values.includes(value) ? [...values] : [...values, value]) : values.filter((v) => v !== value);
}
