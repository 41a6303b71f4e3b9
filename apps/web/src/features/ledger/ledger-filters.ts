import { barQuery, readBarFilters, type TBarFilters } from '@/components/filter-bar/filter-params';
import { readAgency, readOneOf } from '@/lib/url-filters';
import { LEDGER_TRANSACTION_KINDS, type TLedgerTransactionKind } from '@safar/contracts';

export const LEDGER_PER_PAGE = 20;

/** The admin ledger's filters as kept in the address bar (Back and shared links keep them). */
export interface TLedgerFilters extends TBarFilters {
  /** Agency id (GET /transactions?agency_id). */
  agency: string;
  /** Name of the chosen agency, shown in the picker (kept so a reload still says which). */
  agency_name: string;
  kind: TLedgerTransactionKind | '';
}

/** Reads the filters from the query string, dropping values the API would refuse. */
export function ledgerFiltersFromParams(params: URLSearchParams): TLedgerFilters {
  return { ...readAgency(params), kind: readOneOf(params, 'kind', LEDGER_TRANSACTION_KINDS), ...readBarFilters(params) };
}

/** The GET /transactions query. */
export function buildTransactionsQuery(filters: TLedgerFilters) {
  return { ...barQuery(filters), per_page: LEDGER_PER_PAGE, agency_id: filters.agency || undefined, kind: filters.kind || undefined };
}
