import type { TLoginChallenge, TRequestOtp } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { verifyPassword } from '@/core/passwords';
import { invalidCredentials } from '../auth.errors';
import { LOGIN_CODE_TTL_MS } from '../auth.limits';
import { queueAuthMail } from './auth-mail';
import { findUserByEmail } from './find-user';
import { issueChallenge } from './otp-challenges';

/**
 * Step one of sign-in: checks the password and mails a 6-digit code. An unknown email, a
 * wrong password and a disabled account get the same answer after the same work (a password
 * check against a dummy hash), and nothing is mailed.
 */
export async function requestLoginCode(app: FastifyInstance, req: FastifyRequest, input: TRequestOtp): Promise<TLoginChallenge> {
  const user = await findUserByEmail(app.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || user.status !== 'active') throw invalidCredentials();

  const challenge = await app.db.transaction(async (tx) => {
    const issued = await issueChallenge(tx, user.id, 'login', LOGIN_CODE_TTL_MS);
    await recordActivity(tx, req, { action: 'auth.login_code_requested', subjectType: 'user', subjectId: user.id, actorId: user.id });
    // The worker is woken as soon as this answers: the code leaves at once, and the answer
    // never waits for the mail server.
    await queueAuthMail(tx, req, user, 'otp', { code: issued.code });
    return issued;
  });
  return { challenge_id: challenge.id, expires_at: challenge.expiresAt.toISOString() };
}
