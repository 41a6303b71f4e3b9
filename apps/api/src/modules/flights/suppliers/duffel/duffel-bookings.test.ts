import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeBookingContract } from '@/modules/flights/suppliers/booking-contract';
import type {
  TSupplierBookRequest,
  TSupplierOffer,
  TSupplierSearchRequest,
  TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';
import { startDuffelMock, type DuffelMock } from './duffel-mock-server';
import { createDuffelSupplier } from './duffel-supplier';
import { bornAged, ctx, DEPARTS, failure, PASSPORT, traveller } from './duffel-test-kit';

// Holds, payments, cancellations and the passenger rules of the Duffel adapter, against the mock.

let clock = Date.now();
let mock: DuffelMock;
beforeAll(async () => {
  mock = await startDuffelMock({ now: () => clock });
});
afterAll(() => mock.close());
beforeEach(() => {
  clock = Date.now();
  mock.requests.length = 0;
});

const supplier = () => createDuffelSupplier({ token: 'duffel_test_bookings', baseUrl: mock.url, now: () => clock });
const oneWay = (origin: string, destination: string, party: Partial<TSupplierSearchRequest> = {}): TSupplierSearchRequest => ({
  slices: [{ origin, destination, departureDate: DEPARTS }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  ...party,
});
const LEAD = traveller('a1', 'adult');

async function offerOf(search: TSupplierSearchRequest, pick: (o: TSupplierOffer) => boolean): Promise<TSupplierOffer> {
  const { offers } = await supplier().search(search, ctx());
  const offer = offers.find(pick);
  if (!offer) throw new Error('no such offer');
  return offer;
}
const zz = (o: TSupplierOffer) => o.validatingCarrier === 'ZZ' && o.fareBrand === 'Basic';
const brand = (name: string) => (o: TSupplierOffer) => o.fareBrand === name;
const book = (offer: TSupplierOffer, travellers: TSupplierTraveller[], extra: Partial<TSupplierBookRequest> = {}) =>
  supplier().book({ offer, travellers, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor, ...extra }, ctx());
const sent = (path: string) => mock.requests.filter((r) => r.method === 'POST' && r.path.replace(/\/$/, '') === path);
const orderBody = () => (sent('/air/orders')[0]!.body as { data: Record<string, unknown> }).data;
const sentPassengers = () => orderBody().passengers as Record<string, unknown>[];

describeBookingContract('duffel', () => supplier(), {
  search: oneWay('LHR', 'JFK', { children: 1, childAges: [5] }),
  travellers: [
    traveller('lead', 'adult', { phone: '+442080160509' }),
    traveller('kid', 'child', { bornOn: bornAged(5), email: 'kid@example.com', phone: '+442080160510' }),
  ],
  now: () => new Date(clock),
  expire: (offer) => {
    mock.expireOffer(offer.key);
    return offer;
  },
});

describe('Duffel adapter: holds and issuing', () => {
  it("a hold carries Duffel's two deadlines: pay by, and the price guaranteed until", async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    const stored = mock.state.orders.get(held.orderKey)!.payment_status as Record<string, string>;
    expect(held.status).toBe('held');
    expect(held.paymentDeadline).toBe(new Date(stored.payment_required_by!).toISOString());
    expect(held.priceGuaranteeUntil).toBe(new Date(stored.price_guarantee_expires_at!).toISOString());
    expect(Date.parse(held.priceGuaranteeUntil!)).toBeLessThan(Date.parse(held.paymentDeadline!));
    expect(orderBody()).toMatchObject({ type: 'hold' });
    expect(orderBody()).not.toHaveProperty('payments');
  });

  it('issue pays the held order its current total from the balance, and a lower price is paid as it is', async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    const lower = ((offer.totalMinor - 500) / 100).toFixed(2);
    mock.repriceOrder(held.orderKey, lower);
    const issued = await supplier().issue(held.orderKey, ctx());
    expect(issued).toMatchObject({ status: 'ticketed', totalMinor: offer.totalMinor - 500, paymentDeadline: null });
    expect(sent('/air/payments')[0]!.body).toEqual({
      data: { order_id: held.orderKey, payment: { type: 'balance', amount: lower, currency: 'USD' } },
    });
  });

  it('refuses a second issue of a paid order without paying again', async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const ticketed = await book(offer, [LEAD]);
    mock.requests.length = 0;
    expect((await failure(supplier().issue(ticketed.orderKey, ctx()))).message).toMatch(/already paid/);
    expect(sent('/air/payments')).toHaveLength(0);
  });

  it('two issues at once pay once: the second is refused while the first is under way, even past its deadline', async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    mock.intercept({ method: 'POST', path: '/air/payments', delayMs: 150 });
    const first = supplier().issue(held.orderKey, ctx());
    const second = await failure(supplier().issue(held.orderKey, ctx()));
    expect(second).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/already being paid/) });
    expect((await first).status).toBe('ticketed');
    expect(sent('/air/payments')).toHaveLength(1);

    // The caller gives up at its deadline while the payment is still on its way: still locked.
    const other = await book(await offerOf(oneWay('JFK', 'EWR'), zz), [LEAD], { mode: 'hold' });
    mock.requests.length = 0;
    mock.intercept({ method: 'POST', path: '/air/payments', delayMs: 200 });
    expect((await failure(supplier().issue(other.orderKey, { signal: AbortSignal.timeout(50) }))).kind).toBe('timeout');
    expect((await failure(supplier().issue(other.orderKey, ctx()))).message).toMatch(/already being paid/);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await failure(supplier().issue(other.orderKey, ctx()))).message).toMatch(/already paid/);
    expect(sent('/air/payments')).toHaveLength(1);
  });

  it("a payment Duffel refuses because the order's total moved is price_changed, with the new total", async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    // The adapter reads the order at its old price; by the time it pays, the airline has lowered it.
    const stale = structuredClone(mock.state.orders.get(held.orderKey)!);
    mock.intercept({ method: 'GET', path: `/air/orders/${held.orderKey}`, status: 200, body: { data: stale } });
    mock.repriceOrder(held.orderKey, ((offer.totalMinor - 100) / 100).toFixed(2));
    const error = await failure(supplier().issue(held.orderKey, ctx()));
    expect(error).toMatchObject({ kind: 'price_changed', details: { status: 422, totalMinor: offer.totalMinor - 100 } });
    expect(error.message).toContain('payment_amount_does_not_match_order_amount');
  });

  it('a hold not paid by its deadline lapses: it reads as cancelled and cannot be issued', async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    clock = Date.parse(held.paymentDeadline!) + 1000;
    expect((await supplier().retrieve(held.orderKey, ctx())).status).toBe('cancelled');
    mock.requests.length = 0;
    expect((await failure(supplier().issue(held.orderKey, ctx()))).kind).toBe('rejected');
    expect(sent('/air/payments')).toHaveLength(0);
  });
});

