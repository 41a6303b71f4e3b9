import type { TAncillaries, TPassengerType, TPatchAncillaries } from '@safar/contracts';
import { flightOfferExtras, type DbOrTx } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError } from '@/core/app-error';
import type { TSupplierSource } from '../search/fan-out';
import type { TStoredOffer } from '../offers/offer-store';
import { encodeFlightId } from '../offers/offer-id';
import { SupplierError } from '../suppliers/supplier';
import { withDeadline } from './with-deadline';

/**
 * The extras as kept with the offer: as answered (priced in the agency's currency), each with the
 * supplier's own price too (in its currency), which is what a booking pays the supplier. Lists
 * kept before that price was kept lack it.
 */
type TKept<T> = T & { supplier_price_minor?: number };
interface TServices {
  currency: string;
  bags: TKept<TAncillaries['bags'][number]>[];
  seats: TKept<TAncillaries['seats'][number]>[];
}
/** The extras of an offer, the same for every reader (whether a reader may change them is the route's). */
export type TOfferExtras = Omit<TAncillaries, 'may_change'>;
type TSelection = TAncillaries['selected'][number];

const where = (stored: TStoredOffer) => and(eq(flightOfferExtras.offerSetId, stored.setId), eq(flightOfferExtras.offerIndex, stored.index));

/** The passengers of a search in booking order: adults, then children, then infants. */
export function passengerTypes(q: { adults: number; children: number; infants: number }): TPassengerType[] {
  return [
    ...Array<TPassengerType>(q.adults).fill('adult'),
    ...Array<TPassengerType>(q.children).fill('child'),
    ...Array<TPassengerType>(q.infants).fill('infant'),
  ];
}

function present(stored: TStoredOffer, services: TServices, selected: TSelection[]): TOfferExtras {
  const price = new Map([...services.bags, ...services.seats].map((s) => [s.id, s.price_minor]));
  const total = selected.reduce((sum, s) => sum + (price.get(s.id) ?? 0) * s.quantity, 0);
  return {
    flight_id: encodeFlightId(stored.setId, stored.index),
    currency: services.currency,
    bags: services.bags.map(({ supplier_price_minor: _, ...bag }) => bag),
    seats: services.seats.map(({ supplier_price_minor: _, ...seat }) => seat),
    selected,
    selected_total_minor: total,
  };
}

/**
 * The bags and seats the supplier sells with an offer, priced in the agency's currency, fetched
 * once and kept with the offer (what a traveller picks is priced from this copy). A supplier that
 * sells none, or cannot answer in time, gives empty lists: extras are optional to a booking.
 */
export async function getAncillaries(
  db: DbOrTx,
  stored: TStoredOffer,
  source: TSupplierSource | null,
  convert: (supplierMinor: number) => number,
): Promise<TOfferExtras> {
  const [row] = await db.select().from(flightOfferExtras).where(where(stored)).limit(1);
  if (row) return present(stored, row.services as TServices, row.selections as TSelection[]);
  const empty: TServices = { currency: stored.currency, bags: [], seats: [] };
  if (!source || !source.supplier.capabilities.has('services')) return present(stored, empty, []);
  let services: TServices;
  try {
    const answer = await withDeadline(source.deadlineMs, (ctx) => source.supplier.services(stored.priced.offer, ctx));
    if (answer.currency !== stored.supplierCurrency) return present(stored, empty, []);
    services = {
      currency: stored.currency,
      bags: answer.bags.map((b) => ({
        id: b.key,
        kind: b.kind,
        kg: b.kg,
        passenger_types: b.passengerTypes,
        price_minor: convert(b.priceMinor),
        max_quantity: b.maxQuantity,
        supplier_price_minor: b.priceMinor,
      })),
      seats: answer.seats.map((s) => ({
        id: s.key,
        segment_index: s.segmentIndex,
        designator: s.designator,
        available: s.available,
        price_minor: convert(s.priceMinor),
        features: s.features,
        supplier_price_minor: s.priceMinor,
      })),
    };
  } catch (err) {
    if (err instanceof SupplierError) return present(stored, empty, []);
    throw err;
  }
  await db.insert(flightOfferExtras).values({ offerSetId: stored.setId, offerIndex: stored.index, services }).onConflictDoNothing();
  const [saved] = await db.select().from(flightOfferExtras).where(where(stored)).limit(1);
  return present(stored, saved!.services as TServices, saved!.selections as TSelection[]);
}

/** What an extra chosen on an offer is: a bag (its kind and weight) or a seat (its designator on the offer's segment, counted slice by slice). */
export type TChosenExtraKind =
  { kind: 'bag'; bag_kind: 'checked' | 'carry_on'; kg: number | null } | { kind: 'seat'; segment_index: number; designator: string };

