import { localToInstant, minutesBetween, type TGroupLeg, type TGroupLegInput } from '@safar/contracts';
import type { TStoredGroupLeg } from '@safar/db';

/*
 * The rules of a block's flights that need each airport's time zone: a schedule is typed in
 * local times, so "lands after it takes off" and "the return leaves after the outbound lands"
 * can only be decided on the instants those local times name.
 */

/** A flight longer than this is a typing mistake (the longest scheduled flights take about 19 h). */
export const MAX_LEG_MINUTES = 20 * 60;
/** Flights of one direction further apart than this are not one journey. */
export const MAX_CONNECTION_MINUTES = 24 * 60;

export interface TProblem {
  path: (string | number)[];
  message: string;
}

export type TDirection = 'outbound_legs' | 'return_legs';

/** The flights of a block, with the cut-off: what the itinerary rules look at. */
export interface TItineraryInput {
  outbound_legs: TGroupLegInput[];
  return_legs: TGroupLegInput[];
  booking_cutoff_at: string;
}

/** What the table derives from the flights: the stored legs and the columns search filters on. */
export interface TResolvedItinerary {
  outboundLegs: TStoredGroupLeg[];
  returnLegs: TStoredGroupLeg[];
  origin: string;
  destination: string;
  departureAt: Date;
  departureDate: string;
  returnDepartureAt: Date | null;
  returnDate: string | null;
  returnDestination: string | null;
  flightNumbers: string;
}

/** The instant a stored local time names. A time a later time-zone rule made impossible reads as the offset before it. */
export function legInstant(local: string, timeZone: string): Date {
  return localToInstant(local, timeZone) ?? new Date(new Date(`${local}:00Z`).getTime() - 60 * 60_000);
}

export const toStoredLeg = (leg: TGroupLegInput, zones: ReadonlyMap<string, string>): TStoredGroupLeg => ({
  flightNumber: leg.flight_number,
  origin: leg.origin,
  destination: leg.destination,
  departureLocal: leg.departure_local,
  arrivalLocal: leg.arrival_local,
  departureTimeZone: zones.get(leg.origin)!,
  arrivalTimeZone: zones.get(leg.destination)!,
  aircraft: leg.aircraft,
  originTerminal: leg.origin_terminal,
  destinationTerminal: leg.destination_terminal,
});

/** A stored leg back in the shape it was typed in (to compare an edit with what is stored). */
export const toLegInput = (leg: TStoredGroupLeg): TGroupLegInput => ({
  flight_number: leg.flightNumber,
  origin: leg.origin,
  destination: leg.destination,
  departure_local: leg.departureLocal,
  arrival_local: leg.arrivalLocal,
  aircraft: leg.aircraft,
  origin_terminal: leg.originTerminal,
  destination_terminal: leg.destinationTerminal,
});

/** A stored leg as the API answers it, with its instants and duration. */
export function toLegView(leg: TStoredGroupLeg): TGroupLeg {
  const departure = legInstant(leg.departureLocal, leg.departureTimeZone);
  const arrival = legInstant(leg.arrivalLocal, leg.arrivalTimeZone);
  return {
    flight_number: leg.flightNumber,
    origin: leg.origin,
    destination: leg.destination,
    departure_local: leg.departureLocal,
    arrival_local: leg.arrivalLocal,
    departure_time_zone: leg.departureTimeZone,
    arrival_time_zone: leg.arrivalTimeZone,
    departure_at: departure.toISOString(),
    arrival_at: arrival.toISOString(),
    duration_minutes: minutesBetween(departure, arrival),
    aircraft: leg.aircraft,
    origin_terminal: leg.originTerminal,
    destination_terminal: leg.destinationTerminal,
  };
}

interface TTimedLeg {
  departure: Date | null;
  arrival: Date | null;
}

