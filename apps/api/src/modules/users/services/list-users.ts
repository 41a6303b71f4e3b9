import { STAFF_ROLES, type TList, type TUser, type TUserListQuery } from '@safar/contracts';
import { users, type Db } from '@safar/db';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { list } from '@/core/envelope';
import { containsPattern } from '@/core/like';
import { selectUserViews, toUserView } from '@/modules/users/user.presenter';
import { usersScope, type TActor } from '@/modules/users/users.policy';

/** Agents an admin can act on now: active, agency form filled, not yet approved. */
export const awaitingApproval = sql`${users.role} = 'agent' and ${users.status} = 'active' and ${users.isFormFilled} and not ${users.isApproved}`;

function filters(q: TUserListQuery): (SQL | undefined)[] {
  const search = q.search ? containsPattern(q.search) : null;
  return [
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.approval === 'pending' ? awaitingApproval : q.approval === 'approved' ? eq(users.isApproved, true) : undefined,
    q.kind === 'staff' ? inArray(users.role, [...STAFF_ROLES]) : q.kind === 'clients' ? inArray(users.role, ['customer', 'agent']) : undefined,
    q.id ? eq(users.id, q.id) : undefined,
  ];
}

/** GET /users: the actor's scope (a salesman sees only its own users), filtered, newest first. */
export async function listUsers(db: Db, actor: TActor, q: TUserListQuery): Promise<TList<TUser>> {
  const where = and(usersScope(actor), ...filters(q));
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await selectUserViews(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return list(rows.map(toUserView), q.page, q.per_page, count?.total ?? 0);
}
