import type { TAgentCharge } from '@safar/contracts';
import { agencies, agentCharges, ledgerTransactions, users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type TChargeRow = typeof agentCharges.$inferSelect;

const creator = alias(users, 'charge_creator');
const reverser = alias(users, 'charge_reverser');
const applied = alias(ledgerTransactions, 'charge_transaction');
const reversal = alias(ledgerTransactions, 'charge_reversal');

/** The charge with what its view names: agency, staff names and the ledger references. */
export function selectChargeViews(db: DbOrTx) {
  return db
    .select({
      charge: agentCharges,
      agencyName: agencies.name,
      creatorName: creator.name,
      reverserName: reverser.name,
      transactionReference: applied.reference,
      negative: applied.negative,
      reversalReference: reversal.reference,
    })
    .from(agentCharges)
    .innerJoin(agencies, eq(agencies.id, agentCharges.agencyId))
    .innerJoin(creator, eq(creator.id, agentCharges.createdBy))
    .leftJoin(reverser, eq(reverser.id, agentCharges.reversedBy))
    .leftJoin(applied, eq(applied.id, agentCharges.transactionId))
    .leftJoin(reversal, eq(reversal.id, agentCharges.reversalTransactionId))
    .$dynamic();
}

type TChargeViewRow = Awaited<ReturnType<ReturnType<typeof selectChargeViews>['execute']>>[number];

export function toChargeView(row: TChargeViewRow): TAgentCharge {
  const c = row.charge;
  return {
    id: c.id,
    reference: c.reference,
    agency: { id: c.agencyId, name: row.agencyName },
    title: c.title,
    description: c.description,
    amount_minor: c.amountMinor,
    currency: c.currency,
    status: c.status,
    negative: row.negative ?? false,
    transaction: c.transactionId && row.transactionReference ? { id: c.transactionId, reference: row.transactionReference } : null,
    reversal_transaction:
      c.reversalTransactionId && row.reversalReference ? { id: c.reversalTransactionId, reference: row.reversalReference } : null,
    reverse_reason: c.reverseReason,
    reversed_by: c.reversedBy && row.reverserName !== null ? { id: c.reversedBy, name: row.reverserName } : null,
    reversed_at: c.reversedAt?.toISOString() ?? null,
    created_by: { id: c.createdBy, name: row.creatorName },
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * A charge just recorded, as its view from what the write already knows (no read back), less
 * `negative`: that is decided when the debit is posted, under the wallet's lock.
 */
export function appliedChargeView(
  charge: TChargeRow,
  names: { agencyName: string; creatorName: string },
  transaction: { id: string; reference: string },
): Omit<TAgentCharge, 'negative'> {
  const { negative: _decidedByThePosting, ...view } = toChargeView({
    charge: { ...charge, transactionId: transaction.id },
    ...names,
    reverserName: null,
    transactionReference: transaction.reference,
    negative: null,
    reversalReference: null,
  });
  return view;
}

/** One charge as its view (inside the caller's transaction after a write). */
export async function chargeView(db: DbOrTx, id: string): Promise<TAgentCharge> {
  const [row] = await selectChargeViews(db).where(eq(agentCharges.id, id)).limit(1);
  return toChargeView(row!);
}
