import type { TCabinClass, TGroupCabinClass, TGroupLeg as TStoredLeg } from '@safar/contracts';
import type { Db } from '@safar/db';
import { groupTicketSalesStore } from '@/modules/group-tickets/group-ticket-sales';
import {
  findGroupTicketForOffer,
  findGroupTicketsForSearch,
  type TGroupTicketSearchHit,
} from '@/modules/group-tickets/group-tickets-search';
import type { TGroupTicketLoaders } from './supplier-registry';
import type { TGroupBlock, TGroupLeg } from './suppliers/group-tickets/group-tickets-supplier';

/** Blocks are sold in four cabins; the premium variants of business and first are asked of the nearest. */
const BLOCK_CABIN: Record<TCabinClass, TGroupCabinClass> = {
  economy: 'economy',
  premium_economy: 'premium_economy',
  business: 'business',
  first: 'first',
  premium_business: 'business',
  premium_first: 'first',
};

/** "SV 701" as stored → carrier and number, as every supplier gives them. */
function leg(stored: TStoredLeg, airline: string): TGroupLeg {
  const match = /^([A-Z0-9]{2})\s*(\d{1,4}[A-Z]?)$/.exec(stored.flight_number.trim().toUpperCase());
  return {
    carrier: match?.[1] ?? airline,
    flightNumber: match?.[2] ?? stored.flight_number,
    origin: stored.origin,
    destination: stored.destination,
    departureLocal: stored.departure_local,
    arrivalLocal: stored.arrival_local,
    durationMinutes: stored.duration_minutes,
    aircraft: stored.aircraft,
    originTerminal: stored.origin_terminal,
    destinationTerminal: stored.destination_terminal,
  };
}

function toBlock(hit: TGroupTicketSearchHit): TGroupBlock {
  const t = hit.ticket;
  const airline = hit.airline.iataCode;
  return {
    id: t.id,
    reference: t.reference,
    airline,
    cabin: t.cabinClass,
    outbound: hit.outbound.map((l) => leg(l, airline)),
    inbound: hit.inbound.map((l) => leg(l, airline)),
    seatsLeft: t.seatsLeft,
    currency: t.currency,
    fares: { adult: t.adultSellingMinor, child: t.childSellingMinor, infant: t.infantSellingMinor },
    baggage: { carryOnPieces: t.carryOnPieces, carryOnKg: t.carryOnKg, checkedPieces: t.checkedPieces, checkedKg: t.checkedKg },
    refundable: t.refundable,
    cutoffAt: t.bookingCutoffAt.toISOString(),
  };
}

/**
 * The core's reads of the agency's seat blocks for their adapter (which never reads the database
 * itself), and the sales that take their seats.
 */
export function groupTicketLoaders(db: Db): TGroupTicketLoaders {
  return {
    sales: groupTicketSalesStore(db),
    load: async (r) =>
      (
        await findGroupTicketsForSearch(db, {
          origin: r.slices[0]!.origin,
          destination: r.slices[0]!.destination,
          departureDate: r.slices[0]!.departureDate,
          returnDate: r.slices[1]?.departureDate,
          seated: r.adults + r.children,
          infants: r.infants,
          cabin: BLOCK_CABIN[r.cabin],
        })
      ).map(toBlock),
    loadOne: async (id) => {
      const hit = await findGroupTicketForOffer(db, id);
      return hit ? toBlock(hit) : null;
    },
  };
}
