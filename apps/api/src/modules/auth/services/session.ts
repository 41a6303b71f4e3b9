import type { TUser } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { revokeToken } from '@/core/authenticate';

/** The signed-in user as TUser, as loaded with the token on this request. */
export function currentUser(req: FastifyRequest): TUser {
  return requireUser(req).view;
}

/** Revokes the token of this request (other devices stay signed in). */
export async function logout(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const user = requireUser(req);
  await app.db.transaction(async (tx) => {
    await revokeToken(tx, user.tokenId);
    await recordActivity(tx, req, { action: 'auth.logout', subjectType: 'user', subjectId: user.id });
  });
}