describe('Duffel adapter: cancellations', () => {
  it('an airline that quotes no refund gives refundMinor null (unknown), not 0', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), brand('Economy Standard'));
    const ticketed = await book(offer, [LEAD]);
    const quote = await supplier().cancelQuote(ticketed.orderKey, ctx());
    expect(quote).toMatchObject({ refundMinor: null, currency: 'USD' });
    expect((await supplier().cancelConfirm(quote.quoteKey, ctx())).status).toBe('cancelled');
  });

  it('a held order quotes a refund of 0 (nothing was paid)', async () => {
    const offer = await offerOf(oneWay('JFK', 'EWR'), zz);
    const held = await book(offer, [LEAD], { mode: 'hold' });
    expect(await supplier().cancelQuote(held.orderKey, ctx())).toMatchObject({ refundMinor: 0, currency: 'USD' });
  });

  it('an order Duffel does not let the API cancel is refused before asking for a quote', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), brand('Saver'));
    const ticketed = await book(offer, [LEAD]);
    mock.requests.length = 0;
    const error = await failure(supplier().cancelQuote(ticketed.orderKey, ctx()));
    expect(error).toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/cannot be cancelled|not let this order be cancelled/),
    });
    expect(sent('/air/order_cancellations')).toHaveLength(0);
  });
});

