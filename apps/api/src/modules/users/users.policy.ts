import { STAFF_ROLES, type TRole } from '@safar/contracts';
import { users } from '@safar/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@/core/types';

export type TActor = Pick<AuthUser, 'id' | 'role'>;
/** The facts about a user that ownership decisions need. */
export interface TUserFacts {
  id: string;
  role: TRole;
  createdBy: string | null;
}

const isStaffRole = (role: TRole) => (STAFF_ROLES as readonly TRole[]).includes(role);

/**
 * Which users an actor may see, as a SQL condition on `users` (undefined = all). Admin,
 * accounts and reservation read everyone; a salesman only the users it created; any other
 * role nothing (deny by default, should a route ever be opened wider).
 */
export function usersScope(actor: TActor): SQL | undefined {
  switch (actor.role) {
    case 'admin':
    case 'accounts':
    case 'reservation':
      return undefined;
    case 'salesman':
      return eq(users.createdBy, actor.id);
    default:
      return sql`false`;
  }
}

/** Whether a user is inside the actor's read scope (the same rule as usersScope, for one row). */
export function canReadUser(actor: TActor, target: TUserFacts): boolean {
  if (actor.role === 'salesman') return target.createdBy === actor.id;
  return actor.role === 'admin' || actor.role === 'accounts' || actor.role === 'reservation';
}

/**
 * Editing a customer or agent through POST /users: admin any non-staff user, a salesman only
 * the users it created. Staff accounts are edited only through /update-staff.
 */
export function canEditUser(actor: TActor, target: TUserFacts): boolean {
  if (isStaffRole(target.role)) return false;
  if (actor.role === 'admin') return true;
  if (actor.role === 'salesman') return target.createdBy === actor.id;
  return false;
}

/** Disabling through DELETE /users: admin anyone (self and last-admin rules are state checks), a salesman its own. */
export function canDisableUser(actor: TActor, target: TUserFacts): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'salesman') return target.createdBy === actor.id && !isStaffRole(target.role);
  return false;
}
