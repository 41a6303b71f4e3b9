import { z } from 'zod';
import type { TSuccess } from '../envelope';
import type { TUser } from '../user';
import { SELF_REGISTER_ROLES } from '../roles';
import { V, withConfirmation, zCurrentPassword, zEmail, zId, zInstant, zName, zPassword, zUuid } from './common';

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

export const ZLoginChallenge = z.strictObject({ challenge_id: zId, expires_at: zInstant });
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

export const ZAuthorisation = z.strictObject({ token: z.string(), type: z.literal('bearer'), expires_at: zInstant });
export type TAuthorisation = z.infer<typeof ZAuthorisation>;

/** POST /register answers the same whether or not the email already had an account. */
export const ZRegistered = z.strictObject({ email: z.string(), verification_required: z.literal(true) });
export type TRegistered = z.infer<typeof ZRegistered>;

/** A file attached to a captured mail; its bytes are at GET /dev/mail/attachments/{id}. */
export const ZCapturedAttachment = z.strictObject({
  id: zId,
  filename: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type TCapturedAttachment = z.infer<typeof ZCapturedAttachment>;

/** One mail captured in development (GET /dev/mail). */
export const ZCapturedMail = z.strictObject({
  id: zId,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(ZCapturedAttachment),
  created_at: zInstant,
});
export type TCapturedMail = z.infer<typeof ZCapturedMail>;

/** The answer of a successful sign-in (verify-otp, email verification): the envelope plus the token. */
export type TSignInResponse = TSuccess<{ user: TUser }> & { authorisation: TAuthorisation };
