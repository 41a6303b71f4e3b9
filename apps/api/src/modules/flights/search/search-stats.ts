import { daysBefore, todayIn, type TSearchFigures, type TSearchStats } from '@safar/contracts';
import { searchStats, type DbOrTx } from '@safar/db';
import { between, sql } from 'drizzle-orm';

/*
 * Searches per day, for the share of supplier asks the search cache answered. The share is counted
 * per supplier ask rather than per search: a supplier bills each ask it answers, and one search
 * asks every enabled supplier, some answered from the cache and some not. A search is counted
 * once, after its suppliers answered, with one upsert (never one statement per offer or per ask).
 */

/** Counts one search on its day (the agency's): `asks` suppliers asked, `cacheHits` of them answered from the cache. */
export async function countSearch(db: DbOrTx, day: string, asks: number, cacheHits: number): Promise<void> {
  await db
    .insert(searchStats)
    .values({ day, searches: 1, supplierAsks: asks, cacheHits })
    .onConflictDoUpdate({
      target: searchStats.day,
      set: {
        searches: sql`${searchStats.searches} + 1`,
        supplierAsks: sql`${searchStats.supplierAsks} + excluded.supplier_asks`,
        cacheHits: sql`${searchStats.cacheHits} + excluded.cache_hits`,
      },
    });
}

/** Today's searches and the last seven days' (today and the six before), in the agency's time zone. */
export async function searchStatsOf(db: DbOrTx, timeZone: string, now = new Date()): Promise<TSearchStats> {
  const today = todayIn(timeZone, now);
  const weekStart = daysBefore(today, 6);
  const rows = await db
    .select()
    .from(searchStats)
    .where(between(searchStats.day, weekStart, today));
  const sum = (from: string): TSearchFigures => {
    const figures: TSearchFigures = { from, to: today, searches: 0, supplier_asks: 0, cache_hits: 0 };
    for (const row of rows) {
      if (row.day < from) continue;
      figures.searches += row.searches;
      figures.supplier_asks += row.supplierAsks;
      figures.cache_hits += row.cacheHits;
    }
    return figures;
  };
  return { timezone: timeZone, today: sum(today), last_7_days: sum(weekStart) };
}
