import type { TForgotPassword, TResetPassword } from '@safar/contracts';
import { passwordResets, users } from '@safar/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { revokeUserTokens } from '@/core/authenticate';
import { hashPassword } from '@/core/passwords';
import { newToken, sha256 } from '@/core/tokens';
import { invalidToken } from '../auth.errors';
import { RESET_TOKEN_TTL_MS } from '../auth.limits';
import { appLink, queueAuthMail } from './auth-mail';
import { findActiveUserByEmail } from './find-user';
import { supersedeChallenges } from './otp-challenges';

/** Mails a single-use reset link (60 minutes) when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(app: FastifyInstance, req: FastifyRequest, input: TForgotPassword): Promise<void> {
  const user = await findActiveUserByEmail(app.db, input.email);
  if (!user) return;
  const token = newToken();
  await app.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await recordActivity(tx, req, { action: 'auth.password_reset_requested', subjectType: 'user', subjectId: user.id, actorId: user.id });
    await queueAuthMail(tx, req, user, 'reset', { link: appLink(app, `/auth/password-reset/${token}`) });
  });
}

const openReset = (tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/**
 * Sets a new password from a mailed token. The token works once; every other open reset link,
 * every token and every pending code of the user stop working, so whoever held the old
 * password is signed out.
 */
export async function resetPassword(app: FastifyInstance, req: FastifyRequest, input: TResetPassword): Promise<void> {
  const tokenHash = sha256(input.token);
  // Check before hashing, so a bad token costs no argon2 work; the update below re-checks.
  const [pending] = await app.db.select({ id: passwordResets.id }).from(passwordResets).where(openReset(tokenHash)).limit(1);
  if (!pending) throw invalidToken();
  const passwordHash = await hashPassword(input.password);

  await app.db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(openReset(tokenHash))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidToken();
    const [user] = await tx
      .update(users)
      // The link came through the mailbox, which proves it as well as a code does.
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
      .where(and(eq(users.id, reset.userId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (!user) throw invalidToken();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await revokeUserTokens(tx, user.id);
    await supersedeChallenges(tx, user.id, 'login');
    await recordActivity(tx, req, { action: 'auth.password_reset', subjectType: 'user', subjectId: user.id, actorId: user.id });
  });
}
