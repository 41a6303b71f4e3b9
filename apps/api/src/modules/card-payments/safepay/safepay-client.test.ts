import { createHmac } from 'node:crypto';
import { MAX_AMOUNT_MINOR, minorToDecimal, type TCurrency } from '@safar/contracts';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError, type CardGateway, type TGatewayErrorKind } from '../card-gateway';
import { fromSafepayAmount, toSafepayAmount } from './safepay-amounts';
import { createSafepayGateway } from './safepay-client';
import type { TSafepayConfig } from './safepay-config';
import { startSafepayMock, type SafepayMock } from './safepay-mock-server';

const NOW = Date.parse('2031-05-01T12:00:00Z');
// Generous for a loopback call on a busy machine, far below the delay that plays a timeout.
const TIMEOUT_MS = 1_000;
const SLOW_MS = 10_000;
const ORDER = { reference: 'SFR-24-000123', returnUrl: 'https://shop.example/pay/return', cancelUrl: 'https://shop.example/pay/cancel' };

let mock: SafepayMock;
let gateway: CardGateway;

const make = (overrides: Partial<TSafepayConfig> = {}) =>
  createSafepayGateway({
    environment: 'sandbox',
    apiKey: mock.apiKey,
    secretKey: mock.secretKey,
    webhookSecret: mock.webhookSecret,
    baseUrl: mock.url,
    checkoutUrl: mock.checkoutUrl,
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: 5,
    now: () => NOW,
    ...overrides,
  });

beforeEach(async () => {
  mock = await startSafepayMock({ now: () => NOW });
  gateway = make();
});
afterEach(() => mock.close());

/** The GatewayError a promise (or a function) fails with. */
async function failure(run: Promise<unknown> | (() => unknown)): Promise<GatewayError> {
  try {
    await (typeof run === 'function' ? run() : run);
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error('expected a GatewayError');
}
const kindOf = async (run: Promise<unknown> | (() => unknown)): Promise<TGatewayErrorKind> => (await failure(run)).kind;
const calls = (path: string) => mock.requests.filter((r) => r.path.startsWith(path)).length;

async function paidSession(amountMinor = 2_500_000, currency: TCurrency = 'PKR', fee: number | null = 49_200) {
  const { tracker } = await gateway.createSession({ amountMinor, currency, ...ORDER });
  mock.pay(tracker, fee);
  return tracker;
}

describe('Safepay client: payment sessions', () => {
  it('creates a session in paisa and answers the hosted checkout URL with its tracker', async () => {
    const session = await gateway.createSession({ amountMinor: 2_500_000, currency: 'PKR', ...ORDER });
    expect(session.tracker).toMatch(/^track_/);
    const url = new URL(session.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(mock.checkoutUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      environment: 'sandbox',
      tracker: session.tracker,
      tbt: expect.stringMatching(/^tbt_/),
      source: 'hosted',
      order_id: ORDER.reference,
      redirect_url: ORDER.returnUrl,
      cancel_url: ORDER.cancelUrl,
    });
    // On the wire: an integer of paisa (PKR 25,000.00), our key, our reference.
    const sent = mock.requests.find((r) => r.path === '/order/payments/v3')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ merchant_api_key: mock.apiKey, mode: 'payment', currency: 'PKR', amount: 2_500_000 });
    expect(mock.trackers.get(session.tracker)).toMatchObject({ amount: 2_500_000, currency: 'PKR', orderId: ORDER.reference });
  });

  it('refuses, before any call, an amount that is not whole minor units, a currency Safepay does not take, a bad URL', async () => {
    for (const amountMinor of [1234.5, 0, -100, Number.NaN, MAX_AMOUNT_MINOR + 1])
      expect((await failure(gateway.createSession({ amountMinor, currency: 'PKR', ...ORDER }))).details.reason).toBe('bad_amount');
    for (const currency of ['KWD', 'JPY', 'INR'] as const)
      expect((await failure(gateway.createSession({ amountMinor: 1000, currency, ...ORDER }))).details.reason).toBe('unsupported_currency');
    expect(await kindOf(gateway.createSession({ amountMinor: 1000, currency: 'PKR', ...ORDER, returnUrl: 'javascript:alert(1)' }))).toBe(
      'refused',
    );
    expect(mock.requests).toEqual([]);
    expect([...gateway.currencies].sort()).toEqual(['AED', 'CAD', 'EUR', 'GBP', 'PKR', 'SAR', 'USD']);
  });
});

