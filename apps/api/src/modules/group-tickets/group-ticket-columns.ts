import {
  groupTicketProblems,
  isTimeZone,
  type TCreateGroupTicketData,
  type TGroupLegInput,
  type TUpdateGroupTicketData,
} from '@safar/contracts';
import { airlines, airports, groupTickets, type Tx } from '@safar/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import { pastProblems, resolveItinerary, toLegInput, type TProblem } from './group-ticket-itinerary';
import type { TGroupTicketRow } from './group-tickets.presenter';

/*
 * From a request's fields to the table's columns: the airline and airports looked up, the
 * flights checked in their airports' time zones, and the search columns derived. Every problem
 * found is answered at once, as a 422 on the fields the request named.
 */

type TInsert = typeof groupTickets.$inferInsert;

/** A 422 naming every problem on its field. */
function refuse(problems: TProblem[]): never {
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[p.path.join('.')] ??= []).push(p.message);
  throw new AppError('validation_failed', { errors });
}

/** A stored block in the shape of a create request: what an update is merged into. */
export async function rowToData(tx: Tx, row: TGroupTicketRow): Promise<TCreateGroupTicketData> {
  const [airline] = await tx.select({ code: airlines.iataCode }).from(airlines).where(eq(airlines.id, row.airlineId));
  return {
    airline_code: airline!.code,
    title: row.title,
    trip_type: row.tripType,
    outbound_legs: row.outboundLegs.map(toLegInput),
    return_legs: row.returnLegs.map(toLegInput),
    cabin_class: row.cabinClass,
    baggage: {
      carry_on_pieces: row.carryOnPieces,
      carry_on_kg: row.carryOnKg,
      checked_pieces: row.checkedPieces,
      checked_kg: row.checkedKg,
    },
    seats_total: row.seatsTotal,
    currency: row.currency as TCreateGroupTicketData['currency'],
    fares: {
      adult: { net_minor: row.adultNetMinor, selling_minor: row.adultSellingMinor },
      child: { net_minor: row.childNetMinor, selling_minor: row.childSellingMinor },
      infant: { net_minor: row.infantNetMinor, selling_minor: row.infantSellingMinor },
    },
    booking_cutoff_at: row.bookingCutoffAt.toISOString(),
    refundable: row.refundable,
    change_penalty_note: row.changePenaltyNote,
    refund_penalty_note: row.refundPenaltyNote,
    status: row.status,
    airline_pnr: row.airlinePnr,
  };
}

/** The update's fields over the stored block (fields the update leaves out keep their value). */
export function mergeUpdate(current: TCreateGroupTicketData, input: TUpdateGroupTicketData): TCreateGroupTicketData {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...current, ...given } as TCreateGroupTicketData;
}

const legsOf = (data: Pick<TCreateGroupTicketData, 'outbound_legs' | 'return_legs'>): TGroupLegInput[] => [
  ...data.outbound_legs,
  ...data.return_legs,
];
export const sameLegs = (a: TGroupLegInput[], b: TGroupLegInput[]) => JSON.stringify(a) === JSON.stringify(b);

interface TColumnsOptions {
  now: Date;
  /** The block as stored, on an update: the airline and airports it already uses stay usable if since deactivated. */
  current?: TGroupTicketRow;
  /** Whether the first departure and the cut-off must lie ahead (new, or changed). */
  checkFuture: { departure: boolean; cutoff: boolean };
}

