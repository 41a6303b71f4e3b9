import type { TCabinClass, TPassengerType } from '@safar/contracts';

/**
 * The one interface every flight supplier speaks (a GDS, an NDC aggregator, the agency's own
 * seat blocks). Adapters translate; they never touch the database, the ledger or the clock of
 * the app: the core stores what they answer and decides what it means. Times are local to
 * each airport (`YYYY-MM-DDTHH:mm`), amounts integers in the minor units of the supplier's own
 * currency, and every method takes an AbortSignal that fires at the supplier's deadline.
 */

export const SUPPLIER_CAPABILITIES = [
  'search',
  'price',
  'services',
  'book_hold',
  'book_instant',
  'issue',
  'retrieve',
  'cancel',
  'void',
  'import_pnr',
] as const;
export type TSupplierCapability = (typeof SUPPLIER_CAPABILITIES)[number];

export interface TSupplierContext {
  /** Fires when the supplier's deadline passes or the caller gives up. */
  signal: AbortSignal;
}

export interface TSupplierSearchRequest {
  /** One slice for one way, two for a return. */
  slices: { origin: string; destination: string; departureDate: string }[];
  adults: number;
  children: number;
  infants: number;
  cabin: TCabinClass;
  /**
   * Each child's age (2–11) and each infant's (0–1) on the last slice's departure date, when
   * the caller knows them; a supplier that prices by age (Duffel) assumes typical ages otherwise.
   */
  childAges?: number[];
  infantAges?: number[];
}

export interface TSupplierSegment {
  marketingCarrier: string;
  operatingCarrier: string | null;
  /** Digits (and a letter suffix if any), without the carrier: '701'. */
  flightNumber: string;
  origin: string;
  destination: string;
  departureLocal: string;
  arrivalLocal: string;
  originTerminal: string | null;
  destinationTerminal: string | null;
  /** IATA aircraft type code when known ('77W'), else a name the supplier gave, else null. */
  aircraft: string | null;
  durationMinutes: number;
}

export interface TSupplierSlice {
  segments: TSupplierSegment[];
  durationMinutes: number;
}

export interface TSupplierPenalty {
  allowed: boolean;
  /** Null when allowed without a stated fee, or when not allowed. */
  penaltyMinor: number | null;
}

