import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TWebhookHeaders } from '../card-gateway';

/*
 * How a Safepay webhook is authenticated. Safepay documents more than one scheme across its
 * products, and the one its card-payments webhooks use today has not been confirmed against a
 * live delivery. We use the documented scheme that signs the raw body together with a
 * timestamp, because it is the only one that both survives any JSON formatting and limits
 * replays:
 *
 *   X-SFPY-TIMESTAMP: <unix seconds>
 *   X-SFPY-SIGNATURE: hex( HMAC-SHA256( key = base64-decoded webhook secret,
 *                                      msg = "<timestamp>.<raw body bytes>" ) )
 *
 * Anything else (a signature over re-serialised JSON, over the tracker alone, or without a
 * timestamp) is refused. If the sandbox shows a different scheme, `expectedSignature` and the
 * header names below are the only things to change; the checks around them stay.
 */

export const SAFEPAY_SIGNATURE_HEADER = 'x-sfpy-signature';
export const SAFEPAY_TIMESTAMP_HEADER = 'x-sfpy-timestamp';
/** How far a delivery's timestamp may be from our clock, either way. */
export const SAFEPAY_WEBHOOK_TOLERANCE_SECONDS = 300;

export type TSafepaySignatureFailure =
  /** A header absent, empty or sent twice. */
  | 'missing_header'
  /** A timestamp that is not whole seconds, or a signature that is not hex. */
  | 'malformed_header'
  /** Signed outside the tolerance: a replay, a delivery held too long, or a clock far off. */
  | 'stale_timestamp'
  /** Not the body's signature with our secret (including a signature of another length). */
  | 'signature_mismatch';

export type TSafepaySignatureCheck = { ok: true } | { ok: false; reason: TSafepaySignatureFailure };

const SHA256_BYTES = 32;

/** The HMAC key: the webhook secret is given base64-encoded. Refuses a secret that is not. */
export function webhookKey(secret: string): Buffer {
  const trimmed = secret.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length < 16)
    throw new RangeError('The Safepay webhook secret must be base64 of at least 16 bytes');
  return key;
}

/** The one formula; everything else in this file is about refusing what does not fit it. */
export function expectedSignature(rawBody: Buffer, timestamp: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`${timestamp}.`, 'utf8').update(rawBody).digest();
}

/** The headers Safepay would send with this body; the mock signs its webhooks with it. */
export function signSafepayWebhook(rawBody: Buffer, secret: string, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [SAFEPAY_TIMESTAMP_HEADER]: timestamp,
    [SAFEPAY_SIGNATURE_HEADER]: expectedSignature(rawBody, timestamp, webhookKey(secret)).toString('hex'),
  };
}

/** One header's single value, whatever the case of its name; undefined when absent, empty or repeated. */
function headerValue(headers: TWebhookHeaders, name: string): string | undefined {
  const values = Object.entries(headers).filter(([key]) => key.toLowerCase() === name);
  if (values.length !== 1) return undefined;
  const value = values[0]![1];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function checkSafepaySignature(
  rawBody: Buffer,
  headers: TWebhookHeaders,
  key: Buffer,
  nowMs: number,
  toleranceSeconds = SAFEPAY_WEBHOOK_TOLERANCE_SECONDS,
): TSafepaySignatureCheck {
  // Zero or Infinity would silently turn the replay check off; that is a mistake, not a setting.
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds <= 0) throw new RangeError('The tolerance must be positive seconds');
  const timestamp = headerValue(headers, SAFEPAY_TIMESTAMP_HEADER);
  const signature = headerValue(headers, SAFEPAY_SIGNATURE_HEADER);
  if (timestamp === undefined || signature === undefined) return { ok: false, reason: 'missing_header' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^(?:[0-9a-fA-F]{2})+$/.test(signature)) return { ok: false, reason: 'malformed_header' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: 'stale_timestamp' };
  const given = Buffer.from(signature, 'hex');
  // timingSafeEqual needs equal lengths (it throws otherwise); a length says nothing secret.
  if (given.length !== SHA256_BYTES) return { ok: false, reason: 'signature_mismatch' };
  return timingSafeEqual(given, expectedSignature(rawBody, timestamp, key)) ? { ok: true } : { ok: false, reason: 'signature_mismatch' };
}