describe('Safepay client: status reads', () => {
  it('reads pending, then paid with the amount and fee in minor units and our reference', async () => {
    const { tracker } = await gateway.createSession({ amountMinor: 2_500_000, currency: 'PKR', ...ORDER });
    expect((await gateway.getPayment(tracker)).state).toBe('pending');
    mock.pay(tracker, 49_200);
    expect(await gateway.getPayment(tracker)).toEqual({
      tracker,
      state: 'paid',
      amountMinor: 2_500_000,
      currency: 'PKR',
      feeMinor: 49_200,
      reference: ORDER.reference,
    });
  });

  it('reads a failed payment', async () => {
    const { tracker } = await gateway.createSession({ amountMinor: 1_000, currency: 'USD', ...ORDER });
    mock.fail(tracker);
    expect(await gateway.getPayment(tracker)).toMatchObject({ state: 'failed', amountMinor: 1_000, currency: 'USD', feeMinor: null });
  });

  it('refuses an unknown tracker (404) and a malformed one without calling', async () => {
    const unknown = await failure(gateway.getPayment('track_00000000-0000-0000-0000-000000000000'));
    expect(unknown).toMatchObject({ kind: 'refused', details: { status: 404 } });
    expect((await failure(gateway.getPayment('../order/v1/x'))).details.reason).toBe('bad_tracker');
  });

  it('does not guess at a state it does not know, nor accept an amount that is not whole', async () => {
    const tracker = await paidSession();
    mock.trackers.get(tracker)!.state = 'TRACKER_DISPUTED';
    expect((await failure(gateway.getPayment(tracker))).details.reason).toBe('unknown_state');
    mock.trackers.get(tracker)!.state = 'TRACKER_ENDED';
    mock.trackers.get(tracker)!.amount = 25_000.5;
    expect(await failure(gateway.getPayment(tracker))).toMatchObject({ kind: 'unavailable', details: { reason: 'malformed_answer' } });
  });
});

describe('Safepay client: refunds', () => {
  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const tracker = await paidSession(2_500_000);
    const part = await gateway.refund({ tracker, amountMinor: 1_000_000, currency: 'PKR' });
    expect(part).toEqual({
      tracker,
      refundId: expect.stringMatching(/^refund_/),
      amountMinor: 1_000_000,
      currency: 'PKR',
      state: 'partially_refunded',
    });
    expect((await gateway.getPayment(tracker)).state).toBe('partially_refunded');
    const rest = await gateway.refund({ tracker, amountMinor: 1_500_000, currency: 'PKR' });
    expect(rest.state).toBe('refunded');
    expect(mock.refunds.map((r) => r.amount)).toEqual([1_000_000, 1_500_000]);
    expect((await gateway.getPayment(tracker)).state).toBe('refunded');
    expect(await failure(gateway.refund({ tracker, amountMinor: 1, currency: 'PKR' }))).toMatchObject({
      kind: 'refused',
      details: { status: 400 },
    });
  });

  it('refunds the whole amount in one call', async () => {
    const tracker = await paidSession(1_999);
    expect((await gateway.refund({ tracker, amountMinor: 1_999, currency: 'PKR' })).state).toBe('refunded');
  });

  it('never repeats a refund: a timeout or a 5xx is an unknown outcome, sent once', async () => {
    const tracker = await paidSession();
    mock.intercept({ path: /\/refund$/, delayMs: SLOW_MS });
    expect(await failure(gateway.refund({ tracker, amountMinor: 100, currency: 'PKR' }))).toMatchObject({
      kind: 'unknown_outcome',
      details: { tracker, attempts: 1 },
    });
    mock.intercept({ path: /\/refund$/, status: 502, times: Infinity });
    expect(await kindOf(gateway.refund({ tracker, amountMinor: 100, currency: 'PKR' }))).toBe('unknown_outcome');
    expect(mock.requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(2);
  });
});

