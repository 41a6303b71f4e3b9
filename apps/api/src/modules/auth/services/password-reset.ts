import { randomUUID } from 'node:crypto';
import type { TForgotPassword, TResetPassword } from '@safar/contracts';
import { passwordResets, users, type DbOrTx } from '@safar/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { revokeUserTokens } from '@/core/authenticate';
import { SEND_MAIL_JOB } from '@/core/mail/outbox';
import { hashPassword } from '@/core/passwords';
import { newToken, sha256 } from '@/core/tokens';
import { invalidToken } from '../auth.errors';
import { RESET_TOKEN_TTL_MS } from '../auth.limits';
import { appLink, queueAuthMail, type MailRecipient } from './auth-mail';
import { findActiveUserByEmail } from './find-user';
import { supersedeChallenges } from './otp-challenges';

/**
 * Issues a reset link in the caller's transaction: older unused links of the account stop
 * working (only the newest mail is the one to follow, and a leaked older one is dead), the new
 * one is stored hashed, the request is logged and the mail goes to the outbox.
 */
async function issueReset(tx: DbOrTx, req: FastifyRequest, user: MailRecipient & { id: string }, token: string): Promise<void> {
  const now = new Date();
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  await tx
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  await recordActivity(tx, req, { action: 'auth.password_reset_requested', subjectType: 'user', subjectId: user.id, actorId: user.id });
  await queueAuthMail(tx, req, user, 'reset', { link: appLink(req.server, `/auth/password-reset/${token}`) });
}

/** Ends the stand-in work of an unknown address, so that nothing it wrote stays. */
class StandInDone extends Error {}

/**
 * Mails a single-use reset link (60 minutes) when the account exists. The caller answers the
 * same either way, and so must the time it takes: an unknown (or disabled) address does the same
 * work — a stand-in account, the link, the log entry, the outbox mail — inside a savepoint that
 * is then rolled back, so nothing is kept or sent. Both paths commit their transaction (on
 * PostgreSQL the commit's flush is a good part of the time; a plain rollback would be quicker).
 */
export async function requestPasswordReset(app: FastifyInstance, req: FastifyRequest, input: TForgotPassword): Promise<void> {
  const user = await findActiveUserByEmail(app.db, input.email);
  const token = newToken();
  await app.db.transaction(async (tx) => {
    if (user) {
      await tx.transaction(async (sp) => {
        // Two requests at once for one account take turns, so the later one always sees, and
        // closes, the earlier one's link. (The stand-in's insert below matches this statement.)
        await sp.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
        await issueReset(sp, req, user, token);
      });
      return;
    }
    await tx
      .transaction(async (sp) => {
        const [standIn] = await sp
          .insert(users)
          .values({ name: 'stand-in', email: `${randomUUID()}@stand-in.invalid`, passwordHash: '!', role: 'customer', status: 'disabled' })
          .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
        await issueReset(sp, req, standIn!, token);
        throw new StandInDone();
      })
      .catch((err: unknown) => {
        if (!(err instanceof StandInDone)) throw err;
      });
  });
  // The worker picks the mail up at its next poll (seconds) rather than being woken as the
  // answer leaves: sending at once would make a known address's answer slower than an unknown one's.
  req.wakeJobs.delete(SEND_MAIL_JOB);
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
