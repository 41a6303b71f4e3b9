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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the query string, dropping values the API would refuse. */
export function ledgerFiltersFromParams(params: URLSearchParams): TLedgerFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const kind = params.get('kind') ?? '';
  const agency = params.get('agency') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const validAgency = UUID.test(agency);
  return {
    agency: validAgency ? agency : '',
    agency_name: validAgency ? (params.get('agency_name') ?? '').slice(0, 200) : '',
    kind: (LEDGER_TRANSACTION_KINDS as readonly string[]).includes(kind) ? (kind as TLedgerTransactionKind) : '',
    from: day('from'),
    to: day('to'),
    search: (params.get('search') ?? '').slice(0, 120),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The GET /transactions query; a reversed range (from after to) is swapped rather than refused. */
export function buildTransactionsQuery(filters: TLedgerFilters) {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return {
    page: filters.page,
    per_page: LEDGER_PER_PAGE,
    agency_id: filters.agency || undefined,
    kind: filters.kind || undefined,
    from: from || undefined,
    to: to || undefined,
    search: filters.search.trim() || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export function paramsWithLedgerFilters(params: URLSearchParams, patch: Partial<TLedgerFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
