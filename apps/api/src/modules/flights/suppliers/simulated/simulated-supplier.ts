import { isCurrency, isLocalDateTime, PASSENGER_TYPES, type TCurrency, type TPassengerType } from '@safar/contracts';
import {
  notSupported,
  SUPPLIER_CAPABILITIES,
  SupplierError,
  type FlightSupplier,
  type TAirlineChangeAnswer,
  type TSupplierAirlineChange,
  type TSupplierBooking,
  type TSupplierBookRequest,
  type TSupplierCapability,
  type TSupplierContext,
  type TSupplierOffer,
  type TSupplierSearchRequest,
  type TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';
import { addDays } from '@/modules/flights/wall-clock';
import type { TSimulatedChange } from './airline-changes';
import { answer, type TSimulatedFault } from './latency';
import { Network } from './network';
import { CARRIER_PROFILES } from './network-data';
import { cabinCapacity, seatKey } from './fares';
import { searchOffers, type TOfferContext } from './offers';
import { memorySimulatorStore, type TSimulatorStore } from './order-store';
import { OrderBook, type TBookingFault } from './orders';
import { unit } from './prng';
import { rebuild, reprice, type TRebuilt } from './rebuild';
import { referenceData } from './reference-data';
import { servicesFor, servicesTotal } from './services';

export interface TSimulatedOptions {
  /** The supplier's row code, e.g. 'sim-gds-a'. */
  code: string;
  /** Different seeds give different inventories; the same seed the same one, every time. */
  seed: string;
  currency: TCurrency;
  /** The clock offers are priced and expire by; the system clock when left out. */
  now?: () => Date;
  /** How long every call waits before answering (default 0). */
  latencyMs?: number;
  fault?: TSimulatedFault;
  /** The cheapest this many offers are returned (default 200). */
  maxOffers?: number;
  /** Multiplies every route's daily flights, for benchmarks that need a crowded route (default 1). */
  density?: number;
  /** Connection airports tried first, in order (the supplier's preferred hubs). */
  hubs?: readonly string[];
  /** Only these airlines (IATA codes) are sold; all when left out. */
  airlines?: readonly string[];
  /** What the instance declares; every capability when left out. */
  capabilities?: readonly TSupplierCapability[];
  /** Shares (0–1) of offers whose re-check finds a higher price, or finds them gone. */
  repricing?: { changed?: number; gone?: number };
  /** How long an offer is honoured after it is made (default 30 minutes). */
  offerTtlMinutes?: number;
  /** Where orders and sold seats are kept; the adapter's own memory when left out. */
  store?: TSimulatorStore;
  /** Makes booking or ticketing fail in one of the ways a real supplier does; read at each call. */
  bookingFault?: TBookingFault | (() => TBookingFault);
  /** Takes extras only on a booking paid at once, as Duffel does (default: on holds too). */
  servicesOnlyWhenPaid?: boolean;
}

/** Sales close this long before departure. */
const SALES_CLOSE_MINUTES = 120;
/** A changed re-check is this much dearer. */
const CHANGED_PRICE_FACTOR = 1.08;

class SimulatedSupplier implements FlightSupplier {
  readonly code: string;
  readonly capabilities: ReadonlySet<TSupplierCapability>;
  readonly servicesOnlyWhenPaid: boolean;
  private network: Network | null = null;
  private readonly orders: OrderBook;
  private readonly now: () => Date;
  private readonly store: TSimulatorStore;

  constructor(private readonly options: TSimulatedOptions) {
    if (!isCurrency(options.currency)) throw new RangeError(`unknown currency ${String(options.currency)}`);
    this.code = options.code;
    this.capabilities = new Set(options.capabilities ?? SUPPLIER_CAPABILITIES);
    this.servicesOnlyWhenPaid = options.servicesOnlyWhenPaid ?? false;
    this.now = options.now ?? (() => new Date());
    this.store = options.store ?? memorySimulatorStore(options.code);
    const fault = options.bookingFault ?? 'none';
    this.orders = new OrderBook(
      options.code,
      options.seed,
      () => this.now().getTime(),
      this.store,
      typeof fault === 'function' ? fault : () => fault,
    );
  }

  /** Reads the airport and airline data now instead of at the first search. */
  warmUp(): void {
    this.context();
  }

  search(request: TSupplierSearchRequest, ctx: TSupplierContext) {
    return this.call('search', ctx, async () => {
      const problem = requestProblem(request);
      if (problem) throw new SupplierError('rejected', problem, { status: 400 });
      const offers = searchOffers(await this.contextWithSales(request), request);
      if (this.options.fault !== 'partial') return { offers, partial: false };
      // Part of the inventory "did not answer": the airlines on one side of a seeded draw.
      const kept = offers.filter((o) => unit(this.options.seed, 'partial', o.validatingCarrier) < 0.5);
      return { offers: kept.length > 0 || offers.length === 0 ? kept : offers.slice(0, 1), partial: true };
    });
  }

  price(offer: TSupplierOffer, request: TSupplierSearchRequest, ctx: TSupplierContext) {
    return this.call('price', ctx, async () => this.recheck(offer, request, await this.contextWithSales(request)));
  }

  services(offer: TSupplierOffer, ctx: TSupplierContext) {
    return this.call('services', ctx, () => {
      const rebuilt = rebuild(this.context(), offer.key);
      if (!rebuilt) throw new SupplierError('offer_gone', 'the offer no longer exists');
      return servicesFor(this.options.seed, rebuilt, this.isLowCost(offer.validatingCarrier), this.options.currency);
    });
  }

  book(request: TSupplierBookRequest, ctx: TSupplierContext) {
    return this.call(request.mode === 'hold' ? 'book_hold' : 'book_instant', ctx, () => {
      if (this.servicesOnlyWhenPaid && request.mode === 'hold' && request.services.some((s) => s.quantity > 0))
        throw new SupplierError('rejected', 'extras are sold only with a booking paid at once');
      return this.makeBooking(request, request.reference ?? null);
    });
  }

  issue(orderKey: string, ctx: TSupplierContext) {
    return this.call('issue', ctx, () => this.orders.issue(orderKey));
  }

  retrieve(orderKey: string, ctx: TSupplierContext) {
    return this.call('retrieve', ctx, () => this.orders.retrieve(orderKey));
  }

  cancelQuote(orderKey: string, ctx: TSupplierContext) {
    return this.call('cancel', ctx, () => this.orders.cancelQuote(orderKey));
  }

  cancelConfirm(quoteKey: string, ctx: TSupplierContext) {
    return this.call('cancel', ctx, () => this.orders.cancelConfirm(quoteKey));
  }

  void(orderKey: string, ctx: TSupplierContext) {
    return this.call('void', ctx, () => this.orders.void(orderKey));
  }

  importPnr(pnr: string, ctx: TSupplierContext) {
    return this.call('import_pnr', ctx, () => this.orders.importPnr(pnr));
  }

  /** A booking made outside Safar, under a locator the caller chooses: the demo's "other terminal". */
  bookElsewhere(request: TSupplierBookRequest, pnr: string, ctx: TSupplierContext) {
    return this.call(request.mode === 'hold' ? 'book_hold' : 'book_instant', ctx, () => this.makeBooking(request, null, pnr));
  }

  findByReference(reference: string, ctx: TSupplierContext) {
    return this.call('retrieve', ctx, () => this.orders.findByReference(reference));
  }

  /** The airline changes a booked flight (tests, the demo). */
  makeAirlineChange(orderKey: string, change: TSimulatedChange, ctx: TSupplierContext) {
    return this.call('retrieve', ctx, () => this.orders.makeAirlineChange(orderKey, change));
  }

  airlineChanges(orderKey: string, ctx: TSupplierContext) {
    return this.call('retrieve', ctx, () => this.orders.airlineChanges(orderKey));
  }

  answerAirlineChange(change: { changeKey: string; orderKey: string }, answer: TAirlineChangeAnswer, ctx: TSupplierContext) {
    return this.call('retrieve', ctx, () => this.orders.answerAirlineChange(change.orderKey, change.changeKey, answer));
  }

  private async call<T>(capability: TSupplierCapability, ctx: TSupplierContext, work: () => T | Promise<T>): Promise<T> {
    if (!this.capabilities.has(capability)) notSupported(this.code, capability);
    return answer(this.options.fault ?? 'none', this.options.latencyMs ?? 0, ctx.signal, work);
  }

  /** The context with the seats bookings hold on the flights a search for `request` can meet. */
  private async contextWithSales(request: TSupplierSearchRequest): Promise<TOfferContext> {
    const dates = request.slices.map((s) => s.departureDate).sort();
    const at = this.now().toISOString();
    // Connections land and leave again up to two days after the first flight.
    const sold = await this.store.soldBetween(this.code, dates[0]!, addDays(dates[dates.length - 1]!, 2), at);
    return { ...this.context(), sold };
  }

  private context(): TOfferContext {
    this.network ??= new Network(referenceData(), this.options.seed, this.options.airlines ? new Set(this.options.airlines) : null);
    const nowMs = this.now().getTime();
    return {
      seed: this.options.seed,
      network: this.network,
      density: this.options.density ?? 1,
      salesCloseMs: nowMs + SALES_CLOSE_MINUTES * 60_000,
      preferredHubs: this.options.hubs ?? [],
      code: this.code,
      currency: this.options.currency,
      nowMs,
      ttlMinutes: this.options.offerTtlMinutes ?? 30,
      maxOffers: this.options.maxOffers ?? 200,
    };
  }

  private isLowCost(carrier: string): boolean {
    return CARRIER_PROFILES.get(carrier)?.kind === 'low_cost';
  }

  /** The offer now: gone, dearer (for the configured shares of offers) or as it was. */
  private recheck(offer: TSupplierOffer, request: TSupplierSearchRequest, context: TOfferContext): TSupplierOffer | null {
    const { changed = 0, gone = 0 } = this.options.repricing ?? {};
    const draw = unit(this.options.seed, 'reprice', offer.key);
    if (draw < gone) return null;
    return reprice(context, offer, request, draw < gone + changed ? CHANGED_PRICE_FACTOR : 1);
  }

  private async makeBooking(request: TSupplierBookRequest, clientReference: string | null, pnr?: string) {
    const { offer, travellers, services, mode } = request;
    const counts = partyOf(offer, travellers);
    const refs = new Set(travellers.map((t) => t.ref));
    const context = this.context();
    const rebuilt = rebuild(context, offer.key);
    // An offer past its expiry is not honoured, whatever the flights still cost.
    if (!rebuilt || this.now().getTime() > Date.parse(offer.expiresAt))
      throw new SupplierError('offer_gone', 'the offer is no longer available');
    const asked = this.recheck(offer, requestFor(rebuilt, counts, offer.cabin), context);
    if (!asked) throw new SupplierError('offer_gone', 'the offer is no longer available');
    const extras = servicesFor(this.options.seed, rebuilt, this.isLowCost(offer.validatingCarrier), this.options.currency);
    const servicesMinor = servicesTotal(extras, services);
    if (servicesMinor === null || services.some((s) => !refs.has(s.travellerRef)))
      throw new SupplierError('rejected', 'a chosen service is not on offer for this booking');
    let totalMinor = asked.totalMinor + servicesMinor;
    if (this.bookingFault() === 'book_price_changed') totalMinor = Math.round(totalMinor * CHANGED_PRICE_FACTOR);
    if (totalMinor !== request.expectedTotalMinor)
      throw new SupplierError('price_changed', `the price is now ${totalMinor} ${asked.currency}`, { totalMinor });
    if (mode === 'hold' && !asked.ticketingDeadline)
      throw new SupplierError('rejected', 'departure is too close to hold: book and ticket at once');
    const legs = rebuilt.slices.flatMap((s) => s.legs);
    return this.orders.create({
      offer: asked,
      travellers,
      services,
      servicesMinor,
      departureMs: legs[0]!.departureMs,
      mode,
      clientReference,
      ...(pnr ? { pnr } : {}),
      seatHolds: legs.map((l) => ({
        seatKey: seatKey(l, rebuilt.cabin),
        legDate: l.date,
        seats: cabinCapacity(this.options.seed, l, rebuilt.cabin),
      })),
      seats: counts.adult + counts.child,
    });
  }

  private bookingFault(): TBookingFault {
    const fault = this.options.bookingFault ?? 'none';
    return typeof fault === 'function' ? fault() : fault;
  }
}

/** What a real GDS would refuse outright in a search (the core validates first; this is the backstop). */
function requestProblem(r: TSupplierSearchRequest): string | null {
  if (r.slices.length === 0 || r.slices.length > 6) return 'a search has one to six slices';
  for (const s of r.slices) {
    if (!/^[A-Z]{3}$/.test(s.origin) || !/^[A-Z]{3}$/.test(s.destination)) return `not IATA airport codes: ${s.origin}, ${s.destination}`;
    if (!isLocalDateTime(`${s.departureDate}T00:00`)) return `not a date: ${s.departureDate}`;
  }
  const counts = [r.adults, r.children, r.infants];
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || r.adults < 1 || r.infants > r.adults)
    return 'passenger counts do not make a party';
  return null;
}

