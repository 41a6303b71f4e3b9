import {
  ACCESS,
  type TAllowanceRequestListQuery,
  type TAllowanceRequested,
  type TCreditAllowanceRequest,
  type TCurrency,
  type TDecideAllowanceRequest,
  type TList,
  type TUpdateCardAllowance,
} from '@safar/contracts';
import { creditAllowanceRequests, users, type Db, type DbOrTx } from '@safar/db';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict, fieldError, notFound } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { noticeAmount, notifyAgency, notifyUsers } from '@/modules/notifications/notify';
import { assertCanDecideAllowanceRequest } from '../credit-allowance.policy';
import { allowanceRequestView, selectAllowanceRequestViews, toAllowanceRequestView } from '../credit-allowance.presenter';
import { toWalletView } from '../ledger.presenter';
import { setCreditAllowance, walletAccountFor } from '../ledger.service';

/** Where the agent sees its wallet (the agent home's wallet card). */
const AGENT_WALLET_LINK = '/agent/dashboard-flights';
/** Where finance staff approve or reject a change. */
const CHECKERS_LINK = '/admin/admin-ledger?tab=allowances';

/** Who may check a maker's request: the other finance staff (notifyUsers keeps the active ones). */
async function checkersOf(tx: DbOrTx, makerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ACCESS.finance.roles]), ne(users.id, makerId)));
  return rows.map((r) => r.id);
}

/** The wallet's pending request, if any (at most one: a partial unique index). */
async function pendingFor(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ reference: creditAllowanceRequests.reference })
    .from(creditAllowanceRequests)
    .where(and(eq(creditAllowanceRequests.accountId, accountId), eq(creditAllowanceRequests.status, 'pending')));
  return row;
}

/** 409 naming the pending request by its reference, so the maker can find it. */
const pendingConflict = (pending: { reference: string }) => conflict('messages.allowance_pending', { reference: pending.reference });

/**
 * POST /update-card-allowance: a maker asks for a wallet's new credit allowance; nothing changes
 * until a second staff member approves it. A wallet has one pending request at a time: another
 * is refused (409, naming the pending one) rather than replacing it, so a checker never approves
 * an amount other than the one they read.
 */
export async function requestAllowanceChange(
  db: Db,
  req: FastifyRequest,
  actor: AuthUser,
  input: TUpdateCardAllowance,
): Promise<TAllowanceRequested> {
  return db.transaction(async (tx) => {
    const target = await resolveAgency(tx, input);
    const wallet = await walletAccountFor(tx, target.agencyId, input.currency);
    const pending = await pendingFor(tx, wallet.id);
    if (pending) throw pendingConflict(pending);
    if (wallet.creditAllowanceMinor === input.credit_allowance_minor)
      throw fieldError('credit_allowance_minor', 'validation.allowance_unchanged');
    // Two makers racing past the check above: the partial unique index lets one insert win.
    const [row] = await tx
      .insert(creditAllowanceRequests)
      .values({
        agencyId: target.agencyId,
        accountId: wallet.id,
        currency: input.currency,
        currentAllowanceMinor: wallet.creditAllowanceMinor,
        requestedAllowanceMinor: input.credit_allowance_minor,
        reason: input.reason,
        makerId: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: creditAllowanceRequests.id });
    if (!row) throw pendingConflict((await pendingFor(tx, wallet.id))!);
    const request = await allowanceRequestView(tx, row.id);
    await recordActivity(tx, req, {
      action: 'ledger.allowance_requested',
      subjectType: 'credit_allowance_request',
      subjectId: row.id,
      after: request,
      onBehalfOfId: target.agentUserId,
    });
    await notifyUsers(tx, req, await checkersOf(tx, actor.id), {
      type: 'allowance_requested',
      params: {
        reference: request.reference,
        agency: target.agencyName,
        amount: noticeAmount(input.credit_allowance_minor, input.currency),
        maker: actor.name,
      },
      link: CHECKERS_LINK,
    });
    return { wallet: toWalletView(wallet), request };
  });
}

/**
 * POST /credit-allowance-requests/{id}/approve|reject: a second staff member decides a pending
 * request (the maker, or an account the maker created → 403; decided already → 409). Approval
 * sets the allowance under the wallet's row lock in the same transaction and tells the agency.
 */
export async function decideAllowanceRequest(
  db: Db,
  req: FastifyRequest,
  actor: AuthUser,
  id: string,
  action: 'approve' | 'reject',
  input: TDecideAllowanceRequest,
): Promise<TCreditAllowanceRequest> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditAllowanceRequests).where(eq(creditAllowanceRequests.id, id)).for('update');
    if (!before) throw notFound();
    await assertCanDecideAllowanceRequest(tx, actor, before);
    if (before.status !== 'pending') throw conflict('messages.allowance_decided');
    const target = await resolveAgency(tx, { agency_id: before.agencyId });
    const currency = before.currency as TCurrency;
    if (action === 'approve') {
      const wallet = await setCreditAllowance(tx, before.agencyId, currency, before.requestedAllowanceMinor);
      await recordActivity(tx, req, {
        action: 'ledger.credit_allowance_updated',
        subjectType: 'ledger_account',
        subjectId: wallet.after.id,
        before: { credit_allowance_minor: wallet.before.creditAllowanceMinor, currency },
        after: { credit_allowance_minor: wallet.after.creditAllowanceMinor, currency, request: before.reference },
        onBehalfOfId: target.agentUserId,
      });
      await notifyAgency(tx, req, before.agencyId, {
        type: 'allowance_changed',
        params: { reference: before.reference, amount: noticeAmount(before.requestedAllowanceMinor, currency) },
        link: AGENT_WALLET_LINK,
      });
    }
    const previous = await allowanceRequestView(tx, id);
    await tx
      .update(creditAllowanceRequests)
      .set({
        status: action === 'approve' ? 'approved' : 'rejected',
        checkerId: actor.id,
        decisionReason: input.reason || null,
        decidedAt: sql`now()`,
      })
      .where(eq(creditAllowanceRequests.id, id));
    const after = await allowanceRequestView(tx, id);
    await recordActivity(tx, req, {
      action: action === 'approve' ? 'ledger.allowance_approved' : 'ledger.allowance_rejected',
      subjectType: 'credit_allowance_request',
      subjectId: id,
      before: previous,
      after,
      onBehalfOfId: target.agentUserId,
    });
    return after;
  });
}

/** GET /credit-allowance-requests (finance): newest first, by status, agency and currency. */
export async function listAllowanceRequests(db: Db, q: TAllowanceRequestListQuery): Promise<TList<TCreditAllowanceRequest>> {
  const where = and(
    q.status ? eq(creditAllowanceRequests.status, q.status) : undefined,
    q.agency_id ? eq(creditAllowanceRequests.agencyId, q.agency_id) : undefined,
    q.currency ? eq(creditAllowanceRequests.currency, q.currency) : undefined,
  );
  return paginate(db, {
    rows: selectAllowanceRequestViews(db).where(where).orderBy(desc(creditAllowanceRequests.createdAt), desc(creditAllowanceRequests.id)),
    count: { from: creditAllowanceRequests, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toAllowanceRequestView),
  });
}
