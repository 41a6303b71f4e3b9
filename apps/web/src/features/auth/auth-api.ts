import type { TAuthorisation, TLoginChallenge, TUser } from '@safar/contracts';
import { api, type ApiSuccess } from '@/lib/api';

/**
 * The sign-in calls of the API contract. Kept free of zod so the login chunk stays small
 * (bundle budget); forms that validate on the client import their schemas themselves.
 */

export interface TSession {
  token: string;
  user: TUser;
  description: string;
}

/** Thrown when a sign-in answer carries no token: "Failed to authenticate, please try again later." */
export class NoTokenError extends Error {}

/** Reads `{data: {user}, authorisation: {token}}` from a verify answer (an answer without a token is an error). */
export function sessionFrom(res: ApiSuccess<{ user: TUser }>): TSession {
  const token = (res.raw as { authorisation?: Partial<TAuthorisation> } | null)?.authorisation?.token;
  if (!token || !res.data?.user) throw new NoTokenError('no token');
  return { token, user: res.data.user, description: res.description };
}

export const requestOtp = (body: { email: string; password: string }) => api<TLoginChallenge>('POST', '/login/request-otp', { body });

export const verifyOtp = async (body: { email: string; code: string; challenge_id?: string }) =>
  sessionFrom(await api<{ user: TUser }>('POST', '/login/verify-otp', { body }));

export interface TRegisterBody {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  role: 'customer' | 'agent';
}
export const register = (body: TRegisterBody) => api<{ email: string; verification_required: boolean }>('POST', '/register', { body });

export const verifyEmail = async (body: { email: string; code: string } | { token: string }) =>
  sessionFrom(await api<{ user: TUser }>('POST', '/email/verify', { body }));

export const resendVerification = (email: string) => api<unknown>('POST', '/email/resend', { body: { email } });

export const forgotPassword = (email: string) => api<unknown>('POST', '/forgot-password', { body: { email } });

export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  api<unknown>('POST', '/reset-password', { body });

export const logout = () => api<unknown>('POST', '/logout');
