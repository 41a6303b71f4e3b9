import type { TAdjustmentListQuery, TCreateAdjustment, TCurrency, TDecideAdjustment, TLedgerAdjustment, TList } from '@safar/contracts';
import { ledgerAdjustments, type Db } from '@safar/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { assertCanDecideAdjustment } from '../ledger.policy';
import { toAdjustmentView } from '../ledger.presenter';
import { chargeWallet, creditWallet, systemKey, walletAccountFor } from '../ledger.service';
import { resolveAgency } from '@/modules/agencies/agency-target';

/** POST /transactions: a maker proposes a manual adjustment; nothing moves until a checker approves it. */
export async function createAdjustment(db: Db, req: FastifyRequest, actor: AuthUser, input: TCreateAdjustment): Promise<TLedgerAdjustment> {
  return db.transaction(async (tx) => {
    const target = await resolveAgency(tx, input);
    const wallet = await walletAccountFor(tx, target.agencyId, input.currency);
    const [row] = await tx
      .insert(ledgerAdjustments)
      .values({
        accountId: wallet.id,
        agencyId: target.agencyId,
        amountMinor: input.amount_minor,
        currency: input.currency,
        direction: input.direction,
        reason: input.reason,
        makerId: actor.id,
      })
      .returning();
    const view = toAdjustmentView(row!);
    await recordActivity(tx, req, {
      action: 'ledger.adjustment_created',
      subjectType: 'ledger_adjustment',
      subjectId: row!.id,
      after: view,
      onBehalfOfId: target.agentUserId,
    });
    return view;
  });
}

/**
 * POST /transactions/adjustments/{id}/approve|reject: a second staff member decides a pending
 * adjustment (the maker → 403; decided already → 409). Approval posts it in the same
 * transaction: a credit from, or a debit to, the platform's adjustments account. A debit may
 * take the wallet below zero (a staff action) and is then flagged.
 */
export async function decideAdjustment(
  db: Db,
  req: FastifyRequest,
  actor: AuthUser,
  id: string,
  action: 'approve' | 'reject',
  input: TDecideAdjustment,
): Promise<TLedgerAdjustment> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id)).for('update');
    if (!before) throw notFound();
    await assertCanDecideAdjustment(tx, actor, before);
    if (before.status !== 'pending') throw conflict('messages.adjustment_decided');
    const target = await resolveAgency(tx, { agency_id: before.agencyId });
    let transactionId: string | null = null;
    if (action === 'approve') {
      const currency = before.currency as TCurrency;
      const move = {
        agencyId: before.agencyId,
        currency,
        amountMinor: before.amountMinor,
        counter: systemKey('revenue', 'adjustments', currency),
        kind: 'adjustment' as const,
        description: `${before.reference}: ${before.reason}`,
        createdBy: actor.id,
        onBehalfOfId: target.agentUserId,
        source: { type: 'ledger_adjustment', id: before.id },
      };
      const posted = before.direction === 'credit' ? await creditWallet(tx, move) : await chargeWallet(tx, move);
      transactionId = posted.transaction.id;
    }
    const [after] = await tx
      .update(ledgerAdjustments)
      .set({
        status: action === 'approve' ? 'approved' : 'rejected',
        checkerId: actor.id,
        decisionReason: input.reason || null,
        decidedAt: sql`now()`,
        transactionId,
      })
      .where(eq(ledgerAdjustments.id, id))
      .returning();
    await recordActivity(tx, req, {
      action: action === 'approve' ? 'ledger.adjustment_approved' : 'ledger.adjustment_rejected',
      subjectType: 'ledger_adjustment',
      subjectId: id,
      before: toAdjustmentView(before),
      after: toAdjustmentView(after!),
      onBehalfOfId: target.agentUserId,
    });
    return toAdjustmentView(after!);
  });
}

/** GET /transactions/adjustments (finance): newest first, optionally by status. */
export async function listAdjustments(db: Db, q: TAdjustmentListQuery): Promise<TList<TLedgerAdjustment>> {
  const where = q.status ? eq(ledgerAdjustments.status, q.status) : undefined;
  return paginate(db, {
    rows: db.select().from(ledgerAdjustments).where(where).orderBy(desc(ledgerAdjustments.createdAt), desc(ledgerAdjustments.id)),
    count: { from: ledgerAdjustments, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toAdjustmentView),
  });
}
