import type { TUser } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { AppError } from '@/core/app-error';
import { revokeToken } from '@/core/authenticate';
import { findUserViewById } from '@/modules/users/user.presenter';

/** The signed-in user as TUser. */
export async function currentUser(app: FastifyInstance, req: FastifyRequest): Promise<TUser> {
  const user = await findUserViewById(app.db, requireUser(req).id);
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/** Revokes the token of this request (other devices stay signed in). */
export async function logout(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const user = requireUser(req);
  await app.db.transaction(async (tx) => {
    await revokeToken(tx, user.tokenId);
    await recordActivity(tx, req, { action: 'auth.logout', subjectType: 'user', subjectId: user.id });
  });
}
