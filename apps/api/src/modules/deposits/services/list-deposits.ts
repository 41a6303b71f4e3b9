import {
  bankReferenceKey,
  type TAgencyDepositsQuery,
  type TAgentsDepositsQuery,
  type TDeposit,
  type TDepositTotal,
  type TList,
} from '@safar/contracts';
import { agencies, banks, deposits, type DbOrTx } from '@safar/db';
import { and, asc, desc, eq, gte, ilike, isNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '@/core/app-error';
import { exactSum } from '@/core/exact-sums';
import { containsPattern } from '@/core/like';
import { countAll, paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { toDepositView } from '../deposits.presenter';

const other = alias(deposits, 'other_deposit');

/** "A bank reference seen before is flagged to staff": another live deposit has the same key. */
export const duplicateReference = (db: DbOrTx) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(other)
    .where(and(eq(other.bankReferenceKey, deposits.bankReferenceKey), isNull(other.deletedAt), ne(other.id, deposits.id)))})`;

/** Matches the DEP reference or the bank reference (as typed, or by its comparable key), and the agency name for staff. */
function searchCondition(search: string | undefined, withAgencyName: boolean): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const key = bankReferenceKey(search);
  return or(
    ilike(deposits.reference, pattern),
    ilike(deposits.bankReference, pattern),
    key ? like(deposits.bankReferenceKey, `%${key}%`) : undefined,
    withAgencyName ? ilike(agencies.name, pattern) : undefined,
  );
}

/** One page of live deposits, newest first, with agency and bank; the duplicate flag only when asked (staff). */
async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  q: { page: number; per_page: number },
  withFlag: boolean,
): Promise<TList<TDeposit>> {
  return paginate(db, {
    rows: db
      .select({
        deposit: deposits,
        agency: { id: agencies.id, name: agencies.name },
        bank: { id: banks.id, bankName: banks.bankName },
        duplicate: withFlag ? duplicateReference(db) : sql<null>`null`,
      })
      .from(deposits)
      .innerJoin(agencies, eq(agencies.id, deposits.agencyId))
      .innerJoin(banks, eq(banks.id, deposits.bankId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id)),
    // The filter may name the agency (a staff search), so the count joins it too.
    count: db.select(countAll).from(deposits).innerJoin(agencies, eq(agencies.id, deposits.agencyId)).where(where),
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map((r) => toDepositView({ ...r, duplicate: withFlag ? Boolean(r.duplicate) : undefined })),
  });
}

/**
 * The agency of an {agent} route: an agent's own (the policy already refused anyone else), or
 * for staff the agency of that agent user (404 when the id is not an agent's).
 */
async function agencyOfAgent(db: DbOrTx, actor: AuthUser, agentUserId: string): Promise<string> {
  if (actor.role === 'agent') {
    if (!actor.agencyId) throw new AppError('forbidden');
    return actor.agencyId;
  }
  return (await resolveAgency(db, { user_id: agentUserId })).agencyId;
}

/** GET /get-deposit-data/{agent}: that agency's deposits. */
export async function listAgencyDeposits(
  db: DbOrTx,
  actor: AuthUser,
  agentUserId: string,
  q: TAgencyDepositsQuery,
): Promise<TList<TDeposit>> {
  const agencyId = await agencyOfAgent(db, actor, agentUserId);
  const where = and(
    eq(deposits.agencyId, agencyId),
    isNull(deposits.deletedAt),
    q.status ? eq(deposits.status, q.status) : undefined,
    searchCondition(q.search, false),
  );
  return pageOf(db, where, q, actor.role !== 'agent');
}

/** GET /get-agents-deposits (finance): every agency's deposits with filters; dates are deposit dates. */
export async function listAllDeposits(db: DbOrTx, q: TAgentsDepositsQuery): Promise<TList<TDeposit>> {
  const where = and(
    isNull(deposits.deletedAt),
    q.status ? eq(deposits.status, q.status) : undefined,
    q.agency_id ? eq(deposits.agencyId, q.agency_id) : undefined,
    q.bank_id ? eq(deposits.bankId, q.bank_id) : undefined,
    q.from ? gte(deposits.depositDate, q.from) : undefined,
    q.to ? lte(deposits.depositDate, q.to) : undefined,
    searchCondition(q.search, true),
  );
  return pageOf(db, where, q, true);
}

/** GET /approved-deposits-total/{agent}: what approval credited, per currency. */
export async function approvedTotals(db: DbOrTx, actor: AuthUser, agentUserId: string): Promise<TDepositTotal[]> {
  const agencyId = await agencyOfAgent(db, actor, agentUserId);
  const rows = await db
    .select({
      currency: deposits.currency,
      total: sql<string>`sum(${deposits.approvedAmountMinor})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(deposits)
    .where(and(eq(deposits.agencyId, agencyId), eq(deposits.status, 'approved'), isNull(deposits.deletedAt)))
    .groupBy(deposits.currency)
    .orderBy(asc(deposits.currency));
  return rows.map((r) => ({ currency: r.currency, total_minor: exactSum(r.total), count: r.count }));
}
