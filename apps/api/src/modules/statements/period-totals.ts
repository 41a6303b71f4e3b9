import { ledgerEntries, type DbOrTx } from '@safar/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { exactSum } from '@/core/exact-sums';

/*
 * A statement's count and debit/credit totals need every entry of the period: over 100,000
 * entries that one aggregate is most of a request's time. But a wallet's entries only ever
 * grow at the end: they are append-only, and each is stamped with clock_timestamp() under the
 * account's row lock, so a later entry always sorts after every entry committed before it.
 * What one snapshot sees of an account is therefore a prefix in (created_at, id) order, and a
 * period's totals, once summed up to a known last entry, only need the entries after it.
 * This process keeps such sums (bounded, least recently used first out); a cache miss, another
 * process, or a restart just sums again.
 */

export interface TPeriodTotals {
  count: number;
  debit_minor: number;
  credit_minor: number;
}

/** Where an entry sits in an account's order: created_at in UTC to the microsecond (sortable text) and id. */
export interface TEntryPosition {
  at: string;
  id: string;
}

/** The sortable created_at of an entry: fixed-width UTC text keeps PostgreSQL's microseconds, which a JS Date would drop. */
export const positionAt = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

const after = (a: TEntryPosition, b: TEntryPosition) => a.at > b.at || (a.at === b.at && a.id > b.id);
const same = (a: TEntryPosition, b: TEntryPosition) => a.at === b.at && a.id === b.id;

interface TCached extends TPeriodTotals {
  last: TEntryPosition;
}

export class PeriodTotalsCache {
  private readonly entries = new Map<string, TCached>();
  constructor(private readonly max = 2000) {}

  get(key: string): TCached | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps the sums of the longest prefix seen: a request on an older snapshot never replaces newer ones. */
  offer(key: string, value: TCached): void {
    const current = this.entries.get(key);
    if (current && !after(value.last, current.last)) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

async function sumEntries(
  db: DbOrTx,
  accountId: string,
  range: { start: SQL; end: SQL },
  since: TEntryPosition | null,
): Promise<TPeriodTotals> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      debit: sql<string>`coalesce(sum(-${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} < 0), 0)::text`,
      credit: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} > 0), 0)::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        sql`${ledgerEntries.createdAt} >= ${range.start}`,
        sql`${ledgerEntries.createdAt} < ${range.end}`,
        since
          ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > ((${since.at}::timestamp at time zone 'UTC'), ${since.id}::uuid)`
          : undefined,
      ),
    );
  return { count: row?.count ?? 0, debit_minor: exactSum(row?.debit), credit_minor: exactSum(row?.credit) };
}

/**
 * Count and totals of the account's entries in [start, end), in the caller's snapshot, whose
 * last entry before `end` is `last` (null: the account has none, so neither has the period).
 * `key` names the account and period; the same key must always mean the same range.
 */
export async function periodTotals(
  db: DbOrTx,
  cache: PeriodTotalsCache | null,
  key: string,
  accountId: string,
  range: { start: SQL; end: SQL },
  last: TEntryPosition | null,
): Promise<TPeriodTotals> {
  if (!last) return { count: 0, debit_minor: 0, credit_minor: 0 };
  const cached = cache?.get(key);
  if (cached && same(cached.last, last)) return { count: cached.count, debit_minor: cached.debit_minor, credit_minor: cached.credit_minor };
  // Newer entries than the cached sums: add just those. An older snapshot than the cache: sum it all.
  const base = cached && after(last, cached.last) ? cached : null;
  const delta = await sumEntries(db, accountId, range, base?.last ?? null);
  const totals = base
    ? {
        count: base.count + delta.count,
        debit_minor: base.debit_minor + delta.debit_minor,
        credit_minor: base.credit_minor + delta.credit_minor,
      }
    : delta;
  cache?.offer(key, { ...totals, last });
  return totals;
}
