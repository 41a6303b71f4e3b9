import { orderedRange, readDay, readPage, readText } from '@/lib/url-filters';

/** The fields the filter bar edits itself (date range and search), and the page they reset. */
export interface TBarFilters {
  /** Days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
  search: string;
  page: number;
}

/** Reads the bar's fields from the address, dropping values the API would refuse. */
export function readBarFilters(params: URLSearchParams): TBarFilters {
  return { from: readDay(params, 'from'), to: readDay(params, 'to'), search: readText(params, 'search'), page: readPage(params) };
}

/**
 * The bar's fields as list query parameters. A reversed range is swapped rather than refused,
 * so an old or hand-edited link still lists something; the bar says the range is reversed.
 */
export function barQuery(filters: TBarFilters) {
  return { page: filters.page, ...orderedRange(filters.from, filters.to), search: filters.search.trim() || undefined };
}

/** A from day after the to day (both given). */
export const isReversedRange = (from: string | undefined, to: string | undefined) => Boolean(from && to && from > to);