export interface TSupplierPassengerPrice {
  type: TPassengerType;
  count: number;
  /** For one passenger of this type. */
  baseMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface TSupplierOffer {
  /** The supplier's own id for the offer; the core never shows it to a browser. */
  key: string;
  validatingCarrier: string;
  slices: TSupplierSlice[];
  cabin: TCabinClass;
  fareBrand: string | null;
  /** Per passenger. */
  baggage: { carryOnPieces: number; carryOnKg: number | null; checkedPieces: number; checkedKg: number | null };
  refund: TSupplierPenalty;
  change: TSupplierPenalty;
  currency: string;
  passengers: TSupplierPassengerPrice[];
  totalMinor: number;
  seatsLeft: number | null;
  /** ISO instant after which the supplier no longer honours the offer. */
  expiresAt: string;
  /** ISO instant by which a held booking must be ticketed, when the supplier says. */
  ticketingDeadline: string | null;
  /** Whatever the adapter needs later to price, book or fetch services for this offer (JSON). */
  payload: unknown;
}

export interface TSupplierSearchResult {
  offers: TSupplierOffer[];
  /** True when the supplier answered with only part of its inventory (some sources failed). */
  partial: boolean;
}

export interface TSupplierBag {
  key: string;
  kind: 'checked' | 'carry_on';
  kg: number | null;
  /** Which passenger types may take it. */
  passengerTypes: TPassengerType[];
  priceMinor: number;
  maxQuantity: number;
}

export interface TSupplierSeat {
  key: string;
  /** Segment index within the offer (slice by slice, in order). */
  segmentIndex: number;
  designator: string;
  available: boolean;
  priceMinor: number;
  features: string[];
}

export interface TSupplierServices {
  currency: string;
  bags: TSupplierBag[];
  seats: TSupplierSeat[];
}

export interface TSupplierTraveller {
  /** The core's id for the passenger, echoed back on tickets. */
  ref: string;
  type: TPassengerType;
  title: string;
  givenName: string;
  familyName: string;
  bornOn: string;
  gender: 'm' | 'f';
  email: string | null;
  phone: string | null;
  document: { type: 'passport'; number: string; issuingCountry: string; expiresOn: string } | null;
  /** For an infant, the ref of the adult it travels on. */
  infantOf?: string;
}

export interface TSupplierBookRequest {
  offer: TSupplierOffer;
  travellers: TSupplierTraveller[];
  /** Service keys from `services` with quantities. */
  services: { key: string; quantity: number; travellerRef: string }[];
  mode: 'hold' | 'instant';
  /** What the core agreed to pay the supplier, so the supplier refuses a changed price. */
  expectedTotalMinor: number;
  /**
   * The core's own booking reference, sent where the supplier keeps one, so a booking whose
   * answer was lost can be found again (`findByReference`).
   */
  reference?: string;
}

export type TSupplierBookingStatus = 'held' | 'confirmed' | 'ticketed' | 'cancelled' | 'voided';

export interface TSupplierBooking {
  /** The supplier's order id, used for every later call. */
  orderKey: string;
  pnr: string;
  status: TSupplierBookingStatus;
  currency: string;
  totalMinor: number;
  /** Held bookings: the instant by which to pay/issue, or the seats are released. */
  paymentDeadline: string | null;
  /**
   * Held bookings: until when the stored price is guaranteed (after it, the order must be
   * re-priced before it is paid); null when the supplier gives no guarantee or it is not known.
   */
  priceGuaranteeUntil: string | null;
  /** Ticketed bookings: until when a void is possible. */
  voidDeadline: string | null;
  tickets: { travellerRef: string; number: string }[];
  offer: TSupplierOffer | null;
  payload: unknown;
}

export interface TSupplierCancelQuote {
  quoteKey: string;
  /** What the supplier will refund; null when it does not say (unknown is not zero). */
  refundMinor: number | null;
  currency: string;
  expiresAt: string;
}

/**
 * A change the airline made to a booked order (the supplier's record of it): new times, another
 * flight number, or the flights cancelled. The supplier's id for it is what makes it one change
 * however often it is reported.
 */
export interface TSupplierAirlineChange {
  changeKey: string;
  orderKey: string;
  kind: 'schedule' | 'cancellation';
  /** The order's slices as they were, and as the airline made them (none after a cancellation). */
  before: TSupplierSlice[];
  after: TSupplierSlice[];
  /** By when the airline wants an answer, when it says. */
  answerBy: string | null;
  detectedAt: string;
}

/** What the agency answered: the new flights, or the order cancelled for a full refund. */
export type TAirlineChangeAnswer = 'accept' | 'refund';

/** Why a supplier call failed, so the core can tell the user and decide on a retry. */
export type TSupplierErrorKind = 'timeout' | 'unavailable' | 'rate_limited' | 'rejected' | 'offer_gone' | 'price_changed' | 'not_supported';

export class SupplierError extends Error {
  constructor(
    readonly kind: TSupplierErrorKind,
    message: string,
    readonly details: {
      status?: number;
      retryAfterSeconds?: number;
      requestId?: string;
      /** `price_changed`: the new total in the supplier's currency, when the supplier says. */
      totalMinor?: number;
    } = {},
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}

export interface FlightSupplier {
  /** The supplier's row code, e.g. 'sim-gds-a', 'duffel'. */
  readonly code: string;
  readonly capabilities: ReadonlySet<TSupplierCapability>;
  /**
   * Extras (bags, seats) go only on an order paid when it is made, never on a held one (Duffel).
   * A booking with extras is then made and paid at once, or not at all.
   */
  readonly servicesOnlyWhenPaid?: boolean;
  search(request: TSupplierSearchRequest, ctx: TSupplierContext): Promise<TSupplierSearchResult>;
  /** Re-checks one offer; null when the supplier no longer has it. */
  price(offer: TSupplierOffer, request: TSupplierSearchRequest, ctx: TSupplierContext): Promise<TSupplierOffer | null>;
  services(offer: TSupplierOffer, ctx: TSupplierContext): Promise<TSupplierServices>;
  book(request: TSupplierBookRequest, ctx: TSupplierContext): Promise<TSupplierBooking>;
  issue(orderKey: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  retrieve(orderKey: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  cancelQuote(orderKey: string, ctx: TSupplierContext): Promise<TSupplierCancelQuote>;
  cancelConfirm(quoteKey: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  void(orderKey: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  importPnr(pnr: string, ctx: TSupplierContext): Promise<TSupplierBooking>;
  /** Bookings made under the core's reference, for suppliers that keep it; absent when they do not. */
  findByReference?(reference: string, ctx: TSupplierContext): Promise<TSupplierBooking[]>;
  /** The airline's changes to an order not answered yet, for suppliers that keep a queue of them (a GDS). */
  airlineChanges?(orderKey: string, ctx: TSupplierContext): Promise<TSupplierAirlineChange[]>;
  /** Tells the supplier the agency's answer to a change, for suppliers that take one through their API. */
  answerAirlineChange?(change: { changeKey: string; orderKey: string }, answer: TAirlineChangeAnswer, ctx: TSupplierContext): Promise<void>;
}

/** The refusal an adapter gives for a capability it does not declare. */
export const notSupported = (code: string, what: TSupplierCapability): never => {
  throw new SupplierError('not_supported', `${code} does not support ${what}`);
};
