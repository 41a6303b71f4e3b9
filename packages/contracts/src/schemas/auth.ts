import { z } from 'zod';
import type { TSuccess } from '../envelope';
import type { TUser } from '../user';
import { SELF_REGISTER_ROLES } from '../roles';
import { V, withConfirmation, zCurrentPassword, zEmail, zName, zPassword, zUuid } from './common';

export const zOtpCode = z
  .string({ error: V.required })
  .trim()
  .regex(/^\d{6}$/, { error: V.code });

export const ZRequestOtp = z.object({ email: zEmail, password: zCurrentPassword });
export type TRequestOtp = z.infer<typeof ZRequestOtp>;

export const ZVerifyOtp = z.object({ email: zEmail, code: zOtpCode, challenge_id: zUuid.optional() });
export type TVerifyOtp = z.infer<typeof ZVerifyOtp>;

export const ZRegister = withConfirmation(
  z.object({
    name: zName,
    email: zEmail,
    password: zPassword,
    password_confirmation: z.string({ error: V.required }),
    role: z.enum(SELF_REGISTER_ROLES, { error: V.oneOf }).default('customer'),
  }),
);
export type TRegister = z.input<typeof ZRegister>;

/** A token from an emailed link (verification or password reset). */
export const zLinkToken = z.string({ error: V.required }).trim().min(20, { error: V.invalid }).max(200, { error: V.invalid });

/**
 * Either the mailed code with its email, or the token of the mailed link. One object rather
 * than a union, so a missing or malformed field is reported on that field, not on the body.
 */
export const ZVerifyEmail = z
  .object({ email: zEmail.optional(), code: zOtpCode.optional(), token: zLinkToken.optional() })
  .superRefine((v, ctx) => {
    if (v.token !== undefined) return;
    if (v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: V.required });
    if (v.code === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: V.required });
  });
export type TVerifyEmail = z.infer<typeof ZVerifyEmail>;

export const ZResendVerification = z.object({ email: zEmail });
export type TResendVerification = z.infer<typeof ZResendVerification>;
export const ZForgotPassword = z.object({ email: zEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = withConfirmation(
  z.object({
    token: zLinkToken,
    password: zPassword,
    password_confirmation: z.string({ error: V.required }),
  }),
);
export type TResetPassword = z.infer<typeof ZResetPassword>;

export interface TLoginChallenge {
  challenge_id: string;
  expires_at: string;
}

export interface TAuthorisation {
  token: string;
  type: 'bearer';
  expires_at: string;
}

/** POST /register answers the same whether or not the email already had an account. */
export interface TRegistered {
  email: string;
  verification_required: true;
}

/** One mail captured in development (GET /dev/mail). */
export interface TCapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The answer of a successful sign-in (verify-otp, email verification): the envelope plus the token. */
export type TSignInResponse = TSuccess<{ user: TUser }> & { authorisation: TAuthorisation };
