import { localToUtcMs, type TLocale, type TOfflineFacts } from '@safar/contracts';
import { airportZone } from '@/modules/flights/suppliers/simulated';
import type { TSupplierOffer, TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import type { TBookingRow } from '../booking-transition';

/*
 * How a booking made outside Safar sits in the bookings table. Its flights are kept as an
 * offer's slices (one flight per slice), so every screen, list and document that reads a
 * booking's flights reads these alike; what only such a booking has (the supplier's name as
 * staff typed it, the walk-in customer, the mail's language, whether the wallet was charged) is
 * kept in `query`, where a booking made in Safar keeps its search.
 */

/** The supplier code of a booking typed by staff: no adapter answers for it. */
export const OFFLINE_SUPPLIER = 'offline';

export interface TOfflineFlight {
  flight_number: string;
  origin: string;
  destination: string;
  departure_local: string;
  arrival_local: string;
}

export interface TStoredOfflineFacts {
  supplier_name: string;
  customer: { name: string; email: string; phone: string | null } | null;
  locale: TLocale;
  flights: TOfflineFlight[];
  charged: boolean;
  no_charge_reason: string | null;
}

/** The instant a local time at an airport happens (UTC when the airport's zone is unknown). */
export const instantAt = (local: string, iata: string) => new Date(localToUtcMs(local, airportZone(iata) ?? 'UTC'));

function sliceOf(f: TOfflineFlight): TSupplierSlice {
  const [carrier, number] = f.flight_number.split(' ') as [string, string];
  const minutes = Math.max(
    0,
    Math.round((instantAt(f.arrival_local, f.destination).getTime() - instantAt(f.departure_local, f.origin).getTime()) / 60_000),
  );
  return {
    durationMinutes: minutes,
    segments: [
      {
        marketingCarrier: carrier,
        operatingCarrier: null,
        flightNumber: number,
        origin: f.origin,
        destination: f.destination,
        departureLocal: f.departure_local,
        arrivalLocal: f.arrival_local,
        originTerminal: null,
        destinationTerminal: null,
        aircraft: null,
        durationMinutes: minutes,
      },
    ],
  };
}

/** The flights typed by staff as an offer's slices, priced at the net in the booking's currency. */
export function offlineOffer(flights: TOfflineFlight[], currency: string, netMinor: number): TSupplierOffer {
  const slices = flights.map(sliceOf);
  return {
    key: OFFLINE_SUPPLIER,
    validatingCarrier: slices[0]!.segments[0]!.marketingCarrier,
    slices,
    cabin: 'economy',
    fareBrand: null,
    baggage: { carryOnPieces: 0, carryOnKg: null, checkedPieces: 0, checkedKg: null },
    refund: { allowed: false, penaltyMinor: null },
    change: { allowed: false, penaltyMinor: null },
    currency,
    passengers: [],
    totalMinor: netMinor,
    seatsLeft: null,
    expiresAt: new Date().toISOString(),
    ticketingDeadline: null,
    payload: { offline: true },
  };
}

/** An offer's slices back as flights (an imported record's, for its screen). */
export function flightsOf(offer: TSupplierOffer): TOfflineFlight[] {
  return offer.slices.flatMap((s) =>
    s.segments.map((g) => ({
      flight_number: `${g.marketingCarrier} ${g.flightNumber}`,
      origin: g.origin,
      destination: g.destination,
      departure_local: g.departureLocal,
      arrival_local: g.arrivalLocal,
    })),
  );
}

/** When the trip starts and the day its last flight leaves (the columns every booking has). */
export function tripColumns(flights: TOfflineFlight[]) {
  const first = flights[0]!;
  const last = flights[flights.length - 1]!;
  return { departsAt: instantAt(first.departure_local, first.origin), lastFlightOn: last.departure_local.slice(0, 10) };
}

export const storedFacts = (b: TBookingRow): TStoredOfflineFacts => (b.query as { offline: TStoredOfflineFacts }).offline;

/** Staff see the supplier's price; agents see what they pay. */
const seesNet = (role: string) => role !== 'agent';

export function presentOfflineFacts(b: TBookingRow, role: string): TOfflineFacts {
  const facts = storedFacts(b);
  return {
    supplier_name: facts.supplier_name,
    customer: facts.customer,
    locale: facts.locale,
    flights: facts.flights,
    net_minor: seesNet(role) ? b.netMinor : null,
    selling_minor: b.dueMinor,
    charged: facts.charged,
    no_charge_reason: facts.no_charge_reason,
    deletable: b.channel === 'offline' && b.paymentTransactionId === null,
  };
}
