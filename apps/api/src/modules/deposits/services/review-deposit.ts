import { ACCESS, type TCurrency, type TDeposit, type TUpdateDepositStatus } from '@safar/contracts';
import { agencies, banks, deposits, type Tx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { conflict, fieldError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { assertSecondPerson } from '@/modules/ledger/ledger.policy';
import { bankKey, creditWallet, reverseTransaction } from '@/modules/ledger/ledger.service';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { noticeAmount, notifyAgency, notifyRoles } from '@/modules/notifications/notify';
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

interface TReview {
  tx: Tx;
  req: FastifyRequest;
  actor: AuthUser;
  before: TDepositRow;
  target: { agentUserId: string | null; agencyName: string };
  input: TUpdateDepositStatus;
}

type TChange = Partial<TDepositRow> & { status: TDepositRow['status'] };

const AUDIT_ACTIONS: Record<TDepositRow['status'], string> = {
  pending: 'deposit.submitted',
  awaiting_confirmation: 'deposit.amount_proposed',
  approved: 'deposit.approved',
  rejected: 'deposit.rejected',
  reversed: 'deposit.reversed',
};

/**
 * Approving. The approver is never the submitter (nor an account the submitter created). The
 * submitted amount is credited at once; another amount (with a reason) is only proposed, and
 * a second staff member confirms it: no single person decides how much money a deposit makes.
 * While awaiting confirmation, approving the proposed amount confirms it (not by its proposer),
 * approving the submitted amount credits that, and a third amount is a new proposal.
 */
async function approve({ tx, actor, before, target, input }: TReview): Promise<TChange> {
  await assertSecondPerson(tx, actor, before.submittedBy, 'messages.deposit_own');
  const proposed = before.status === 'awaiting_confirmation' ? before.approvedAmountMinor : null;
  const amount = input.approved_amount_minor ?? proposed ?? before.amountMinor;
  const reason = input.reason || null;
  const confirming = proposed !== null && amount === proposed;
  if (confirming) await assertSecondPerson(tx, actor, before.reviewedBy, 'messages.deposit_amount_own');
  else if (amount !== before.amountMinor) {
    if (!reason) throw fieldError('reason', 'validation.deposit_amount_reason');
    return {
      status: 'awaiting_confirmation',
      approvedAmountMinor: amount,
      decisionReason: reason,
      reviewedBy: actor.id,
      reviewedAt: new Date(),
    };
  }
  const currency = before.currency as TCurrency;
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
  const credited = { status: 'approved', transactionId: posted.transaction.id } as const;
  return confirming
    ? { ...credited, confirmedBy: actor.id, confirmedAt: new Date() }
    : { ...credited, approvedAmountMinor: amount, decisionReason: reason, reviewedBy: actor.id, reviewedAt: new Date() };
}

/** Undoing an approved deposit (the bank recalled the money, say): the credit is reversed in the same transaction. */
async function reverse({ tx, actor, before, input }: TReview): Promise<TChange> {
  if (before.status !== 'approved' || !before.transactionId) throw conflict('messages.deposit_not_approved');
  const posted = await reverseTransaction(tx, {
    transactionId: before.transactionId,
    description: `${before.reference}: deposit reversed: ${input.reason}`,
    createdBy: actor.id,
  });
  return {
    status: 'reversed',
    reversalTransactionId: posted.transaction.id,
    reverseReason: input.reason!,
    reversedBy: actor.id,
    reversedAt: new Date(),
  };
}

async function notifyOf(review: TReview, after: TDepositRow): Promise<void> {
  const { tx, req, actor, before, target } = review;
  const currency = before.currency as TCurrency;
  const base = { reference: before.reference, amount: noticeAmount(after.approvedAmountMinor ?? before.amountMinor, currency) };
  if (after.status === 'awaiting_confirmation') {
    const notice = {
      type: 'deposit_amount_to_confirm',
      params: { ...base, submitted: noticeAmount(before.amountMinor, currency), agency: target.agencyName, proposer: actor.name },
      link: `/admin/deposit-details?id=${before.id}`,
    } as const;
    await notifyRoles(tx, req, ACCESS.finance.roles, notice, actor.id);
    return;
  }
  const reason = after.status === 'reversed' ? after.reverseReason : after.decisionReason;
  const type = after.status === 'approved' ? 'deposit_approved' : after.status === 'rejected' ? 'deposit_rejected' : 'deposit_reversed';
  const amount = after.status === 'rejected' ? noticeAmount(before.amountMinor, currency) : base.amount;
  await notifyAgency(tx, req, before.agencyId, {
    type,
    params: { ...base, amount, ...(reason ? { reason } : {}) },
    link: '/agent/deposits',
  });
}

/**
 * PUT /update-deposit-status/{id} (finance). In one database transaction: lock the deposit,
 * then approve (crediting the agency's wallet from the bank's ledger account, or proposing a
 * changed amount for a second staff member to confirm), reject, or reverse an approved one
 * (taking the credit back). A decision that does not fit the deposit's status is 409 and moves
 * nothing. The activity is recorded and the agency (or, for a proposal, the other finance
 * staff) notified in the same transaction.
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
    const target = await resolveAgency(tx, { agency_id: before.agencyId });
    const review: TReview = { tx, req, actor, before, target, input };
    let change: TChange;
    if (input.status === 'reversed') change = await reverse(review);
    else if (before.status !== 'pending' && before.status !== 'awaiting_confirmation') throw conflict('messages.deposit_decided');
    else if (input.status === 'rejected')
      change = { status: 'rejected', decisionReason: input.reason!, reviewedBy: actor.id, reviewedAt: new Date() };
    else change = await approve(review);

    const [after] = await tx
      .update(deposits)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(deposits.id, before.id))
      .returning();
    await recordActivity(tx, req, {
      action: AUDIT_ACTIONS[after!.status],
      subjectType: 'deposit',
      subjectId: before.id,
      before: depositAudit(before),
      after: depositAudit(after!),
      onBehalfOfId: target.agentUserId,
    });
    await notifyOf(review, after!);
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
