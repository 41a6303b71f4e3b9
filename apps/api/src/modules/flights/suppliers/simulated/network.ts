import { distanceKm } from './geo';
import { CARRIER_PROFILES, CONNECTION_HUBS, type TCarrierProfile } from './network-data';
import { unit } from './prng';
import type { TReferenceData, TSimAirline, TSimAirport } from './reference-data';

/**
 * Who flies nonstop between two airports. The rules, in order:
 * - inside one country, only that country's carriers fly (no cabotage);
 * - between countries, a network or low-cost carrier flies out of its own hubs to international
 *   airports within its range (how many depends on its reach, the distance and the airport's
 *   size), and from a few other international airports at home ("focus cities") up to medium
 *   haul; an airline the data knows nothing more about flies short international hops from home;
 * - a seeded draw per carrier and airport pair then keeps a share of those routes (most of them
 *   between large airports and hubs, fewer between small ones), so not every airline flies
 *   every possible route, and the same seed always keeps the same routes.
 */

/** Farther than this is not flown nonstop by anyone in the simulator. */
const RANGE_KM = { network: 15_500, low_cost: 5_000, regional: 3_000 } as const;
const SHORTEST_KM = 150;
const HUBS: ReadonlySet<string> = new Set(CONNECTION_HUBS);
/** At most this many carriers on one airport pair: enough choice without a wall of small airlines. */
const MAX_CARRIERS_PER_PAIR = 6;

export interface TNetworkCarrier {
  airline: TSimAirline;
  profile: TCarrierProfile | undefined;
}

export class Network {
  private readonly pairs = new Map<string, TNetworkCarrier[]>();
  private readonly hubCarriers = new Map<string, TSimAirline[]>();

  constructor(
    readonly data: TReferenceData,
    private readonly seed: string,
    private readonly allowed: ReadonlySet<string> | null,
  ) {
    for (const [code, profile] of CARRIER_PROFILES) {
      const airline = data.airlines.get(code);
      if (!airline || !this.isAllowed(code)) continue;
      for (const hub of profile.hubs) this.hubCarriers.set(hub, [...(this.hubCarriers.get(hub) ?? []), airline]);
    }
  }

  isAllowed(code: string): boolean {
    return this.allowed === null || this.allowed.has(code);
  }

  airport(iata: string): TSimAirport | undefined {
    return this.data.airports.get(iata);
  }

  /** Carriers flying nonstop between `a` and `b` (either direction), network carriers first. */
  carriersBetween(a: TSimAirport, b: TSimAirport): TNetworkCarrier[] {
    const key = a.iata < b.iata ? `${a.iata}${b.iata}` : `${b.iata}${a.iata}`;
    const cached = this.pairs.get(key);
    if (cached) return cached;
    const km = distanceKm(a, b);
    const seen = new Set<string>();
    const found: TNetworkCarrier[] = [];
    const candidates = [
      ...(this.hubCarriers.get(a.iata) ?? []),
      ...(this.hubCarriers.get(b.iata) ?? []),
      ...(this.data.airlinesByCountry.get(a.country) ?? []),
      ...(this.data.airlinesByCountry.get(b.country) ?? []),
    ];
    for (const airline of candidates) {
      if (seen.has(airline.iata) || !this.isAllowed(airline.iata)) continue;
      seen.add(airline.iata);
      const profile = CARRIER_PROFILES.get(airline.iata);
      if (this.flies(airline, profile, a, b, km, key)) found.push({ airline, profile });
      if (found.length >= MAX_CARRIERS_PER_PAIR) break;
    }
    if (this.pairs.size > 50_000) this.pairs.clear();
    this.pairs.set(key, found);
    return found;
  }

  private flies(
    airline: TSimAirline,
    profile: TCarrierProfile | undefined,
    a: TSimAirport,
    b: TSimAirport,
    km: number,
    pair: string,
  ): boolean {
    if (km < SHORTEST_KM || km > RANGE_KM[profile?.kind ?? 'regional']) return false;
    const draw = unit(this.seed, 'route', airline.iata, pair);
    const hubEnd = profile?.hubs.includes(a.iata) ? a : profile?.hubs.includes(b.iata) ? b : null;
    if (a.country === b.country) {
      if (airline.country !== a.country) return false;
      if (hubEnd) return draw < 0.95;
      if (a.large && b.large) return draw < 0.7;
      // Network carriers feed their hubs; point-to-point between two small towns is for regionals.
      if (profile?.kind === 'network') return (a.international || b.international) && draw < 0.3;
      return draw < 0.45;
    }
    if (!profile)
      return (airline.country === a.country || airline.country === b.country) && a.international && b.international && draw < 0.35;
    const other = hubEnd === a ? b : a;
    if (!other.international) return false;
    if (!hubEnd) {
      // A focus city: an international airport at home that is no airline's hub, to a large airport within medium haul.
      const home = airline.country === a.country ? a : airline.country === b.country ? b : null;
      const away = home === a ? b : a;
      if (!home || !home.international || HUBS.has(home.iata) || !away.large || km > 3_500) return false;
      return draw < 0.3;
    }
    // Between two hubs (Karachi–Dubai, London–New York) the home carriers of both ends fly.
    if (HUBS.has(other.iata) && km < 7_000 && (airline.country === a.country || airline.country === b.country)) return draw < 0.92;
    return draw < reachShare(profile, other.large, km);
  }
}

/** The share of the routes out of a hub that a carrier flies, by its reach, the other end and the distance. */
function reachShare(profile: TCarrierProfile, large: boolean, km: number): number {
  if (profile.kind === 'low_cost') return large ? 0.8 : km < 2_500 ? 0.4 : 0.05;
  switch (profile.reach) {
    case 3:
      return large ? 0.95 : km < 6_000 ? 0.55 : 0.25;
    case 2:
      if (!large) return km < 3_000 ? 0.4 : 0.1;
      return km < 5_000 ? 0.8 : km < 9_000 ? 0.55 : 0.45;
    default:
      if (!large) return km < 3_000 ? 0.35 : 0.05;
      return km < 4_000 ? 0.8 : km < 8_000 ? 0.3 : 0.08;
  }
}
