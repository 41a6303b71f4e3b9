import type { TAuthorisation, TSignInResponse, TUser } from '@safar/contracts';
import { users } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { storedIp } from '@/core/client-ip';
import { issueToken } from '@/core/authenticate';
import { ok, type TOk } from '@/core/envelope';
import { findUserViewById } from '@/core/user-views';
import { consumeChallenge } from './otp-challenges';

export interface SignedIn {
  user: TUser;
  authorisation: TAuthorisation;
}

export interface CompleteSignIn {
  userId: string;
  challengeId: string;
  /** Activity entries to record, e.g. ['auth.email_verified', 'auth.login']. */
  actions: string[];
  /** The error when the challenge was used meanwhile or the user was disabled. */
  stale: () => AppError;
}

/**
 * The last step of every sign-in by mailed code or link: uses up the challenge, marks the
 * mailbox proven, stamps the sign-in and issues a token — all in one transaction, so a code
 * that races with itself signs in once.
 */
export async function completeSignIn(app: FastifyInstance, req: FastifyRequest, input: CompleteSignIn): Promise<SignedIn> {
  const issued = await app.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, input.challengeId))) throw input.stale();
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ lastLoginAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
      .where(and(eq(users.id, input.userId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (!user) throw input.stale();
    const token = await issueToken(tx, user.id, { ip: storedIp(req), userAgent: req.headers['user-agent'] });
    for (const action of input.actions) {
      await recordActivity(tx, req, { action, subjectType: 'user', subjectId: user.id, actorId: user.id });
    }
    return token;
  });
  const user = await findUserViewById(app.db, input.userId);
  if (!user) throw input.stale();
  return { user, authorisation: { token: issued.token, type: 'bearer', expires_at: issued.expiresAt.toISOString() } };
}

/** The sign-in answer: the envelope with data.user, and the token beside it in `authorisation`. */
export function signedInResponse(req: FastifyRequest, result: SignedIn, messageKey: string): TSignInResponse & TOk<{ user: TUser }> {
  return { ...ok(req, { user: result.user }, messageKey), authorisation: result.authorisation };
}
