import { addDays } from '@/modules/flights/wall-clock';
import { detourRatio, distanceKm } from './geo';
import type { Network, TNetworkCarrier } from './network';
import { CONNECTION_HUBS } from './network-data';
import { unit } from './prng';
import type { TSimAirport } from './reference-data';
import { legsOn, type TLeg } from './schedule';

/**
 * The ways to get from one airport to another on a day: nonstop, one stop at a hub that lies
 * near the great circle, and for far-apart pairs (or when nothing else exists) two stops.
 * Connections respect a minimum connection time and a maximum layover.
 */

export interface TItinerary {
  legs: TLeg[];
  /** The airline that sells the ticket: the one flying, or on an interline trip the longest leg's. */
  validating: string;
}

export interface TInventory {
  seed: string;
  network: Network;
  density: number;
  /** Flights leaving sooner than this (epoch ms) are no longer sold. */
  salesCloseMs: number;
  /** Connection airports tried first, in this order (a supplier's preferred hubs); none = by detour only. */
  preferredHubs?: readonly string[];
}

const MAX_HUBS = 8;
const CONNECTIONS_PER_ARRIVAL = 2;
const MAX_TWO_STOP = 12;

const maxDetour = (km: number): number => (km < 1_000 ? 1.8 : km < 3_000 ? 1.45 : 1.3);
const minConnection = (hub: TSimAirport, interline: boolean): number => (hub.large ? 75 : 60) + (interline ? 15 : 0);
const maxLayover = (km: number): number => (km < 3_000 ? 8 : 12) * 60;

function legsFrom(inv: TInventory, c: TNetworkCarrier, a: TSimAirport, b: TSimAirport, dates: string[]): TLeg[] {
  return dates.flatMap((d) => legsOn(inv.seed, c, a, b, d, inv.density));
}

/** Pairs each arriving leg with the next departures that make the connection. */
function connect(firstLegs: TLeg[], nextLegs: TLeg[], minMinutes: number, maxMinutes: number): TLeg[][] {
  const out: TLeg[][] = [];
  for (const first of firstLegs) {
    let taken = 0;
    for (const next of nextLegs) {
      const layover = (next.departureMs - first.arrivalMs) / 60_000;
      if (layover < minMinutes || layover > maxMinutes) continue;
      out.push([first, next]);
      if (++taken >= CONNECTIONS_PER_ARRIVAL) break;
    }
  }
  return out;
}

const longestCarrier = (legs: TLeg[]): string => legs.reduce((a, b) => (b.km > a.km ? b : a)).carrier;

function hubsBetween(inv: TInventory, a: TSimAirport, b: TSimAirport, km: number): TSimAirport[] {
  const limit = maxDetour(km);
  const preferred = inv.preferredHubs ?? [];
  const rank = (code: string) => (preferred.includes(code) ? preferred.indexOf(code) : preferred.length);
  const hubs: { hub: TSimAirport; detour: number; rank: number }[] = [];
  for (const code of new Set([...preferred, ...CONNECTION_HUBS])) {
    const hub = inv.network.airport(code);
    if (!hub || code === a.iata || code === b.iata) continue;
    const detour = detourRatio(a, hub, b);
    // A stop right next to either end (Abu Dhabi on the way to Dubai) is no connection anyone sells.
    const shortest = Math.max(250, 0.12 * km);
    if (detour <= limit && distanceKm(a, hub) >= shortest && distanceKm(hub, b) >= shortest) hubs.push({ hub, detour, rank: rank(code) });
  }
  return hubs
    .sort((x, y) => x.rank - y.rank || x.detour - y.detour)
    .slice(0, MAX_HUBS)
    .map((h) => h.hub);
}

/**
 * One-stop trips through `hub`: on one airline; or, with `interline`, on two network carriers
 * (sold by the longer leg's), which the search only asks for when no airline flies it alone.
 */
function oneStop(
  inv: TInventory,
  a: TSimAirport,
  hub: TSimAirport,
  b: TSimAirport,
  date: string,
  km: number,
  interline: boolean,
): TItinerary[] {
  const first = inv.network.carriersBetween(a, hub);
  const second = inv.network.carriersBetween(hub, b);
  const nextDays = [date, addDays(date, 1)];
  const out: TItinerary[] = [];
  const pairs: [TNetworkCarrier, TNetworkCarrier][] = interline
    ? networkOnly(first).flatMap((c1) => networkOnly(second).map((c2): [TNetworkCarrier, TNetworkCarrier] => [c1, c2]))
    : first.flatMap((c1) =>
        second.filter((c2) => c2.airline.iata === c1.airline.iata).map((c2): [TNetworkCarrier, TNetworkCarrier] => [c1, c2]),
      );
  for (const [c1, c2] of pairs) {
    const legs1 = legsFrom(inv, c1, a, hub, [date]).filter((l) => l.departureMs >= inv.salesCloseMs);
    const legs2 = legsFrom(inv, c2, hub, b, nextDays);
    for (const legs of connect(legs1, legs2, minConnection(hub, interline), maxLayover(km)))
      out.push({ legs, validating: interline ? longestCarrier(legs) : c1.airline.iata });
  }
  return out;
}