describe('Duffel adapter: orders Duffel has not confirmed', () => {
  it('a 202 is a timeout (the outcome is not known), and the order may still appear, with our reference', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), zz);
    const error = await failure(book(offer, [traveller('a1', 'adult', { familyName: 'Processing' })], { reference: 'SAF-2031-0042' }));
    expect(error).toMatchObject({ kind: 'timeout', details: { status: 202 } });
    expect(error.message).toMatch(/do not book again/);
    expect(orderBody().metadata).toMatchObject({ safar_reference: 'SAF-2031-0042' });
    const before = mock.events.length;
    mock.settleAccepted();
    const created = mock.events.slice(before).find((e) => e.type === 'order.created')!;
    expect((created.data.object as { metadata: Record<string, string> }).metadata.safar_reference).toBe('SAF-2031-0042');
  });

  it('a 202 whose body cannot be read, a 500 and a 504 on ordering are timeouts too; a busy 503 is unavailable', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), zz);
    mock.intercept({ method: 'POST', path: '/air/orders', status: 202, headers: { 'content-type': 'text/plain' }, body: '' });
    expect((await failure(book(offer, [LEAD]))).kind).toBe('timeout');
    for (const status of [500, 504]) {
      mock.failNext('/air/orders', status);
      expect((await failure(book(offer, [LEAD]))).kind).toBe('timeout');
    }
    mock.failNext('/air/orders', 503);
    expect((await failure(book(offer, [LEAD]))).kind).toBe('unavailable');
  });

  it("Duffel's price_changed on ordering says the offer's new total when Duffel gives it", async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), brand('Economy Standard'));
    mock.changePrice(offer.key, '2999.99');
    expect(await failure(book(offer, [LEAD]))).toMatchObject({ kind: 'price_changed', details: { totalMinor: 299999 } });
  });
});

describe('Duffel adapter: what every passenger needs', () => {
  it('a traveller without contacts gets another traveller’s; with none on the booking it is refused, nothing sent', async () => {
    const search = oneWay('LHR', 'JFK', { children: 1 });
    const offer = await offerOf(search, zz);
    await book(offer, [traveller('a1', 'adult'), traveller('c1', 'child')]);
    expect(sentPassengers().map((p) => [p.email, p.phone_number])).toEqual([
      ['lead@example.com', '+923001234567'],
      ['lead@example.com', '+923001234567'],
    ]);
    mock.requests.length = 0;
    const again = await offerOf(search, zz);
    const noEmail = await failure(book(again, [traveller('a1', 'adult', { email: null }), traveller('c1', 'child')]));
    expect(noEmail).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/email address for every passenger/) });
    const noPhone = await failure(book(again, [traveller('a1', 'adult', { phone: '  ' }), traveller('c1', 'child')]));
    expect(noPhone).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/phone number for every passenger/) });
    expect(sent('/air/orders')).toHaveLength(0);
  });

  it('phone numbers go in international form; a local number is refused', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK'), zz);
    await book(offer, [traveller('a1', 'adult', { phone: '+44 (20) 8016-0509' })]);
    expect(sentPassengers()[0]!.phone_number).toBe('+442080160509');
    mock.requests.length = 0;
    const again = await offerOf(oneWay('LHR', 'JFK'), zz);
    const local = await failure(book(again, [traveller('a1', 'adult', { phone: '0300 1234567' })]));
    expect(local).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/international/) });
    expect((await failure(book(again, [traveller('a1', 'adult', { email: 'not-an-email' })]))).kind).toBe('rejected');
    expect(sent('/air/orders')).toHaveLength(0);
  });

  it('sends passports only when the offer requires documents, and refuses a traveller without one', async () => {
    mock.documentsOn('LHR', 'DXB', { required: true, types: ['passport'] });
    const offer = await offerOf(oneWay('LHR', 'DXB'), zz);
    const missing = await failure(book(offer, [LEAD]));
    expect(missing).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/passport/) });
    expect(sent('/air/orders')).toHaveLength(0);
    await book(offer, [traveller('a1', 'adult', { document: PASSPORT })]);
    expect(sentPassengers()[0]!.identity_documents).toEqual([
      { type: 'passport', unique_identifier: 'P1234567', issuing_country_code: 'PK', expires_on: '2035-01-01' },
    ]);
  });

  it('sends no document when the offer does not ask for one or takes no type, and refuses types Safar does not keep', async () => {
    // The mock, like Duffel, refuses a document of a type the offer does not take.
    mock.documentsOn('LHR', 'KHI', { required: false, types: [] });
    const offer = await offerOf(oneWay('LHR', 'KHI'), zz);
    await book(offer, [traveller('a1', 'adult', { document: PASSPORT })]);
    expect(sentPassengers()[0]).not.toHaveProperty('identity_documents');

    mock.documentsOn('LHR', 'ISB', { required: true, types: ['tax_id'] });
    const taxId = await offerOf(oneWay('LHR', 'ISB'), zz);
    const error = await failure(book(taxId, [traveller('a1', 'adult', { document: PASSPORT })]));
    expect(error).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/tax_id/) });
  });
});

