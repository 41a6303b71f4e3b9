import type { TSupplierOffer, TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
import { brandByCode, type TBrand, type TSoldCabin } from './brands';
import type { TItinerary } from './itineraries';
import { CARRIER_PROFILES } from './network-data';
import { decodeKey, type TLegRef } from './offer-key';
import { buildOffer, mixable, tripValidating, type TOfferContext } from './offers';
import { legsOn, type TLeg } from './schedule';

/**
 * An offer rebuilt from its key alone, with the generator that made it: the same flights, the
 * same seats, the price for the clock now. A key naming a flight that does not exist (another
 * seed, an airline this instance does not sell, a forged key) rebuilds to nothing.
 */

export interface TRebuilt {
  cabin: TSoldCabin;
  brand: TBrand;
  slices: TItinerary[];
}

function legFrom(ctx: TOfferContext, ref: TLegRef): TLeg | null {
  const network = ctx.network;
  const a = network.airport(ref.origin);
  const b = network.airport(ref.destination);
  if (!a || !b || !network.isAllowed(ref.carrier)) return null;
  const carrier = network.carriersBetween(a, b).find((c) => c.airline.iata === ref.carrier);
  if (!carrier) return null;
  return legsOn(ctx.seed, carrier, a, b, ref.date, ctx.density).find((l) => l.flightNumber === ref.flightNumber) ?? null;
}

export function rebuild(ctx: TOfferContext, key: string): TRebuilt | null {
  const decoded = decodeKey(key);
  if (!decoded) return null;
  const slices: TItinerary[] = [];
  for (const refs of decoded.slices) {
    const legs: TLeg[] = [];
    for (const ref of refs) {
      const leg = legFrom(ctx, ref);
      const prev = legs[legs.length - 1];
      if (!leg || (prev && (prev.destination !== leg.origin || leg.departureMs <= prev.arrivalMs))) return null;
      legs.push(leg);
    }
    const carriers = new Set(legs.map((l) => l.carrier));
    const validating = carriers.size === 1 ? legs[0]!.carrier : legs.reduce((x, y) => (y.km > x.km ? y : x)).carrier;
    slices.push({ legs, validating });
  }
  const validating = tripValidating(slices);
  if (slices.some((s) => s.validating !== validating && !(mixable(slices.length, s.validating) && mixable(slices.length, validating))))
    return null;
  const brand = brandByCode(decoded.cabin, CARRIER_PROFILES.get(validating)?.kind === 'low_cost', decoded.brand);
  if (!brand || slices.some((s) => s.legs.some((l) => !l.cabins.includes(decoded.cabin)))) return null;
  return { cabin: decoded.cabin, brand, slices };
}

/** True when the rebuilt slices are the trip the request asks for. */
export function matchesRequest(rebuilt: TRebuilt, request: TSupplierSearchRequest): boolean {
  return (
    rebuilt.slices.length === request.slices.length &&
    rebuilt.slices.every((s, i) => {
      const asked = request.slices[i]!;
      const first = s.legs[0]!;
      const last = s.legs[s.legs.length - 1]!;
      return first.origin.iata === asked.origin && last.destination.iata === asked.destination && first.date === asked.departureDate;
    })
  );
}

/** The offer as it stands now, or null when its flights, seats or sale window are gone. */
export function reprice(
  ctx: TOfferContext,
  offer: TSupplierOffer,
  request: TSupplierSearchRequest,
  priceFactor = 1,
): TSupplierOffer | null {
  const rebuilt = rebuild(ctx, offer.key);
  if (!rebuilt || !matchesRequest(rebuilt, request)) return null;
  if (rebuilt.slices[0]!.legs[0]!.departureMs < ctx.salesCloseMs) return null;
  return buildOffer(ctx, request, rebuilt.cabin, rebuilt.brand, rebuilt.slices, priceFactor);
}
