import { ROLES, type TRole, type TUsersSummary } from '@safar/contracts';
import { users, type Db } from '@safar/db';
import { and, desc, inArray, sql } from 'drizzle-orm';
import { usersScope, type TActor } from '@/modules/users/users.policy';
import { awaitingApproval } from './list-users';

const RECENT = 5;

/** GET /users-summary: counts within the actor's scope and the newest customers and agents. */
export async function usersSummary(db: Db, actor: TActor): Promise<TUsersSummary> {
  const scope = usersScope(actor);
  const counts = await db
    .select({
      role: users.role,
      n: sql<number>`count(*)::int`,
      disabled: sql<number>`(count(*) filter (where ${users.status} = 'disabled'))::int`,
      awaiting: sql<number>`(count(*) filter (where ${awaitingApproval}))::int`,
      withoutForm: sql<number>`(count(*) filter (where ${users.role} = 'agent' and not ${users.isFormFilled}))::int`,
    })
    .from(users)
    .where(scope)
    .groupBy(users.role);
  const recent = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(and(scope, inArray(users.role, ['customer', 'agent'])))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT);

  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<TRole, number>;
  const sum = (pick: (c: (typeof counts)[number]) => number) => counts.reduce((acc, c) => acc + pick(c), 0);
  for (const c of counts) byRole[c.role] = c.n;
  return {
    by_role: byRole,
    total: sum((c) => c.n),
    disabled: sum((c) => c.disabled),
    agents_awaiting_approval: sum((c) => c.awaiting),
    agents_without_form: sum((c) => c.withoutForm),
    recent_signups: recent.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, created_at: r.createdAt.toISOString() })),
  };
}
