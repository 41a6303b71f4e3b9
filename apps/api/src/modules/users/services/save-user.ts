import type { TSaveUser, TUser } from '@safar/contracts';
import { users } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { hashPassword } from '@/core/passwords';
import type { AuthUser } from '@/core/types';
import { findUserViewById } from '@/core/user-views';
import { applyAccountChange, assertEmailFree, lockUser, userSnapshot, withEmailUniqueness } from '@/modules/users/user-records';
import { canEditUser } from '@/modules/users/users.policy';

type TCreate = Required<Pick<TSaveUser, 'name' | 'email' | 'password' | 'role'>>;
type TUpdate = Pick<TSaveUser, 'name' | 'email' | 'password'> & { id: string };

/** POST /users without id: a customer or agent created by staff; the creator owns it (created_by). */
export async function createUser(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, input: TCreate): Promise<TUser> {
  await assertEmailFree(app.db, input.email);
  const passwordHash = await hashPassword(input.password);
  const id = await withEmailUniqueness(() =>
    app.db.transaction(async (tx) => {
      // An agent created here still fills its agency form and waits for approval; a customer needs neither.
      const isAgent = input.role === 'agent';
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
          isApproved: !isAgent,
          isFormFilled: !isAgent,
          createdBy: actor.id,
        })
        .returning();
      await recordActivity(tx, req, {
        action: 'user.created',
        subjectType: 'user',
        subjectId: row!.id,
        after: userSnapshot(row!),
        onBehalfOfId: row!.id,
      });
      return row!.id;
    }),
  );
  return (await findUserViewById(app.db, id))!;
}

/**
 * POST /users with id: name, email and optionally the password of a customer or agent. A new
 * password signs the user out everywhere; a new email is no longer verified.
 */
export async function updateUser(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, input: TUpdate): Promise<TUser> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await withEmailUniqueness(() =>
    app.db.transaction(async (tx) => {
      const target = await lockUser(tx, input.id);
      if (!canEditUser(actor, target)) {
        const staffTarget = target.role !== 'customer' && target.role !== 'agent';
        throw new AppError('forbidden', actor.role === 'admin' && staffTarget ? { key: 'messages.staff_edit_only' } : {});
      }
      await applyAccountChange(
        tx,
        req,
        target,
        { name: input.name, email: input.email, passwordHash },
        { action: 'user.updated', onBehalfOfId: target.id },
      );
    }),
  );
  return (await findUserViewById(app.db, input.id))!;
}

export function saveUser(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, input: TSaveUser): Promise<TUser> {
  if (input.id) return updateUser(app, req, actor, { id: input.id, name: input.name, email: input.email, password: input.password });
  // ZSaveUser requires password and role when there is no id.
  return createUser(app, req, actor, { name: input.name, email: input.email, password: input.password!, role: input.role! });
}