const networkOnly = (list: TNetworkCarrier[]) => list.filter((c) => c.profile?.kind === 'network').slice(0, 2);

/** One airline over all three legs when one flies them all, else the first network carrier of each. */
function carriersForTwoStops(
  inv: TInventory,
  a: TSimAirport,
  h1: TSimAirport,
  h2: TSimAirport,
  b: TSimAirport,
): (TNetworkCarrier | undefined)[] {
  const lists = [inv.network.carriersBetween(a, h1), inv.network.carriersBetween(h1, h2), inv.network.carriersBetween(h2, b)];
  for (const c of lists[0]!) {
    const same = lists.map((list) => list.find((x) => x.airline.iata === c.airline.iata));
    if (same.every(Boolean)) return same;
  }
  return lists.map((list) => list.find((c) => c.profile?.kind === 'network'));
}

function twoStop(
  inv: TInventory,
  a: TSimAirport,
  b: TSimAirport,
  date: string,
  km: number,
  hubs: TSimAirport[],
  allowInterline: boolean,
): TItinerary[] {
  const out: TItinerary[] = [];
  for (const h1 of hubs) {
    for (const h2 of hubs) {
      if (h1 === h2 || distanceKm(a, h1) >= distanceKm(a, h2) || distanceKm(h1, h2) < Math.max(250, 0.12 * km)) continue;
      if ((distanceKm(a, h1) + distanceKm(h1, h2) + distanceKm(h2, b)) / km > maxDetour(km)) continue;
      const [c1, c2, c3] = carriersForTwoStops(inv, a, h1, h2, b);
      if (!c1 || !c2 || !c3) continue;
      const legs1 = legsFrom(inv, c1, a, h1, [date]).filter((l) => l.departureMs >= inv.salesCloseMs);
      const legs2 = legsFrom(inv, c2, h1, h2, [date, addDays(date, 1)]);
      const legs3 = legsFrom(inv, c3, h2, b, [date, addDays(date, 1), addDays(date, 2)]);
      const interline = c1.airline.iata !== c2.airline.iata || c2.airline.iata !== c3.airline.iata;
      if (interline && !allowInterline) continue;
      for (const [l1, l2] of connect(legs1, legs2, minConnection(h1, interline), maxLayover(km))) {
        const onward = connect([l2!], legs3, minConnection(h2, interline), maxLayover(km))[0];
        if (!onward) continue;
        const legs = [l1!, l2!, onward[1]!];
        out.push({ legs, validating: interline ? longestCarrier(legs) : c1.airline.iata });
        if (out.length >= MAX_TWO_STOP) return out;
      }
    }
  }
  return out;
}

/** Every itinerary from `origin` to `destination` leaving on the local date `date`. */
export function itineraries(inv: TInventory, origin: string, destination: string, date: string): TItinerary[] {
  const a = inv.network.airport(origin);
  const b = inv.network.airport(destination);
  if (!a || !b || a === b) return [];
  const km = distanceKm(a, b);
  const out: TItinerary[] = [];
  for (const c of inv.network.carriersBetween(a, b))
    for (const leg of legsFrom(inv, c, a, b, [date]))
      if (leg.departureMs >= inv.salesCloseMs) out.push({ legs: [leg], validating: c.airline.iata });
  const hubs = hubsBetween(inv, a, b, km);
  for (const hub of hubs) out.push(...oneStop(inv, a, hub, b, date, km, false));
  // Interline and two-stop trips: when nothing simpler gets there, and two stops on some far-apart pairs.
  if (out.length === 0) for (const hub of hubs) out.push(...oneStop(inv, a, hub, b, date, km, true));
  const pair = a.iata < b.iata ? `${a.iata}${b.iata}` : `${b.iata}${a.iata}`;
  if (out.length === 0) out.push(...twoStop(inv, a, b, date, km, hubs, true));
  else if (km > 8_000 && unit(inv.seed, 'two-stop', pair) < 0.4) out.push(...twoStop(inv, a, b, date, km, hubs, false));
  return out;
}
