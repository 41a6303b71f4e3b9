import {
  SupplierError,
  type TSupplierBooking,
  type TSupplierBookingStatus,
  type TSupplierCancelQuote,
  type TSupplierOffer,
  type TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';
import { pnrFrom, ticketNumber } from './ids';

/**
 * The simulator's bookings. They live in memory, in the adapter instance, and nowhere else:
 * a restart forgets them (the core keeps its own record of every booking it made). Locators
 * and ticket numbers come from the inputs and the clock, so a test with a fixed clock gets
 * the same ones every run.
 */

interface TOrder {
  booking: TSupplierBooking;
  travellers: TSupplierTraveller[];
  services: { key: string; quantity: number; travellerRef: string }[];
  servicesMinor: number;
  departureMs: number;
  refundMinor: number | null;
  history: { at: string; status: TSupplierBookingStatus }[];
}

interface TQuote {
  quote: TSupplierCancelQuote;
  orderKey: string;
  status: TSupplierBookingStatus;
}

const HOUR_MS = 3_600_000;
const QUOTE_MINUTES = 15;

const notFound = (what: string): SupplierError => new SupplierError('rejected', `${what} not found`, { status: 404 });
const refused = (why: string): SupplierError => new SupplierError('rejected', why, { status: 409 });

export class OrderBook {
  private readonly orders = new Map<string, TOrder>();
  private readonly byPnr = new Map<string, string>();
  private readonly quotes = new Map<string, TQuote>();
  private sequence = 0;

  constructor(
    private readonly code: string,
    private readonly seed: string,
    private readonly now: () => number,
  ) {}

  create(input: {
    offer: TSupplierOffer;
    travellers: TSupplierTraveller[];
    services: { key: string; quantity: number; travellerRef: string }[];
    servicesMinor: number;
    /** The first flight's departure instant (epoch ms). */
    departureMs: number;
    mode: 'hold' | 'instant';
  }): TSupplierBooking {
    const nowMs = this.now();
    const seq = ++this.sequence;
    let pnr = pnrFrom(this.seed, input.offer.key, nowMs, seq, ...input.travellers.map((t) => `${t.givenName} ${t.familyName}`));
    for (let salt = 1; this.byPnr.has(pnr); salt++) pnr = pnrFrom(this.seed, pnr, salt);
    const orderKey = `${this.code}:${pnr}`;
    const booking: TSupplierBooking = {
      orderKey,
      pnr,
      status: 'held',
      currency: input.offer.currency,
      totalMinor: input.offer.totalMinor + input.servicesMinor,
      paymentDeadline: input.offer.ticketingDeadline,
      voidDeadline: null,
      tickets: [],
      offer: input.offer,
      payload: null,
    };
    const order: TOrder = {
      booking,
      travellers: input.travellers,
      services: input.services,
      servicesMinor: input.servicesMinor,
      departureMs: input.departureMs,
      refundMinor: null,
      history: [],
    };
    this.move(order, 'held');
    this.orders.set(orderKey, order);
    this.byPnr.set(pnr, orderKey);
    if (input.mode === 'instant') this.ticket(order);
    return this.view(order);
  }

  retrieve(orderKey: string): TSupplierBooking {
    return this.view(this.get(orderKey));
  }

  importPnr(pnr: string): TSupplierBooking {
    const orderKey = this.byPnr.get(pnr.trim().toUpperCase());
    if (!orderKey) throw notFound(`PNR ${pnr}`);
    return this.retrieve(orderKey);
  }

  issue(orderKey: string): TSupplierBooking {
    const order = this.get(orderKey);
    if (order.booking.status === 'ticketed') return this.view(order);
    if (order.booking.status !== 'held') throw refused(`a ${order.booking.status} booking cannot be ticketed`);
    this.ticket(order);
    return this.view(order);
  }

  void(orderKey: string): TSupplierBooking {
    const order = this.get(orderKey);
    const { status, voidDeadline } = order.booking;
    if (status !== 'ticketed') throw refused(`only ticketed bookings can be voided, this one is ${status}`);
    if (voidDeadline && this.now() > Date.parse(voidDeadline)) throw refused('the void window has closed');
    order.refundMinor = order.booking.totalMinor;
    this.move(order, 'voided');
    return this.view(order);
  }

  cancelQuote(orderKey: string): TSupplierCancelQuote {
    const order = this.get(orderKey);
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
      quoteKey: `${orderKey}:Q${++this.sequence}`,
      refundMinor,
      currency: order.booking.currency,
      expiresAt: new Date(this.now() + QUOTE_MINUTES * 60_000).toISOString(),
    };
    this.quotes.set(quote.quoteKey, { quote, orderKey, status });
    return quote;
  }

  cancelConfirm(quoteKey: string): TSupplierBooking {
    const entry = this.quotes.get(quoteKey);
    if (!entry) throw notFound(`cancellation quote ${quoteKey}`);
    const order = this.get(entry.orderKey);
    if (this.now() > Date.parse(entry.quote.expiresAt)) throw refused('the cancellation quote has expired');
    if (order.booking.status !== entry.status) throw refused('the booking changed since the quote');
    this.quotes.delete(quoteKey);
    order.refundMinor = entry.quote.refundMinor;
    this.move(order, 'cancelled');
    return this.view(order);
  }

  private get(orderKey: string): TOrder {
    const order = this.orders.get(orderKey);
    if (!order) throw notFound(`order ${orderKey}`);
    // A hold not ticketed by its deadline lapses, as an airline's would.
    const deadline = order.booking.paymentDeadline;
    if (order.booking.status === 'held' && deadline && this.now() > Date.parse(deadline)) this.move(order, 'cancelled');
    return order;
  }

  private ticket(order: TOrder): void {
    const nowMs = this.now();
    const offer = order.booking.offer!;
    const carrier = offer.validatingCarrier;
    order.booking.tickets = order.travellers.map((t) => ({
      travellerRef: t.ref,
      number: ticketNumber(carrier, this.seed, order.booking.pnr, t.ref),
    }));
    order.booking.paymentDeadline = null;
    // Voids are accepted for a day after issue, and never after the first departure.
    order.booking.voidDeadline = new Date(Math.max(nowMs, Math.min(nowMs + 24 * HOUR_MS, order.departureMs))).toISOString();
    this.move(order, 'ticketed');
  }

  private move(order: TOrder, status: TSupplierBookingStatus): void {
    order.booking.status = status;
    order.history.push({ at: new Date(this.now()).toISOString(), status });
  }

  private view(order: TOrder): TSupplierBooking {
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