/** One extra chosen on an offer, as a booking takes it from the offer's kept copy. */
export type TChosenExtra = TChosenExtraKind & {
  /** The supplier's key for it. */
  key: string;
  /** The passenger's place in the search's party (adults, then children, then infants). */
  passengerIndex: number;
  quantity: number;
  /** One of it at the supplier's price, in its currency; null when the kept copy predates keeping it. */
  supplierUnitMinor: number | null;
  /** One of it in the agency's currency, as shown when it was chosen (converted at the offer's rate, no margin). */
  unitMinor: number;
};

/**
 * The extras chosen on an offer, read from the copy kept with it (never from a browser): nothing
 * when none were chosen or the list was never opened. A choice the kept list no longer names
 * (which the choosing route does not allow) is left out.
 */
export async function chosenExtras(db: DbOrTx, stored: TStoredOffer): Promise<TChosenExtra[]> {
  const [row] = await db.select().from(flightOfferExtras).where(where(stored)).limit(1);
  if (!row) return [];
  const services = row.services as TServices;
  const bags = new Map(services.bags.map((b) => [b.id, b]));
  const seats = new Map(services.seats.map((s) => [s.id, s]));
  return (row.selections as TSelection[]).flatMap((sel): TChosenExtra[] => {
    const chosen = { key: sel.id, passengerIndex: sel.passenger_index, quantity: sel.quantity };
    const bag = bags.get(sel.id);
    const seat = seats.get(sel.id);
    const item = bag ?? seat;
    if (!item || sel.quantity <= 0) return [];
    const kind: TChosenExtraKind = bag
      ? { kind: 'bag', bag_kind: bag.kind, kg: bag.kg }
      : { kind: 'seat', segment_index: seat!.segment_index, designator: seat!.designator };
    return [{ ...kind, ...chosen, supplierUnitMinor: item.supplier_price_minor ?? null, unitMinor: item.price_minor }];
  });
}

const invalid = (field: string, key = 'validation.invalid') => new AppError('validation_failed', { errors: { [field]: [key] } });

/**
 * Replaces the traveller's choice of extras on an offer. Each choice must be something the
 * supplier offered for that passenger: a bag within its quantity and passenger types, an
 * available seat for a seated passenger, one seat per passenger and segment, no seat twice.
 */
export async function patchAncillaries(
  db: DbOrTx,
  req: FastifyRequest,
  stored: TStoredOffer,
  body: TPatchAncillaries,
): Promise<TOfferExtras> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(flightOfferExtras).where(where(stored)).for('update').limit(1);
    if (!row) throw invalid('selections');
    const services = row.services as TServices;
    const passengers = passengerTypes(stored.query);
    const bags = new Map(services.bags.map((b) => [b.id, b]));
    const seats = new Map(services.seats.map((s) => [s.id, s]));
    const seatTaken = new Set<string>();
    const seatPerSegment = new Set<string>();
    const merged = new Map<string, TSelection>();
    body.selections.forEach((sel, i) => {
      const field = `selections.${i}`;
      const type = passengers[sel.passenger_index];
      if (!type) throw invalid(`${field}.passenger_index`);
      const bag = bags.get(sel.id);
      const seat = seats.get(sel.id);
      if (bag) {
        if (!bag.passenger_types.includes(type)) throw invalid(`${field}.id`);
        const key = `${sel.id}#${sel.passenger_index}`;
        const quantity = (merged.get(key)?.quantity ?? 0) + sel.quantity;
        if (quantity > bag.max_quantity) throw invalid(`${field}.quantity`);
        if (quantity > 0) merged.set(key, { id: sel.id, passenger_index: sel.passenger_index, quantity });
      } else if (seat) {
        if (sel.quantity === 0) return;
        if (sel.quantity !== 1 || type === 'infant' || !seat.available) throw invalid(`${field}.id`);
        const segment = `${seat.segment_index}#${sel.passenger_index}`;
        if (seatTaken.has(seat.id) || seatPerSegment.has(segment)) throw invalid(`${field}.id`);
        seatTaken.add(seat.id);
        seatPerSegment.add(segment);
        merged.set(`${sel.id}#${sel.passenger_index}`, { id: sel.id, passenger_index: sel.passenger_index, quantity: 1 });
      } else {
        throw invalid(`${field}.id`);
      }
    });
    const selections = [...merged.values()];
    await tx
      .update(flightOfferExtras)
      .set({ selections, updatedBy: req.user?.id ?? null, updatedAt: sql`now()` })
      .where(eq(flightOfferExtras.id, row.id));
    await recordActivity(tx, req, {
      action: 'flight_extras.saved',
      subjectType: 'flight_offer',
      subjectId: stored.setId,
      before: { selections: row.selections },
      after: { offer_index: stored.index, selections },
    });
    return present(stored, services, selections);
  });
}
