import type { TCreditAllowanceRequest } from '@safar/contracts';
import { agencies, creditAllowanceRequests, users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const maker = alias(users, 'allowance_maker');
const checker = alias(users, 'allowance_checker');

/** Credit allowance requests with what their view names: the agency and both staff members. */
export function selectAllowanceRequestViews(db: DbOrTx) {
  return db
    .select({ request: creditAllowanceRequests, agencyName: agencies.name, makerName: maker.name, checkerName: checker.name })
    .from(creditAllowanceRequests)
    .innerJoin(agencies, eq(agencies.id, creditAllowanceRequests.agencyId))
    .innerJoin(maker, eq(maker.id, creditAllowanceRequests.makerId))
    .leftJoin(checker, eq(checker.id, creditAllowanceRequests.checkerId))
    .$dynamic();
}

type TAllowanceRequestViewRow = Awaited<ReturnType<ReturnType<typeof selectAllowanceRequestViews>['execute']>>[number];

export function toAllowanceRequestView(row: TAllowanceRequestViewRow): TCreditAllowanceRequest {
  const r = row.request;
  return {
    id: r.id,
    reference: r.reference,
    agency: { id: r.agencyId, name: row.agencyName },
    account_id: r.accountId,
    currency: r.currency,
    current_allowance_minor: r.currentAllowanceMinor,
    requested_allowance_minor: r.requestedAllowanceMinor,
    reason: r.reason,
    status: r.status,
    maker: { id: r.makerId, name: row.makerName },
    checker: r.checkerId && row.checkerName !== null ? { id: r.checkerId, name: row.checkerName } : null,
    decision_reason: r.decisionReason,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** One request's view (read inside the write's transaction, so it sees the write). */
export async function allowanceRequestView(db: DbOrTx, id: string): Promise<TCreditAllowanceRequest> {
  const [row] = await selectAllowanceRequestViews(db).where(eq(creditAllowanceRequests.id, id));
  return toAllowanceRequestView(row!);
}
