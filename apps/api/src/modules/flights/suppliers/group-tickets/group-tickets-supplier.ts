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
import { listName, saleBooking, type TGroupSale, type TGroupSales } from './group-sales';

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
  /** The sales of blocks (seats taken and given back); without them the blocks are only searched. */
  sales?: TGroupSales;
  now?: () => Date;
}

const SEARCH_ONLY: ReadonlySet<TSupplierCapability> = new Set(['search', 'price']);
const SELLING: ReadonlySet<TSupplierCapability> = new Set([
  'search',
  'price',
  'book_hold',
  'book_instant',
  'issue',
  'retrieve',
  'cancel',
  'void',
]);
/** A sale can be voided for a day after issue, as a ticket can. */
const VOID_HOURS = 24;

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
 * The agency's own seat blocks as a supplier: the offer is the block at its selling fares; a
 * booking takes the block's seats (a sale, held until the block's cut-off, then issued), and a
 * cancellation or void gives them back. The tickets themselves the airline issues on the block's
 * name list, so a sale carries none.
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
  const sales = options.sales;
  const sale = async (orderKey: string): Promise<TGroupSale> => {
    const found = await sales!.find(orderKey);
    if (!found) throw new SupplierError('rejected', `sale ${orderKey} not found`, { status: 404 });
    return found;
  };
  const refused = (why: string) => new SupplierError('rejected', why, { status: 409 });
  const notSelling = () => notSupported(options.code, 'book_hold');
  return {
    code: options.code,
    capabilities: sales ? SELLING : SEARCH_ONLY,
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
    async book(request) {
      if (!sales) return notSelling();
      const { offer, travellers, mode } = request;
      if (now().getTime() > Date.parse(offer.expiresAt)) throw new SupplierError('offer_gone', 'the offer is no longer available');
      const block = await options.loadOne(offer.key);
      const counts = { adult: 0, child: 0, infant: 0 };
      for (const t of travellers) counts[t.type] += 1;
      const fresh = block
        ? toOffer(block, {
            slices: offer.slices.map(() => ({ origin: '', destination: '', departureDate: '' })),
            adults: counts.adult,
            children: counts.child,
            infants: counts.infant,
            cabin: offer.cabin,
          })
        : null;
      if (!block || !fresh) throw new SupplierError('offer_gone', 'the block has no seats for this party, or is off sale');
      if (fresh.totalMinor !== request.expectedTotalMinor)
        throw new SupplierError('price_changed', `the price is now ${fresh.totalMinor} ${fresh.currency}`, {
          totalMinor: fresh.totalMinor,
        });
      const taken = await sales.take({
        blockId: block.id,
        seats: counts.adult + counts.child,
        clientReference: request.reference ?? null,
        currency: fresh.currency,
        totalMinor: fresh.totalMinor,
        travellers: travellers.map((t) => ({ ref: t.ref, name: listName(t) })),
        holdUntil: block.cutoffAt,
      });
      if (mode === 'hold') return saleBooking(taken);
      const issued = await sales.move(taken.orderKey, ['held'], 'ticketed', { voidUntil: voidUntil() });
      return saleBooking(issued!);
    },
    async issue(orderKey) {
      if (!sales) return notSelling();
      const current = await sale(orderKey);
      if (current.status === 'held' && current.holdUntil && now().getTime() > Date.parse(current.holdUntil))
        throw refused("the hold lapsed at the block's cut-off");
      const issued = await sales.move(orderKey, ['held'], 'ticketed', { voidUntil: voidUntil() });
      if (!issued) throw refused(`a ${current.status} sale cannot be issued`);
      return saleBooking(issued);
    },
    async retrieve(orderKey) {
      if (!sales) return notSelling();
      return saleBooking(await sale(orderKey));
    },
    async cancelQuote(orderKey) {
      if (!sales) return notSelling();
      const current = await sale(orderKey);
      if (current.status !== 'held' && current.status !== 'ticketed') throw refused(`a ${current.status} sale cannot be cancelled`);
      // A hold was never paid for; a sold seat comes back in money only on a refundable block.
      return {
        quoteKey: `${orderKey}|${current.status}`,
        refundMinor: current.status === 'ticketed' && current.refundable ? current.totalMinor : 0,
        currency: current.currency,
        expiresAt: new Date(now().getTime() + 15 * 60_000).toISOString(),
      };
    },
    async cancelConfirm(quoteKey) {
      if (!sales) return notSelling();
      const [orderKey, status] = quoteKey.split('|') as [string, TGroupSale['status']];
      const cancelled = await sales.move(orderKey, [status], 'cancelled');
      if (!cancelled) throw refused('the sale changed since the quote');
      return saleBooking(cancelled);
    },
    async void(orderKey) {
      if (!sales) return notSelling();
      const current = await sale(orderKey);
      if (current.status !== 'ticketed') throw refused(`only issued sales can be voided, this one is ${current.status}`);
      if (current.voidUntil && now().getTime() > Date.parse(current.voidUntil)) throw refused('the void window has closed');
      const voided = await sales.move(orderKey, ['ticketed'], 'voided');
      if (!voided) throw refused('the sale changed meanwhile');
      return saleBooking(voided);
    },
    importPnr: unsupported('import_pnr'),
    ...(sales ? { findByReference: async (reference: string) => (await sales.findByReference(reference)).map(saleBooking) } : {}),
  };

  function voidUntil(): string {
    return new Date(now().getTime() + VOID_HOURS * 3_600_000).toISOString();
  }
}
