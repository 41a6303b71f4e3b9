import type { AppConfig } from '@/config';

const MINUTE = 60_000;

/**
 * The longest an outsider who knows only an email can keep its owner out: every limit keyed by
 * the account alone, and the cap on wrong codes, forget what they counted after this.
 */
export const ACCOUNT_LOCKOUT_MS = 10 * MINUTE;

/**
 * Per-account request limits. Each is counted twice: per account and client address (strict:
 * one address gets few tries at one account), and per account across addresses (a looser cap
 * against guessing from many addresses). A request the first refuses is not counted by the
 * second, so a stranger on one address can never reach the cross-address cap and shut the
 * owner out: only the stranger's own address waits.
 */
export const ACCOUNT_LIMITS = {
  /** request-otp and /login: each checks a password and may send a mail. */
  loginPerAccountAndIp: { max: 10, windowMs: ACCOUNT_LOCKOUT_MS },
  loginPerAccount: { max: 30, windowMs: ACCOUNT_LOCKOUT_MS },
  /** register, email/resend and forgot-password send mail to an address the caller names. */
  mailPerAccountAndIp: { max: 3, windowMs: ACCOUNT_LOCKOUT_MS },
  mailPerAccount: { max: 6, windowMs: ACCOUNT_LOCKOUT_MS },
} as const;

/** The per-account limits with the sign-in allowance of the settings (AUTH_ACCOUNT_LOGIN_MAX, 10 by default). */
export function accountLimits(loginMax: number) {
  return {
    ...ACCOUNT_LIMITS,
    loginPerAccountAndIp: { max: loginMax, windowMs: ACCOUNT_LOCKOUT_MS },
    loginPerAccount: { max: 3 * loginMax, windowMs: ACCOUNT_LOCKOUT_MS },
  };
}

/**
 * Per-address limits, from the settings (AUTH_IP_*_MAX). Generous by default: an agency office
 * of 100 people behind one address signs in at 9 AM, each with a code request and a code check.
 */
export function ipLimits(settings: AppConfig['authIpLimits']) {
  return {
    loginPerIp: { max: settings.login, windowMs: 10 * MINUTE },
    /** verify-otp, /email/verify and /reset-password: guesses at a code or a token. */
    verifyPerIp: { max: settings.verify, windowMs: 10 * MINUTE },
    mailPerIp: { max: settings.mail, windowMs: 60 * MINUTE },
  };
}

/**
 * Wrong codes per account, across all its codes, within ACCOUNT_LOCKOUT_MS before further tries
 * get 429. Anyone who knows the email can spend this budget while the owner has a code open, so
 * the window is what bounds the wait; each code also dies after MAX_CODE_ATTEMPTS wrong tries.
 */
export const WRONG_CODES_MAX = 10;
/** Wrong tries that kill one code. */
export const MAX_CODE_ATTEMPTS = 5;
export const LOGIN_CODE_TTL_MS = 10 * MINUTE;
/** A verification mail also carries a link, which people open later than a sign-in code. */
export const VERIFY_CODE_TTL_MS = 60 * MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;
