import { bankReferenceKey, depositDateProblem, todayIn, type TCreateDeposit, type TDeposit } from '@safar/contracts';
import { agencies, banks, deposits, uploads, type Tx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { fieldError, forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { resolveAgency, type TAgencyTarget } from '@/modules/agencies/agency-target';
import { noticeAmount, notifyRoles } from '@/modules/notifications/notify';
import { agencyTargetFor } from '@/modules/agencies/agencies.policy';
import { receiptUsableFor } from '../deposits.policy';
import { depositAudit, toDepositView } from '../deposits.presenter';
import type { TDepositDeps } from './deposit-deps';

async function targetOf(tx: Tx, actor: AuthUser, body: TCreateDeposit): Promise<Omit<TAgencyTarget, 'agencyName'>> {
  // An agent submits for its own agency (naming another is 403); staff must name one (422).
  const target = agencyTargetFor(actor, body);
  if (actor.role === 'agent') return { agencyId: actor.agencyId!, agentUserId: actor.id };
  return resolveAgency(tx, target);
}

/**
 * POST /deposit-data: a pending deposit into an active bank, in the bank's currency, dated
 * within the last year (the agency's today), with a receipt of the same agency that no other
 * deposit uses. The bank row is share-locked and the upload row locked, so neither can be
 * deleted while this commits; finance staff are notified, and mailed after the commit.
 */
export async function submitDeposit(deps: TDepositDeps, req: FastifyRequest, actor: AuthUser, body: TCreateDeposit): Promise<TDeposit> {
  const problem = depositDateProblem(body.deposit_date, todayIn(deps.app.config.agencyTimezone));
  if (problem) throw fieldError('deposit_date', problem);

  return deps.app.db.transaction(async (tx) => {
    const target = await targetOf(tx, actor, body);
    const [bank] = await tx.select().from(banks).where(eq(banks.id, body.bank_id)).limit(1).for('share');
    if (!bank || !bank.active) throw fieldError('bank_id', 'validation.deposit_bank');
    if (bank.currency !== body.currency) throw fieldError('currency', 'validation.deposit_currency');

    const [receipt] = await tx.select().from(uploads).where(eq(uploads.fileName, body.receipt)).limit(1).for('update');
    if (!receipt || !receiptUsableFor(receipt, target.agencyId, actor)) throw fieldError('receipt', 'validation.deposit_receipt');
    const [used] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.receiptUploadId, receipt.id), isNull(deposits.deletedAt)))
      .limit(1);
    if (used) throw fieldError('receipt', 'validation.deposit_receipt_used');

    const [agency] = await tx
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, target.agencyId))
      .limit(1);
    if (!agency) throw forbidden();
    const [row] = await tx
      .insert(deposits)
      .values({
        agencyId: target.agencyId,
        bankId: bank.id,
        amountMinor: body.amount_minor,
        currency: body.currency,
        depositDate: body.deposit_date,
        bankReference: body.bank_reference,
        bankReferenceKey: bankReferenceKey(body.bank_reference),
        receiptUploadId: receipt.id,
        note: body.note,
        submittedBy: actor.id,
        onBehalfOfId: actor.role === 'agent' ? null : target.agentUserId,
      })
      .returning();
    const deposit = row!;
    await recordActivity(tx, req, {
      action: 'deposit.submitted',
      subjectType: 'deposit',
      subjectId: deposit.id,
      after: depositAudit(deposit),
      onBehalfOfId: actor.role === 'agent' ? null : target.agentUserId,
    });
    await notifyRoles(tx, req, ['admin', 'accounts'], {
      type: 'deposit_submitted',
      params: { reference: deposit.reference, amount: noticeAmount(deposit.amountMinor, body.currency), agency: agency.name },
      link: `/admin/deposit-details?id=${deposit.id}`,
    });
    const isStaff = actor.role !== 'agent';
    return toDepositView({
      deposit,
      agency,
      bank: { id: bank.id, bankName: bank.bankName },
      duplicate: isStaff ? await hasDuplicate(tx, deposit) : undefined,
    });
  });
}

async function hasDuplicate(tx: Tx, deposit: typeof deposits.$inferSelect): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(deposits)
    .where(and(eq(deposits.bankReferenceKey, deposit.bankReferenceKey), isNull(deposits.deletedAt), sql`${deposits.id} <> ${deposit.id}`))
    .limit(1);
  return Boolean(row);
}
