import type { TGroupTicket, TGroupTicketForAgent, TGroupTicketView } from '@safar/contracts';
import { airlines, airports, type DbOrTx, type groupTickets } from '@safar/db';
import { inArray } from 'drizzle-orm';
import type { PresentContext } from '@/core/crud-routes';
import { toLegView } from './group-ticket-itinerary';

export type TGroupTicketRow = typeof groupTickets.$inferSelect;

/** The airlines and airports a page of blocks names, loaded once for the page. */
export interface TGroupTicketRelated {
  airlines: Map<string, { id: string; iataCode: string; name: string }>;
  airports: Map<string, { iataCode: string; name: string; city: string }>;
}

export async function loadGroupTicketRelated(db: DbOrTx, rows: TGroupTicketRow[]): Promise<TGroupTicketRelated> {
  const airlineIds = [...new Set(rows.map((r) => r.airlineId))];
  const codes = [...new Set(rows.flatMap((r) => [r.origin, r.destination]))];
  const [airlineRows, airportRows] = await Promise.all([
    airlineIds.length
      ? db
          .select({ id: airlines.id, iataCode: airlines.iataCode, name: airlines.name })
          .from(airlines)
          .where(inArray(airlines.id, airlineIds))
      : [],
    codes.length
      ? db
          .select({ iataCode: airports.iataCode, name: airports.name, city: airports.city })
          .from(airports)
          .where(inArray(airports.iataCode, codes))
      : [],
  ]);
  return {
    airlines: new Map(airlineRows.map((a) => [a.id, a])),
    airports: new Map(airportRows.map((a) => [a.iataCode, a])),
  };
}

const airportRef = (related: TGroupTicketRelated, code: string) => {
  const airport = related.airports.get(code);
  return { iata_code: code, name: airport?.name ?? code, city: airport?.city ?? '' };
};

/** What agents and staff both see. */
function commonView(row: TGroupTicketRow, related: TGroupTicketRelated) {
  const airline = related.airlines.get(row.airlineId);
  return {
    id: row.id,
    reference: row.reference,
    airline: { id: row.airlineId, iata_code: airline?.iataCode ?? '', name: airline?.name ?? '' },
    title: row.title,
    trip_type: row.tripType,
    origin: airportRef(related, row.origin),
    destination: airportRef(related, row.destination),
    departure_at: row.departureAt.toISOString(),
    departure_date: row.departureDate,
    return_departure_at: row.returnDepartureAt?.toISOString() ?? null,
    return_date: row.returnDate,
    outbound_legs: row.outboundLegs.map(toLegView),
    return_legs: row.returnLegs.map(toLegView),
    cabin_class: row.cabinClass,
    baggage: {
      carry_on_pieces: row.carryOnPieces,
      carry_on_kg: row.carryOnKg,
      checked_pieces: row.checkedPieces,
      checked_kg: row.checkedKg,
    },
    seats_left: row.seatsLeft,
    currency: row.currency,
    booking_cutoff_at: row.bookingCutoffAt.toISOString(),
    refundable: row.refundable,
    change_penalty_note: row.changePenaltyNote,
    refund_penalty_note: row.refundPenaltyNote,
  };
}

/** Staff see the agency's cost beside the selling fare, and the block's bookkeeping. */
export function toGroupTicketView(row: TGroupTicketRow, related: TGroupTicketRelated): TGroupTicket {
  return {
    ...commonView(row, related),
    airline_pnr: row.airlinePnr,
    fares: {
      adult: { net_minor: row.adultNetMinor, selling_minor: row.adultSellingMinor },
      child: { net_minor: row.childNetMinor, selling_minor: row.childSellingMinor },
      infant: { net_minor: row.infantNetMinor, selling_minor: row.infantSellingMinor },
    },
    seats_total: row.seatsTotal,
    seats_sold: row.seatsTotal - row.seatsLeft,
    status: row.status,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Agents see what they sell at, never what the agency paid. */
export function toGroupTicketAgentView(row: TGroupTicketRow, related: TGroupTicketRelated): TGroupTicketForAgent {
  return {
    ...commonView(row, related),
    fares: {
      adult: { selling_minor: row.adultSellingMinor },
      child: { selling_minor: row.childSellingMinor },
      infant: { selling_minor: row.infantSellingMinor },
    },
  };
}

/** The view for the reader: the agent's for agents, the staff one for everyone else who may read. */
export function presentGroupTicket(row: TGroupTicketRow, { user, related }: PresentContext<TGroupTicketRelated>): TGroupTicketView {
  return user?.role === 'agent' ? toGroupTicketAgentView(row, related) : toGroupTicketView(row, related);
}
