import type { TCurrency, TPassengerType } from '@safar/contracts';
import { currencyExponent } from '@safar/contracts';
import { weekday } from '@/modules/flights/wall-clock';
import type { TSupplierPassengerPrice } from '@/modules/flights/suppliers/supplier';
import { distanceKm } from './geo';
import { CABIN_FACTOR, type TBrand, type TSoldCabin } from './brands';
import { CARRIER_PROFILES } from './network-data';
import { unit } from './prng';
import type { TLeg } from './schedule';

/**
 * Prices: a distance curve in US dollars, scaled by cabin, brand, carrier, stops and demand
 * (days to departure and weekday), with a seeded spread per itinerary; split into base and
 * taxes, converted at fixed reference rates into the supplier's currency and rounded to whole
 * units of it. The rates only shape simulated prices; they are not the app's exchange rates.
 */

const USD_RATE: Record<TCurrency, number> = {
  USD: 1,
  PKR: 280,
  EUR: 0.92,
  GBP: 0.79,
  SAR: 3.75,
  AED: 3.6725,
  QAR: 3.64,
  INR: 83,
  TRY: 32,
  MYR: 4.7,
  CAD: 1.36,
  AUD: 1.52,
  CNY: 7.2,
  KWD: 0.307,
  BHD: 0.376,
  OMR: 0.385,
  JOD: 0.709,
  JPY: 150,
};

const DAY_MS = 86_400_000;

/** Economy's lowest one-way fare for a distance: steeper for short hops, flatter long-haul. */
const distanceFareUsd = (km: number): number => (km <= 3_000 ? 35 + 0.095 * km : 320 + 0.07 * (km - 3_000));

/** Dearer as departure nears: ×0.82 two months out, ×1 at about two weeks, ×1.7 on the day. */
const demandFactor = (daysOut: number): number => 0.82 + 0.9 * Math.exp(-Math.max(0, daysOut) / 9);

/** One whole unit of the currency, in minor units, converted from US dollars and rounded. */
export function usdToMinor(usd: number, currency: TCurrency): number {
  return Math.max(0, Math.round(usd * USD_RATE[currency])) * 10 ** currencyExponent(currency);
}

export interface TSliceFare {
  baseUsd: number;
  taxUsd: number;
}

/** One adult's fare for one slice (its legs, in one cabin and brand), in US dollars. */
export function sliceFareUsd(seed: string, legs: TLeg[], cabin: TSoldCabin, brand: TBrand, validating: string, nowMs: number): TSliceFare {
  const first = legs[0]!;
  // The fare follows the trip's straight-line distance, not the detour through a hub.
  const direct = distanceKm(first.origin, legs[legs.length - 1]!.destination);
  const carrier = CARRIER_PROFILES.get(validating);
  const carrierFactor = carrier?.kind === 'low_cost' ? 0.78 : (carrier ? 1.02 : 0.95) + 0.16 * unit(seed, 'carrier', validating);
  const stopsFactor = legs.length === 1 ? 1 : legs.length === 2 ? 0.9 : 0.86;
  const day = weekday(first.date);
  const weekdayFactor = day === 5 || day === 0 ? 1.06 : day === 2 || day === 3 ? 0.96 : 1;
  const spread = 0.9 + 0.2 * unit(seed, 'spread', legs.map((l) => `${l.carrier}${l.flightNumber}${l.date}`).join('+'));
  // Calendar days out, as airlines count advance purchase: a fare holds all day (an offer priced
  // again minutes after its search costs the same) and steps at midnight (UTC here).
  const daysOut = Math.round((Date.parse(first.date) - (nowMs - (nowMs % DAY_MS))) / DAY_MS);
  const baseUsd =
    distanceFareUsd(direct) *
    CABIN_FACTOR[cabin] *
    brand.factor *
    carrierFactor *
    stopsFactor *
    weekdayFactor *
    spread *
    demandFactor(daysOut);
  // Airport charges per departure, a share of the fare, and a fuel surcharge on network carriers.
  const flownKm = legs.reduce((sum, l) => sum + l.km, 0);
  const taxUsd = 14 * legs.length + 0.06 * baseUsd + (carrier?.kind === 'network' ? 0.008 * flownKm : 0);
  return { baseUsd, taxUsd };
}

/** Child fares pay about three quarters of the adult base; infants (on a lap) a tenth, and few taxes. */
const SHARE: Record<TPassengerType, { base: number; tax: number }> = {
  adult: { base: 1, tax: 1 },
  child: { base: 0.75, tax: 1 },
  infant: { base: 0.1, tax: 0.1 },
};

/** Per-passenger lines for the counts asked, from one adult's fare summed over slices. */
export function passengerLines(
  fare: TSliceFare,
  counts: Record<TPassengerType, number>,
  currency: TCurrency,
): { lines: TSupplierPassengerPrice[]; totalMinor: number } {
  const lines: TSupplierPassengerPrice[] = [];
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (counts[type] <= 0) continue;
    const baseMinor = Math.max(10 ** currencyExponent(currency), usdToMinor(fare.baseUsd * SHARE[type].base, currency));
    const taxMinor = usdToMinor(fare.taxUsd * SHARE[type].tax, currency);
    lines.push({ type, count: counts[type], baseMinor, taxMinor, totalMinor: baseMinor + taxMinor });
  }
  return { lines, totalMinor: lines.reduce((sum, l) => sum + l.count * l.totalMinor, 0) };
}

/** The key seats are sold under: one leg on its day, one cabin (every brand of the cabin sells from it). */
export const seatKey = (leg: TLeg, cabin: TSoldCabin): string =>
  `${leg.carrier}${leg.flightNumber}.${leg.origin.iata}${leg.destination.iata}.${leg.date}.${cabin}`;

/**
 * How many seats a cabin of one leg has for sale before anyone books: none on one leg in
 * twelve, else a few, and "nine or more" (a GDS never shows more than 9) stands for a cabin
 * with room for a crowd, as a real one has.
 */
export function cabinCapacity(seed: string, leg: TLeg, cabin: TSoldCabin): number {
  const id = `${leg.carrier}${leg.flightNumber}${leg.origin.iata}${leg.date}`;
  const draw = unit(seed, 'seats', id, cabin);
  const shown = draw < 0.08 ? 0 : Math.min(9, 1 + Math.floor(((draw - 0.08) / 0.92) * 12));
  return shown < 9 ? shown : 9 + Math.floor(unit(seed, 'capacity', id, cabin) * 150);
}

/**
 * Seats left on one leg in a cabin (0 = sold out, 9 = nine or more), and in a brand's bucket:
 * cheaper buckets close first. Keyed by the leg and day, not by who asks; `sold` are the seats
 * bookings hold or have ticketed on that cabin.
 */
export function seatsLeft(seed: string, leg: TLeg, cabin: TSoldCabin, brand: TBrand, sold = 0): number {
  const id = `${leg.carrier}${leg.flightNumber}${leg.origin.iata}${leg.date}`;
  const cabinSeats = Math.min(9, Math.max(0, cabinCapacity(seed, leg, cabin) - sold));
  const closed = Math.floor(unit(seed, 'bucket', id, cabin, brand.code) * (brand.scarcity + 1));
  return Math.max(0, cabinSeats - closed);
}