describe('Safepay client: timeouts, retries and refusals', () => {
  it('a create that times out is an unknown outcome, and is not retried', async () => {
    mock.intercept({ path: '/order/payments/v3', delayMs: SLOW_MS });
    expect(await failure(gateway.createSession({ amountMinor: 1_000, currency: 'PKR', ...ORDER }))).toMatchObject({
      kind: 'unknown_outcome',
      details: { attempts: 1 },
    });
    expect(calls('/order/payments/v3')).toBe(1);
  });

  it('a create answered 5xx is an unknown outcome, not retried', async () => {
    mock.intercept({ path: '/order/payments/v3', status: 500, times: Infinity });
    expect(await kindOf(gateway.createSession({ amountMinor: 1_000, currency: 'PKR', ...ORDER }))).toBe('unknown_outcome');
    expect(calls('/order/payments/v3')).toBe(1);
  });

  it('a status read that times out is retried, then fails as a timeout', async () => {
    const tracker = await paidSession();
    mock.intercept({ path: '/reporter/', delayMs: SLOW_MS, times: Infinity });
    expect(await failure(gateway.getPayment(tracker))).toMatchObject({ kind: 'timeout', details: { attempts: 3 } });
    expect(calls('/reporter/')).toBe(3);
  });

  it('a status read that times out once succeeds on the retry', async () => {
    const tracker = await paidSession();
    mock.intercept({ path: '/reporter/', delayMs: SLOW_MS });
    expect((await gateway.getPayment(tracker)).state).toBe('paid');
    expect(calls('/reporter/')).toBe(2);
  });

  it('a status read answered 5xx is retried; still 5xx after the attempts is unavailable', async () => {
    const tracker = await paidSession();
    mock.intercept({ path: '/reporter/', status: 503, times: 2 });
    expect((await gateway.getPayment(tracker)).state).toBe('paid');
    expect(calls('/reporter/')).toBe(3);
    mock.intercept({ path: '/reporter/', status: 500, times: Infinity });
    expect(await failure(gateway.getPayment(tracker))).toMatchObject({ kind: 'unavailable', details: { status: 500, attempts: 3 } });
  });

  it('a wrong merchant secret is refused (401) and not retried', async () => {
    const tracker = await paidSession();
    const wrong = make({ secretKey: 'not-the-secret' });
    expect(await failure(wrong.getPayment(tracker))).toMatchObject({
      kind: 'refused',
      details: { status: 401, reason: 'unauthorized', attempts: 1 },
    });
    const refused = await failure(wrong.createSession({ amountMinor: 1_000, currency: 'PKR', ...ORDER }));
    expect(refused.kind).toBe('refused');
    expect(refused.message).not.toContain('not-the-secret');
  });

  it('a Safepay that cannot be reached is unavailable, even for a create (nothing was sent)', async () => {
    const closed = make();
    await mock.close();
    expect(await kindOf(closed.createSession({ amountMinor: 1_000, currency: 'PKR', ...ORDER }))).toBe('unavailable');
    mock = await startSafepayMock({ now: () => NOW });
  });
});