/** Instants of each leg of one direction, and the problems of its times. */
function timeDirection(direction: TDirection, legs: TGroupLegInput[], zones: ReadonlyMap<string, string>, problems: TProblem[]) {
  const timed: TTimedLeg[] = legs.map((leg, i) => {
    const departure = localToInstant(leg.departure_local, zones.get(leg.origin)!);
    const arrival = localToInstant(leg.arrival_local, zones.get(leg.destination)!);
    if (!departure) problems.push({ path: [direction, i, 'departure_local'], message: 'validation.local_time_gap' });
    if (!arrival) problems.push({ path: [direction, i, 'arrival_local'], message: 'validation.local_time_gap' });
    if (departure && arrival) {
      const minutes = minutesBetween(departure, arrival);
      if (minutes <= 0) problems.push({ path: [direction, i, 'arrival_local'], message: 'validation.arrival_before_departure' });
      else if (minutes > MAX_LEG_MINUTES) problems.push({ path: [direction, i, 'arrival_local'], message: 'validation.leg_too_long' });
    }
    return { departure, arrival };
  });
  timed.forEach((leg, i) => {
    const previous = timed[i - 1];
    if (!previous?.arrival || !leg.departure) return;
    const connection = minutesBetween(previous.arrival, leg.departure);
    if (connection <= 0) problems.push({ path: [direction, i, 'departure_local'], message: 'validation.connection_before_arrival' });
    else if (connection > MAX_CONNECTION_MINUTES)
      problems.push({ path: [direction, i, 'departure_local'], message: 'validation.connection_too_long' });
  });
  return timed;
}

/**
 * Checks the flights against their airports' time zones (`zones`: IATA code → IANA zone of every
 * airport that may be used) and derives what the table stores. Returns the problems (field paths
 * as the request names them) or, when there are none, the resolved itinerary.
 */
export function resolveItinerary(
  input: TItineraryInput,
  zones: ReadonlyMap<string, string>,
): { problems: TProblem[]; itinerary: TResolvedItinerary | null } {
  const problems: TProblem[] = [];
  for (const direction of ['outbound_legs', 'return_legs'] as const) {
    input[direction].forEach((leg, i) => {
      for (const end of ['origin', 'destination'] as const) {
        if (!zones.has(leg[end])) problems.push({ path: [direction, i, end], message: 'validation.airport_unknown' });
      }
    });
  }
  if (problems.length) return { problems, itinerary: null };

  const outbound = timeDirection('outbound_legs', input.outbound_legs, zones, problems);
  const back = timeDirection('return_legs', input.return_legs, zones, problems);
  const lastArrival = outbound[outbound.length - 1]?.arrival;
  const returnDeparture = back[0]?.departure;
  if (lastArrival && returnDeparture && returnDeparture <= lastArrival)
    problems.push({ path: ['return_legs', 0, 'departure_local'], message: 'validation.return_before_outbound' });
  const departureAt = outbound[0]?.departure;
  if (departureAt && new Date(input.booking_cutoff_at) >= departureAt)
    problems.push({ path: ['booking_cutoff_at'], message: 'validation.cutoff_after_departure' });
  if (problems.length || !departureAt) return { problems, itinerary: null };

  const first = input.outbound_legs[0]!;
  const last = input.outbound_legs[input.outbound_legs.length - 1]!;
  const firstBack = input.return_legs[0];
  const lastBack = input.return_legs[input.return_legs.length - 1];
  const all = [...input.outbound_legs, ...input.return_legs];
  return {
    problems,
    itinerary: {
      outboundLegs: input.outbound_legs.map((leg) => toStoredLeg(leg, zones)),
      returnLegs: input.return_legs.map((leg) => toStoredLeg(leg, zones)),
      origin: first.origin,
      destination: last.destination,
      departureAt,
      departureDate: first.departure_local.slice(0, 10),
      returnDepartureAt: returnDeparture ?? null,
      returnDate: firstBack ? firstBack.departure_local.slice(0, 10) : null,
      returnDestination: lastBack ? lastBack.destination : null,
      flightNumbers: [...new Set(all.map((leg) => leg.flight_number))].join(' '),
    },
  };
}

/**
 * The rules that depend on the clock, for a new block or changed flights or cut-off: a block is
 * made to be sold, so its first flight and its cut-off must lie ahead.
 */
export function pastProblems(
  itinerary: TResolvedItinerary,
  cutoff: string,
  now: Date,
  check: { departure: boolean; cutoff: boolean },
): TProblem[] {
  const problems: TProblem[] = [];
  if (check.departure && itinerary.departureAt <= now)
    problems.push({ path: ['outbound_legs', 0, 'departure_local'], message: 'validation.departure_past' });
  if (check.cutoff && new Date(cutoff) <= now) problems.push({ path: ['booking_cutoff_at'], message: 'validation.cutoff_past' });
  return problems;
}
