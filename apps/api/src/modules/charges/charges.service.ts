import type { TAgentCharge, TChargeListQuery, TCurrency, TList, TSaveAgentCharge, TUpdateChargeStatus } from '@safar/contracts';
import { agentCharges, newId, nextTransactionReference, type Db } from '@safar/db';
import { and, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { withinDays } from '@/core/agency-days';
import { conflict, notFound } from '@/core/app-error';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { chargeWallet, reverseTransaction, systemKey } from '@/modules/ledger/ledger.service';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { noticeAmount, notifyAgency } from '@/modules/notifications/notify';
import { chargesScope } from './charges.policy';
import { appliedChargeView, chargeView, selectChargeViews, toChargeView } from './charges.presenter';

/** Where an agent reads its charges; notifications link there. */
const AGENT_CHARGES_LINK = '/agent/other-charges';

/**
 * POST /save-agent-charges: records the charge and debits the agency's wallet against the
 * platform's charges revenue in one transaction. A staff charge may take the wallet below zero
 * available; the view then says `negative: true`. The agency is notified (mailed after commit).
 *
 * The posting comes last: it locks the wallet and the revenue account until commit, so every
 * other charge to them waits for whatever follows it. The charge therefore names its ledger
 * transaction (id and reference reserved up front; the foreign key is checked at commit), and
 * its notice and activity are written before the money moves.
 */
export async function saveCharge(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: AuthUser,
  input: TSaveAgentCharge,
): Promise<TAgentCharge> {
  return app.db.transaction(async (tx) => {
    const target = await resolveAgency(tx, input);
    const transactionId = newId();
    const [inserted] = await tx
      .insert(agentCharges)
      .values({
        agencyId: target.agencyId,
        title: input.title,
        description: input.description || null,
        amountMinor: input.amount_minor,
        currency: input.currency,
        transactionId,
        createdBy: actor.id,
        onBehalfOfId: target.agentUserId,
      })
      .returning({ ...getTableColumns(agentCharges), transactionReference: nextTransactionReference });
    const { transactionReference, ...charge } = inserted!;
    const reserved = { id: transactionId, reference: transactionReference };
    await notifyAgency(tx, req, target.agencyId, {
      type: 'charge_applied',
      params: { reference: charge.reference, amount: noticeAmount(input.amount_minor, input.currency), title: input.title },
      link: AGENT_CHARGES_LINK,
    });
    // Whether the debit leaves the wallet below zero is known only under the lock; the ledger
    // transaction keeps that flag, the activity records the charge and the transaction it names.
    const applied = appliedChargeView(charge, { agencyName: target.agencyName, creatorName: actor.name }, reserved);
    await recordActivity(tx, req, {
      action: 'charge.applied',
      subjectType: 'agent_charge',
      subjectId: charge.id,
      after: applied,
      onBehalfOfId: target.agentUserId,
    });
    const posted = await chargeWallet(tx, {
      agencyId: target.agencyId,
      currency: input.currency,
      amountMinor: input.amount_minor,
      counter: systemKey('revenue', 'charges', input.currency),
      kind: 'charge',
      description: `${charge.reference}: ${input.title}`,
      source: { type: 'agent_charge', id: charge.id },
      createdBy: actor.id,
      onBehalfOfId: target.agentUserId,
      reserved,
    });
    return { ...applied, negative: posted.negative };
  });
}

/**
 * POST /update-agent-charge-status: reverses an applied charge, once. The charge row is locked
 * first, so parallel reversals queue and all but one answer 409; the ledger reversal credits
 * the wallet back by exactly the charged amount.
 */
export async function reverseCharge(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: AuthUser,
  input: TUpdateChargeStatus,
): Promise<TAgentCharge> {
  return app.db.transaction(async (tx) => {
    const [charge] = await tx.select().from(agentCharges).where(eq(agentCharges.id, input.id)).for('update');
    if (!charge) throw notFound();
    if (charge.status !== 'applied' || !charge.transactionId) throw conflict('messages.charge_already_reversed');
    const before = await chargeView(tx, charge.id);
    const posted = await reverseTransaction(tx, {
      transactionId: charge.transactionId,
      description: `${charge.reference}: ${input.reason}`,
      createdBy: actor.id,
    });
    await tx
      .update(agentCharges)
      .set({
        status: 'reversed',
        reversalTransactionId: posted.transaction.id,
        reverseReason: input.reason,
        reversedBy: actor.id,
        reversedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(agentCharges.id, charge.id));
    await notifyAgency(tx, req, charge.agencyId, {
      type: 'charge_reversed',
      params: {
        reference: charge.reference,
        amount: noticeAmount(charge.amountMinor, charge.currency as TCurrency),
        title: charge.title,
        reason: input.reason,
      },
      link: AGENT_CHARGES_LINK,
    });
    const view = await chargeView(tx, charge.id);
    await recordActivity(tx, req, {
      action: 'charge.reversed',
      subjectType: 'agent_charge',
      subjectId: charge.id,
      before,
      after: view,
      onBehalfOfId: charge.onBehalfOfId,
    });
    return view;
  });
}

/** GET /show-all-charges: newest first, narrowed by chargesScope, status, reference/title search and agency-time-zone days. */
export async function listCharges(db: Db, actor: AuthUser, q: TChargeListQuery, timezone: string): Promise<TList<TAgentCharge>> {
  const where = and(
    await chargesScope(db, actor, q),
    q.status ? eq(agentCharges.status, q.status) : undefined,
    q.search
      ? or(ilike(agentCharges.reference, containsPattern(q.search)), ilike(agentCharges.title, containsPattern(q.search)))
      : undefined,
    ...withinDays(agentCharges.createdAt, q, timezone),
  );
  return paginate(db, {
    rows: selectChargeViews(db).where(where).orderBy(desc(agentCharges.createdAt), desc(agentCharges.id)),
    count: { from: agentCharges, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toChargeView),
  });
}
