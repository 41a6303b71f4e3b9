import type { TCurrency, TLedgerTransactionKind } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type Db, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { systemAccountFor, walletAccountFor } from '@/modules/ledger/ledger.service';

/**
 * Postings at a chosen instant, for statement tests about days and time zones. The ledger
 * stamps entries with clock_timestamp() and refuses updates, so a test that needs an entry at
 * 23:30 in Karachi writes it the way postTransaction does (wallet and counter account, locked,
 * balance_after from the running balance) with its own created_at. Call them in time order.
 * The counter side is the customer-receivables account, which no posting of these tests uses,
 * so backdated entries never land between another test's entries on a shared account.
 */
const counterFor = (tx: DbOrTx, currency: TCurrency) => systemAccountFor(tx, 'customer_receivable', 'customers', currency);
export interface TBackdatedPosting {
  at: string;
  /** Signed, from the agency's side: > 0 credits the wallet, < 0 debits it. */
  amountMinor: number;
  description?: string;
  kind?: TLedgerTransactionKind;
}

export async function postBackdated(db: Db, agencyId: string, postings: TBackdatedPosting[], currency: TCurrency = 'PKR') {
  return db.transaction(async (tx) => {
    const wallet = await walletAccountFor(tx, agencyId, currency);
    const counter = await counterFor(tx, currency);
    const posted: { transactionId: string; reference: string; balanceAfterMinor: number }[] = [];
    for (const p of postings) {
      const [w] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet.id)).for('update');
      const [c] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, counter.id)).for('update');
      // As SQL, not a JS Date, so microseconds survive.
      const at = sql`${p.at}::timestamptz`;
      const [txn] = await tx
        .insert(ledgerTransactions)
        .values({
          kind: p.kind ?? (p.amountMinor > 0 ? 'deposit' : 'charge'),
          description: p.description ?? `Posting at ${p.at}`,
          createdAt: at,
        })
        .returning();
      const walletAfter = w!.balanceMinor + p.amountMinor;
      const counterAfter = c!.balanceMinor - p.amountMinor;
      await tx.insert(ledgerEntries).values([
        {
          transactionId: txn!.id,
          accountId: wallet.id,
          amountMinor: p.amountMinor,
          currency,
          balanceAfterMinor: walletAfter,
          createdAt: at,
        },
        {
          transactionId: txn!.id,
          accountId: counter.id,
          amountMinor: -p.amountMinor,
          currency,
          balanceAfterMinor: counterAfter,
          createdAt: at,
        },
      ]);
      await tx.update(ledgerAccounts).set({ balanceMinor: walletAfter }).where(eq(ledgerAccounts.id, wallet.id));
      await tx.update(ledgerAccounts).set({ balanceMinor: counterAfter }).where(eq(ledgerAccounts.id, counter.id));
      posted.push({ transactionId: txn!.id, reference: txn!.reference, balanceAfterMinor: walletAfter });
    }
    return { walletId: wallet.id, posted };
  });
}

/**
 * Many postings in one statement (generate_series), one transaction of two entries each, a
 * minute apart from `start`, with balance_after as the running sum: what a busy agency's
 * wallet looks like, without posting them one by one.
 */
export async function postMany(db: Db, agencyId: string, count: number, start: string, amountMinor = 100, currency: TCurrency = 'PKR') {
  const wallet = await db.transaction((tx) => walletAccountFor(tx, agencyId, currency));
  const counter = await db.transaction((tx) => counterFor(tx, currency));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with txns as (
        insert into ${ledgerTransactions} (id, kind, description, created_at)
        select gen_random_uuid(), 'deposit', 'Bulk posting ' || g, ${start}::timestamptz + g * interval '1 minute'
        from generate_series(1, ${count}::int) g
        returning id, created_at
      ), numbered as (
        select id, created_at, row_number() over (order by created_at) as n from txns
      )
      insert into ${ledgerEntries} (id, transaction_id, account_id, amount_minor, currency, balance_after_minor, created_at)
      select gen_random_uuid(), id, ${wallet.id}::uuid, ${amountMinor}::bigint, ${currency}, ${wallet.balanceMinor}::bigint + n * ${amountMinor}::bigint, created_at from numbered
      union all
      select gen_random_uuid(), id, ${counter.id}::uuid, -${amountMinor}::bigint, ${currency}, ${counter.balanceMinor}::bigint - n * ${amountMinor}::bigint, created_at from numbered`);
    await tx
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${count * amountMinor}::bigint` })
      .where(eq(ledgerAccounts.id, wallet.id));
    await tx
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} - ${count * amountMinor}::bigint` })
      .where(eq(ledgerAccounts.id, counter.id));
  });
  return wallet.id;
}
