import { orderedRange, patchParams, readAgency, readDay, readOneOf, readPage, readText } from '@/lib/url-filters';
import { LEDGER_TRANSACTION_KINDS, type TLedgerTransactionKind } from '@safar/contracts';

export const LEDGER_PER_PAGE = 20;

/** The admin ledger's filters as kept in the address bar (Back and shared links keep them). */
export interface TLedgerFilters {
  /** Agency id (GET /transactions?agency_id). */
  agency: string;
  /** Name of the chosen agency, shown in the picker (kept so a reload still says which). */
  agency_name: string;
  kind: TLedgerTransactionKind | '';
  from: string;
  to: string;
  search: string;
  page: number;
}

/** Reads the filters from the query string, dropping values the API would refuse. */
export function ledgerFiltersFromParams(params: URLSearchParams): TLedgerFilters {
  return {
    ...readAgency(params),
    kind: readOneOf(params, 'kind', LEDGER_TRANSACTION_KINDS),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    search: readText(params, 'search'),
    page: readPage(params),
  };
}

/** The GET /transactions query; a reversed range (from after to) is swapped rather than refused. */
export function buildTransactionsQuery(filters: TLedgerFilters) {
  return {
    page: filters.page,
    per_page: LEDGER_PER_PAGE,
    agency_id: filters.agency || undefined,
    kind: filters.kind || undefined,
    ...orderedRange(filters.from, filters.to),
    search: filters.search.trim() || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export const paramsWithLedgerFilters = (params: URLSearchParams, patch: Partial<TLedgerFilters>) => patchParams(params, patch);
