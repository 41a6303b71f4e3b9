import { STAFF_ROLES, type TRole, type TStaff, type TUpdateStaff, type TUser } from '@safar/contracts';
import { users } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { hashPassword } from '@/core/passwords';
import type { AuthUser } from '@/core/types';
import { findUserViewById } from '@/core/user-views';
import { applyAccountChange, assertEmailFree, lockUser, userSnapshot, withEmailUniqueness } from '@/modules/users/user-records';
import { assertAdminRemains, lockActiveAdmins } from './staff.policy';

const isStaff = (role: TRole) => (STAFF_ROLES as readonly TRole[]).includes(role);

/** POST /add-staff (admin): a back-office account, created by the admin. */
export async function addStaff(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, input: TStaff): Promise<TUser> {
  await assertEmailFree(app.db, input.email);
  const passwordHash = await hashPassword(input.password);
  const id = await withEmailUniqueness(() =>
    app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
          isApproved: true,
          isFormFilled: true,
          createdBy: actor.id,
        })
        .returning();
      await recordActivity(tx, req, { action: 'staff.created', subjectType: 'user', subjectId: row!.id, after: userSnapshot(row!) });
      return row!.id;
    }),
  );
  return (await findUserViewById(app.db, id))!;
}

/**
 * POST /update-staff (admin): name, email, role and optionally the password of a staff member.
 * Demoting the last active admin is a 409; a new password signs the member out everywhere.
 */
export async function updateStaff(app: FastifyInstance, req: FastifyRequest, input: TUpdateStaff): Promise<TUser> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await withEmailUniqueness(() =>
    app.db.transaction(async (tx) => {
      const admins = await lockActiveAdmins(tx);
      const target = await lockUser(tx, input.id);
      // Customers and agents are not staff: this endpoint does not know them.
      if (!isStaff(target.role)) throw notFound();
      if (target.role === 'admin' && target.status === 'active' && input.role !== 'admin') assertAdminRemains(admins, target.id);
      await applyAccountChange(
        tx,
        req,
        target,
        { name: input.name, email: input.email, role: input.role, passwordHash },
        { action: 'staff.updated' },
      );
    }),
  );
  return (await findUserViewById(app.db, input.id))!;
}
