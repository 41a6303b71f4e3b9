import { exponentOf, minorToDecimalString } from './duffel-money';
import { flightMinutes, homeCarrier } from './duffel-mock-catalogue';

/*
 * The fares the local Duffel mock sells on any route: Duffel Airways (ZZ, holdable like in
 * Duffel's sandbox) in two fare brands, the route's home carrier direct, and a one-stop
 * itinerary through a Gulf hub. Prices follow the distance, in the mock's currency.
 */

export interface TMockPassenger {
  id: string;
  type: 'adult' | 'child' | 'infant_without_seat';
  age: number | null;
}

export interface TMockSearch {
  slices: { origin: string; destination: string; departure_date: string }[];
  passengers: TMockPassenger[];
  cabin: string;
  currency: string;
  nowMs: number;
  /** Whether the route's offers require identity documents, and of which types. */
  documents?: { required: boolean; types: string[] };
}

/** US cents → the mock currency's minor units, at rough fixed rates. */
const RATES: Record<string, number> = {
  USD: 1,
  GBP: 0.79,
  EUR: 0.92,
  JPY: 150,
  KWD: 0.307,
  BHD: 0.376,
  OMR: 0.385,
  JOD: 0.709,
  PKR: 280,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
};

export function fromUsdCents(cents: number, currency: string): number {
  const exponent = exponentOf(currency) ?? 2;
  return Math.round(((cents * (RATES[currency] ?? 1)) / 100) * 10 ** exponent);
}

export interface TTemplate {
  carrier: string;
  via: string | null;
  brand: string;
  departs: string;
  factor: number;
  checked: number;
  carryOn: number;
  refund: [boolean, number | null];
  change: [boolean, number | null];
  holdable: boolean;
  aircraft: string;
}

export function templates(origin: string, destination: string): TTemplate[] {
  const hub = [origin, destination].includes('DXB')
    ? [origin, destination].includes('DOH')
      ? ['TK', 'IST']
      : ['QR', 'DOH']
    : ['EK', 'DXB'];
  const home = homeCarrier(origin, destination);
  return [
    {
      carrier: 'ZZ',
      via: null,
      brand: 'Basic',
      departs: '08:05',
      factor: 1,
      checked: 0,
      carryOn: 1,
      refund: [false, null],
      change: [true, 5000],
      holdable: true,
      aircraft: '320',
    },
    {
      carrier: 'ZZ',
      via: null,
      brand: 'Flex',
      departs: '08:05',
      factor: 1.45,
      checked: 1,
      carryOn: 1,
      refund: [true, 10000],
      change: [true, 0],
      holdable: true,
      aircraft: '320',
    },
    {
      carrier: home,
      via: null,
      brand: 'Economy Standard',
      departs: '13:40',
      factor: 1.25,
      checked: 2,
      carryOn: 1,
      refund: [true, 15000],
      change: [true, 7500],
      holdable: false,
      aircraft: '789',
    },
    {
      carrier: hub[0]!,
      via: hub[1]!,
      brand: 'Saver',
      departs: '21:15',
      factor: 0.9,
      checked: 1,
      carryOn: 1,
      refund: [false, null],
      change: [true, 10000],
      holdable: false,
      aircraft: '77W',
    },
  ];
}

export const condition = ([allowed, penaltyCents]: [boolean, number | null], currency: string) =>
  allowed
    ? {
        allowed: true,
        penalty_amount: penaltyCents === null ? null : minorToDecimalString(fromUsdCents(penaltyCents, currency), currency),
        penalty_currency: penaltyCents === null ? null : currency,
      }
    : { allowed: false, penalty_amount: null, penalty_currency: null };

/** Price of the whole offer in the mock currency: per passenger base by distance and type, tax per passenger and slice. */
export function price(search: TMockSearch, t: TTemplate) {
  let base = 0;
  let tax = 0;
  for (const s of search.slices) {
    const adultCents = Math.round(
      (4000 + flightMinutes(s.origin, t.via ?? s.destination) * 90 + (t.via ? flightMinutes(t.via, s.destination) * 60 : 0)) * t.factor,
    );
    for (const p of search.passengers) {
      const share = p.type === 'adult' ? 1 : p.type === 'child' ? 0.75 : 0.1;
      base += fromUsdCents(Math.round(adultCents * share), search.currency);
      tax += fromUsdCents(p.type === 'infant_without_seat' ? 500 : 2840, search.currency);
    }
  }
  return { base, tax, total: base + tax };
}
