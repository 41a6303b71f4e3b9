import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Duffel signs every webhook it sends: the `X-Duffel-Signature` header is `t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret>`. The signature covers the
 * body byte for byte, so it is checked against the raw body, before any JSON parsing. These are
 * pure functions: the clock is the caller's, nothing is read from the environment.
 */

export const DUFFEL_SIGNATURE_HEADER = 'x-duffel-signature';

export type TDuffelSignatureFailure =
  /** No header, or an empty one. */
  | 'missing_header'
  /** Not `t=<digits>` with one or more `v1=<64 hex digits>`. */
  | 'malformed_header'
  /** Signed longer ago than the tolerance: a replay, or a delivery held up too long. */
  | 'timestamp_too_old'
  /** Signed further ahead than the tolerance: a clock far off, or a forged timestamp. */
  | 'timestamp_in_future'
  /** No v1 value is the body's signature with any of the secrets. */
  | 'signature_mismatch';

export type TDuffelSignatureCheck = { ok: true } | { ok: false; reason: TDuffelSignatureFailure };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function secretsOf(secret: string | readonly string[]): string[] {
  const list = typeof secret === 'string' ? [secret] : [...secret];
  if (list.length === 0 || list.some((s) => typeof s !== 'string' || s.length === 0))
    throw new RangeError('A Duffel webhook secret is required');
  return list;
}

const bodyBytes = (rawBody: Buffer | string): Buffer => (typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);

/** Hex HMAC-SHA256 of `"<t>.<raw body>"`, the body's bytes untouched. */
export function duffelSignature(rawBody: Buffer | string, timestampSeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`, 'utf8').update(bodyBytes(rawBody)).digest('hex');
}

/**
 * The header Duffel would send with this body at `nowMs`: one v1 per secret (two while a secret
 * is being rotated). The mock server signs its webhooks with it.
 */
export function signDuffelWebhook(rawBody: Buffer | string, secret: string | readonly string[], nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return [`t=${t}`, ...secretsOf(secret).map((s) => `v1=${duffelSignature(rawBody, t, s)}`)].join(',');
}

function parseHeader(header: string): { t: number; v1: string[] } | null {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1') {
      const hex = value.toLowerCase();
      if (!HEX_SHA256.test(hex)) return null;
      v1.push(hex);
    }
    // Other schemes (a future v2) are not ours to judge: ignored, as long as a v1 is there.
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}

/**
 * Checks a webhook's signature header against its raw body. Accepted when the timestamp is
 * within `toleranceSeconds` of `nowMs` (either way) and one of the header's v1 values is the
 * body's signature with one of `secret` (several secrets, and several v1 values, let a secret be
 * rotated without dropping deliveries). Signatures are compared in constant time.
 *
 * The tolerance must be a positive, finite number of seconds: zero or Infinity would not mean
 * "skip the check" here, they are refused as a mistake (a receiver that skipped it would accept
 * a captured request replayed at any time).
 */
export function verifyDuffelSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string | readonly string[],
  nowMs: number,
  toleranceSeconds = 300,
): TDuffelSignatureCheck {
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds <= 0)
    throw new RangeError('The signature tolerance must be a positive, finite number of seconds');
  if (!Number.isFinite(nowMs)) throw new RangeError('nowMs must be a time in milliseconds');
  const secrets = secretsOf(secret);
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing_header' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed_header' };
  const age = nowMs / 1000 - parsed.t;
  if (age > toleranceSeconds) return { ok: false, reason: 'timestamp_too_old' };
  if (age < -toleranceSeconds) return { ok: false, reason: 'timestamp_in_future' };
  const expected = secrets.map((s) => Buffer.from(duffelSignature(rawBody, parsed.t, s), 'hex'));
  let matched = false;
  // Every pair is compared, so the time taken does not say which one matched.
  for (const candidate of parsed.v1) {
    const given = Buffer.from(candidate, 'hex');
    for (const want of expected) if (timingSafeEqual(given, want)) matched = true;
  }
  return matched ? { ok: true } : { ok: false, reason: 'signature_mismatch' };
}
