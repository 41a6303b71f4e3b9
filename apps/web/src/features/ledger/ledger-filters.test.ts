import { describe, expect, it } from 'vitest';
import { buildTransactionsQuery, ledgerFiltersFromParams } from './ledger-filters';

const AGENCY = '0190a0a0-0000-7000-8000-000000000001';

describe('ledger filters', () => {
  it('builds GET /transactions from the address, dropping what the API would refuse', () => {
    const filters = ledgerFiltersFromParams(
      new URLSearchParams(`agency=${AGENCY}&agency_name=Bilal&kind=deposit&from=2026-01-01&to=2026-01-31&search=%20TXN-9%20&page=3`),
    );
    expect(buildTransactionsQuery(filters)).toEqual({
      page: 3,
      per_page: 20,
      agency_id: AGENCY,
      kind: 'deposit',
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'TXN-9',
    });
    const bad = ledgerFiltersFromParams(new URLSearchParams('agency=nope&agency_name=x&kind=theft&from=1/1/2026&page=-2'));
    expect(buildTransactionsQuery(bad)).toEqual({
      page: 1,
      per_page: 20,
      agency_id: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
    });
    expect(bad.agency_name).toBe('');
  });

  it('swaps a reversed date range instead of sending one the API refuses', () => {
    const filters = ledgerFiltersFromParams(new URLSearchParams('from=2026-02-10&to=2026-02-01'));
    expect(buildTransactionsQuery(filters)).toMatchObject({ from: '2026-02-01', to: '2026-02-10' });
  });
});
