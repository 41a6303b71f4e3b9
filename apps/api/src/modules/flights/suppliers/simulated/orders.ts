import {
  SupplierError,
  type TAirlineChangeAnswer,
  type TSupplierAirlineChange,
  type TSupplierBooking,
  type TSupplierBookingStatus,
  type TSupplierCancelQuote,
  type TSupplierOffer,
  type TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';
import { changedSlices, changeRecord, changeView, type TSimulatedChange } from './airline-changes';
import { pnrFrom, ticketNumber } from './ids';
import type { TSeatHold, TSimOrder, TSimulatorStore, TSimulatorUnit } from './order-store';

/**
 * The simulator's bookings, kept in its store (order-store.ts) as a GDS keeps PNRs: every call
 * reads the order as stored, under its lock, and writes it back in the same unit. Locators and
 * ticket numbers come from the inputs and the clock, so a test with a fixed clock gets the same
 * ones every run.
 */

/** What a booking or ticketing call does instead of its normal answer, when asked to (tests, benchmarks). */
export type TBookingFault =
  'none' | 'book_fails' | 'book_lost' | 'book_price_changed' | 'issue_fails' | 'issue_lost' | 'issue_price_changed';

const HOUR_MS = 3_600_000;
const QUOTE_MINUTES = 15;
/** A fare that rose between booking and ticketing is this much dearer. */
const ISSUE_PRICE_FACTOR = 1.05;

const notFound = (what: string): SupplierError => new SupplierError('rejected', `${what} not found`, { status: 404 });
const refused = (why: string): SupplierError => new SupplierError('rejected', why, { status: 409 });
/** The answer never came back, though the work was done: the caller cannot know which. */
const lost = (): SupplierError => new SupplierError('timeout', 'the supplier did not answer in time');

/** A stored fare is guaranteed for a day, as a GDS's often is, and never past the hold itself. */
function guaranteeUntil(bookedAt: string, holdUntil: string | null): string | null {
  if (!holdUntil) return null;
  return new Date(Math.min(Date.parse(bookedAt) + 24 * HOUR_MS, Date.parse(holdUntil))).toISOString();
}

export interface TNewOrder {
  offer: TSupplierOffer;
  travellers: TSupplierTraveller[];
  services: { key: string; quantity: number; travellerRef: string }[];
  servicesMinor: number;
  departureMs: number;
  mode: 'hold' | 'instant';
  clientReference: string | null;
  /** A locator chosen by the caller (an order made "at another terminal" for the demo); drawn when left out. */
  pnr?: string;
  /** One per flight of the offer. */
  seatHolds: TSeatHold[];
  seats: number;
}

export class OrderBook {
  constructor(
    private readonly code: string,
    private readonly seed: string,
    private readonly now: () => number,
    private readonly store: TSimulatorStore,
    private readonly fault: () => TBookingFault,
  ) {}

  async create(input: TNewOrder): Promise<TSupplierBooking> {
    const fault = this.fault();
    if (fault === 'book_fails') throw refused('the airline refused the booking (simulated fault)');
    const booking = await this.store.unit(async (u) => {
      const nowMs = this.now();
      const at = new Date(nowMs).toISOString();
      const sold = await u.lockSeats(
        input.seatHolds.map((h) => h.seatKey),
        at,
      );
      for (const h of input.seatHolds)
        if (h.seats - (sold.get(h.seatKey) ?? 0) < input.seats)
          throw new SupplierError('offer_gone', 'the flight has no seats left in this cabin');
      const order = this.newOrder(input, at);
      for (let salt = 0; !(await u.insertOrder(order)); salt++) {
        if (input.pnr) throw refused(`the locator ${input.pnr} is taken`);
        order.pnr = pnrFrom(this.seed, order.pnr, salt, Math.random());
        order.orderKey = order.booking.orderKey = `${this.code}:${order.pnr}`;
        order.booking.pnr = order.pnr;
      }
      await u.holdSeats(
        order.orderKey,
        input.seatHolds.map((h) => ({ ...h, seats: input.seats })),
        order.booking.paymentDeadline,
      );
      if (input.mode === 'instant') await this.ticket(u, order);
      return this.view(order);
    });
    if (fault === 'book_lost') throw lost();
    return booking;
  }

  retrieve(orderKey: string): Promise<TSupplierBooking> {
    return this.store.unit(async (u) => this.view(await this.get(u, orderKey)));
  }

  importPnr(pnr: string): Promise<TSupplierBooking> {
    return this.store.unit(async (u) => {
      const orderKey = await u.orderKeyOfPnr(pnr.trim().toUpperCase());
      if (!orderKey) throw notFound(`PNR ${pnr}`);
      return this.view(await this.get(u, orderKey));
    });
  }

  /** Orders booked under the client's reference, for a client that lost the answer to its booking. */
  findByReference(reference: string): Promise<TSupplierBooking[]> {
    return this.store.unit(async (u) => {
      const keys = await u.orderKeysOfReference(reference);
      const out: TSupplierBooking[] = [];
      for (const key of keys) out.push(this.view(await this.get(u, key)));
      return out;
    });
  }

  async issue(orderKey: string): Promise<TSupplierBooking> {
    const fault = this.fault();
    const booking = await this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      if (order.booking.status === 'ticketed') throw refused('the booking is already ticketed');
      if (order.booking.status !== 'held') throw refused(`a ${order.booking.status} booking cannot be ticketed`);
      if (fault === 'issue_fails') throw refused('the airline refused to issue the tickets (simulated fault)');
      if (fault === 'issue_price_changed') {
        order.booking.totalMinor = Math.round(order.booking.totalMinor * ISSUE_PRICE_FACTOR);
        await u.saveOrder(order);
        return { priceChanged: order.booking.totalMinor };
      }
      await this.ticket(u, order);
      return this.view(order);
    });
    if ('priceChanged' in booking)
      throw new SupplierError('price_changed', `the fare is now ${booking.priceChanged}`, { totalMinor: booking.priceChanged });
    if (fault === 'issue_lost') throw lost();
    return booking;
  }

  void(orderKey: string): Promise<TSupplierBooking> {
    return this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      const { status, voidDeadline } = order.booking;
      if (status !== 'ticketed') throw refused(`only ticketed bookings can be voided, this one is ${status}`);
      if (voidDeadline && this.now() > Date.parse(voidDeadline)) throw refused('the void window has closed');
      order.refundMinor = order.booking.totalMinor;
      await this.end(u, order, 'voided');
      return this.view(order);
    });
  }

  cancelQuote(orderKey: string): Promise<TSupplierCancelQuote> {
    return this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      const { status, offer } = order.booking;
      if (status !== 'held' && status !== 'ticketed') throw refused(`a ${status} booking cannot be cancelled`);
      let refundMinor = 0;
      if (status === 'ticketed' && offer) {
        // Refundable fares return the fare less the penalty; the others return the taxes only. Extras are kept.
        for (const line of offer.passengers) {
          const each = offer.refund.allowed ? Math.max(0, line.totalMinor - (offer.refund.penaltyMinor ?? 0)) : line.taxMinor;
          refundMinor += line.count * each;
        }
      }
      const quote: TSupplierCancelQuote = {
        quoteKey: `${orderKey}:Q${order.history.length}${this.now().toString(36)}`,
        refundMinor,
        currency: order.booking.currency,
        expiresAt: new Date(this.now() + QUOTE_MINUTES * 60_000).toISOString(),
      };
      await u.saveQuote({ quote, orderKey, status });
      return quote;
    });
  }

  cancelConfirm(quoteKey: string): Promise<TSupplierBooking> {
    return this.store.unit(async (u) => {
      const entry = await u.quote(quoteKey);
      if (!entry) throw notFound(`cancellation quote ${quoteKey}`);
      const order = await this.get(u, entry.orderKey);
      if (this.now() > Date.parse(entry.quote.expiresAt)) throw refused('the cancellation quote has expired');
      if (order.booking.status !== entry.status) throw refused('the booking changed since the quote');
      await u.deleteQuote(quoteKey);
      order.refundMinor = entry.quote.refundMinor;
      await this.end(u, order, 'cancelled');
      return this.view(order);
    });
  }

  /** The airline changes a booked order (on demand): the change waits on the order for the agency's answer. */
  makeAirlineChange(orderKey: string, change: TSimulatedChange): Promise<TSupplierAirlineChange> {
    return this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      const { status, offer } = order.booking;
      if (!offer || !['held', 'confirmed', 'ticketed'].includes(status)) throw refused(`a ${status} booking has no flights to change`);
      const after = changedSlices(offer.slices, change);
      if (!after) throw refused('the booking has no such flight');
      const changes = (order.airlineChanges ??= []);
      if (changes.some((c) => c.status === 'open')) throw refused('the booking has a change waiting for an answer');
      const record = changeRecord(orderKey, changes.length, structuredClone(offer.slices), after, this.now(), order.departureMs);
      changes.push(record);
      await u.saveOrder(order);
      return changeView(record);
    });
  }

  /** The order's changes waiting for an answer (the queue an agency works). */
  airlineChanges(orderKey: string): Promise<TSupplierAirlineChange[]> {
    return this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      return (order.airlineChanges ?? []).filter((c) => c.status === 'open').map(changeView);
    });
  }

  /** Accepting puts the new flights on the order; a refund cancels it and gives back all that was paid. */
  answerAirlineChange(orderKey: string, changeKey: string, answer: TAirlineChangeAnswer): Promise<void> {
    return this.store.unit(async (u) => {
      const order = await this.get(u, orderKey);
      const change = order.airlineChanges?.find((c) => c.changeKey === changeKey);
      if (!change) throw notFound(`change ${changeKey}`);
      // The same answer again (a retry after a lost reply) is taken as once; another one is refused.
      if (change.status === (answer === 'accept' ? 'accepted' : 'refunded')) return;
      if (change.status !== 'open') throw refused(`the change was already ${change.status}`);
      if (answer === 'accept') {
        if (change.kind === 'cancellation') throw refused('a cancelled itinerary cannot be accepted');
        change.status = 'accepted';
        order.booking.offer = { ...order.booking.offer!, slices: structuredClone(change.after) };
        await u.saveOrder(order);
        return;
      }
      change.status = 'refunded';
      order.refundMinor = order.booking.status === 'ticketed' ? order.booking.totalMinor : 0;
      await this.end(u, order, 'cancelled');
    });
  }

  private newOrder(input: TNewOrder, at: string): TSimOrder {
    const pnr =
      input.pnr ??
      pnrFrom(
        this.seed,
        input.offer.key,
        at,
        input.clientReference ?? '',
        ...input.travellers.map((t) => `${t.givenName} ${t.familyName}`),
      );
    const orderKey = `${this.code}:${pnr}`;
    return {
      orderKey,
      pnr,
      clientReference: input.clientReference,
      booking: {
        orderKey,
        pnr,
        status: 'held',
        currency: input.offer.currency,
        totalMinor: input.offer.totalMinor + input.servicesMinor,
        paymentDeadline: input.offer.ticketingDeadline,
        priceGuaranteeUntil: guaranteeUntil(at, input.offer.ticketingDeadline),
        voidDeadline: null,
        tickets: [],
        offer: input.offer,
        payload: null,
      },
      travellers: input.travellers,
      services: input.services,
      servicesMinor: input.servicesMinor,
      departureMs: input.departureMs,
      refundMinor: null,
      seatKeys: input.seatHolds.map((h) => h.seatKey),
      seats: input.seats,
      history: [{ at, status: 'held' }],
    };
  }

  /** The order as stored, locked; a hold not ticketed by its deadline lapses, as an airline's would. */
  private async get(u: TSimulatorUnit, orderKey: string): Promise<TSimOrder> {
    const order = await u.order(orderKey);
    if (!order) throw notFound(`order ${orderKey}`);
    const deadline = order.booking.paymentDeadline;
    if (order.booking.status === 'held' && deadline && this.now() > Date.parse(deadline)) await this.end(u, order, 'cancelled');
    return order;
  }

  private async ticket(u: TSimulatorUnit, order: TSimOrder): Promise<void> {
    const nowMs = this.now();
    const carrier = order.booking.offer!.validatingCarrier;
    order.booking.tickets = order.travellers.map((t) => ({
      travellerRef: t.ref,
      number: ticketNumber(carrier, this.seed, order.pnr, t.ref),
    }));
    order.booking.paymentDeadline = null;
    order.booking.priceGuaranteeUntil = null;
    // Voids are accepted for a day after issue, and never after the first departure.
    order.booking.voidDeadline = new Date(Math.max(nowMs, Math.min(nowMs + 24 * HOUR_MS, order.departureMs))).toISOString();
    this.move(order, 'ticketed');
    await u.saveOrder(order, { until: null });
  }

  /** Cancelled or voided: the seats go back on sale. */
  private async end(u: TSimulatorUnit, order: TSimOrder, status: 'cancelled' | 'voided'): Promise<void> {
    this.move(order, status);
    await u.saveOrder(order, { releasedAt: new Date(this.now()).toISOString() });
  }

  private move(order: TSimOrder, status: TSupplierBookingStatus): void {
    order.booking.status = status;
    order.history.push({ at: new Date(this.now()).toISOString(), status });
  }

  private view(order: TSimOrder): TSupplierBooking {
    return {
      ...order.booking,
      tickets: [...order.booking.tickets],
      payload: {
        supplier: this.code,
        travellers: order.travellers.map((t) => ({
          ref: t.ref,
          type: t.type,
          name: `${t.familyName}/${t.givenName} ${t.title}`.toUpperCase(),
        })),
        services: order.services,
        servicesMinor: order.servicesMinor,
        refundMinor: order.refundMinor,
        history: [...order.history],
      },
    };
  }
}
