import { localToUtcMs, utcToLocal, type TCabinClass } from '@safar/contracts';
import { addWallMinutes, weekday } from '@/modules/flights/wall-clock';
import { bearingDeg, distanceKm } from './geo';
import type { TNetworkCarrier } from './network';
import { TERMINALS } from './network-data';
import { hash32, Rng, unit } from './prng';
import type { TSimAirport } from './reference-data';

/**
 * The timetable of one carrier on one airport pair on one day. Departure times, flight
 * numbers and aircraft are keyed by seed, carrier and route only (not by date), as airline
 * timetables repeat day after day; a thin route may skip some weekdays.
 */

export interface TLeg {
  /** The timetable day it belongs to: the local departure date, before any DST-gap shift. */
  date: string;
  carrier: string;
  flightNumber: string;
  origin: TSimAirport;
  destination: TSimAirport;
  departureLocal: string;
  arrivalLocal: string;
  departureMs: number;
  arrivalMs: number;
  durationMinutes: number;
  aircraft: string;
  originTerminal: string | null;
  destinationTerminal: string | null;
  km: number;
  /** Cabins sold on this flight, lowest first. */
  cabins: TCabinClass[];
}

const TURBOPROPS = ['AT7', 'DH4'];
const WIDEBODIES = new Set(['332', '333', '359', '351', '788', '789', '77W', '77L', '388']);
/** Aircraft an airline that sells first class puts a first cabin on (in the simulator). */
const FIRST_CABIN_TYPES = new Set(['77W', '77L', '388', '359', '351']);
const A380_OPERATORS = new Set(['EK', 'QR', 'SQ', 'BA', 'LH', 'QF', 'EY', 'KE']);

/** The id a leg is found by again: carrier, number, route and local departure date. */
export const legId = (leg: TLeg): string => `${leg.carrier}${leg.flightNumber}.${leg.origin.iata}${leg.destination.iata}.${leg.date}`;

function dailyFrequency(c: TNetworkCarrier, a: TSimAirport, b: TSimAirport, km: number, rng: Rng): number {
  let f = km < 1_500 ? rng.int(1, 4) : km < 4_000 ? rng.int(1, 3) : km < 9_000 ? rng.int(1, 2) : 1;
  if (!c.profile) f = Math.min(f, 2);
  const hub = c.profile?.hubs.includes(a.iata) || c.profile?.hubs.includes(b.iata);
  if (hub && a.large && b.large && km < 9_000) f += 1;
  return f;
}

/** Block time: taxi and climb plus cruise, a little faster eastbound (jet stream), in 5-minute steps. */
function blockMinutes(a: TSimAirport, b: TSimAirport, km: number, aircraft: string, jitter: number): number {
  const speed = TURBOPROPS.includes(aircraft) ? 460 : km < 1_000 ? 700 : 820;
  const bearing = bearingDeg(a, b);
  const wind = bearing > 45 && bearing < 135 ? 0.95 : bearing > 225 && bearing < 315 ? 1.06 : 1;
  const minutes = (35 + (km / speed) * 60 * wind) * (0.97 + jitter * 0.06);
  return Math.max(30, Math.round(minutes / 5) * 5);
}

function aircraftFor(c: TNetworkCarrier, a: TSimAirport, b: TSimAirport, km: number, rng: Rng): string {
  const airbus = (c.profile?.fleet ?? (hash32(c.airline.iata) % 2 === 0 ? 'airbus' : 'boeing')) === 'airbus';
  const small = !a.international || !b.international;
  if (km < 600 && (small || !c.profile)) return rng.pick(TURBOPROPS);
  const bigPair = a.large && b.large && c.profile?.kind === 'network';
  // Emirates flies only big twins and A380s, even an hour and a half to Karachi.
  if (c.airline.iata === 'EK') return bigPair && rng.chance(0.35) ? '388' : '77W';
  if (km < 5_000) {
    if (bigPair && km > 1_000 && rng.chance(0.25)) return airbus ? rng.pick(['333', '359']) : rng.pick(['788', '77W']);
    return airbus ? rng.pick(['320', '32N', '321']) : rng.pick(['738', '7M8']);
  }
  if (km < 9_000) return airbus ? rng.pick(['359', '333', '332']) : rng.pick(['788', '789', '77W']);
  if (bigPair && A380_OPERATORS.has(c.airline.iata) && rng.chance(0.4)) return '388';
  return airbus ? rng.pick(['359', '351']) : rng.pick(['77W', '789', '77L']);
}

