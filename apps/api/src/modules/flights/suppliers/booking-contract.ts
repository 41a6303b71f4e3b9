import { describe, expect, it } from 'vitest';
import type { FlightSupplier, TSupplierBooking, TSupplierOffer, TSupplierSearchRequest, TSupplierTraveller } from './supplier';
import { expectSupplierError } from './supplier-contract';

/**
 * The booking half of the supplier contract: what every adapter that books must do against its
 * own backend (the simulator and its store, an aggregator's mock server, the agency's seat
 * blocks). Call it from the adapter's test file beside `describeSupplierContract`.
 */

export interface TBookingContractFixtures {
  /** A search whose offers can be held and ticketed. */
  search: TSupplierSearchRequest;
  /** Travellers for that search's party (refs are echoed on tickets). */
  travellers: TSupplierTraveller[];
  /** The offer to book among the search's (the first holdable one when left out). */
  pick?: (offers: TSupplierOffer[]) => TSupplierOffer | undefined;
  /** The supplier's clock, to judge deadlines; the system clock when left out. */
  now?: () => Date;
  /** The same offer once the supplier no longer honours it. */
  expire: (offer: TSupplierOffer) => TSupplierOffer | Promise<TSupplierOffer>;
  /** False for a supplier whose tickets the airline numbers later (a seat block's name list). */
  numbersTickets?: boolean;
}

const ctx = () => ({ signal: new AbortController().signal });
const isInstant = (value: string | null) => value !== null && !Number.isNaN(Date.parse(value)) && /Z|[+-]\d\d:\d\d$/.test(value);

export function describeBookingContract(
  name: string,
  makeSupplier: () => FlightSupplier | Promise<FlightSupplier>,
  fixtures: TBookingContractFixtures,
): void {
  const now = () => (fixtures.now ?? (() => new Date()))().getTime();
  const numbersTickets = fixtures.numbersTickets ?? true;

  const offerFrom = async (supplier: FlightSupplier): Promise<TSupplierOffer> => {
    const { offers } = await supplier.search(fixtures.search, ctx());
    const offer = fixtures.pick ? fixtures.pick(offers) : offers.find((o) => o.ticketingDeadline !== null);
    if (!offer) throw new Error(`${name}: the search has no offer to book`);
    return offer;
  };

  const book = (supplier: FlightSupplier, offer: TSupplierOffer, mode: 'hold' | 'instant', expectedTotalMinor = offer.totalMinor) =>
    supplier.book({ offer, travellers: fixtures.travellers, services: [], mode, expectedTotalMinor }, ctx());

  /** What every answer about an order must be, whatever its status. */
  const expectWellFormed = (booking: TSupplierBooking, offer: TSupplierOffer) => {
    expect(booking.orderKey).toBeTruthy();
    expect(booking.pnr).toMatch(/^[A-Z0-9]{5,8}$/);
    expect(booking.currency).toBe(offer.currency);
    expect(Number.isSafeInteger(booking.totalMinor) && booking.totalMinor > 0).toBe(true);
    for (const deadline of [booking.paymentDeadline, booking.priceGuaranteeUntil, booking.voidDeadline])
      if (deadline !== null) expect(isInstant(deadline)).toBe(true);
    // A price guarantee never outlives the hold it is for.
    if (booking.priceGuaranteeUntil && booking.paymentDeadline)
      expect(Date.parse(booking.priceGuaranteeUntil)).toBeLessThanOrEqual(Date.parse(booking.paymentDeadline));
  };

  describe(`${name}: booking contract`, () => {
    it('holds, retrieves, issues once and voids', async () => {
      const supplier = await makeSupplier();
      const offer = await offerFrom(supplier);
      const held = await book(supplier, offer, 'hold');
      expectWellFormed(held, offer);
      expect(held.status).toBe('held');
      expect(held.tickets).toEqual([]);
      // A hold says until when it stands, in the future and before the first flight.
      expect(held.paymentDeadline).not.toBeNull();
      const firstDeparture = offer.slices[0]!.segments[0]!.departureLocal;
      expect(Date.parse(held.paymentDeadline!)).toBeGreaterThan(now());
      expect(held.paymentDeadline!.slice(0, 10) <= firstDeparture.slice(0, 10)).toBe(true);

      const again = await supplier.retrieve(held.orderKey, ctx());
      expect({ ...again, payload: null }).toEqual({ ...held, payload: null });

      const ticketed = await supplier.issue(held.orderKey, ctx());
      expectWellFormed(ticketed, offer);
      expect(ticketed.status).toBe('ticketed');
      if (numbersTickets) {
        expect(ticketed.tickets.map((t) => t.travellerRef).sort()).toEqual(fixtures.travellers.map((t) => t.ref).sort());
        expect(new Set(ticketed.tickets.map((t) => t.number)).size).toBe(fixtures.travellers.length);
      } else expect(ticketed.tickets).toEqual([]);
      if (ticketed.voidDeadline !== null) expect(Date.parse(ticketed.voidDeadline)).toBeGreaterThanOrEqual(now());
      // A second issue would be a second set of tickets: refused, and the order is as it was.
      await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');
      expect((await supplier.retrieve(held.orderKey, ctx())).tickets).toEqual(ticketed.tickets);

      if (supplier.capabilities.has('void')) {
        const voided = await supplier.void(held.orderKey, ctx());
        expect(voided.status).toBe('voided');
        await expectSupplierError(supplier.void(held.orderKey, ctx()), 'rejected');
      }
    });

    it('cancels a hold through a quote that is then confirmed', async () => {
      const supplier = await makeSupplier();
      const offer = await offerFrom(supplier);
      const held = await book(supplier, offer, 'hold');
      const quote = await supplier.cancelQuote(held.orderKey, ctx());
      // Unknown (null) is allowed; a figure is a whole number of minor units, never negative.
      if (quote.refundMinor !== null) expect(Number.isSafeInteger(quote.refundMinor) && quote.refundMinor >= 0).toBe(true);
      expect(quote.currency).toBe(offer.currency);
      expect(isInstant(quote.expiresAt) && Date.parse(quote.expiresAt) > now()).toBe(true);
      const cancelled = await supplier.cancelConfirm(quote.quoteKey, ctx());
      expect(cancelled.status).toBe('cancelled');
      await expectSupplierError(supplier.issue(held.orderKey, ctx()), 'rejected');
    });

    it('books and tickets at once', async () => {
      const supplier = await makeSupplier();
      const offer = await offerFrom(supplier);
      const ticketed = await book(supplier, offer, 'instant');
      expectWellFormed(ticketed, offer);
      expect(ticketed.status).toBe('ticketed');
      expect(ticketed.tickets).toHaveLength(numbersTickets ? fixtures.travellers.length : 0);
    });

    it('refuses a price that is not the price now, and an offer it no longer honours', async () => {
      const supplier = await makeSupplier();
      const offer = await offerFrom(supplier);
      const changed = await expectSupplierError(book(supplier, offer, 'hold', offer.totalMinor - 1), 'price_changed');
      if (changed.details.totalMinor !== undefined) expect(changed.details.totalMinor).toBe(offer.totalMinor);
      await expectSupplierError(book(supplier, await fixtures.expire(offer), 'hold'), 'offer_gone');
    });
  });
}
