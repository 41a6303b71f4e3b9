import type { TErrorCode } from './errors';

/**
 * Keys of the `messages` namespace in the locale files. The API sends the English text as
 * `message.description` and the key as `message.key`; the web shows the key's translation.
 */
export type TMessageKey = string;

/** Default message key for each error code, when a handler does not give a more precise one. */
export const ERROR_MESSAGE_KEYS: Record<TErrorCode, TMessageKey> = {
  validation_failed: 'messages.validation_failed',
  invalid_credentials: 'messages.invalid_credentials',
  invalid_code: 'messages.invalid_code',
  code_expired: 'messages.code_expired',
  too_many_attempts: 'messages.too_many_attempts',
  invalid_token: 'messages.invalid_token',
  unauthenticated: 'messages.unauthenticated',
  forbidden: 'messages.forbidden',
  not_found: 'messages.not_found',
  conflict: 'messages.conflict',
  malformed_json: 'messages.malformed_json',
  body_too_deep: 'messages.body_too_deep',
  undecodable_body: 'messages.undecodable_body',
  bad_request: 'messages.bad_request',
  headers_too_large: 'messages.headers_too_large',
  payload_too_large: 'messages.payload_too_large',
  unsupported_media_type: 'messages.unsupported_media_type',
  rate_limited: 'messages.rate_limited',
  account_disabled: 'messages.invalid_credentials',
  email_not_verified: 'messages.email_not_verified',
  idempotency_key_required: 'messages.idempotency_key_required',
  idempotency_key_reused: 'messages.idempotency_key_reused',
  idempotency_in_progress: 'messages.idempotency_in_progress',
  insufficient_balance: 'messages.insufficient_balance',
  sum_out_of_range: 'messages.sum_out_of_range',
  offer_expired: 'messages.offer_expired',
  internal_error: 'messages.internal_error',
};
