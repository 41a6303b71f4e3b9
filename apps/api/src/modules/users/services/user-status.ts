import type { TUpdateStatus, TUser } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { lockActiveAdmins } from '@/modules/staff/staff.policy';
import { findUserViewById } from '@/core/user-views';
import { lockUser } from '@/modules/users/user-records';
import { canDisableUser } from '@/modules/users/users.policy';
import { approveLocked, disableLocked, enableLocked } from './change-status';

/** DELETE /users?id=: disables (never erases) a user the actor may disable. */
export async function disableUser(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, id: string): Promise<TUser> {
  await app.db.transaction(async (tx) => {
    // Only an admin can reach an admin target (canDisableUser), so only then lock the admins.
    const admins = actor.role === 'admin' ? await lockActiveAdmins(tx) : [];
    const target = await lockUser(tx, id);
    if (!canDisableUser(actor, target)) throw forbidden();
    await disableLocked(tx, req, actor, target, admins);
  });
  return (await findUserViewById(app.db, id))!;
}

const MESSAGE_KEYS = { approve: 'messages.user_approved', disable: 'messages.user_disabled', enable: 'messages.user_enabled' } as const;

/** PUT /update-status/{id} (admin): approve an agent, disable or enable any user. */
export async function updateUserStatus(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: AuthUser,
  id: string,
  { action }: TUpdateStatus,
): Promise<{ user: TUser; messageKey: string }> {
  await app.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockUser(tx, id);
    if (action === 'disable') await disableLocked(tx, req, actor, target, admins);
    else if (action === 'enable') await enableLocked(tx, req, target);
    else await approveLocked(tx, req, actor, target);
  });
  return { user: (await findUserViewById(app.db, id))!, messageKey: MESSAGE_KEYS[action] };
}
