/** Stable machine codes for every error the API answers. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'invalid_token',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'account_disabled',
  'email_not_verified',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'insufficient_balance',
  'internal_error',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
