import type { TResendVerification, TVerifyEmail } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { invalidCode, invalidToken } from '../auth.errors';
import { VERIFY_CODE_TTL_MS } from '../auth.limits';
import { appLink, queueAuthMail, type MailRecipient } from './auth-mail';
import { findActiveUserByEmail } from './find-user';
import { checkCode, findChallengeByLinkToken, issueChallenge, type IssuedChallenge } from './otp-challenges';
import { completeSignIn, type SignedIn } from './sign-in';

const VERIFIED_ACTIONS = ['auth.email_verified', 'auth.login'];

/** Queues the verification mail: the code, and a link to the web's landing screen carrying the token. */
export async function queueVerificationMail(tx: DbOrTx, req: FastifyRequest, to: MailRecipient, challenge: IssuedChallenge): Promise<void> {
  const link = appLink(req.server, `/email-success-message?token=${encodeURIComponent(challenge.linkToken ?? '')}`);
  await queueAuthMail(tx, req, to, 'verify', { code: challenge.code, link });
}

/** Proves the mailbox with the mailed code or the link token, and signs the user in. */
export async function verifyEmail(app: FastifyInstance, req: FastifyRequest, input: TVerifyEmail): Promise<SignedIn> {
  if (input.token !== undefined) {
    const challenge = await findChallengeByLinkToken(app.db, input.token);
    return completeSignIn(app, req, {
      userId: challenge.userId,
      challengeId: challenge.id,
      actions: VERIFIED_ACTIONS,
      stale: invalidToken,
    });
  }
  // The schema requires email and code whenever there is no token.
  const user = await findActiveUserByEmail(app.db, input.email ?? '');
  if (!user) throw invalidCode();
  const challenge = await checkCode(app.db, { userId: user.id, purpose: 'verify_email', code: input.code ?? '' });
  return completeSignIn(app, req, { userId: user.id, challengeId: challenge.id, actions: VERIFIED_ACTIONS, stale: invalidCode });
}

/**
 * Sends a fresh verification code and link when the account exists and is not verified yet;
 * the caller answers the same either way.
 */
export async function resendVerification(app: FastifyInstance, req: FastifyRequest, input: TResendVerification): Promise<void> {
  const user = await findActiveUserByEmail(app.db, input.email);
  if (!user || user.emailVerifiedAt) return;
  await app.db.transaction(async (tx) => {
    const issued = await issueChallenge(tx, user.id, 'verify_email', VERIFY_CODE_TTL_MS, true);
    await recordActivity(tx, req, { action: 'auth.verification_resent', subjectType: 'user', subjectId: user.id, actorId: user.id });
    await queueVerificationMail(tx, req, user, issued);
  });
}
