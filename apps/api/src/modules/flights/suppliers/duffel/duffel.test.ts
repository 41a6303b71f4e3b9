import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupplierError, type TSupplierOffer, type TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
import { startDuffelMock, type DuffelMock } from './duffel-mock-server';
import { createDuffelSupplier, DUFFEL_CAPABILITIES, type TDuffelContext } from './duffel-supplier';
import { DEPARTS, traveller } from './duffel-test-kit';

// The adapter against the local Duffel mock, through the real SDK over HTTP (no network).

let mock: DuffelMock;
beforeAll(async () => {
  mock = await startDuffelMock();
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.requests.length = 0;
});

const TOKEN = 'duffel_test_adapter-suite';
const supplier = (options: Partial<Parameters<typeof createDuffelSupplier>[0]> = {}) =>
  createDuffelSupplier({ code: 'duffel', token: TOKEN, baseUrl: mock.url, ...options });
const ctx = () => ({ signal: new AbortController().signal });

const SEARCH: TSupplierSearchRequest = {
  slices: [{ origin: 'LHR', destination: 'JFK', departureDate: DEPARTS }],
  adults: 2,
  children: 1,
  infants: 1,
  cabin: 'economy',
};

const TRAVELLERS = [
  traveller('a1', 'adult'),
  traveller('a2', 'adult'),
  traveller('c1', 'child'),
  traveller('i1', 'infant', { infantOf: 'a2' }),
];

/** What the mock charges one Duffel passenger for a seat on the offer's first segment. */
const seatPrice = (offerId: string, designator: string, passengerId: string): number => {
  const [map] = mock.state.seatMapsOf(offerId);
  const elements = map!.cabins.flatMap((c) => c.rows.flatMap((r) => r.sections.flatMap((x) => x.elements)));
  const seat = elements.find((e) => 'designator' in e && e.designator === designator) as
    { available_services: { passenger_id: string; total_amount: string }[] } | undefined;
  const service = seat?.available_services.find((x) => x.passenger_id === passengerId);
  if (!service) throw new Error(`seat ${designator} is not for sale to ${passengerId}`);
  return Math.round(Number(service.total_amount) * 100);
};
const linesTotal = (offer: TSupplierOffer) => offer.passengers.reduce((sum, l) => sum + l.count * l.totalMinor, 0);
const searchOne = async (carrier: string, request = SEARCH) => {
  const { offers } = await supplier().search(request, ctx());
  const found = offers.find((o) => o.validatingCarrier === carrier);
  if (!found) throw new Error(`no ${carrier} offer`);
  return found;
};
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
};

describe('Duffel adapter: search and price', () => {
  it('creates an offer request without inline offers, then lists the offers by price', async () => {
    const withDeadline: TDuffelContext = { ...ctx(), deadline: Date.now() + 8000 };
    const { offers, partial } = await supplier().search(SEARCH, withDeadline);
    expect(partial).toBe(false);
    expect(offers).toHaveLength(4);
    expect(offers.map((o) => o.totalMinor)).toEqual([...offers.map((o) => o.totalMinor)].sort((a, b) => a - b));
    const [create, list] = mock.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/air/offer_requests/', query: { return_offers: 'false' } });
    expect(Number(create!.query.supplier_timeout)).toBeGreaterThanOrEqual(5000);
    expect(Number(create!.query.supplier_timeout)).toBeLessThanOrEqual(7000);
    expect(create!.headers['duffel-version']).toBe('v2');
    expect(create!.body).toEqual({
      data: {
        slices: [{ origin: 'LHR', destination: 'JFK', departure_date: DEPARTS }],
        passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 8 }, { age: 1 }],
        cabin_class: 'economy',
        max_connections: 1,
      },
    });
    expect(list).toMatchObject({ method: 'GET', path: '/air/offers', query: { sort: 'total_amount' } });
    for (const offer of offers) {
      expect(linesTotal(offer)).toBe(offer.totalMinor);
      expect(offer.currency).toBe('USD');
      expect([...new Set(offer.passengers.map((l) => l.type))]).toEqual(['adult', 'child', 'infant']);
      expect(offer.passengers.filter((l) => l.type === 'adult').reduce((n, l) => n + l.count, 0)).toBe(2);
      expect(offer.slices[0]!.segments[0]!.departureLocal).toMatch(new RegExp(`^${DEPARTS}T\\d{2}:\\d{2}$`));
      expect(offer.slices[0]!.durationMinutes).toBeGreaterThan(400);
    }
    const zz = offers.find((o) => o.validatingCarrier === 'ZZ' && o.fareBrand === 'Flex')!;
    expect(zz).toMatchObject({ baggage: { checkedPieces: 1, carryOnPieces: 1 }, refund: { allowed: true, penaltyMinor: 10000 } });
    expect(zz.ticketingDeadline).not.toBeNull();
    const hub = offers.find((o) => o.slices[0]!.segments.length === 2)!;
    expect(hub.slices[0]!.segments.map((s) => s.destination)).toEqual(['DXB', 'JFK']);
  });

  it('reads page after page up to maxOffers', async () => {
    const { offers } = await supplier({ pageSize: 3 }).search(SEARCH, ctx());
    expect(offers).toHaveLength(4);
    const pages = mock.requests.filter((r) => r.path === '/air/offers');
    expect(pages).toHaveLength(2);
    expect(pages[1]!.query.after).toBeTruthy();
    mock.requests.length = 0;
    expect((await supplier({ pageSize: 2, maxOffers: 2 }).search(SEARCH, ctx())).offers).toHaveLength(2);
    expect(mock.requests.filter((r) => r.path === '/air/offers')).toHaveLength(1);
  });

  it('answers no offers for a route Duffel has none on (PVD→RAI)', async () => {
    const result = await supplier().search({ ...SEARCH, slices: [{ origin: 'PVD', destination: 'RAI', departureDate: DEPARTS }] }, ctx());
    expect(result).toEqual({ offers: [], partial: false });
  });

  it('prices an offer again: the same, a changed price, or null once it expired', async () => {
    const offer = await searchOne('ZZ');
    const same = await supplier().price(offer, SEARCH, ctx());
    expect(same).toMatchObject({ key: offer.key, totalMinor: offer.totalMinor });
    expect(mock.requests.at(-1)).toMatchObject({ path: `/air/offers/${offer.key}`, query: { return_available_services: 'true' } });
    mock.changePrice(offer.key, '2999.99');
    expect((await supplier().price(offer, SEARCH, ctx()))?.totalMinor).toBe(299999);
    mock.expireOffer(offer.key);
    expect(await supplier().price(offer, SEARCH, ctx())).toBeNull();
  });
});

