import { ledgerEntries, type DbOrTx } from '@safar/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { PeriodTotalsCache, periodTotals, positionAt, type TEntryPosition } from './period-totals';
import { postBackdated } from './statements.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

const range = { start: sql`'2026-03-01T00:00:00Z'::timestamptz`, end: sql`'2026-04-01T00:00:00Z'::timestamptz` };

async function lastBefore(db: DbOrTx, accountId: string): Promise<TEntryPosition> {
  const [row] = await db
    .select({ at: positionAt, id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), sql`${ledgerEntries.createdAt} < ${range.end}`))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(1);
  return row!;
}

/** A database handle that fails any query: proves an answer came from the cache. */
const noQueries = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('queried the database');
    },
  },
) as unknown as DbOrTx;

describe('periodTotals', () => {
  it('sums a period once, then adds only newer entries; an unchanged period costs no query', async () => {
    const agency = await buildAgency(t.database.db);
    const { walletId } = await postBackdated(t.database.db, agency.id, [
      { at: '2026-02-28T23:59:59.999Z', amountMinor: 1_000 }, // before the period
      { at: '2026-03-01T00:00:00Z', amountMinor: 50_000 },
      { at: '2026-03-05T10:00:00.000001Z', amountMinor: -20_000 },
    ]);
    const cache = new PeriodTotalsCache();
    const db = t.database.db;
    const first = await lastBefore(db, walletId);
    expect(first.at).toBe('2026-03-05T10:00:00.000001');
    expect(await periodTotals(db, cache, 'k', walletId, range, first)).toEqual({ count: 2, debit_minor: 20_000, credit_minor: 50_000 });
    expect(await periodTotals(noQueries, cache, 'k', walletId, range, first)).toEqual({
      count: 2,
      debit_minor: 20_000,
      credit_minor: 50_000,
    });

    // One microsecond later than the cached position: still a newer entry.
    await postBackdated(db, agency.id, [
      { at: '2026-03-05T10:00:00.000002Z', amountMinor: 7 },
      { at: '2026-03-31T23:59:59Z', amountMinor: -3 },
      { at: '2026-04-01T00:00:00Z', amountMinor: 999 }, // after the period
    ]);
    const second = await lastBefore(db, walletId);
    const expected = { count: 4, debit_minor: 20_003, credit_minor: 50_007 };
    expect(await periodTotals(db, cache, 'k', walletId, range, second)).toEqual(expected);
    expect(await periodTotals(db, null, 'k', walletId, range, second)).toEqual(expected);
    expect(await periodTotals(noQueries, cache, 'k', walletId, range, second)).toEqual(expected);

    // A request on an older snapshot sums everything itself and leaves the newer sums in place.
    expect(await periodTotals(db, cache, 'k', walletId, range, first)).toEqual(expected);
    expect(cache.get('k')?.last).toEqual(second);
    expect(await periodTotals(noQueries, cache, 'k', walletId, range, null)).toEqual({ count: 0, debit_minor: 0, credit_minor: 0 });
  });

  it('keeps at most `max` periods, dropping the least recently used', () => {
    const cache = new PeriodTotalsCache(2);
    const value = (n: number) => ({
      count: n,
      debit_minor: 0,
      credit_minor: 0,
      last: { at: `2026-01-0${n}T00:00:00.000000`, id: '0190a0a0-0000-7000-8000-000000000000' },
    });
    cache.offer('a', value(1));
    cache.offer('b', value(2));
    cache.get('a');
    cache.offer('c', value(3));
    expect([cache.get('a')?.count, cache.get('b'), cache.get('c')?.count]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
    cache.offer('a', value(1));
    cache.offer('a', { ...value(9), last: value(1).last });
    expect(cache.get('a')?.count).toBe(1);
  });
});
