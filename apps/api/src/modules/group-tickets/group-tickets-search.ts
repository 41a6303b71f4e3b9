import type { TGroupCabinClass, TGroupLeg } from '@safar/contracts';
import { airlines, airports, groupTickets, type DbOrTx } from '@safar/db';
import { and, asc, eq, gt, gte, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toLegView } from './group-ticket-itinerary';
import type { TGroupTicketRow } from './group-tickets.presenter';

/*
 * The agency's own blocks as the flight search sees them. The search service turns each hit into
 * an offer (isSooperFlight); this only finds the blocks that can be sold for the trip asked.
 */

export type TAirlineRow = typeof airlines.$inferSelect;
export type TAirportRow = typeof airports.$inferSelect;

export interface TGroupTicketSearch {
  origin: string;
  destination: string;
  /** YYYY-MM-DD, the day of the first departure at the origin airport. */
  departureDate: string;
  /** YYYY-MM-DD at the airport the return leaves from; absent for one way. */
  returnDate?: string | undefined;
  /** Adults and children: each takes a seat. */
  seated: number;
  /** Infants fly on an adult's lap and take no seat of the block; they are priced at its infant fare. */
  infants: number;
  cabin: TGroupCabinClass;
  /** The moment of the search (cut-offs are compared with it). */
  now?: Date;
}

export interface TGroupTicketSearchHit {
  ticket: TGroupTicketRow;
  airline: TAirlineRow;
  origin: TAirportRow;
  destination: TAirportRow;
  /** Every airport the flights touch (connections too), by IATA code. */
  airports: Record<string, TAirportRow>;
  /** The flights with their local times, time zones and instants. */
  outbound: TGroupLeg[];
  inbound: TGroupLeg[];
}

const originAirport = alias(airports, 'origin_airport');
const destinationAirport = alias(airports, 'destination_airport');

/** Blocks matching `where` with their airline and airports, and every airport their flights touch. */
async function hitsWhere(db: DbOrTx, where: SQL | undefined): Promise<TGroupTicketSearchHit[]> {
  const rows = await db
    .select({ ticket: groupTickets, airline: airlines, origin: originAirport, destination: destinationAirport })
    .from(groupTickets)
    .innerJoin(airlines, eq(airlines.id, groupTickets.airlineId))
    .innerJoin(originAirport, eq(originAirport.iataCode, groupTickets.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.iataCode, groupTickets.destination))
    .where(where)
    .orderBy(asc(groupTickets.adultSellingMinor), asc(groupTickets.departureAt), asc(groupTickets.id));
  if (!rows.length) return [];

  const codesOf = (ticket: TGroupTicketRow) => [...ticket.outboundLegs, ...ticket.returnLegs].flatMap((l) => [l.origin, l.destination]);
  const touched = await db
    .select()
    .from(airports)
    .where(inArray(airports.iataCode, [...new Set(rows.flatMap((r) => codesOf(r.ticket)))]));
  const byCode = Object.fromEntries(touched.map((a) => [a.iataCode, a]));
  return rows.map((r) => ({
    ...r,
    airports: Object.fromEntries(codesOf(r.ticket).map((code) => [code, byCode[code]!])),
    outbound: r.ticket.outboundLegs.map(toLegView),
    inbound: r.ticket.returnLegs.map(toLegView),
  }));
}

/** On sale at `now`: active, and the cut-off (always before the first departure) still ahead. */
const onSale = (now: Date) => [eq(groupTickets.status, 'active'), gt(groupTickets.bookingCutoffAt, now)];

/**
 * Active blocks on the route and day (day of departure at the origin) in the cabin, with seats
 * for every seated passenger and the cut-off still ahead, cheapest adult fare first. A return
 * search finds return blocks whose return leaves on `returnDate` and comes back to the origin
 * (it may leave from another airport, e.g. into Jeddah and back from Madinah); a one-way search
 * finds one-way blocks only, since a return block's fare is for both directions.
 */
export async function findGroupTicketsForSearch(db: DbOrTx, search: TGroupTicketSearch): Promise<TGroupTicketSearchHit[]> {
  if (!Number.isInteger(search.seated) || search.seated < 1) return [];
  const trip = search.returnDate
    ? [
        eq(groupTickets.tripType, 'return'),
        eq(groupTickets.returnDate, search.returnDate),
        eq(groupTickets.returnDestination, search.origin),
      ]
    : [eq(groupTickets.tripType, 'one_way')];
  return hitsWhere(
    db,
    and(
      eq(groupTickets.origin, search.origin),
      eq(groupTickets.destination, search.destination),
      eq(groupTickets.departureDate, search.departureDate),
      eq(groupTickets.cabinClass, search.cabin),
      gte(groupTickets.seatsLeft, search.seated),
      ...onSale(search.now ?? new Date()),
      ...trip,
    ),
  );
}

/**
 * One block read again, in the same shape, while it is on sale (null otherwise): what re-checking
 * an offer made from it needs, since its seats and fares may have moved since the search.
 */
export async function findGroupTicketForOffer(
  db: DbOrTx,
  groupTicketId: string,
  now: Date = new Date(),
): Promise<TGroupTicketSearchHit | null> {
  const [hit] = await hitsWhere(db, and(eq(groupTickets.id, groupTicketId), ...onSale(now)));
  return hit ?? null;
}
