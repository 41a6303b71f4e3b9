import { describe, expect, it } from 'vitest';
import type { FlightSupplier, TSupplierOffer, TSupplierSearchRequest, TSupplierTraveller } from '@/modules/flights/suppliers/supplier';
import { expectSupplierError } from '@/modules/flights/suppliers/supplier-contract';
import type { TSimulatedOptions } from './simulated-supplier';
import { ctx, family, familySearch, oneWay, simA, TEST_NOW, traveller } from './testing';

const request = familySearch;

async function anOffer(supplier: FlightSupplier, search: TSupplierSearchRequest = request, carrier = 'EK'): Promise<TSupplierOffer> {
  const { offers } = await supplier.search(search, ctx());
  const offer = offers.find((o) => o.validatingCarrier === carrier && o.ticketingDeadline !== null);
  if (!offer) throw new Error(`no ${carrier} offer to book`);
  return offer;
}

/** A clock the test moves forward. */
function movableClock(): { now: () => Date; advance: (hours: number) => void } {
  let ms = TEST_NOW.getTime();
  return { now: () => new Date(ms), advance: (hours) => (ms += hours * 3_600_000) };
}

describe('simulated GDS: bookings (in memory)', () => {
  it('holds, retrieves, imports, issues and voids a booking', async () => {
    const supplier = simA();
    const offer = await anOffer(supplier);
    const held = await supplier.book(
      { offer, travellers: family, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    expect(held).toMatchObject({
      status: 'held',
      currency: 'USD',
      totalMinor: offer.totalMinor,
      paymentDeadline: offer.ticketingDeadline,
      tickets: [],
    });
    expect(held.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(await supplier.retrieve(held.orderKey, ctx())).toEqual(held);
    expect(await supplier.importPnr(held.pnr.toLowerCase(), ctx())).toEqual(held);

    const ticketed = await supplier.issue(held.orderKey, ctx());
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.tickets.map((t) => t.travellerRef)).toEqual(['a1', 'c1', 'i1']);
    // Emirates' accounting code, then a ten-digit serial.
    for (const t of ticketed.tickets) expect(t.number).toMatch(/^176\d{10}$/);
    expect(Date.parse(ticketed.voidDeadline!)).toBeGreaterThan(TEST_NOW.getTime());
    // A second issue is refused (it would be a second set of tickets); the order is unchanged.
    await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');
    expect(await supplier.retrieve(held.orderKey, ctx())).toEqual(ticketed);

    expect((await supplier.void(held.orderKey, ctx())).status).toBe('voided');
    await expectSupplierError(supplier.void(held.orderKey, ctx()), 'rejected');
    await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');
  });

  it('books and tickets at once with extras, then cancels through a quote', async () => {
    const supplier = simA();
    const offer = await anOffer(supplier);
    const extras = await supplier.services(offer, ctx());
    const bag = extras.bags.find((b) => b.kind === 'checked')!;
    const seat = extras.seats.find((s) => s.available && s.priceMinor > 0) ?? extras.seats.find((s) => s.available)!;
    const services = [
      { key: bag.key, quantity: 2, travellerRef: 'a1' },
      { key: seat.key, quantity: 1, travellerRef: 'c1' },
    ];
    const expected = offer.totalMinor + 2 * bag.priceMinor + seat.priceMinor;
    const booking = await supplier.book({ offer, travellers: family, services, mode: 'instant', expectedTotalMinor: expected }, ctx());
    expect(booking).toMatchObject({ status: 'ticketed', totalMinor: expected, paymentDeadline: null });
    expect(booking.tickets).toHaveLength(3);

    const quote = await supplier.cancelQuote(booking.orderKey, ctx());
    const refundable = offer.refund.allowed;
    const expectedRefund = offer.passengers.reduce(
      (sum, p) => sum + p.count * (refundable ? Math.max(0, p.totalMinor - (offer.refund.penaltyMinor ?? 0)) : p.taxMinor),
      0,
    );
    expect(quote).toMatchObject({ refundMinor: expectedRefund, currency: 'USD' });
    const cancelled = await supplier.cancelConfirm(quote.quoteKey, ctx());
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payload).toMatchObject({ refundMinor: expectedRefund });
    await expectSupplierError(supplier.cancelConfirm(quote.quoteKey, ctx()), 'rejected');
  });

  it('refuses a price other than the one agreed, an offer gone, or a seat taken', async () => {
    const supplier = simA();
    const offer = await anOffer(supplier);
    const book = (
      s: FlightSupplier,
      expectedTotalMinor: number,
      services: { key: string; quantity: number; travellerRef: string }[] = [],
    ) => s.book({ offer, travellers: family, services, mode: 'hold', expectedTotalMinor }, ctx());
    const changed = await expectSupplierError(book(supplier, offer.totalMinor - 100), 'price_changed');
    expect(changed.message).toContain(String(offer.totalMinor));
    await expectSupplierError(book(simA({ repricing: { changed: 1 } }), offer.totalMinor), 'price_changed');
    await expectSupplierError(book(simA({ repricing: { gone: 1 } }), offer.totalMinor), 'offer_gone');
    const taken = (await supplier.services(offer, ctx())).seats.find((s) => !s.available)!;
    await expectSupplierError(
      book(supplier, offer.totalMinor + taken.priceMinor, [{ key: taken.key, quantity: 1, travellerRef: 'a1' }]),
      'rejected',
    );
  });

  it('refuses travellers that do not fit the offer', async () => {
    const supplier = simA();
    const offer = await anOffer(supplier);
    const book = (travellers: TSupplierTraveller[]) =>
      supplier.book({ offer, travellers, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor }, ctx());
    await expectSupplierError(book([family[0]!, family[1]!, traveller('i1', 'infant')]), 'rejected');
    await expectSupplierError(book([family[0]!, family[1]!, traveller('i1', 'infant', { infantOf: 'c1' })]), 'rejected');
    await expectSupplierError(book([family[0]!, family[0]!, family[2]!]), 'rejected');
    await expectSupplierError(book([traveller('a1', 'adult'), traveller('i1', 'infant', { infantOf: 'a1' })]), 'rejected');
  });

  it('lets a hold lapse at its deadline, and refuses holds close to departure', async () => {
    const clock = movableClock();
    const supplier = simA({ now: clock.now });
    const offer = await anOffer(supplier);
    const held = await supplier.book(
      { offer, travellers: family, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    clock.advance(73);
    expect((await supplier.retrieve(held.orderKey, ctx())).status).toBe('cancelled');
    await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');

    const late: Partial<TSimulatedOptions> = { now: () => new Date('2026-03-19T18:00:00Z') };
    const lastMinute = (await simA(late).search(request, ctx())).offers.find((o) => o.ticketingDeadline === null)!;
    expect(lastMinute).toBeDefined();
    const book = (mode: 'hold' | 'instant') =>
      simA(late).book({ offer: lastMinute, travellers: family, services: [], mode, expectedTotalMinor: lastMinute.totalMinor }, ctx());
    await expectSupplierError(book('hold'), 'rejected');
    expect((await book('instant')).status).toBe('ticketed');
  });

  it('repeats locators and ticket numbers under a fixed clock; a store in memory lives and dies with its instance', async () => {
    const booked = async (supplier: FlightSupplier) => {
      const offer = await anOffer(supplier);
      return supplier.book({ offer, travellers: family, services: [], mode: 'instant', expectedTotalMinor: offer.totalMinor }, ctx());
    };
    const one = await booked(simA());
    const two = await booked(simA());
    expect([two.pnr, two.tickets]).toEqual([one.pnr, one.tickets]);
    await expectSupplierError(simA().retrieve(one.orderKey, ctx()), 'rejected');
    await expectSupplierError(simA().importPnr(one.pnr, ctx()), 'rejected');
  });
});

describe('simulated GDS: extras', () => {
  it('lays out seats by aircraft with some taken, and prices extra bags by distance', async () => {
    const supplier = simA();
    const near = await anOffer(supplier);
    const far = await anOffer(supplier, oneWay('KHI', 'JFK', '2026-03-20', { adults: 1, children: 1, infants: 1 }), 'BA');
    const [nearExtras, farExtras] = await Promise.all([supplier.services(near, ctx()), supplier.services(far, ctx())]);
    const bag = (e: typeof nearExtras) => e.bags.find((b) => b.key === 'bag:checked:23')!.priceMinor;
    expect(bag(farExtras)).toBeGreaterThan(bag(nearExtras));
    const seats = nearExtras.seats;
    expect(seats.length).toBeGreaterThan(100);
    expect(seats.some((s) => s.available)).toBe(true);
    expect(seats.some((s) => !s.available)).toBe(true);
    expect(seats.some((s) => s.features.includes('window'))).toBe(true);
    expect(seats.some((s) => s.features.includes('extra_legroom'))).toBe(true);
    expect(await supplier.services(near, ctx())).toEqual(nearExtras);
  });
});
