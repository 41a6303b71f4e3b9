import type { TChargeListQuery } from '@safar/contracts';
import { agentCharges, users, type DbOrTx } from '@safar/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

const isFinance = (actor: Pick<AuthUser, 'role'>) => actor.role === 'admin' || actor.role === 'accounts';

/**
 * chargesScope: which charges GET /show-all-charges may list, as a condition on agent_charges.
 * Finance staff see every agency's, optionally narrowed to one (by agency id, or by an agent's
 * user id: an unknown one simply matches nothing). An agent sees its own agency's only; a filter
 * that names another agency (or a user outside it) answers 403 rather than an empty list.
 */
export async function chargesScope(
  db: DbOrTx,
  actor: AuthUser,
  q: Pick<TChargeListQuery, 'agency_id' | 'user_id'>,
): Promise<SQL | undefined> {
  if (isFinance(actor)) {
    return and(
      q.agency_id ? eq(agentCharges.agencyId, q.agency_id) : undefined,
      q.user_id
        ? sql`${agentCharges.agencyId} in (select ${users.agencyId} from ${users} where ${users.id} = ${q.user_id} and ${users.role} = 'agent')`
        : undefined,
    );
  }
  if (actor.role !== 'agent' || !actor.agencyId) throw forbidden();
  if (q.agency_id && q.agency_id !== actor.agencyId) throw forbidden();
  if (q.user_id && q.user_id !== actor.id) {
    const [named] = await db.select({ agencyId: users.agencyId }).from(users).where(eq(users.id, q.user_id)).limit(1);
    if (!named || named.agencyId !== actor.agencyId) throw forbidden();
  }
  return eq(agentCharges.agencyId, actor.agencyId);
}
