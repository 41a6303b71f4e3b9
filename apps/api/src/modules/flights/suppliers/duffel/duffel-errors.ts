import { SupplierError } from '@/modules/flights/suppliers/supplier';
import { DuffelMoneyError } from './duffel-money';
import { DuffelError } from './duffel-sdk';

/** What a call was about, so a 404 can say whether an offer or an order is gone. */
export type TDuffelSubject = 'offer' | 'order' | 'search' | 'cancellation';

const OFFER_GONE_CODES = new Set(['offer_no_longer_available', 'offer_expired', 'offer_not_found']);
/** Duffel's codes for a price that is no longer the one sent: the offer's, or a held order's at payment. */
const PRICE_CHANGED_CODES = new Set(['price_changed', 'payment_amount_does_not_match_order_amount']);

/**
 * Seconds until Duffel takes requests again, from `ratelimit-reset` (Duffel sends an HTTP date;
 * a count of seconds or a Unix time are read too) or else `Retry-After`. At least 1.
 */
export function retryAfterSeconds(headers: { get(name: string): string | null } | undefined, nowMs: number): number | undefined {
  const read = (value: string | null | undefined): number | undefined => {
    if (!value) return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      // A number this large is a Unix time, not a delay.
      return n > 1_000_000_000 ? Math.ceil(n - nowMs / 1000) : n;
    }
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : Math.ceil((at - nowMs) / 1000);
  };
  const seconds = read(headers?.get('ratelimit-reset')) ?? read(headers?.get('retry-after'));
  return seconds === undefined ? undefined : Math.max(1, seconds);
}

/**
 * Turns whatever a Duffel call threw into a SupplierError. Messages carry Duffel's error code and
 * title and the request id, never request bodies (passenger data) or the token.
 */
export function toSupplierError(error: unknown, subject: TDuffelSubject, nowMs: number): SupplierError {
  if (error instanceof SupplierError) return error;
  if (error instanceof DuffelMoneyError) return new SupplierError('rejected', error.message);
  if (!(error instanceof DuffelError)) {
    // node-fetch's network errors, and the TypeError the SDK throws on a 2xx that is not JSON.
    const reason = error instanceof Error ? error.name : 'unknown error';
    return new SupplierError('unavailable', `Duffel could not be reached or answered something unreadable (${reason})`);
  }
  const status = error.status ?? error.meta?.status;
  const requestId = error.meta?.request_id;
  const first = Array.isArray(error.errors) ? error.errors[0] : undefined;
  const code = first?.code ?? '';
  const said = first ? `${first.title ?? code}${code ? ` (${code})` : ''}` : `HTTP ${status ?? '?'}`;
  const details = { ...(status !== undefined ? { status } : {}), ...(requestId ? { requestId } : {}) };

  if (status === 401 || status === 403)
    return new SupplierError(
      'unavailable',
      `Duffel refused the access token (${status}): check the Duffel key in the integration settings`,
      details,
    );
  if (status === 429) {
    const retry = retryAfterSeconds(error.headers, nowMs);
    return new SupplierError('rate_limited', `Duffel's rate limit was reached: ${said}`, {
      ...details,
      ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
    });
  }
  if (PRICE_CHANGED_CODES.has(code)) return new SupplierError('price_changed', `Duffel says the price changed: ${said}`, details);
  if (OFFER_GONE_CODES.has(code) || (status === 404 && subject === 'offer'))
    return new SupplierError('offer_gone', `Duffel no longer has this offer: ${said}`, details);
  // Duffel guarantees nothing was booked or paid when it answers order_not_created.
  if (code === 'order_not_created') return new SupplierError('rejected', `Duffel did not create the order: ${said}`, details);
  if (status !== undefined && status >= 500)
    return new SupplierError(
      'unavailable',
      subject === 'order'
        ? `Duffel failed (${said}); whether the order changed is unknown: retrieve it before trying again`
        : `Duffel failed: ${said}`,
      details,
    );
  if (status === undefined) return new SupplierError('unavailable', `Duffel answered something unreadable: ${said}`, details);
  return new SupplierError('rejected', `Duffel refused the request: ${said}`, details);
}

const timeoutError = () => new SupplierError('timeout', 'Duffel did not answer before the deadline');

/**
 * Runs one SDK call against the caller's deadline. The SDK has no timeout and cannot cancel a
 * request, so when the signal fires the call is abandoned: the promise rejects at once with a
 * timeout, the late answer (or error) is swallowed, and no timer is involved; the only thing
 * registered is the abort listener, removed as soon as the call settles.
 */
export function withDeadline<T>(signal: AbortSignal, subject: TDuffelSubject, now: () => number, call: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(timeoutError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    let pending: Promise<T>;
    try {
      pending = call();
    } catch (error) {
      signal.removeEventListener('abort', onAbort);
      reject(toSupplierError(error, subject, now()));
      return;
    }
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(toSupplierError(error, subject, now()));
      },
    );
  });
}
