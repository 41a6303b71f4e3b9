import type { TVerifyOtp } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidCode } from '../auth.errors';
import { findActiveUserByEmail } from './find-user';
import { checkCode } from './otp-challenges';
import { completeSignIn, type SignedIn } from './sign-in';

/** Step two of sign-in: the mailed code for a token. A wrong code is a 422, never a 401. */
export async function verifyLoginCode(app: FastifyInstance, req: FastifyRequest, input: TVerifyOtp): Promise<SignedIn> {
  const user = await findActiveUserByEmail(app.db, input.email);
  if (!user) throw invalidCode();
  const challenge = await checkCode(app.db, { userId: user.id, purpose: 'login', code: input.code, challengeId: input.challenge_id });
  return completeSignIn(app, req, { userId: user.id, challengeId: challenge.id, actions: ['auth.login'], stale: invalidCode });
}
