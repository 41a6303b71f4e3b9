import { STAFF_ROLES, type TList, type TUser, type TUserListQuery } from '@safar/contracts';
import { agencies, users, type Db } from '@safar/db';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import { selectUserViews, toUserView } from '@/core/user-views';
import { usersScope, type TActor } from '@/modules/users/users.policy';

/** Agents an admin can act on now: active, agency form filled, not yet approved. */
export const awaitingApproval = sql`${users.role} = 'agent' and ${users.status} = 'active' and ${users.isFormFilled} and not ${users.isApproved}`;

function filters(q: TUserListQuery): (SQL | undefined)[] {
  const search = q.search ? containsPattern(q.search) : null;
  return [
    // An agent is also found by its agency's name: that is what the agency pickers show and staff type.
    search
      ? or(
          ilike(users.name, search),
          ilike(users.email, search),
          sql`exists (select 1 from ${agencies} where ${agencies.id} = ${users.agencyId} and ${agencies.name} ilike ${search})`,
        )
      : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.approval === 'pending' ? awaitingApproval : q.approval === 'approved' ? eq(users.isApproved, true) : undefined,
    q.kind === 'staff'
      ? inArray(users.role, [...STAFF_ROLES])
      : q.kind === 'clients'
        ? inArray(users.role, ['customer', 'agent'])
        : undefined,
    q.id ? eq(users.id, q.id) : undefined,
    q.agency_id ? eq(users.agencyId, q.agency_id) : undefined,
  ];
}

/** GET /users: the actor's scope (a salesman sees only its own users), filtered, newest first. */
export async function listUsers(db: Db, actor: TActor, q: TUserListQuery): Promise<TList<TUser>> {
  const where = and(usersScope(actor), ...filters(q));
  return paginate(db, {
    rows: selectUserViews(db).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    count: { from: users, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toUserView),
  });
}