/** The columns of a block from its (merged) fields, or a 422 naming every problem. */
export async function groupTicketColumns(
  tx: Tx,
  data: TCreateGroupTicketData,
  { now, current, checkFuture }: TColumnsOptions,
): Promise<Omit<TInsert, 'seatsTotal' | 'seatsLeft' | 'createdBy'>> {
  const problems: TProblem[] = groupTicketProblems(data);

  const [airline] = await tx
    .select({ id: airlines.id, active: airlines.active })
    .from(airlines)
    .where(eq(airlines.iataCode, data.airline_code));
  if (!airline || (!airline.active && airline.id !== current?.airlineId))
    problems.push({ path: ['airline_code'], message: 'validation.airline_unknown' });

  const codes = [...new Set(legsOf(data).flatMap((leg) => [leg.origin, leg.destination]))];
  const kept = new Set(current ? [...current.outboundLegs, ...current.returnLegs].flatMap((l) => [l.origin, l.destination]) : []);
  const found = codes.length
    ? await tx
        .select({ code: airports.iataCode, timeZone: airports.timeZone, active: airports.active })
        .from(airports)
        .where(inArray(airports.iataCode, codes))
    : [];
  const zones = new Map<string, string>();
  const badZone = new Set<string>();
  for (const a of found) {
    if (!a.active && !kept.has(a.code)) continue;
    if (isTimeZone(a.timeZone)) zones.set(a.code, a.timeZone);
    else badZone.add(a.code);
  }
  for (const direction of ['outbound_legs', 'return_legs'] as const) {
    data[direction].forEach((leg, i) => {
      for (const end of ['origin', 'destination'] as const) {
        if (badZone.has(leg[end])) problems.push({ path: [direction, i, end], message: 'validation.airport_time_zone' });
        else if (!zones.has(leg[end])) problems.push({ path: [direction, i, end], message: 'validation.airport_unknown' });
      }
    });
  }
  if (problems.length) refuse(problems);

  const { problems: timing, itinerary } = resolveItinerary(data, zones);
  if (!itinerary) refuse(timing);
  const past = pastProblems(itinerary, data.booking_cutoff_at, now, checkFuture);
  if (past.length) refuse(past);

  return {
    airlineId: airline!.id,
    title: data.title,
    tripType: data.trip_type,
    ...itinerary,
    cabinClass: data.cabin_class,
    carryOnPieces: data.baggage.carry_on_pieces,
    carryOnKg: data.baggage.carry_on_kg,
    checkedPieces: data.baggage.checked_pieces,
    checkedKg: data.baggage.checked_kg,
    currency: data.currency,
    adultNetMinor: data.fares.adult.net_minor,
    adultSellingMinor: data.fares.adult.selling_minor,
    childNetMinor: data.fares.child.net_minor,
    childSellingMinor: data.fares.child.selling_minor,
    infantNetMinor: data.fares.infant.net_minor,
    infantSellingMinor: data.fares.infant.selling_minor,
    bookingCutoffAt: new Date(data.booking_cutoff_at),
    refundable: data.refundable,
    changePenaltyNote: data.change_penalty_note,
    refundPenaltyNote: data.refund_penalty_note,
    status: data.status,
    airlinePnr: data.airline_pnr,
  };
}

/** A new block: every seat bought is left to sell. */
export async function insertColumns(tx: Tx, data: TCreateGroupTicketData, userId: string): Promise<TInsert> {
  const columns = await groupTicketColumns(tx, data, { now: new Date(), checkFuture: { departure: true, cutoff: true } });
  return { ...columns, seatsTotal: data.seats_total, seatsLeft: data.seats_total, createdBy: userId };
}

/**
 * An edited block: the whole block is checked again as merged. A new total moves the seats left
 * by the same number, so the seats sold stay sold (the row is locked by the update).
 */
export async function updateColumns(tx: Tx, current: TGroupTicketRow, input: TUpdateGroupTicketData) {
  const stored = await rowToData(tx, current);
  const merged = mergeUpdate(stored, input);
  const columns = await groupTicketColumns(tx, merged, {
    now: new Date(),
    current,
    checkFuture: {
      departure: !sameLegs(legsOf(stored), legsOf(merged)),
      cutoff: new Date(merged.booking_cutoff_at).getTime() !== current.bookingCutoffAt.getTime(),
    },
  });
  const delta = merged.seats_total - current.seatsTotal;
  return {
    ...columns,
    seatsTotal: merged.seats_total,
    seatsLeft: sql`${groupTickets.seatsLeft} + ${delta}::int`,
    updatedAt: sql`now()`,
  };
}