describe('Duffel adapter: children and infants by age', () => {
  it('searches with the ages given, else 8 and 1, and refuses ages that do not fit', async () => {
    await supplier().search(oneWay('LHR', 'JFK', { adults: 2, children: 2, infants: 1, childAges: [4, 11], infantAges: [0] }), ctx());
    expect((sent('/air/offer_requests')[0]!.body as { data: { passengers: unknown[] } }).data.passengers).toEqual([
      { type: 'adult' },
      { type: 'adult' },
      { age: 4 },
      { age: 11 },
      { age: 0 },
    ]);
    mock.requests.length = 0;
    for (const party of [
      { children: 2, childAges: [4] },
      { children: 1, childAges: [12] },
      { infants: 1, infantAges: [2] },
    ]) {
      expect((await failure(supplier().search(oneWay('LHR', 'JFK', party), ctx()))).kind).toBe('rejected');
    }
    expect(sent('/air/offer_requests')).toHaveLength(0);
  });

  it('matches each child to the passenger searched with its age, whatever the order of the travellers', async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK', { children: 2, childAges: [4, 9] }), zz);
    const booking = await book(offer, [
      LEAD,
      traveller('older', 'child', { bornOn: bornAged(9) }),
      traveller('younger', 'child', { bornOn: bornAged(4) }),
    ]);
    expect(booking.tickets.map((t) => t.travellerRef).sort()).toEqual(['a1', 'older', 'younger']);
  });

  it("refuses, before sending, a child whose age on the last flight's day is not the age searched", async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK', { children: 1 }), zz);
    const error = await failure(book(offer, [LEAD, traveller('c1', 'child', { bornOn: bornAged(5) })]));
    expect(error).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/searched for a child of 8/) });
    expect(sent('/air/orders')).toHaveLength(0);
  });

  it('judges the age on the day the last slice departs, not the first', async () => {
    const returnDay = new Date(Date.parse(DEPARTS) + 60 * 86_400_000).toISOString().slice(0, 10);
    const search: TSupplierSearchRequest = {
      ...oneWay('LHR', 'JFK', { children: 1, childAges: [6] }),
      slices: [
        { origin: 'LHR', destination: 'JFK', departureDate: DEPARTS },
        { origin: 'JFK', destination: 'LHR', departureDate: returnDay },
      ],
    };
    // Five on the way out, six on the way back: searched as 6.
    const birthday = new Date(Date.parse(DEPARTS) + 30 * 86_400_000);
    birthday.setUTCFullYear(birthday.getUTCFullYear() - 6);
    const child = traveller('c1', 'child', { bornOn: birthday.toISOString().slice(0, 10) });
    const offer = await offerOf(search, zz);
    expect((await book(offer, [LEAD, child])).status).toBe('ticketed');
  });
});