describe('Duffel adapter: extras and booking', () => {
  it('lists bags grouped across passengers, and seats per segment', async () => {
    const offer = await searchOne('EK');
    const services = await supplier().services(offer, ctx());
    expect(services.currency).toBe('USD');
    expect(services.bags).toEqual([
      {
        key: expect.stringMatching(/^bag:ase_/),
        kind: 'checked',
        kg: 23,
        passengerTypes: ['adult', 'child'],
        priceMinor: 4500,
        maxQuantity: 2,
      },
    ]);
    expect(new Set(services.seats.map((s) => s.segmentIndex))).toEqual(new Set([0, 1]));
    expect(services.seats.find((s) => s.designator === '15A')?.features).toEqual(['window', 'exit_row']);
    expect(services.seats.find((s) => s.designator === '12C')?.features).toEqual(['aisle']);
    expect(services.seats.some((s) => !s.available)).toBe(true);
    expect(services.seats.filter((s) => s.available).every((s) => s.priceMinor >= 0)).toBe(true);
  });

  it('books an instant order with a bag and a seat, paid from the balance, tickets named by traveller', async () => {
    const offer = await searchOne('EK');
    const services = await supplier().services(offer, ctx());
    const bag = services.bags[0]!;
    const seat = services.seats.find((s) => s.available && s.segmentIndex === 0)!;
    // Duffel prices a seat per passenger: the adult a2 pays an adult's price (the listing shows the lowest).
    const a2Id = (offer.payload as { passengers: { id: string }[] }).passengers[1]!.id;
    const adultSeat = seatPrice(offer.key, seat.designator, a2Id);
    const expected = offer.totalMinor + 2 * bag.priceMinor + adultSeat;
    mock.requests.length = 0;
    const booking = await supplier().book(
      {
        offer,
        travellers: TRAVELLERS,
        services: [
          { key: bag.key, quantity: 2, travellerRef: 'c1' },
          { key: seat.key, quantity: 1, travellerRef: 'a2' },
        ],
        mode: 'instant',
        expectedTotalMinor: expected,
      },
      ctx(),
    );
    expect(booking).toMatchObject({ status: 'ticketed', currency: 'USD', totalMinor: expected, paymentDeadline: null, voidDeadline: null });
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.tickets.map((t) => t.travellerRef).sort()).toEqual(['a1', 'a2', 'c1', 'i1']);
    const order = mock.requests.find((r) => r.path === '/air/orders')!.body as { data: Record<string, unknown> };
    const payload = offer.payload as { passengers: { id: string; type: string }[] };
    const [a1, a2, c1, i1] = payload.passengers.map((p) => p.id);
    expect(order.data).toMatchObject({
      type: 'instant',
      selected_offers: [offer.key],
      payments: [{ type: 'balance', currency: 'USD', amount: (expected / 100).toFixed(2) }],
      metadata: { [a1!]: 'a1', [a2!]: 'a2', [c1!]: 'c1', [i1!]: 'i1' },
    });
    const passengers = order.data.passengers as Record<string, unknown>[];
    expect(passengers.find((p) => p.id === a2)).toMatchObject({ infant_passenger_id: i1, title: 'mr' });
    expect(passengers.find((p) => p.id === c1)).toMatchObject({ email: 'lead@example.com', title: 'mr' });
    const stored = mock.state.orders.get(booking.orderKey)!;
    const sold = stored.services as { type: string; passenger_ids: string[]; quantity: number }[];
    expect(sold.map((s) => [s.type, s.passenger_ids[0], s.quantity])).toEqual([
      ['baggage', c1, 2],
      ['seat', a2, 1],
    ]);
  });

  it('refuses a booking whose expected total is not the offer plus its extras, before calling Duffel', async () => {
    const offer = await searchOne('EK');
    mock.requests.length = 0;
    const error = await failure(
      supplier().book({ offer, travellers: TRAVELLERS, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor - 1 }, ctx()),
    );
    expect(error.kind).toBe('price_changed');
    expect(mock.requests.some((r) => r.path === '/air/orders')).toBe(false);
  });

  it("maps Duffel's price_changed when the airline moved the price since the search", async () => {
    const offer = await searchOne('EK');
    mock.changePrice(offer.key, '9999.00');
    const error = await failure(
      supplier().book({ offer, travellers: TRAVELLERS, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor }, ctx()),
    );
    expect(error).toMatchObject({ kind: 'price_changed', details: { status: 422 } });
  });

  it('holds a holdable offer, pays it with issue, and retrieves it', async () => {
    const offer = await searchOne('ZZ');
    const held = await supplier().book(
      { offer, travellers: TRAVELLERS, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    expect(held).toMatchObject({ status: 'held', tickets: [], totalMinor: offer.totalMinor });
    expect(held.paymentDeadline).toBe(offer.ticketingDeadline);
    expect((mock.requests.find((r) => r.path === '/air/orders')!.body as { data: Record<string, unknown> }).data).not.toHaveProperty(
      'payments',
    );
    mock.requests.length = 0;
    const issued = await supplier().issue(held.orderKey, ctx());
    expect(issued).toMatchObject({ status: 'ticketed', orderKey: held.orderKey, pnr: held.pnr, paymentDeadline: null });
    expect(issued.tickets).toHaveLength(4);
    expect(mock.requests.find((r) => r.path === '/air/payments')?.body).toEqual({
      data: { order_id: held.orderKey, payment: { type: 'balance', amount: (offer.totalMinor / 100).toFixed(2), currency: 'USD' } },
    });
    expect(await supplier().retrieve(held.orderKey, ctx())).toMatchObject({ status: 'ticketed', pnr: held.pnr });
  });

  it('refuses to hold an offer that must be paid at once, and a traveller list that does not fit the offer', async () => {
    const offer = await searchOne('EK');
    expect(
      (
        await failure(
          supplier().book({ offer, travellers: TRAVELLERS, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor }, ctx()),
        )
      ).kind,
    ).toBe('rejected');
    const short = TRAVELLERS.slice(0, 3);
    expect(
      (
        await failure(
          supplier().book({ offer, travellers: short, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor }, ctx()),
        )
      ).kind,
    ).toBe('rejected');
  });

  it('quotes a cancellation and confirms it (an empty POST body)', async () => {
    const offer = await searchOne('ZZ');
    const ticketed = await supplier().book(
      { offer, travellers: TRAVELLERS, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    const quote = await supplier().cancelQuote(ticketed.orderKey, ctx());
    const penalty = offer.refund.allowed ? (offer.refund.penaltyMinor ?? 0) : offer.totalMinor;
    expect(quote).toMatchObject({ currency: 'USD', refundMinor: offer.totalMinor - penalty });
    expect(Date.parse(quote.expiresAt)).toBeGreaterThan(Date.now());
    const cancelled = await supplier().cancelConfirm(quote.quoteKey, ctx());
    expect(cancelled).toMatchObject({ status: 'cancelled', orderKey: ticketed.orderKey });
    expect(mock.requests.find((r) => r.path.endsWith('/actions/confirm'))?.body).toBeUndefined();
  });

  it('declares what Duffel can do, and refuses void and PNR import', async () => {
    expect([...supplier().capabilities].sort()).toEqual([...DUFFEL_CAPABILITIES].sort());
    expect(supplier().capabilities.has('void')).toBe(false);
    expect(supplier().capabilities.has('import_pnr')).toBe(false);
    expect((await failure(supplier().void('ord_x', ctx()))).kind).toBe('not_supported');
    expect((await failure(supplier().importPnr('ABC123', ctx()))).kind).toBe('not_supported');
  });
});
