import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDuffelMock, type DuffelMock } from './duffel-mock-server';
import { bornAged, DEPARTS } from './duffel-test-kit';
import { DUFFEL_SIGNATURE_HEADER, verifyDuffelSignature } from './duffel-webhook-signature';

// The mock itself, over plain HTTP (no adapter in between): it must refuse what Duffel refuses,
// so that the adapter's own checks are tested against something that would catch their absence.

type TJson = Record<string, unknown>;
const SECRET = 'whsec_mock_suite';

/** A webhook receiver: records raw bodies and headers, answers the statuses queued (200 after). */
class Receiver {
  readonly received: { body: string; signature: string | undefined }[] = [];
  readonly statuses: number[] = [];
  private server!: Server;
  url = '';
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers[DUFFEL_SIGNATURE_HEADER] as string });
        res.writeHead(this.statuses.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/duffel`;
  }
  events = () =>
    this.received.map((r) => JSON.parse(r.body) as { id: string; type: string; idempotency_key: string; data: { object: TJson } });
  close = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
}

let clock = Date.now();
let mock: DuffelMock;
const receiver = new Receiver();
beforeAll(async () => {
  await receiver.start();
  mock = await startDuffelMock({ now: () => clock, webhook: { url: receiver.url, secret: SECRET } });
});
afterAll(async () => {
  await mock.close();
  await receiver.close();
});
beforeEach(() => {
  clock = Date.now();
});
afterEach(async () => {
  await mock.flushWebhooks();
  receiver.received.length = 0;
});

async function call(method: string, path: string, data?: unknown): Promise<{ status: number; body: TJson }> {
  const response = await fetch(`${mock.url}${path.slice(1)}`, {
    method,
    headers: { authorization: 'Bearer duffel_test_mock-suite', 'duffel-version': 'v2', 'content-type': 'application/json' },
    ...(data === undefined ? {} : { body: JSON.stringify({ data }) }),
  });
  return { status: response.status, body: (await response.json()) as TJson };
}
const errorCode = (body: TJson) => (body.errors as { code: string }[])[0]!.code;

type TOffer = TJson & { id: string; total_amount: string; passengers: { id: string; age: number | null }[] };
async function offers(route = 'LHR-JFK', passengers: TJson[] = [{ type: 'adult' }]): Promise<TOffer[]> {
  const [origin, destination] = route.split('-');
  const request = await call('POST', '/air/offer_requests?return_offers=false', {
    slices: [{ origin, destination, departure_date: DEPARTS }],
    passengers,
    cabin_class: 'economy',
  });
  const id = (request.body.data as { id: string }).id;
  return (await call('GET', `/air/offers?offer_request_id=${id}&sort=total_amount`)).body.data as TOffer[];
}
const brandOf = (offer: TJson) => (offer.slices as { fare_brand_name: string }[])[0]!.fare_brand_name;
const pick = async (brand: string, route?: string, passengers?: TJson[]) =>
  (await offers(route, passengers)).find((o) => brandOf(o) === brand)!;

const person = (id: string, extra: TJson = {}): TJson => ({
  id,
  title: 'ms',
  given_name: 'Amina',
  family_name: 'Khan',
  born_on: '1990-01-01',
  gender: 'f',
  email: 'amina@example.com',
  phone_number: '+923001112223',
  ...extra,
});
const order = (offer: TOffer, type: 'hold' | 'instant', passengers: TJson[], metadata: TJson = {}) =>
  call('POST', '/air/orders', {
    type,
    selected_offers: [offer.id],
    passengers,
    metadata,
    ...(type === 'instant' ? { payments: [{ type: 'balance', amount: offer.total_amount, currency: 'USD' }] } : {}),
  });

describe('Duffel mock: passengers', () => {
  it('refuses a passenger without an email or an E.164 phone number', async () => {
    const offer = await pick('Basic');
    const id = offer.passengers[0]!.id;
    const noEmail = await order(offer, 'instant', [person(id, { email: '' })]);
    expect([noEmail.status, errorCode(noEmail.body)]).toEqual([422, 'validation_required']);
    const localPhone = await order(offer, 'instant', [person(id, { phone_number: '03001112223' })]);
    expect([localPhone.status, errorCode(localPhone.body)]).toEqual([422, 'validation_format']);
    const future = await order(offer, 'instant', [person(id, { born_on: '2999-01-01' })]);
    expect(errorCode(future.body)).toBe('invalid_born_on');
    expect((await order(offer, 'instant', [person(id)])).status).toBe(201);
  });

  it("refuses a child whose age on the last slice's departure date is not the age searched", async () => {
    const offer = await pick('Basic', 'LHR-JFK', [{ type: 'adult' }, { age: 8 }]);
    const [adult, child] = offer.passengers;
    const wrong = await order(offer, 'hold', [person(adult!.id), person(child!.id, { born_on: bornAged(9) })]);
    expect([wrong.status, errorCode(wrong.body)]).toEqual([422, 'passenger_age_mismatch']);
    expect((wrong.body.errors as { message: string }[])[0]!.message).toMatch(/8 years old/);
    expect((await order(offer, 'hold', [person(adult!.id), person(child!.id, { born_on: bornAged(8) })])).status).toBe(201);
  });

  it('wants identity documents when the offer requires them, and only of the types it takes', async () => {
    mock.documentsOn('JFK', 'LHR', { required: true, types: ['passport'] });
    const offer = await pick('Basic', 'JFK-LHR');
    expect(offer).toMatchObject({ passenger_identity_documents_required: true, supported_passenger_identity_document_types: ['passport'] });
    const id = offer.passengers[0]!.id;
    expect(errorCode((await order(offer, 'hold', [person(id)])).body)).toBe('validation_required');
    const taxId = { type: 'tax_id', unique_identifier: 'X1', issuing_country_code: 'GB', expires_on: '2035-01-01' };
    expect(errorCode((await order(offer, 'hold', [person(id, { identity_documents: [taxId] })])).body)).toBe(
      'unsupported_identity_document_type',
    );
    const passport = { ...taxId, type: 'passport' };
    expect((await order(offer, 'hold', [person(id, { identity_documents: [passport] })])).status).toBe(201);

    mock.documentsOn('JFK', 'DXB', { required: false, types: [] });
    const none = await pick('Basic', 'JFK-DXB');
    const refused = await order(none, 'hold', [person(none.passengers[0]!.id, { identity_documents: [passport] })]);
    expect(errorCode(refused.body)).toBe('unsupported_identity_document_type');
  });

  it('prices seats per passenger: a child pays less than an adult for the same seat', async () => {
    const offer = await pick('Basic', 'LHR-JFK', [{ type: 'adult' }, { age: 8 }]);
    const maps = (await call('GET', `/air/seat_maps?offer_id=${offer.id}`)).body.data as {
      cabins: { rows: { sections: { elements: TJson[] }[] }[] }[];
    }[];
    const [adult, child] = offer.passengers;
    type TSeat = { available_services: { passenger_id: string; total_amount: string }[] };
    // An extra-legroom seat on sale to both (a third of the seats are taken).
    const seat = maps[0]!.cabins[0]!.rows.flatMap((r) => r.sections.flatMap((s) => s.elements)).find(
      (e) => /^1[01]/.test(String(e.designator)) && ((e.available_services as unknown[] | undefined) ?? []).length === 2,
    ) as TSeat | undefined;
    const services = seat!.available_services;
    const price = (id: string) => Number(services.find((s) => s.passenger_id === id)!.total_amount);
    expect(price(child!.id)).toBeLessThan(price(adult!.id));
  });
});

describe('Duffel mock: holds, payments and cancellations', () => {
  it('a payment that is not the order’s current total is refused with payment_amount_does_not_match_order_amount', async () => {
    const offer = await pick('Basic');
    const held = (await order(offer, 'hold', [person(offer.passengers[0]!.id)])).body.data as { id: string; total_amount: string };
    mock.repriceOrder(held.id, '1.00');
    const paid = await call('POST', '/air/payments', {
      order_id: held.id,
      payment: { type: 'balance', amount: held.total_amount, currency: 'USD' },
    });
    expect([paid.status, errorCode(paid.body)]).toEqual([422, 'payment_amount_does_not_match_order_amount']);
    const right = await call('POST', '/air/payments', { order_id: held.id, payment: { type: 'balance', amount: '1.00', currency: 'USD' } });
    expect(right.status).toBe(201);
    const again = await call('POST', '/air/payments', { order_id: held.id, payment: { type: 'balance', amount: '1.00', currency: 'USD' } });
    expect(errorCode(again.body)).toBe('already_paid');
  });

  it('a hold lapses at payment_required_by by the mock’s clock: cancelled, and no longer payable', async () => {
    const offer = await pick('Flex');
    const held = (await order(offer, 'hold', [person(offer.passengers[0]!.id)])).body.data as {
      id: string;
      total_amount: string;
      payment_status: { payment_required_by: string };
    };
    clock = Date.parse(held.payment_status.payment_required_by) - 1000;
    expect(((await call('GET', `/air/orders/${held.id}`)).body.data as TJson).cancelled_at).toBeNull();
    clock += 2000;
    const lapsed = (await call('GET', `/air/orders/${held.id}`)).body.data as TJson;
    expect(lapsed).toMatchObject({ cancelled_at: held.payment_status.payment_required_by, available_actions: [] });
    const paid = await call('POST', '/air/payments', {
      order_id: held.id,
      payment: { type: 'balance', amount: held.total_amount, currency: 'USD' },
    });
    expect(errorCode(paid.body)).toBe('order_expired');
  });

  it('quotes a null refund for a fare whose airline gives none, and refuses to cancel an order without the cancel action', async () => {
    const standard = await pick('Economy Standard');
    const ticketed = (await order(standard, 'instant', [person(standard.passengers[0]!.id)])).body.data as { id: string };
    const quote = (await call('POST', '/air/order_cancellations', { order_id: ticketed.id })).body.data as TJson;
    expect(quote).toMatchObject({ refund_amount: null, refund_to: 'balance' });

    const saver = await pick('Saver');
    const unCancellable = (await order(saver, 'instant', [person(saver.passengers[0]!.id)])).body.data as {
      id: string;
      available_actions: string[];
    };
    expect(unCancellable.available_actions).not.toContain('cancel');
    const refused = await call('POST', '/air/order_cancellations', { order_id: unCancellable.id });
    expect([refused.status, errorCode(refused.body)]).toEqual([422, 'order_not_cancellable']);
  });
});

describe('Duffel mock: 202 and webhooks', () => {
  it('answers 202 with no order id, then creates the order and sends a signed order.created', async () => {
    const offer = await pick('Basic');
    const orders = mock.state.orders.size;
    const accepted = await order(offer, 'instant', [person(offer.passengers[0]!.id, { family_name: 'Processing' })], {
      safar_reference: 'SAF-1',
    });
    expect(accepted).toEqual({ status: 202, body: { data: {} } });
    expect(mock.state.orders.size).toBe(orders);
    mock.settleAccepted();
    expect(mock.state.orders.size).toBe(orders + 1);
    await mock.flushWebhooks();
    const created = receiver.events().find((e) => e.type === 'order.created')!;
    expect(created.data.object).toMatchObject({ metadata: { safar_reference: 'SAF-1' } });
    expect(created.idempotency_key).toBe(created.data.object.id);
    const raw = receiver.received.find((r) => r.body.includes(created.id))!;
    expect(verifyDuffelSignature(raw.body, raw.signature, SECRET, clock)).toEqual({ ok: true });
    expect(verifyDuffelSignature(raw.body, raw.signature, 'whsec_wrong', clock).ok).toBe(false);
  });

  it('an accepted order that fails sends order.creation_failed with the offer and metadata sent', async () => {
    const offer = await pick('Basic');
    mock.acceptNextOrder('failed');
    expect((await order(offer, 'hold', [person(offer.passengers[0]!.id)], { safar_reference: 'SAF-2' })).status).toBe(202);
    mock.settleAccepted();
    await mock.flushWebhooks();
    const failed = receiver.events().find((e) => e.type === 'order.creation_failed')!;
    expect(failed.data.object).toMatchObject({ offer_id: offer.id, metadata: { safar_reference: 'SAF-2' } });
    expect(Buffer.from(failed.idempotency_key, 'base64').toString()).toMatch(/^failed-por_/);
  });

  it('sends payment.created and order.airline_initiated_change_detected, each with an id and an idempotency key', async () => {
    const offer = await pick('Basic');
    const held = (await order(offer, 'hold', [person(offer.passengers[0]!.id)])).body.data as { id: string; total_amount: string };
    await call('POST', '/air/payments', { order_id: held.id, payment: { type: 'balance', amount: held.total_amount, currency: 'USD' } });
    mock.airlineChange(held.id);
    await mock.flushWebhooks();
    // Delivered concurrently, so in no particular order.
    const types = receiver.events().map((e) => e.type);
    expect(types.sort()).toEqual(['order.airline_initiated_change_detected', 'order.created', 'payment.created']);
    for (const event of receiver.events()) {
      expect(event.id).toMatch(/^wev_/);
      expect(event.idempotency_key).toBeTruthy();
    }
    expect(receiver.events().find((e) => e.type === 'payment.created')!.data.object).toMatchObject({ order_id: held.id, type: 'balance' });
  });

  it('retries a delivery the receiver failed, so an event may arrive more than once', async () => {
    receiver.statuses.push(500);
    const offer = await pick('Basic');
    await order(offer, 'hold', [person(offer.passengers[0]!.id)]);
    await mock.flushWebhooks();
    const [first, second] = receiver.events();
    expect(first!.id).toBe(second!.id);
    expect(mock.deliveries.slice(-2).map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });

  it('signs any body at any time for a test of the receiver (an old timestamp, a tampered body)', async () => {
    const event = { id: 'wev_1', type: 'order.created', data: { object: {} } };
    await mock.deliverWebhook(event, { url: receiver.url, secret: SECRET, signedAtMs: clock - 3_600_000 });
    await mock.deliverWebhook(event, {
      url: receiver.url,
      secret: SECRET,
      body: '{"id":"wev_1","type":"tampered"}',
      signedBody: JSON.stringify(event),
    });
    const [old, tampered] = receiver.received;
    expect(verifyDuffelSignature(old!.body, old!.signature, SECRET, clock)).toEqual({ ok: false, reason: 'timestamp_too_old' });
    expect(verifyDuffelSignature(tampered!.body, tampered!.signature, SECRET, clock)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });
});

describe('Duffel mock: at-least-once, in any order', () => {
  it('with duplicate and holdUntilFlushed, delivers every event twice and the newest first', async () => {
    const other = new Receiver();
    await other.start();
    const noisy = await startDuffelMock({ webhook: { url: other.url, secret: SECRET, duplicate: true, holdUntilFlushed: true } });
    try {
      noisy.acceptNextOrder('created');
      const response = await fetch(`${noisy.url}air/offer_requests`, {
        method: 'POST',
        headers: { authorization: 'Bearer duffel_test_x', 'duffel-version': 'v2', 'content-type': 'application/json' },
        body: JSON.stringify({
          data: { slices: [{ origin: 'LHR', destination: 'JFK', departure_date: DEPARTS }], passengers: [{ type: 'adult' }] },
        }),
      });
      const offer = ((await response.json()) as { data: { offers: TOffer[] } }).data.offers.find((o) => brandOf(o) === 'Basic')!;
      const created = noisy.state.createOrder({ type: 'hold', selected_offers: [offer.id], passengers: [person(offer.passengers[0]!.id)] });
      expect(created.status).toBe(202);
      noisy.state.settleAccepted();
      const orderId = [...noisy.state.orders.keys()][0]!;
      noisy.airlineChange(orderId);
      expect(other.received).toHaveLength(0);
      await noisy.flushWebhooks();
      const types = other.events().map((e) => e.type);
      expect(types).toEqual([
        'order.airline_initiated_change_detected',
        'order.airline_initiated_change_detected',
        'order.created',
        'order.created',
      ]);
    } finally {
      await noisy.close();
      await other.close();
    }
  });
});
