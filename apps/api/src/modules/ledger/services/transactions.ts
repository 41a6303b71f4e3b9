import type { TLedgerTransaction, TLedgerTransactionKind, TList, TReverseTransaction, TTransactionListQuery } from '@safar/contracts';
import { agentCharges, deposits, ledgerAccounts, ledgerAdjustments, ledgerEntries, ledgerTransactions, type Db, type Tx } from '@safar/db';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { withinDays } from '@/core/agency-days';
import { conflict, notFound } from '@/core/app-error';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { presentTransactions } from '../ledger.presenter';
import { reverseTransaction } from '../ledger.service';
import type { TLedgerTransactionRow } from '../post-transaction';

/** Filters of the admin ledger: an agency matches transactions with an entry on one of its wallets; dates are days in the agency time zone. */
function filters(q: TTransactionListQuery, timezone: string): (SQL | undefined)[] {
  return [
    q.agency_id
      ? sql`exists (select 1 from ${ledgerEntries} inner join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
              where ${ledgerEntries.transactionId} = ${ledgerTransactions.id} and ${ledgerAccounts.ownerType} = 'agency' and ${ledgerAccounts.ownerId} = ${q.agency_id})`
      : undefined,
    q.kind ? eq(ledgerTransactions.kind, q.kind) : undefined,
    q.search ? ilike(ledgerTransactions.reference, containsPattern(q.search)) : undefined,
    ...withinDays(ledgerTransactions.createdAt, q, timezone),
  ];
}

/** GET /transactions (finance): newest first, each with its entries. */
export async function listTransactions(db: Db, q: TTransactionListQuery, timezone: string): Promise<TList<TLedgerTransaction>> {
  const where = and(...filters(q, timezone));
  return paginate(db, {
    rows: db.select().from(ledgerTransactions).where(where).orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id)),
    count: { from: ledgerTransactions, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => presentTransactions(db, rows),
  });
}

/** The business records whose own status follows their money: their transactions are undone through them. */
const OWNED_BY_RECORD: Partial<Record<TLedgerTransactionKind, { table: typeof deposits | typeof agentCharges; key: string }>> = {
  deposit: { table: deposits, key: 'messages.reverse_through_deposit' },
  charge: { table: agentCharges, key: 'messages.reverse_through_charge' },
};

/**
 * What PUT /transactions may reverse: a manual adjustment only. A deposit's or a charge's
 * transaction is reversed through the deposit or the charge, so that its status follows (a
 * deposit reversed here stayed "approved" and counted as credited); a reversal is never reversed;
 * anything else belongs to a record (a booking) that undoes it. Each refusal is 409 naming the rule.
 */
async function assertStaffReversible(tx: Tx, original: TLedgerTransactionRow): Promise<void> {
  if (original.kind === 'adjustment') return;
  if (original.kind === 'reversal' || original.kind === 'charge_reversal') throw conflict('messages.reversal_not_reversible');
  const owner = OWNED_BY_RECORD[original.kind];
  const sourceId = original.source?.id;
  let reference = original.reference;
  if (owner && sourceId) {
    const [record] = await tx.select({ reference: owner.table.reference }).from(owner.table).where(eq(owner.table.id, sourceId));
    reference = record?.reference ?? reference;
  }
  throw conflict(owner?.key ?? 'messages.reverse_through_record', { reference });
}

/**
 * PUT /transactions (finance): posts the reversal of a manual adjustment's transaction, once; never
 * edits it. The adjustment is marked reversed in the same database transaction.
 */
export async function reverseByStaff(
  db: Db,
  req: FastifyRequest,
  actor: AuthUser,
  input: TReverseTransaction,
): Promise<TLedgerTransaction> {
  const row = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, input.transaction_id));
    if (!original) throw notFound();
    await assertStaffReversible(tx, original);
    const posted = await reverseTransaction(tx, { transactionId: input.transaction_id, description: input.reason, createdBy: actor.id });
    await tx
      .update(ledgerAdjustments)
      .set({ status: 'reversed', reversalTransactionId: posted.transaction.id })
      .where(eq(ledgerAdjustments.transactionId, original.id));
    await recordActivity(tx, req, {
      action: 'ledger.transaction_reversed',
      subjectType: 'ledger_transaction',
      subjectId: input.transaction_id,
      after: {
        reversal_id: posted.transaction.id,
        reference: posted.transaction.reference,
        reason: input.reason,
        negative: posted.transaction.negative,
      },
      onBehalfOfId: posted.transaction.onBehalfOfId,
    });
    return posted.transaction;
  });
  return (await presentTransactions(db, [row]))[0]!;
}
