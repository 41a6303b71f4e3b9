import { MAX_AMOUNT_MINOR, type TLedgerTransactionKind, type TProduct } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type Tx } from '@safar/db';
import { sql } from 'drizzle-orm';
import { availableOf, lockAccounts, type TLedgerAccountRow } from './ledger-accounts';

export type TLedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type TLedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A programming error in a posting (unbalanced, unknown account…): never an API user's fault, so a 500. */
export class LedgerIntegrityError extends Error {
  override name = 'LedgerIntegrityError';
}

export interface TEntryInput {
  accountId: string;
  /** Signed minor units: > 0 credits the account (raises its balance), < 0 debits it. */
  amountMinor: number;
}

export interface TPostInput {
  kind: TLedgerTransactionKind;
  description: string;
  entries: TEntryInput[];
  createdBy?: string | null;
  onBehalfOfId?: string | null;
  reversesTransactionId?: string | null;
  source?: { type: string; id: string } | null;
  /** The product that earned the revenue in it (profit and loss by product); bookings set it. */
  product?: TProduct | null;
  /**
   * Runs under the account locks with the accounts as they will be after the posting; throw to
   * refuse it (nothing is written). This is where "never below zero available" is decided.
   */
  check?: (after: ReadonlyMap<string, TLedgerAccountRow>, before: ReadonlyMap<string, TLedgerAccountRow>) => void;
}

export interface TPosted {
  transaction: TLedgerTransactionRow;
  entries: TLedgerEntryRow[];
  /** The touched accounts after the posting. */
  accounts: ReadonlyMap<string, TLedgerAccountRow>;
}

function assertShape(entries: TEntryInput[]): void {
  if (entries.length < 2) throw new LedgerIntegrityError('a transaction needs at least two entries');
  const seen = new Set<string>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountMinor) || e.amountMinor === 0 || Math.abs(e.amountMinor) > MAX_AMOUNT_MINOR) {
      throw new LedgerIntegrityError(`entry amount ${e.amountMinor} is not a non-zero integer within ±10^15`);
    }
    if (seen.has(e.accountId)) throw new LedgerIntegrityError('an account appears twice in one transaction');
    seen.add(e.accountId);
  }
}

/** Sum of entry amounts per currency; every sum must be zero for a transaction to balance. */
export function sumsByCurrency(entries: { amountMinor: number; currency: string }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amountMinor);
  return sums;
}

/**
 * Posts one balanced transaction inside the caller's database transaction: locks the touched
 * accounts (id order), checks the entries balance per currency, lets `check` refuse it,
 * writes the transaction and its entries, and moves the cached balances. A wallet debit that
 * ends below zero available is flagged `negative` (a debt, DESIGN.md §4).
 */
export async function postTransaction(tx: Tx, input: TPostInput): Promise<TPosted> {
  assertShape(input.entries);
  const before = await lockAccounts(
    tx,
    input.entries.map((e) => e.accountId),
  );
  const withCurrency = input.entries.map((e) => {
    const account = before.get(e.accountId);
    if (!account) throw new LedgerIntegrityError(`unknown ledger account ${e.accountId}`);
    return { ...e, currency: account.currency };
  });
  for (const [currency, sum] of sumsByCurrency(withCurrency)) {
    if (sum !== 0) throw new LedgerIntegrityError(`entries do not balance in ${currency} (sum ${sum})`);
  }

  const after = new Map<string, TLedgerAccountRow>();
  for (const e of withCurrency) {
    const account = before.get(e.accountId)!;
    const balanceMinor = account.balanceMinor + e.amountMinor;
    if (!Number.isSafeInteger(balanceMinor)) throw new LedgerIntegrityError(`balance of ${account.code} would leave the safe range`);
    after.set(e.accountId, { ...account, balanceMinor });
  }
  input.check?.(after, before);
  const negative = withCurrency.some((e) => {
    const a = after.get(e.accountId)!;
    return a.kind === 'agency_wallet' && e.amountMinor < 0 && availableOf(a) < 0;
  });

  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      description: input.description,
      reversesTransactionId: input.reversesTransactionId ?? null,
      negative,
      source: input.source ?? null,
      product: input.product ?? null,
      createdBy: input.createdBy ?? null,
      onBehalfOfId: input.onBehalfOfId ?? null,
    })
    .returning();
  const entries = await tx
    .insert(ledgerEntries)
    .values(
      withCurrency.map((e) => ({
        transactionId: transaction!.id,
        accountId: e.accountId,
        amountMinor: e.amountMinor,
        currency: e.currency,
        balanceAfterMinor: after.get(e.accountId)!.balanceMinor,
      })),
    )
    .returning();
  // One statement for all the touched balances: this runs under the account locks, where every
  // round trip is time that other postings to the same accounts wait.
  const balances = sql.join(
    [...after.values()].map((a) => sql`(${a.id}::uuid, ${a.balanceMinor}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update ${ledgerAccounts} set balance_minor = v.balance from (values ${balances}) as v(id, balance) where ${ledgerAccounts.id} = v.id`);
  return { transaction: transaction!, entries, accounts: after };
}
