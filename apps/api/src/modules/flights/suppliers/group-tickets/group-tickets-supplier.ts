import type { TCabinClass, TPassengerType } from '@safar/contracts';
import { wallMinutesBetween } from '../../wall-clock';
import {
  notSupported,
  SupplierError,
  type FlightSupplier,
  type TSupplierCapability,
  type TSupplierOffer,
  type TSupplierSearchRequest,
  type TSupplierSegment,
} from '../supplier';

/** One leg of a seat block, times local to each airport, duration already worked out across zones. */
export interface TGroupLeg {
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
  aircraft: string | null;
  originTerminal: string | null;
  destinationTerminal: string | null;
}

/** A seat block as the core reads it from the database for one search. */
export interface TGroupBlock {
  id: string;
  reference: string;
  airline: string;
  cabin: TCabinClass;
  outbound: TGroupLeg[];
  inbound: TGroupLeg[];
  seatsLeft: number;
  currency: string;
  /** Selling fare per passenger type, in minor units; null when the block does not sell that type. */
  fares: Record<TPassengerType, number | null>;
  baggage: TSupplierOffer['baggage'];
  refundable: boolean;
  cutoffAt: string;
}

export interface TGroupTicketsOptions {
  code: string;
  /** Reads the blocks on the request's route and days (the core's database read, not the adapter's). */
  load: (request: TSupplierSearchRequest) => Promise<TGroupBlock[]>;
  /** Reads one block again to re-check an offer (seats and fare may have moved). */
  loadOne: (blockId: string) => Promise<TGroupBlock | null>;
  now?: () => Date;
}

const CAPABILITIES: ReadonlySet<TSupplierCapability> = new Set(['search', 'price']);

function slice(legs: TGroupLeg[]): TSupplierOffer['slices'][number] {
  const segments: TSupplierSegment[] = legs.map((l) => ({
    marketingCarrier: l.carrier,
    operatingCarrier: null,
    flightNumber: l.flightNumber,
    origin: l.origin,
    destination: l.destination,
    departureLocal: l.departureLocal,
    arrivalLocal: l.arrivalLocal,
    originTerminal: l.originTerminal,
    destinationTerminal: l.destinationTerminal,
    aircraft: l.aircraft,
    durationMinutes: l.durationMinutes,
  }));
  // Elapsed time of the slice: the legs in the air plus the time on the ground between them.
  const ground = legs.slice(1).reduce((sum, l, i) => sum + wallMinutesBetween(legs[i]!.arrivalLocal, l.departureLocal), 0);
  return { segments, durationMinutes: legs.reduce((sum, l) => sum + l.durationMinutes, 0) + ground };
}

/** The database read, given up (not cancelled: it is short) when the search's deadline passes. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SupplierError('timeout', 'the search was given up'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new SupplierError('timeout', 'the search was given up'));
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The agency's own seat blocks as a supplier: the offer is the block at its selling fares. It
 * declares only search and price: seats are taken from a block by the booking itself, in the
 * booking's transaction, so there is no supplier call to make.
 */
export function createGroupTicketsSupplier(options: TGroupTicketsOptions): FlightSupplier {
  const now = options.now ?? (() => new Date());

  const toOffer = (block: TGroupBlock, request: TSupplierSearchRequest): TSupplierOffer | null => {
    const wanted: [TPassengerType, number][] = [
      ['adult', request.adults],
      ['child', request.children],
      ['infant', request.infants],
    ];
    if (request.adults + request.children > block.seatsLeft) return null;
    const passengers = [];
    for (const [type, count] of wanted) {
      if (count === 0) continue;
      const fare = block.fares[type];
      if (fare === null) return null;
      passengers.push({ type, count, baseMinor: fare, taxMinor: 0, totalMinor: fare });
    }
    const roundTrip = request.slices.length > 1;
    if (roundTrip !== block.inbound.length > 0) return null;
    // Honoured until the booking cut-off, and never longer than half an hour at a time, like a supplier's offer.
    const expires = Math.min(Date.parse(block.cutoffAt), now().getTime() + 30 * 60_000);
    return {
      key: block.id,
      validatingCarrier: block.airline,
      slices: roundTrip ? [slice(block.outbound), slice(block.inbound)] : [slice(block.outbound)],
      cabin: block.cabin,
      fareBrand: null,
      baggage: block.baggage,
      refund: { allowed: block.refundable, penaltyMinor: null },
      change: { allowed: false, penaltyMinor: null },
      currency: block.currency,
      passengers,
      totalMinor: passengers.reduce((sum, p) => sum + p.totalMinor * p.count, 0),
      seatsLeft: block.seatsLeft,
      expiresAt: new Date(expires).toISOString(),
      ticketingDeadline: block.cutoffAt,
      payload: { groupTicketId: block.id, reference: block.reference },
    };
  };

  const unsupported = (what: TSupplierCapability) => async (): Promise<never> => notSupported(options.code, what);
  return {
    code: options.code,
    capabilities: CAPABILITIES,
    async search(request, { signal }) {
      const blocks = await untilAborted(options.load(request), signal);
      const offers = blocks
        .map((b) => toOffer(b, request))
        .filter((o): o is TSupplierOffer => o !== null && Date.parse(o.expiresAt) > now().getTime());
      return { offers, partial: false };
    },
    async price(offer, request, { signal }) {
      const block = await untilAborted(options.loadOne(offer.key), signal);
      const fresh = block ? toOffer(block, request) : null;
      return fresh && Date.parse(fresh.expiresAt) > now().getTime() ? fresh : null;
    },
    services: unsupported('services'),
    book: unsupported('book_hold'),
    issue: unsupported('issue'),
    retrieve: unsupported('retrieve'),
    cancelQuote: unsupported('cancel'),
    cancelConfirm: unsupported('cancel'),
    void: unsupported('void'),
    importPnr: unsupported('import_pnr'),
  };
}
