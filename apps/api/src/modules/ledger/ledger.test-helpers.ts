import { agencies, ledgerAccounts, ledgerEntries, type DbOrTx } from '@safar/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';

let counter = 0;
/** An agency row straight in the database (reference data for PK is seeded by buildTestApp). */
export async function buildAgency(db: DbOrTx, name = `Agency ${++counter}`) {
  const [row] = await db
    .insert(agencies)
    .values({
      name,
      contactPerson: 'Test Person',
      phone: '0300-1234567',
      address: '1 Test Road',
      countryCode: 'PK',
      licenceNumber: `LIC-${counter}`,
    })
    .returning();
  return row!;
}

/**
 * The ledger's invariants, checked over the whole database: every transaction balances per
 * currency, every entry is in its account's currency, every cached balance equals the sum of
 * its entries, and each entry's balance_after matches the running sum.
 */
export async function expectLedgerInvariants(db: DbOrTx): Promise<void> {
  // Both drivers answer execute() with { rows }; the shared Db type leaves the result unknown.
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const unbalanced = await rowsOf(sql`
    select transaction_id, currency, sum(amount_minor) as total from ${ledgerEntries}
    group by transaction_id, currency having sum(amount_minor) <> 0`);
  expect(unbalanced, 'unbalanced transactions').toEqual([]);
  const wrongCurrency = await rowsOf(sql`
    select e.id from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where e.currency <> a.currency`);
  expect(wrongCurrency, 'entries in another currency than their account').toEqual([]);
  const drift = await rowsOf(sql`
    select a.code, a.balance_minor, coalesce(sum(e.amount_minor), 0) as total
    from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
    group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`);
  expect(drift, 'cached balances that differ from their entries').toEqual([]);
  const running = await rowsOf(sql`
    select id from (
      select id, balance_after_minor, sum(amount_minor) over (partition by account_id order by created_at, id) as running
      from ${ledgerEntries}) r
    where r.balance_after_minor <> r.running`);
  expect(running, 'entries whose balance_after is not the running sum').toEqual([]);
}

export async function walletRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row!;
}
