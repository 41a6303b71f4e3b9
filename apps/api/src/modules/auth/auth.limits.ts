const MINUTE = 60_000;

/**
 * Request limits of the auth routes (per process in memory, shared through Redis when
 * configured). Wrong codes are also capped per account in the database, which holds across
 * processes and restarts: see services/otp-challenges.ts.
 */
export const AUTH_LIMITS = {
  /** request-otp and /login: each checks a password and may send a mail. */
  loginPerAccount: { max: 10, windowMs: 10 * MINUTE },
  loginPerIp: { max: 60, windowMs: 10 * MINUTE },
  /** verify-otp and /email/verify: guesses at a 6-digit code. */
  verifyPerIp: { max: 60, windowMs: 10 * MINUTE },
  /** register, email/resend and forgot-password send mail to an address the caller names. */
  mailPerAccount: { max: 5, windowMs: 60 * MINUTE },
  mailPerIp: { max: 30, windowMs: 60 * MINUTE },
} as const;

/** Wrong codes per account per hour, across all its codes, before further tries get 429. */
export const WRONG_CODES_PER_HOUR = 10;
/** Wrong tries that kill one code. */
export const MAX_CODE_ATTEMPTS = 5;
export const LOGIN_CODE_TTL_MS = 10 * MINUTE;
/** A verification mail also carries a link, which people open later than a sign-in code. */
export const VERIFY_CODE_TTL_MS = 60 * MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;
