import type { TCurrency, TDeposit, TUpdateDepositStatus } from '@safar/contracts';
import { agencies, banks, deposits, type Tx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { conflict, fieldError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { bankKey, creditWallet } from '@/modules/ledger/ledger.service';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { noticeAmount, notifyAgency } from '@/modules/notifications/notify';
import { depositsScope } from '../deposits.policy';
import { depositAudit, toDepositView, type TDepositRow } from '../deposits.presenter';
import type { TDepositDeps } from './deposit-deps';
import { duplicateReference } from './list-deposits';

/** The live deposit, locked FOR UPDATE: a second decision or a delete waits, then sees the first one's result. */
async function lockDeposit(tx: Tx, actor: AuthUser, id: string): Promise<TDepositRow> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), isNull(deposits.deletedAt), depositsScope(actor)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function presentForStaff(tx: Tx, d: TDepositRow): Promise<TDeposit> {
  const [row] = await tx
    .select({
      agency: { id: agencies.id, name: agencies.name },
      bank: { id: banks.id, bankName: banks.bankName },
      duplicate: duplicateReference(tx),
    })
    .from(deposits)
    .innerJoin(agencies, eq(agencies.id, deposits.agencyId))
    .innerJoin(banks, eq(banks.id, deposits.bankId))
    .where(eq(deposits.id, d.id));
  return toDepositView({ deposit: d, agency: row!.agency, bank: row!.bank, duplicate: Boolean(row!.duplicate) });
}

/**
 * PUT /update-deposit-status/{id} (finance). In one database transaction: lock the deposit;
 * anything but pending is 409 and moves nothing; approval credits the agency's wallet from the
 * bank's ledger account (possibly another amount than submitted, with a reason) and keeps the
 * transaction; rejection keeps the reason. The agency is notified, and mailed after the commit.
 */
export async function reviewDeposit(
  deps: TDepositDeps,
  req: FastifyRequest,
  actor: AuthUser,
  id: string,
  input: TUpdateDepositStatus,
): Promise<TDeposit> {
  return deps.app.db.transaction(async (tx) => {
    const before = await lockDeposit(tx, actor, id);
    if (before.status !== 'pending') throw conflict('messages.deposit_decided');
    const target = await resolveAgency(tx, { agency_id: before.agencyId });
    const currency = before.currency as TCurrency;
    const reason = input.reason || null;

    let change: Partial<TDepositRow>;
    if (input.status === 'approved') {
      const amount = input.approved_amount_minor ?? before.amountMinor;
      if (amount !== before.amountMinor && !reason) throw fieldError('reason', 'validation.deposit_amount_reason');
      const posted = await creditWallet(tx, {
        agencyId: before.agencyId,
        currency,
        amountMinor: amount,
        counter: bankKey(before.bankId, currency),
        kind: 'deposit',
        description: `${before.reference}: deposit`,
        createdBy: actor.id,
        onBehalfOfId: target.agentUserId,
        source: { type: 'deposit', id: before.id },
      });
      change = { status: 'approved', approvedAmountMinor: amount, transactionId: posted.transaction.id, decisionReason: reason };
    } else {
      change = { status: 'rejected', decisionReason: reason };
    }
    const [after] = await tx
      .update(deposits)
      .set({ ...change, reviewedBy: actor.id, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(deposits.id, before.id))
      .returning();
    const approved = after!.status === 'approved';
    await recordActivity(tx, req, {
      action: approved ? 'deposit.approved' : 'deposit.rejected',
      subjectType: 'deposit',
      subjectId: before.id,
      before: depositAudit(before),
      after: depositAudit(after!),
      onBehalfOfId: target.agentUserId,
    });
    await notifyAgency(tx, req, before.agencyId, {
      type: approved ? 'deposit_approved' : 'deposit_rejected',
      params: {
        reference: before.reference,
        amount: noticeAmount(approved ? after!.approvedAmountMinor! : before.amountMinor, currency),
        ...(reason ? { reason } : {}),
      },
      link: '/agent/deposits',
    });
    return presentForStaff(tx, after!);
  });
}

/**
 * DELETE /delete-deposit-data?id=… (finance, or an agent its own agency's): only a pending
 * deposit, and only marked deleted (money records are never erased). Approved or rejected → 409.
 */
export async function deleteDeposit(
  deps: TDepositDeps,
  req: FastifyRequest,
  actor: AuthUser,
  id: string,
): Promise<{ id: string; reference: string }> {
  return deps.app.db.transaction(async (tx) => {
    const before = await lockDeposit(tx, actor, id);
    if (before.status !== 'pending') throw conflict('messages.deposit_not_pending');
    const [after] = await tx
      .update(deposits)
      .set({ deletedAt: sql`now()`, deletedBy: actor.id, updatedAt: sql`now()` })
      .where(eq(deposits.id, before.id))
      .returning();
    const target = await resolveAgency(tx, { agency_id: before.agencyId });
    await recordActivity(tx, req, {
      action: 'deposit.deleted',
      subjectType: 'deposit',
      subjectId: before.id,
      before: depositAudit(before),
      after: depositAudit(after!),
      onBehalfOfId: actor.role === 'agent' ? null : target.agentUserId,
    });
    return { id: before.id, reference: before.reference };
  });
}