/** Passenger counts of a party that fits the offer; refused when it does not. */
function partyOf(offer: TSupplierOffer, travellers: TSupplierTraveller[]): Record<TPassengerType, number> {
  const counts: Record<TPassengerType, number> = { adult: 0, child: 0, infant: 0 };
  for (const t of travellers) counts[t.type] += 1;
  const adults = new Set(travellers.filter((t) => t.type === 'adult').map((t) => t.ref));
  if (new Set(travellers.map((t) => t.ref)).size !== travellers.length || counts.adult === 0)
    throw new SupplierError('rejected', 'travellers must have distinct refs and include an adult');
  if (travellers.some((t) => t.type === 'infant' && (!t.infantOf || !adults.has(t.infantOf))))
    throw new SupplierError('rejected', 'every infant must travel on an adult of the booking');
  const priced = Object.fromEntries(offer.passengers.map((p) => [p.type, p.count]));
  if (PASSENGER_TYPES.some((type) => (priced[type] ?? 0) !== counts[type]))
    throw new SupplierError('rejected', 'the travellers are not the passengers the offer was priced for');
  return counts;
}

/** The search a rebuilt offer answers, for re-checking it at booking time. */
function requestFor(rebuilt: TRebuilt, counts: Record<TPassengerType, number>, cabin: TSupplierOffer['cabin']): TSupplierSearchRequest {
  return {
    slices: rebuilt.slices.map((s) => ({
      origin: s.legs[0]!.origin.iata,
      destination: s.legs[s.legs.length - 1]!.destination.iata,
      departureDate: s.legs[0]!.date,
    })),
    adults: counts.adult,
    children: counts.child,
    infants: counts.infant,
    cabin,
  };
}

export type TSimulatedSupplier = FlightSupplier & {
  warmUp(): void;
  findByReference(reference: string, ctx: TSupplierContext): Promise<TSupplierBooking[]>;
  bookElsewhere(request: TSupplierBookRequest, pnr: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  makeAirlineChange(orderKey: string, change: TSimulatedChange, ctx: TSupplierContext): Promise<TSupplierAirlineChange>;
  airlineChanges(orderKey: string, ctx: TSupplierContext): Promise<TSupplierAirlineChange[]>;
};

/** A simulated GDS: see docs/flights.md for what it generates and how to configure it. */
export function createSimulatedSupplier(options: TSimulatedOptions): TSimulatedSupplier {
  return new SimulatedSupplier(options);
}