function cabinsFor(c: TNetworkCarrier, aircraft: string): TCabinClass[] {
  if (!c.profile || c.profile.kind === 'low_cost' || TURBOPROPS.includes(aircraft)) return ['economy'];
  const cabins: TCabinClass[] = ['economy'];
  const wide = WIDEBODIES.has(aircraft);
  if (wide && c.profile.premiumEconomy) cabins.push('premium_economy');
  cabins.push('business');
  if (c.profile.first && FIRST_CABIN_TYPES.has(aircraft)) cabins.push('first');
  return cabins;
}

function terminalAt(airport: TSimAirport, carrier: string): string | null {
  const t = TERMINALS[airport.iata];
  if (!t) return null;
  return t.by?.[carrier] ?? t.all[hash32(airport.iata, carrier) % t.all.length]!;
}

function flightNumber(seed: string, carrier: string, a: string, b: string, index: number, km: number): string {
  const pair = a < b ? `${a}${b}` : `${b}${a}`;
  const [low, span] = km > 5_000 ? [1, 250] : km > 1_500 ? [100, 350] : [200, 700];
  const base = low + 2 * (hash32(seed, 'fltno', carrier, pair) % span);
  // Outbound odd or even, the way back the next number, later frequencies 20 apart.
  return String(((base + (a < b ? 0 : 1) + 20 * index - 1) % 9_999) + 1);
}

/**
 * Flights of `c` from `a` to `b` leaving on the local date `date`, earliest first. `density`
 * multiplies the daily frequency (a benchmark's busy route).
 */
export function legsOn(seed: string, c: TNetworkCarrier, a: TSimAirport, b: TSimAirport, date: string, density: number): TLeg[] {
  const code = c.airline.iata;
  const km = distanceKm(a, b);
  const route = new Rng(seed, 'route', code, a.iata, b.iata);
  const frequency = Math.max(1, Math.round(dailyFrequency(c, a, b, km, route) * density));
  // A thin route (one flight a day) does not fly every weekday.
  if (frequency === 1 && unit(seed, 'thin', code, a.iata, b.iata) < 0.3) {
    const mask = hash32(seed, 'days', code, a.iata, b.iata) | 0b0000101;
    if ((mask & (1 << weekday(date))) === 0) return [];
  }
  const redEye = km > 4_000 && route.chance(0.35);
  const first = redEye ? 0 : 300;
  const span = 1_440 - 15 - first;
  const legs: TLeg[] = [];
  for (let i = 0; i < frequency; i++) {
    const r = new Rng(seed, 'flight', code, a.iata, b.iata, i);
    const minute = first + Math.floor(((i + r.next()) * span) / frequency / 5) * 5;
    const aircraft = aircraftFor(c, a, b, km, r);
    const duration = blockMinutes(a, b, km, aircraft, r.next());
    const wall = addWallMinutes(`${date}T00:00`, minute);
    const departureMs = localToUtcMs(wall, a.tz);
    const arrivalMs = departureMs + duration * 60_000;
    legs.push({
      date,
      carrier: code,
      flightNumber: flightNumber(seed, code, a.iata, b.iata, i, km),
      origin: a,
      destination: b,
      // Written back from the instant, so a time that falls in a DST gap shows as the clock reads.
      departureLocal: utcToLocal(departureMs, a.tz),
      arrivalLocal: utcToLocal(arrivalMs, b.tz),
      departureMs,
      arrivalMs,
      durationMinutes: duration,
      aircraft,
      originTerminal: terminalAt(a, code),
      destinationTerminal: terminalAt(b, code),
      km,
      cabins: cabinsFor(c, aircraft),
    });
  }
  return legs.sort((x, y) => x.departureMs - y.departureMs);
}
