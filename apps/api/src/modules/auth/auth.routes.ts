import {
  ZAuthorisation,
  ZForgotPassword,
  ZLoginChallenge,
  ZRegister,
  ZRegistered,
  ZRequestOtp,
  ZResendVerification,
  ZResetPassword,
  ZUser,
  ZVerifyEmail,
  ZVerifyOtp,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { perAccountAndIpLimit, perAccountLimit, perIpLimit } from '@/core/rate-limit';
import { newToken } from '@/core/tokens';
import { accountLimits, ipLimits } from './auth.limits';
import { resendVerification, verifyEmail } from './services/email-verification';
import { requestPasswordReset, resetPassword } from './services/password-reset';
import { register } from './services/register';
import { requestLoginCode } from './services/request-login-code';
import { currentUser, logout } from './services/session';
import { signedInResponse } from './services/sign-in';
import { verifyLoginCode } from './services/verify-login-code';

const open = { access: 'public', ownership: 'none' } as const;
const self = { access: 'signedIn', ownership: 'none' } as const;
const tags = ['auth'];
const oneUser = z.strictObject({ user: ZUser });
/** A sign-in's answer: the envelope with the user, and the bearer token beside it. */
const signedIn = envelope(oneUser).extend({ authorisation: ZAuthorisation }).describe('Signed in');
const mailedTo = envelope(z.strictObject({ email: z.string() }));

/** Sign-in (two steps), registration and email verification, password recovery, session. */
export async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { loginPerAccountAndIp, loginPerAccount, mailPerAccountAndIp, mailPerAccount } = accountLimits(app.config.authAccountLoginMax);
  const { loginPerIp, verifyPerIp, mailPerIp } = ipLimits(app.config.authIpLimits);
  // One limiter per group, shared by the routes of the group (/login and /login/request-otp).
  // In this order: a request refused by one is not counted by the next (see auth.limits.ts).
  const loginLimits = [
    perIpLimit(app, 'login-ip', loginPerIp.max, loginPerIp.windowMs),
    perAccountAndIpLimit(app, 'login-account-ip', loginPerAccountAndIp.max, loginPerAccountAndIp.windowMs),
    perAccountLimit(app, 'login-account', loginPerAccount.max, loginPerAccount.windowMs),
  ];
  const verifyLimits = [perIpLimit(app, 'verify-ip', verifyPerIp.max, verifyPerIp.windowMs)];
  const mailLimits = [
    perIpLimit(app, 'mail-ip', mailPerIp.max, mailPerIp.windowMs),
    perAccountAndIpLimit(app, 'mail-account-ip', mailPerAccountAndIp.max, mailPerAccountAndIp.windowMs),
    perAccountLimit(app, 'mail-account', mailPerAccount.max, mailPerAccount.windowMs),
  ];

  const requestOtp = (summary: string) => ({
    config: open,
    schema: { tags, summary, body: ZRequestOtp, response: { 200: envelope(ZLoginChallenge), ...errors(403) } },
    preHandler: loginLimits,
  });
  app.post('/login/request-otp', requestOtp('Sign in, step 1: check the password and mail a code'), async (req) =>
    ok(req, await requestLoginCode(app, req, req.body), 'messages.otp_sent'),
  );
  // The legacy path does exactly the same: no path signs in without the mailed code.
  app.post('/login', requestOtp('Sign in, step 1 (legacy path of /login/request-otp)'), async (req) =>
    ok(req, await requestLoginCode(app, req, req.body), 'messages.otp_sent'),
  );

  app.post(
    '/login/verify-otp',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign in, step 2: check the mailed code and get a token',
        body: ZVerifyOtp,
        response: { 200: signedIn, ...errors(403) },
      },
      preHandler: verifyLimits,
    },
    async (req) => signedInResponse(req, await verifyLoginCode(app, req, req.body), 'messages.login_success'),
  );

  app.post(
    '/register',
    {
      // Anonymous: a key is ignored (core/idempotency.ts); registering the same email again creates no account.
      config: { ...open, idempotency: 'optional' },
      schema: { tags, summary: 'Register a customer or agent account', body: ZRegister, response: { 200: envelope(ZRegistered) } },
      preHandler: mailLimits,
    },
    async (req) => ok(req, await register(app, req, req.body), 'messages.registered'),
  );

  app.post(
    '/email/verify',
    {
      config: open,
      schema: { tags, summary: 'Verify an email address and sign in', body: ZVerifyEmail, response: { 200: signedIn } },
      preHandler: verifyLimits,
    },
    async (req) => signedInResponse(req, await verifyEmail(app, req, req.body), 'messages.email_verified'),
  );

  app.post(
    '/email/resend',
    {
      config: open,
      schema: { tags, summary: 'Mail the verification link again', body: ZResendVerification, response: { 200: mailedTo } },
      preHandler: mailLimits,
    },
    async (req) => {
      await resendVerification(app, req, req.body);
      return ok(req, { email: req.body.email }, 'messages.verification_resent');
    },
  );

  app.post(
    '/forgot-password',
    {
      config: open,
      schema: { tags, summary: 'Mail a password reset link', body: ZForgotPassword, response: { 200: mailedTo } },
      preHandler: mailLimits,
    },
    async (req) => {
      await requestPasswordReset(app, req, req.body);
      return ok(req, { email: req.body.email }, 'messages.reset_link_sent');
    },
  );

  app.post(
    '/reset-password',
    {
      config: open,
      schema: { tags, summary: 'Set a new password with a reset link', body: ZResetPassword, response: { 200: envelope(z.null()) } },
      preHandler: verifyLimits,
    },
    async (req) => {
      await resetPassword(app, req, req.body);
      return ok(req, null, 'messages.password_reset');
    },
  );

  app.get('/user', { config: self, schema: { tags, summary: 'The signed-in user', response: { 200: envelope(oneUser) } } }, async (req) =>
    ok(req, { user: currentUser(req) }),
  );

  app.post(
    '/logout',
    { config: self, schema: { tags, summary: 'Sign out (revoke this token)', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await logout(app, req);
      return ok(req, null, 'messages.logout_success');
    },
  );

  // Bearer tokens are the only credential, so this cookie protects nothing; it
  // exists for clients written against Sanctum. Not HttpOnly, as such clients read it.
  app.get(
    '/sanctum/csrf-cookie',
    {
      config: open,
      schema: { tags, summary: 'Set an XSRF-TOKEN cookie (for Sanctum clients)', response: { 204: z.null().describe('Cookie set') } },
    },
    async (_req, reply) => {
      const secure = app.config.appUrl.startsWith('https://') ? '; Secure' : '';
      reply.header('set-cookie', `XSRF-TOKEN=${newToken()}; Path=/; Max-Age=7200; SameSite=Lax${secure}`);
      return reply.code(204).send(null);
    },
  );
}
