import { ERROR_MESSAGE_KEYS, type TErrorCode } from '@safar/contracts';

const STATUS: Partial<Record<TErrorCode, number>> = {
  validation_failed: 422,
  invalid_credentials: 422,
  invalid_code: 422,
  code_expired: 422,
  too_many_attempts: 429,
  invalid_token: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  malformed_json: 400,
  body_too_deep: 400,
  undecodable_body: 400,
  bad_request: 400,
  headers_too_large: 431,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  account_disabled: 422,
  email_not_verified: 403,
  idempotency_key_required: 400,
  idempotency_key_reused: 422,
  idempotency_in_progress: 409,
  insufficient_balance: 422,
  sum_out_of_range: 422,
  offer_expired: 410,
  internal_error: 500,
};

export interface AppErrorOptions {
  /** Message key (namespace.key) when more precise than the code's default. */
  key?: string;
  params?: Record<string, unknown>;
  /** Field errors as message keys: { field: ['validation.required'] }. */
  errors?: Record<string, string[]>;
  details?: unknown;
  status?: number;
  retryAfter?: number;
}

/** An expected failure, answered in the envelope with a stable code. */
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  constructor(
    readonly code: TErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.status = options.status ?? STATUS[code] ?? 400;
    this.key = options.key ?? ERROR_MESSAGE_KEYS[code];
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const conflict = (key?: string, params?: Record<string, unknown>) =>
  new AppError('conflict', { ...(key ? { key } : {}), ...(params ? { params } : {}) });
/** A 422 on one field, e.g. fieldError('email', 'validation.email_taken'); `params` fill the message's placeholders. */
export const fieldError = (field: string, key: string, params?: Record<string, unknown>) =>
  new AppError('validation_failed', { errors: { [field]: [key] }, ...(params ? { params } : {}) });
