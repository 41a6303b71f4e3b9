import { describe, expect, it } from 'vitest';
import { describeBookingContract } from '@/modules/flights/suppliers/booking-contract';
import type { FlightSupplier, TSupplierBooking, TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { expectSupplierError } from '@/modules/flights/suppliers/supplier-contract';
import type { TBookingFault } from './orders';
import { ctx, family, familySearch, oneWay, simA, simB, simulatorBookingFixtures, TEST_NOW, traveller } from './testing';

describeBookingContract('sim-gds-a', () => simA(), simulatorBookingFixtures);
describeBookingContract('sim-gds-b', () => simB(), {
  ...simulatorBookingFixtures,
  pick: (offers) => offers.find((o) => o.ticketingDeadline !== null),
});

const solo = [traveller('a1', 'adult')];
const soloSearch = oneWay('KHI', 'DXB', '2026-03-20');

async function nonstop(supplier: FlightSupplier): Promise<TSupplierOffer> {
  const { offers } = await supplier.search(soloSearch, ctx());
  const offer = offers.find((o) => o.slices[0]!.segments.length === 1 && o.ticketingDeadline !== null);
  if (!offer) throw new Error('no nonstop offer');
  return offer;
}

const bookSolo = (supplier: FlightSupplier, offer: TSupplierOffer, mode: 'hold' | 'instant' = 'instant') =>
  supplier.book({ offer, travellers: solo, services: [], mode, expectedTotalMinor: offer.totalMinor }, ctx());

describe('simulated GDS: seats', () => {
  it('sells a cabin down to its last seat, and puts seats back on sale when a booking is voided or cancelled', async () => {
    const supplier = simA();
    const offer = await nonstop(supplier);
    const booked: TSupplierBooking[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = await bookSolo(supplier, offer).catch(() => null);
      if (!answer) break;
      booked.push(answer);
    }
    expect(booked.length).toBeGreaterThanOrEqual(offer.seatsLeft!);
    expect(booked.length).toBeLessThan(200);
    await expectSupplierError(bookSolo(supplier, offer), 'offer_gone');
    // A search no longer offers the full flight.
    const { offers } = await supplier.search(soloSearch, ctx());
    expect(offers.some((o) => o.key === offer.key)).toBe(false);

    await supplier.void(booked[0]!.orderKey, ctx());
    const again = await bookSolo(supplier, offer, 'hold');
    await expectSupplierError(bookSolo(supplier, offer), 'offer_gone');
    await supplier.cancelConfirm((await supplier.cancelQuote(again.orderKey, ctx())).quoteKey, ctx());
    expect((await bookSolo(supplier, offer)).status).toBe('ticketed');
  });

  it('counts a hold only until its deadline', async () => {
    let ms = TEST_NOW.getTime();
    const supplier = simA({ now: () => new Date(ms) });
    const offer = await nonstop(supplier);
    const before = offer.seatsLeft!;
    await bookSolo(supplier, offer, 'hold');
    const during = (await supplier.search(soloSearch, ctx())).offers.find((o) => o.key === offer.key);
    expect(during?.seatsLeft ?? 0).toBeLessThanOrEqual(before);
    ms += 73 * 3_600_000; // past the hold's deadline: nobody cancelled it, yet its seat is free again
    const later = (await supplier.search(soloSearch, ctx())).offers.find((o) => o.key === offer.key);
    expect(later?.seatsLeft).toBe(before);
  });

  it('sells the last seat once when two bookings race for it', async () => {
    const supplier = simA();
    const offer = await nonstop(supplier);
    const answers = await Promise.allSettled(Array.from({ length: 400 }, () => bookSolo(supplier, offer)));
    const sold = answers.filter((a) => a.status === 'fulfilled').length;
    expect(sold).toBeLessThan(400);
    // Every seat left was sold once: one more booking finds none.
    await expectSupplierError(bookSolo(supplier, offer), 'offer_gone');
    expect(answers.filter((a) => a.status === 'rejected').every((a) => (a.reason as { kind?: string }).kind === 'offer_gone')).toBe(true);
  });
});

describe('simulated GDS: booking faults on demand', () => {
  const faulty = () => {
    let fault: TBookingFault = 'none';
    return { supplier: simA({ bookingFault: () => fault }), set: (f: TBookingFault) => (fault = f) };
  };
  const holdFamily = (supplier: FlightSupplier, offer: TSupplierOffer, reference: string) =>
    supplier.book({ offer, travellers: family, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor, reference }, ctx());
  const find = (supplier: FlightSupplier, reference: string) => supplier.findByReference!(reference, ctx());
  const anOffer = async (supplier: FlightSupplier) => simulatorBookingFixtures.pick!((await supplier.search(familySearch, ctx())).offers)!;

  it('refuses a booking and makes none; or books and loses the answer, found again by reference', async () => {
    const { supplier, set } = faulty();
    const offer = await anOffer(supplier);
    set('book_fails');
    await expectSupplierError(holdFamily(supplier, offer, 'BKG-1'), 'rejected');
    expect(await find(supplier, 'BKG-1')).toEqual([]);
    set('book_lost');
    await expectSupplierError(holdFamily(supplier, offer, 'BKG-2'), 'timeout');
    const [found, ...more] = await find(supplier, 'BKG-2');
    expect(more).toEqual([]);
    expect(found!.status).toBe('held');
    set('book_price_changed');
    const changed = await expectSupplierError(holdFamily(supplier, offer, 'BKG-3'), 'price_changed');
    expect(changed.details.totalMinor).toBeGreaterThan(offer.totalMinor);
    expect(await find(supplier, 'BKG-3')).toEqual([]);
  });

  it('refuses to issue, issues and loses the answer, or finds the fare risen at issue', async () => {
    const { supplier, set } = faulty();
    const offer = await anOffer(supplier);
    const held = await holdFamily(supplier, offer, 'BKG-4');
    set('issue_fails');
    await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');
    expect((await supplier.retrieve(held.orderKey, ctx())).status).toBe('held');
    set('issue_price_changed');
    const risen = await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'price_changed');
    const after = await supplier.retrieve(held.orderKey, ctx());
    expect([after.status, after.totalMinor]).toEqual(['held', risen.details.totalMinor]);
    expect(after.totalMinor).toBeGreaterThan(held.totalMinor);
    set('issue_lost');
    await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'timeout');
    const ticketed = await supplier.retrieve(held.orderKey, ctx());
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.tickets).toHaveLength(3);
  });
});
