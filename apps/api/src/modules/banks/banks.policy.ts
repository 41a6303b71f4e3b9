import { banks, deposits, ledgerAccounts, ledgerEntries, type Tx } from '@safar/db';
import { and, eq, exists, sql } from 'drizzle-orm';
import { conflict } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBankRow } from './banks.presenter';

/** banksScope: agents pick a bank when depositing, so they see only active ones; finance staff see all. */
export const banksScope = (user: AuthUser) => (user.role === 'agent' ? eq(banks.active, true) : undefined);

/**
 * A bank that money has moved through cannot be deleted, only deactivated: its ledger accounts
 * (bankAccountFor, one per currency) must have no entries. The accounts are looked up, not
 * created, so a check never opens one. Nor may any deposit row refer to it (pending, decided or
 * deleted: the row is kept, and its foreign key with it). Both run with the bank row locked FOR
 * UPDATE by the delete's transaction; a deposit submission share-locks the bank row first, so
 * the two cannot race.
 */
export async function assertBankDeletable(tx: Tx, bank: TBankRow): Promise<void> {
  const [used] = await tx
    .select({ used: sql<number>`1` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'bank'),
        eq(ledgerAccounts.ownerType, 'bank'),
        eq(ledgerAccounts.ownerId, bank.id),
        exists(
          tx
            .select({ one: sql`1` })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.accountId, ledgerAccounts.id)),
        ),
      ),
    )
    .limit(1);
  if (used) throw conflict('messages.bank_in_use');
  const [deposit] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.bankId, bank.id)).limit(1);
  if (deposit) throw conflict('messages.bank_has_deposits');
}
