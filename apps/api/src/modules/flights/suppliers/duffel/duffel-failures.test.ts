import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupplierError, type TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
import { startDuffelMock, type DuffelMock } from './duffel-mock-server';
import { createDuffelSupplier, type TDuffelContext } from './duffel-supplier';
import { bornAged, DEPARTS } from './duffel-test-kit';

// How the adapter fails: Duffel's errors, its rate limit, a refused token, and the deadline.

let mock: DuffelMock;
beforeAll(async () => {
  mock = await startDuffelMock();
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.requests.length = 0;
});

const TOKEN = 'duffel_test_failure-suite-secret';
const supplier = (token = TOKEN) => createDuffelSupplier({ token, baseUrl: mock.url });
const ctx = () => ({ signal: new AbortController().signal });
const SEARCH: TSupplierSearchRequest = {
  slices: [{ origin: 'KHI', destination: 'DXB', departureDate: DEPARTS }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};

const TRAVELLER = {
  ref: 't1',
  type: 'adult' as const,
  title: 'Ms',
  givenName: 'Amina',
  familyName: 'Khan',
  bornOn: '1990-01-01',
  gender: 'f' as const,
  email: 'a@example.com',
  phone: '+923001112223',
  document: null,
};

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
};

describe('Duffel adapter: failures', () => {
  it('a 5xx is unavailable, with the status and Duffel request id', async () => {
    mock.failNext('/air/offer_requests', 500);
    const error = await failure(supplier().search(SEARCH, ctx()));
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 500, requestId: expect.any(String) } });
    expect(error.message).toContain('internal_server_error');
  });

  it('a 422 validation error is rejected, and an order that Duffel could not create says so', async () => {
    mock.failNext('/air/offer_requests', 422, { type: 'validation_error', code: 'invalid_date', title: 'Invalid date' });
    expect(await failure(supplier().search(SEARCH, ctx()))).toMatchObject({ kind: 'rejected', details: { status: 422 } });
    mock.failNext('/air/orders', 502, { type: 'airline_error', code: 'order_not_created', title: 'Order not created' });
    const { offers } = await supplier().search(SEARCH, ctx());
    const offer = offers[0]!;
    const travellers = [TRAVELLER];
    const error = await failure(
      supplier().book({ offer, travellers, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor }, ctx()),
    );
    expect(error).toMatchObject({ kind: 'rejected', details: { status: 502 } });
    // Nothing a traveller typed goes into the error.
    expect(error.message).not.toMatch(/Amina|Khan|a@example/);
  });

  it('paying a held order refuses a price that rose since it was held, and pays nothing', async () => {
    const { offers } = await supplier().search(SEARCH, ctx());
    const offer = offers.find((o) => o.ticketingDeadline !== null)!;
    const held = await supplier().book(
      { offer, travellers: [TRAVELLER], services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    mock.state.orders.get(held.orderKey)!.total_amount = ((offer.totalMinor + 1500) / 100).toFixed(2);
    mock.requests.length = 0;
    expect((await failure(supplier().issue(held.orderKey, ctx()))).kind).toBe('price_changed');
    expect(mock.requests.some((r) => r.path === '/air/payments')).toBe(false);
  });

  it('an extra for a lap infant is rejected, a seat taken since it was listed is offer_gone', async () => {
    const { offers } = await supplier().search({ ...SEARCH, infants: 1 }, ctx());
    const offer = offers.find((o) => o.ticketingDeadline === null)!;
    const { seats } = await supplier().services(offer, ctx());
    const free = seats.find((s) => s.available)!;
    const taken = seats.find((s) => !s.available)!;
    const infant = { ...TRAVELLER, ref: 'i1', type: 'infant' as const, bornOn: bornAged(1), infantOf: 't1' };
    const book = (key: string, travellerRef: string) =>
      supplier().book(
        {
          offer,
          travellers: [TRAVELLER, infant],
          services: [{ key, quantity: 1, travellerRef }],
          mode: 'instant',
          expectedTotalMinor: offer.totalMinor + free.priceMinor,
        },
        ctx(),
      );
    expect((await failure(book(free.key, 'i1'))).kind).toBe('rejected');
    expect((await failure(book(taken.key, 't1'))).kind).toBe('offer_gone');
  });

  it('a 429 is rate_limited, with the seconds from ratelimit-reset', async () => {
    mock.rateLimitNext('/air/offers', 30);
    const error = await failure(supplier().search(SEARCH, ctx()));
    // The reset is an HTTP date, whole seconds: 30 s from the mock's clock reads as 29 or 30 by the time it arrives.
    expect(error).toMatchObject({
      kind: 'rate_limited',
      details: { status: 429, retryAfterSeconds: expect.toSatisfy((s: number) => s === 29 || s === 30) },
    });
  });

  it('a refused token is unavailable, says the token was refused, and never shows it', async () => {
    const secret = 'duffel_live_not-accepted-by-the-mock';
    const error = await failure(supplier(secret).search(SEARCH, ctx()));
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 401 } });
    expect(error.message).toMatch(/refused the access token/);
    expect(JSON.stringify({ message: error.message, details: error.details, stack: error.stack })).not.toContain(secret);
  });

  it('an expired offer is offer_gone when fetching its extras', async () => {
    const { offers } = await supplier().search(SEARCH, ctx());
    mock.expireOffer(offers[0]!.key);
    expect((await failure(supplier().services(offers[0]!, ctx()))).kind).toBe('offer_gone');
  });

  it('a 2xx that is not JSON (which the SDK cannot read) is unavailable', async () => {
    mock.intercept({
      path: '/air/offer_requests',
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>maintenance</html>',
    });
    expect(await failure(supplier().search(SEARCH, ctx()))).toMatchObject({ kind: 'unavailable' });
  });

  it('a hanging answer is abandoned at the deadline, and no further call is made', async () => {
    mock.intercept({ path: '/air/offers', delayMs: 20_000 });
    const started = performance.now();
    const deadline: TDuffelContext = { signal: AbortSignal.timeout(100), deadline: Date.now() + 100 };
    const error = await failure(supplier().search(SEARCH, deadline));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(95);
    // Well before the 20 s answer; the slack is for a busy machine.
    expect(elapsed).toBeLessThan(350);
    // The offer request went out, the list hung; nothing was asked after the deadline.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mock.requests.map((r) => r.path)).toEqual(['/air/offer_requests/', '/air/offers']);
    // With a deadline this close Duffel is given its smallest wait for airlines.
    expect(mock.requests[0]!.query.supplier_timeout).toBe('2000');
  });

  it('a signal that already fired sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(supplier().search(SEARCH, { signal: controller.signal }))).kind).toBe('timeout');
    expect(mock.requests).toHaveLength(0);
  });

  it('an unknown order is rejected (not offer_gone)', async () => {
    expect(await failure(supplier().retrieve('ord_0000doesnotexist', ctx()))).toMatchObject({ kind: 'rejected', details: { status: 404 } });
  });
});