describe('Safepay client: webhooks', () => {
  async function paidEvent() {
    const tracker = await paidSession(2_500_000);
    return { tracker, event: mock.events.at(-1)! };
  }
  const reasonOf = async (run: () => unknown) => {
    const error = await failure(run);
    expect(error.kind).toBe('bad_signature');
    return error.details.reason;
  };

  it('accepts a webhook signed over the raw body with a fresh timestamp', async () => {
    const { tracker, event } = await paidEvent();
    const { rawBody, headers } = mock.webhook(event);
    expect(gateway.verifyWebhook(rawBody, headers)).toEqual({
      id: event.token,
      type: 'payment_succeeded',
      gatewayType: 'payment.succeeded',
      tracker,
      amountMinor: 2_500_000,
      currency: 'PKR',
    });
    // Exactly the documented formula, header names in any case.
    const t = String(NOW / 1000);
    const key = Buffer.from(mock.webhookSecret, 'base64');
    expect(headers['x-sfpy-signature']).toBe(createHmac('sha256', key).update(`${t}.`).update(rawBody).digest('hex'));
    expect(gateway.verifyWebhook(rawBody, { 'X-SFPY-SIGNATURE': headers['x-sfpy-signature'], 'X-SFPY-TIMESTAMP': t }).id).toBe(event.token);
  });

  it('refuses a tampered body and a re-serialised one', async () => {
    const { event } = await paidEvent();
    const { rawBody, headers } = mock.webhook(event);
    const tampered = Buffer.from(rawBody.toString().replace('2500000', '2500001'));
    expect(await reasonOf(() => gateway.verifyWebhook(tampered, headers))).toBe('signature_mismatch');
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(rawBody.toString()), null, 2));
    expect(await reasonOf(() => gateway.verifyWebhook(reformatted, headers))).toBe('signature_mismatch');
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody.toString() as unknown as Buffer, headers))).toBe('not_raw_body');
  });

  it('refuses a webhook signed with another secret', async () => {
    const { event } = await paidEvent();
    const other = Buffer.from('another-secret-of-thirty-two-byt').toString('base64');
    const { rawBody, headers } = mock.webhook(event, { secret: other });
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody, headers))).toBe('signature_mismatch');
  });

  it('refuses a stale or future timestamp, and a signature moved to another timestamp', async () => {
    const { event } = await paidEvent();
    for (const offsetMs of [-301_000, 301_000, -86_400_000]) {
      const { rawBody, headers } = mock.webhook(event, { signedAtMs: NOW + offsetMs });
      expect(await reasonOf(() => gateway.verifyWebhook(rawBody, headers))).toBe('stale_timestamp');
    }
    const { rawBody, headers } = mock.webhook(event, { signedAtMs: NOW - 299_000 });
    expect(gateway.verifyWebhook(rawBody, headers).id).toBe(event.token);
    const moved = { ...headers, 'x-sfpy-timestamp': String(NOW / 1000) };
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody, moved))).toBe('signature_mismatch');
  });

  it('refuses missing, empty or repeated headers', async () => {
    const { event } = await paidEvent();
    const { rawBody, headers } = mock.webhook(event);
    const { 'x-sfpy-signature': signature, 'x-sfpy-timestamp': timestamp } = headers;
    for (const bad of [{}, { 'x-sfpy-timestamp': timestamp }, { 'x-sfpy-signature': signature }, { ...headers, 'x-sfpy-signature': '' }])
      expect(await reasonOf(() => gateway.verifyWebhook(rawBody, bad))).toBe('missing_header');
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody, { ...headers, 'x-sfpy-signature': [signature!, signature!] }))).toBe(
      'missing_header',
    );
  });

  it('refuses a signature of another length or not in hex, without throwing anything but bad_signature', async () => {
    const { event } = await paidEvent();
    const { rawBody, headers } = mock.webhook(event);
    const signature = headers['x-sfpy-signature']!;
    const sha512 = createHmac('sha512', Buffer.from(mock.webhookSecret, 'base64')).update(rawBody).digest('hex');
    for (const other of [signature.slice(0, 62), `${signature}00`, sha512, ''.padEnd(2, '0')])
      expect(await reasonOf(() => gateway.verifyWebhook(rawBody, { ...headers, 'x-sfpy-signature': other }))).toBe('signature_mismatch');
    for (const other of [`sha256=${signature}`, signature.slice(1), 'zz'.repeat(32)])
      expect(await reasonOf(() => gateway.verifyWebhook(rawBody, { ...headers, 'x-sfpy-signature': other }))).toBe('malformed_header');
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody, { ...headers, 'x-sfpy-timestamp': `${NOW}` }))).toBe('malformed_header');
    expect(await reasonOf(() => gateway.verifyWebhook(rawBody, { ...headers, 'x-sfpy-timestamp': '1.5' }))).toBe('malformed_header');
  });

  it('refuses a correctly signed body it cannot read', async () => {
    for (const body of [
      'not json',
      '{"type":"payment.succeeded"}',
      '{"token":"evt_1","type":"payment.succeeded","data":{"tracker":"track_1","amount":"150","currency":"PKR"}}',
    ]) {
      const { rawBody, headers } = mock.webhook(body);
      expect(await reasonOf(() => gateway.verifyWebhook(rawBody, headers))).toBe('malformed_payload');
    }
  });

  it('refuses a webhook secret that is not base64 when the client is made', () => {
    expect(() => make({ webhookSecret: 'whsec not base64!' })).toThrow(RangeError);
  });
});

describe('Safepay amounts', () => {
  it('round-trip exactly for PKR through the client and the mock, with no float arithmetic', async () => {
    for (const amountMinor of [1, 10, 20, 30, 99, 100_000, 123_456_789, 999_999_999_999]) {
      const tracker = await paidSession(amountMinor, 'PKR', null);
      const status = await gateway.getPayment(tracker);
      expect(status.amountMinor).toBe(amountMinor);
      expect(minorToDecimal(status.amountMinor, status.currency)).toBe(minorToDecimal(amountMinor, 'PKR'));
    }
    expect(minorToDecimal(123_456_789, 'PKR')).toBe('1234567.89');
  });

  it('convert every whole amount to Safepay and back unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom<TCurrency>('PKR', 'USD', 'GBP'),
        (amountMinor, currency) => {
          expect(fromSafepayAmount(toSafepayAmount(amountMinor, currency), currency)).toEqual({ amountMinor, currency });
        },
      ),
    );
  });

  it('the mock refuses v1-style units: a float or a decimal string', async () => {
    for (const amount of [25_000.5, '25000.00']) {
      const response = await fetch(`${mock.url}/order/payments/v3/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sfpy-merchant-secret': mock.secretKey },
        body: JSON.stringify({ merchant_api_key: mock.apiKey, intent: 'CYBERSOURCE', mode: 'payment', currency: 'PKR', amount }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { status: { message: string } }).status.message).toMatch(/lowest denomination/);
    }
    expect(mock.trackers.size).toBe(0);
  });
});
