import type { TLedgerTransaction, TList, TReverseTransaction, TTransactionListQuery } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type Db } from '@safar/db';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { withinDays } from '@/core/agency-days';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { presentTransactions } from '../ledger.presenter';
import { reverseTransaction } from '../ledger.service';

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

/** PUT /transactions (finance): posts the reversal of a transaction, once; never edits it. */
export async function reverseByStaff(
  db: Db,
  req: FastifyRequest,
  actor: AuthUser,
  input: TReverseTransaction,
): Promise<TLedgerTransaction> {
  const row = await db.transaction(async (tx) => {
    const posted = await reverseTransaction(tx, { transactionId: input.transaction_id, description: input.reason, createdBy: actor.id });
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
