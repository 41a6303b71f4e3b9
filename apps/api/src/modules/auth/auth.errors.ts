import { AppError } from '@/core/app-error';

/**
 * The failures of the sign-in flows. Each names the field the form should mark, so the web
 * shows it beside the input; none of them tells whether an email has an account.
 */
export const invalidCredentials = () => new AppError('invalid_credentials', { errors: { email: ['messages.invalid_credentials'] } });
export const invalidCode = () => new AppError('invalid_code', { errors: { code: ['messages.invalid_code'] } });
export const codeExpired = () => new AppError('code_expired', { errors: { code: ['messages.code_expired'] } });
export const invalidToken = () => new AppError('invalid_token', { errors: { token: ['messages.invalid_token'] } });

/** The account's budget of wrong codes is spent: wait `retryAfter` seconds (at most 10 minutes). */
export const tooManyAttempts = (retryAfter: number) => new AppError('too_many_attempts', { retryAfter: Math.max(1, retryAfter) });

/** This code took too many wrong tries and is dead; a new code can be requested at once. */
export const codeExhausted = () =>
  new AppError('too_many_attempts', {
    key: 'messages.code_attempts_exhausted',
    retryAfter: 1,
    errors: { code: ['messages.code_attempts_exhausted'] },
  });
