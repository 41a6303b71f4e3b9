import { describe, expect, it, vi } from 'vitest';
import { SupplierError } from '@/modules/flights/suppliers/supplier';
import { retryAfterSeconds, toSupplierError, withDeadline } from './duffel-errors';
import { DuffelError } from './duffel-sdk';

const NOW = Date.parse('2031-05-01T12:00:00Z');

function duffelError(status: number | undefined, code?: string, headers: Record<string, string> = {}) {
  return new DuffelError({
    meta: status === undefined ? (undefined as never) : { status, request_id: 'req_1' },
    errors: code ? [{ type: 'x', code, title: `Title of ${code}`, message: 'm', documentation_url: '' }] : (undefined as never),
    headers: new Headers(headers) as never,
    status,
  });
}

describe('Duffel errors → SupplierError', () => {
  it.each([
    [401, 'invalid_authorization_header', 'offer', 'unavailable'],
    [403, 'insufficient_permissions', 'search', 'unavailable'],
    [404, 'not_found', 'offer', 'offer_gone'],
    [404, 'not_found', 'order', 'rejected'],
    [422, 'offer_no_longer_available', 'order', 'offer_gone'],
    [422, 'price_changed', 'order', 'price_changed'],
    // Paying a held order whose total moved is a price change, not a refusal.
    [422, 'payment_amount_does_not_match_order_amount', 'order', 'price_changed'],
    [422, 'validation_required', 'order', 'rejected'],
    [502, 'order_not_created', 'order', 'rejected'],
    [500, 'internal_server_error', 'search', 'unavailable'],
    [503, undefined, 'order', 'unavailable'],
    [undefined, undefined, 'search', 'unavailable'],
  ] as const)('%s %s on %s → %s', (status, code, subject, kind) => {
    const error = toSupplierError(duffelError(status, code), subject, NOW);
    expect(error.kind).toBe(kind);
    if (status) expect(error.details).toMatchObject({ status, requestId: 'req_1' });
  });

  it('says a failed order call may have changed the order', () => {
    expect(toSupplierError(duffelError(500, 'internal_server_error'), 'order', NOW).message).toMatch(/retrieve it/);
  });

  it('a network error or an unreadable answer is unavailable', () => {
    expect(toSupplierError(new TypeError("Cannot use 'in' operator"), 'search', NOW).kind).toBe('unavailable');
    expect(toSupplierError(Object.assign(new Error('connect ECONNREFUSED'), { name: 'FetchError' }), 'search', NOW).kind).toBe(
      'unavailable',
    );
  });

  it('reads the rate-limit reset as an HTTP date, seconds, or a Unix time, else Retry-After', () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(retryAfterSeconds(headers({ 'ratelimit-reset': new Date(NOW + 42_000).toUTCString() }), NOW)).toBe(42);
    expect(retryAfterSeconds(headers({ 'ratelimit-reset': '17' }), NOW)).toBe(17);
    expect(retryAfterSeconds(headers({ 'ratelimit-reset': String(NOW / 1000 + 9) }), NOW)).toBe(9);
    expect(retryAfterSeconds(headers({ 'retry-after': '5' }), NOW)).toBe(5);
    expect(retryAfterSeconds(headers({ 'ratelimit-reset': new Date(NOW - 5000).toUTCString() }), NOW)).toBe(1);
    expect(retryAfterSeconds(headers({}), NOW)).toBeUndefined();
    const limited = toSupplierError(duffelError(429, 'rate_limit_exceeded', { 'ratelimit-reset': '12' }), 'search', NOW);
    expect(limited).toMatchObject({ kind: 'rate_limited', details: { retryAfterSeconds: 12, status: 429 } });
  });
});

describe('withDeadline', () => {
  it('rejects with a timeout when the signal fires, removes its listener, and swallows the late failure', async () => {
    const controller = new AbortController();
    let fail: (e: Error) => void = () => undefined;
    const late = new Promise<never>((_, reject) => (fail = reject));
    const racing = withDeadline(
      controller.signal,
      'search',
      () => NOW,
      () => late,
    );
    controller.abort();
    await expect(racing).rejects.toMatchObject({ kind: 'timeout' });
    // Would be an unhandled rejection (and fail the run) if nothing listened to it.
    fail(new Error('late'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('passes a result through and leaves no listener behind', async () => {
    const signal = new AbortController().signal;
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');
    await expect(
      withDeadline(
        signal,
        'offer',
        () => NOW,
        async () => 7,
      ),
    ).resolves.toBe(7);
    await expect(
      withDeadline(
        signal,
        'offer',
        () => NOW,
        async () => Promise.reject(duffelError(404, 'not_found')),
      ),
    ).rejects.toBeInstanceOf(SupplierError);
    expect(added.mock.calls.map((c) => c[0])).toEqual(['abort', 'abort']);
    expect(removed.mock.calls.map((c) => c[0])).toEqual(['abort', 'abort']);
  });
});
