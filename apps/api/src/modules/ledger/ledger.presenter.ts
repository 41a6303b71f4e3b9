import type { TLedgerAdjustment, TLedgerEntry, TLedgerTransaction, TWalletView } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type DbOrTx, type ledgerAdjustments } from '@safar/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { availableOf, type TLedgerAccountRow } from './ledger-accounts';
import type { TLedgerTransactionRow } from './post-transaction';

type TAdjustmentRow = typeof ledgerAdjustments.$inferSelect;

export const toAdjustmentView = (a: TAdjustmentRow): TLedgerAdjustment => ({
  id: a.id,
  reference: a.reference,
  agency_id: a.agencyId,
  account_id: a.accountId,
  direction: a.direction,
  amount_minor: a.amountMinor,
  currency: a.currency,
  reason: a.reason,
  status: a.status,
  maker_id: a.makerId,
  checker_id: a.checkerId,
  decision_reason: a.decisionReason,
  decided_at: a.decidedAt?.toISOString() ?? null,
  transaction_id: a.transactionId,
  reversal_transaction_id: a.reversalTransactionId,
  created_at: a.createdAt.toISOString(),
});

export const toWalletView = (w: TLedgerAccountRow): TWalletView => ({
  account_id: w.id,
  code: w.code,
  agency_id: w.ownerId!,
  currency: w.currency,
  balance_minor: w.balanceMinor,
  credit_allowance_minor: w.creditAllowanceMinor,
  available_minor: availableOf(w),
});

/** Transactions with their entries (and which reversal undid them), in the given order. */
export async function presentTransactions(db: DbOrTx, rows: TLedgerTransactionRow[]): Promise<TLedgerTransaction[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const entries = await db
    .select({
      entry: ledgerEntries,
      account: {
        code: ledgerAccounts.code,
        kind: ledgerAccounts.kind,
        ownerType: ledgerAccounts.ownerType,
        ownerId: ledgerAccounts.ownerId,
      },
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerEntries.transactionId, ids))
    .orderBy(asc(ledgerEntries.id));
  const reversals = await db
    .select({ id: ledgerTransactions.id, reverses: ledgerTransactions.reversesTransactionId })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.reversesTransactionId, ids));
  const reversedBy = new Map(reversals.map((r) => [r.reverses!, r.id]));
  const byTransaction = new Map<string, TLedgerEntry[]>();
  for (const { entry, account } of entries) {
    const list = byTransaction.get(entry.transactionId) ?? [];
    list.push({
      id: entry.id,
      account_id: entry.accountId,
      account_code: account.code,
      account_kind: account.kind,
      owner_type: account.ownerType,
      owner_id: account.ownerId,
      amount_minor: entry.amountMinor,
      currency: entry.currency,
      balance_after_minor: entry.balanceAfterMinor,
    });
    byTransaction.set(entry.transactionId, list);
  }
  return rows.map((t) => ({
    id: t.id,
    reference: t.reference,
    kind: t.kind,
    description: t.description,
    reverses_transaction_id: t.reversesTransactionId,
    reversed_by_transaction_id: reversedBy.get(t.id) ?? null,
    negative: t.negative,
    created_by: t.createdBy,
    on_behalf_of_id: t.onBehalfOfId,
    created_at: t.createdAt.toISOString(),
    entries: byTransaction.get(t.id) ?? [],
  }));
}
