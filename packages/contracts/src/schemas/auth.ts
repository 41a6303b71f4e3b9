import { z } from 'zod';
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

export const ZVerifyEmail = z.union([
  z.object({ email: zEmail, code: zOtpCode }),
  z.object({ token: z.string({ error: V.required }).min(20, { error: V.invalid }).max(200, { error: V.invalid }) }),
]);
export type TVerifyEmail = z.infer<typeof ZVerifyEmail>;

export const ZResendVerification = z.object({ email: zEmail });
export const ZForgotPassword = z.object({ email: zEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = withConfirmation(
  z.object({
    token: z.string({ error: V.required }).min(20, { error: V.invalid }).max(200, { error: V.invalid }),
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
