import type { TRegistered, ZRegister } from '@safar/contracts';
import { users } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordActivity } from '@/core/activity';
import { hashPassword } from '@/core/passwords';
import { VERIFY_CODE_TTL_MS } from '../auth.limits';
import { appLink, queueAuthMail } from './auth-mail';
import { queueVerificationMail } from './email-verification';
import { findActiveUserByEmail } from './find-user';
import { issueChallenge } from './otp-challenges';

type RegisterInput = z.output<typeof ZRegister>;

/**
 * Creates a customer or an agent (agents fill their agency form next) and mails a code and a
 * link to prove the mailbox. An email that already has an account gets the same answer after
 * the same work, and its owner gets a notice instead of a second account.
 */
export async function register(app: FastifyInstance, req: FastifyRequest, input: RegisterInput): Promise<TRegistered> {
  const passwordHash = await hashPassword(input.password);
  const agent = input.role === 'agent';
  const created = await app.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        locale: req.locale,
        isApproved: !agent,
        isFormFilled: !agent,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return null;
    const challenge = await issueChallenge(tx, user.id, 'verify_email', VERIFY_CODE_TTL_MS, true);
    await queueVerificationMail(tx, req, user, challenge);
    await recordActivity(tx, req, {
      action: 'user.registered',
      subjectType: 'user',
      subjectId: user.id,
      actorId: user.id,
      after: { name: user.name, email: user.email, role: user.role, locale: user.locale },
    });
    return user;
  });

  if (!created) {
    const owner = await findActiveUserByEmail(app.db, input.email);
    if (owner) {
      await app.db.transaction((tx) => queueAuthMail(tx, req, owner, 'exists', { link: appLink(app, '/auth/forgot-password') }));
    }
  }
  return { email: input.email, verification_required: true };
}