describe('Duffel adapter: seats priced per passenger', () => {
  it("counts each traveller's own seat price: a total from another passenger's price is price_changed, nothing sent", async () => {
    const offer = await offerOf(oneWay('LHR', 'JFK', { children: 1 }), brand('Economy Standard'));
    const { seats } = await supplier().services(offer, ctx());
    const seat = seats.find((s) => s.available && s.priceMinor > 0 && s.segmentIndex === 0)!;
    const [adultId, childId] = (offer.payload as { passengers: { id: string }[] }).passengers.map((p) => p.id);
    const [map] = mock.state.seatMapsOf(offer.key);
    const element = map!.cabins[0]!.rows.flatMap((r) => r.sections.flatMap((x) => x.elements)).find(
      (e) => 'designator' in e && e.designator === seat.designator,
    ) as unknown as { available_services: { passenger_id: string; total_amount: string }[] };
    const priceOf = (id: string) => Math.round(Number(element.available_services.find((x) => x.passenger_id === id)!.total_amount) * 100);
    expect(priceOf(childId!)).toBeLessThan(priceOf(adultId!));
    // The listing shows the lowest price, the child's.
    expect(seat.priceMinor).toBe(priceOf(childId!));

    const travellers = [LEAD, traveller('c1', 'child')];
    const services = [{ key: seat.key, quantity: 1, travellerRef: 'a1' }];
    mock.requests.length = 0;
    const error = await failure(book(offer, travellers, { services, expectedTotalMinor: offer.totalMinor + seat.priceMinor }));
    expect(error).toMatchObject({ kind: 'price_changed', details: { totalMinor: offer.totalMinor + priceOf(adultId!) } });
    expect(sent('/air/orders')).toHaveLength(0);

    const booked = await book(offer, travellers, { services, expectedTotalMinor: offer.totalMinor + priceOf(adultId!) });
    expect(booked.totalMinor).toBe(offer.totalMinor + priceOf(adultId!));
  });
});

describe('Duffel adapter: airline-initiated changes', () => {
  const changeOf = (orderKey: string) => {
    mock.airlineChange(orderKey);
    const event = mock.events.filter((e) => e.type === 'order.airline_initiated_change_detected').at(-1)!;
    return { changeKey: String((event.data.object as { id: string }).id), orderKey };
  };

  it("accepts through Duffel's own action, once", async () => {
    const ticketed = await book(await offerOf(oneWay('LHR', 'JFK'), zz), [LEAD]);
    const change = changeOf(ticketed.orderKey);
    await supplier().answerAirlineChange!(change, 'accept', ctx());
    expect(sent(`/air/airline_initiated_changes/${change.changeKey}/actions/accept`)).toHaveLength(1);
    expect((await failure(supplier().answerAirlineChange!(change, 'accept', ctx()))).kind).toBe('rejected');
    expect((await supplier().retrieve(ticketed.orderKey, ctx())).status).toBe('ticketed');
  });

  it('takes a refund by cancelling the order', async () => {
    const ticketed = await book(await offerOf(oneWay('LHR', 'JFK'), zz), [LEAD]);
    const change = changeOf(ticketed.orderKey);
    await supplier().answerAirlineChange!(change, 'refund', ctx());
    expect(sent('/air/order_cancellations')).toHaveLength(1);
    expect((await supplier().retrieve(ticketed.orderKey, ctx())).status).toBe('cancelled');
  });
});
