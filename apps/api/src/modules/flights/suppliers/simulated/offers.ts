import type { TCurrency, TPassengerType } from '@safar/contracts';
import type { TSupplierOffer, TSupplierPenalty, TSupplierSearchRequest, TSupplierSegment } from '@/modules/flights/suppliers/supplier';
import { brandsFor, cabinsAnswering, type TBrand, type TSoldCabin } from './brands';
import { passengerLines, seatKey, seatsLeft, sliceFareUsd, usdToMinor, type TSliceFare } from './fares';
import { itineraries, type TInventory, type TItinerary } from './itineraries';
import { CARRIER_PROFILES } from './network-data';
import { encodeKey, type TLegRef } from './offer-key';
import { legId, type TLeg } from './schedule';

/**
 * Offers out of itineraries: one per itinerary, cabin and fare brand, priced per passenger.
 * A return (or multi-city) trip pairs each slice's options in the same cabin and brand (and,
 * but for multi-city trips on network airlines, of the same airline), cheapest pairs first,
 * with a small discount on the fare for the whole trip.
 */

export interface TOfferContext extends TInventory {
  code: string;
  currency: TCurrency;
  nowMs: number;
  ttlMinutes: number;
  maxOffers: number;
  /** Seats bookings hold or have ticketed, by `seatKey`; none when left out. */
  sold?: ReadonlyMap<string, number>;
}

const soldOn = (ctx: TOfferContext, leg: TLeg, cabin: TSoldCabin): number => ctx.sold?.get(seatKey(leg, cabin)) ?? 0;

export interface TOfferPayload {
  supplier: string;
  cabin: TSoldCabin;
  brand: string;
  validatingCarrier: string;
  /** Per segment, slice by slice: what a booking names. */
  segments: { id: string; bookingClass: string; fareBasis: string }[];
  priced: { currency: string; totalMinor: number; at: string };
}

/** Whole-trip fares are a little cheaper than the slices bought one by one. */
const MULTI_SLICE_FACTOR = 0.92;
/** A later slice must leave at least this long after the previous one lands. */
const MIN_STAY_MINUTES = 120;
const HOUR_MS = 3_600_000;

interface TCandidate {
  itinerary: TItinerary;
  cabin: TSoldCabin;
  brand: TBrand;
  fare: TSliceFare;
}

const legRef = (l: TLeg): TLegRef => ({
  carrier: l.carrier,
  flightNumber: l.flightNumber,
  origin: l.origin.iata,
  destination: l.destination.iata,
  date: l.date,
});
const counts = (r: TSupplierSearchRequest): Record<TPassengerType, number> => ({ adult: r.adults, child: r.children, infant: r.infants });
const isLowCost = (carrier: string): boolean => CARRIER_PROFILES.get(carrier)?.kind === 'low_cost';

/**
 * A return is sold by one airline. A multi-city trip (three slices or more) may mix network
 * airlines, as an interline ticket does; low-cost carriers sell only their own flights.
 */
export const mixable = (slices: number, carrier: string): boolean => slices >= 3 && !isLowCost(carrier);

/** The airline that issues the ticket: the only one, or on a mixed trip the one of the longest slice. */
export function tripValidating(slices: TItinerary[]): string {
  const km = (s: TItinerary) => s.legs.reduce((sum, l) => sum + l.km, 0);
  return slices.reduce((x, y) => (km(y) > km(x) ? y : x)).validating;
}

/** The cabin an itinerary is sold in for the requested one, or null when no leg set sells it. */
export function soldCabin(legs: TLeg[], requested: TSupplierSearchRequest['cabin']): TSoldCabin | null {
  return cabinsAnswering(requested).find((cabin) => legs.every((l) => l.cabins.includes(cabin))) ?? null;
}

function penalty(kind: 'none' | 'fee' | 'free', brand: TBrand, baseUsd: number, currency: TCurrency): TSupplierPenalty {
  if (kind === 'none') return { allowed: false, penaltyMinor: null };
  if (kind === 'free') return { allowed: true, penaltyMinor: 0 };
  return { allowed: true, penaltyMinor: usdToMinor(Math.max(brand.fee.floorUsd, brand.fee.share * baseUsd), currency) };
}

function segmentOf(leg: TLeg): TSupplierSegment {
  return {
    marketingCarrier: leg.carrier,
    // The simulator sells no codeshares: the airline that markets a flight operates it.
    operatingCarrier: leg.carrier,
    flightNumber: leg.flightNumber,
    origin: leg.origin.iata,
    destination: leg.destination.iata,
    departureLocal: leg.departureLocal,
    arrivalLocal: leg.arrivalLocal,
    originTerminal: leg.originTerminal,
    destinationTerminal: leg.destinationTerminal,
    aircraft: leg.aircraft,
    durationMinutes: leg.durationMinutes,
  };
}

/** The full offer for these slices in one cabin and brand; null when too few seats are left. */
export function buildOffer(
  ctx: TOfferContext,
  request: TSupplierSearchRequest,
  cabin: TSoldCabin,
  brand: TBrand,
  slices: TItinerary[],
  priceFactor = 1,
): TSupplierOffer | null {
  const legs = slices.flatMap((s) => s.legs);
  const seats = Math.min(...legs.map((l) => seatsLeft(ctx.seed, l, cabin, brand, soldOn(ctx, l, cabin))));
  if (seats < request.adults + request.children) return null;
  const validating = tripValidating(slices);
  const discount = slices.length > 1 ? MULTI_SLICE_FACTOR : 1;
  const fare = { baseUsd: 0, taxUsd: 0 };
  for (const s of slices) {
    const f = sliceFareUsd(ctx.seed, s.legs, cabin, brand, s.validating, ctx.nowMs);
    fare.baseUsd += f.baseUsd * discount * priceFactor;
    fare.taxUsd += f.taxUsd;
  }
  const { lines, totalMinor } = passengerLines(fare, counts(request), ctx.currency);
  const firstDeparture = legs[0]!.departureMs;
  const expiresMs = ctx.nowMs + ctx.ttlMinutes * 60_000;
  // Holds must be ticketed within three days, and a day before departure at the latest.
  const deadlineMs = Math.min(ctx.nowMs + 72 * HOUR_MS, firstDeparture - 24 * HOUR_MS);
  const tripType = slices.length === 1 ? 'OW' : slices.length === 2 ? 'RT' : 'MC';
  const payload: TOfferPayload = {
    supplier: ctx.code,
    cabin,
    brand: brand.code,
    validatingCarrier: validating,
    segments: legs.map((l) => ({
      id: legId(l),
      bookingClass: brand.rbd,
      fareBasis: `${brand.rbd}${brand.code.slice(0, 3)}${tripType}${l.carrier}`,
    })),
    priced: { currency: ctx.currency, totalMinor, at: new Date(ctx.nowMs).toISOString() },
  };
  return {
    key: encodeKey({ cabin, brand: brand.code, slices: slices.map((s) => s.legs.map(legRef)) }),
    validatingCarrier: validating,
    slices: slices.map((s) => ({
      segments: s.legs.map(segmentOf),
      durationMinutes: Math.round((s.legs[s.legs.length - 1]!.arrivalMs - s.legs[0]!.departureMs) / 60_000),
    })),
    cabin,
    fareBrand: brand.name,
    baggage: {
      carryOnPieces: brand.carryOn.pieces,
      carryOnKg: brand.carryOn.kg,
      checkedPieces: brand.checked.pieces,
      checkedKg: brand.checked.kg,
    },
    refund: penalty(brand.refund, brand, fare.baseUsd, ctx.currency),
    change: penalty(brand.change, brand, fare.baseUsd, ctx.currency),
    currency: ctx.currency,
    passengers: lines,
    totalMinor,
    seatsLeft: seats,
    expiresAt: new Date(expiresMs).toISOString(),
    ticketingDeadline: deadlineMs > expiresMs ? new Date(deadlineMs).toISOString() : null,
    payload,
  };
}

function candidatesFor(ctx: TOfferContext, request: TSupplierSearchRequest, sliceIndex: number): TCandidate[] {
  const slice = request.slices[sliceIndex]!;
  const seated = request.adults + request.children;
  const out: TCandidate[] = [];
  for (const itinerary of itineraries(ctx, slice.origin, slice.destination, slice.departureDate)) {
    const cabin = soldCabin(itinerary.legs, request.cabin);
    if (!cabin) continue;
    for (const brand of brandsFor(cabin, isLowCost(itinerary.validating))) {
      if (itinerary.legs.some((l) => seatsLeft(ctx.seed, l, cabin, brand, soldOn(ctx, l, cabin)) < seated)) continue;
      out.push({ itinerary, cabin, brand, fare: sliceFareUsd(ctx.seed, itinerary.legs, cabin, brand, itinerary.validating, ctx.nowMs) });
    }
  }
  return out;
}

const cost = (c: TCandidate): number => c.fare.baseUsd + c.fare.taxUsd;

/** Combinations of one candidate per slice, same airline, cabin and brand, cheapest first. */
function combine(perSlice: TCandidate[][], limit: number): TCandidate[][] {
  const groups = new Map<string, TCandidate[][]>();
  perSlice.forEach((list, i) => {
    for (const c of list) {
      const seller = mixable(perSlice.length, c.itinerary.validating) ? '*' : c.itinerary.validating;
      const key = `${seller}|${c.cabin}|${c.brand.code}`;
      const lists = groups.get(key) ?? perSlice.map(() => []);
      lists[i]!.push(c);
      groups.set(key, lists);
    }
  });
  // Few options per slice and airline keep the product small: 6×6 for a return, fewer beyond.
  const keep = perSlice.length === 2 ? 6 : perSlice.length === 3 ? 3 : 2;
  const combos: { parts: TCandidate[]; cost: number }[] = [];
  for (const lists of groups.values()) {
    if (lists.some((l) => l.length === 0)) continue;
    let partial: { parts: TCandidate[]; cost: number }[] = [{ parts: [], cost: 0 }];
    for (const list of lists) {
      const best = [...list].sort((a, b) => cost(a) - cost(b)).slice(0, keep);
      partial = partial.flatMap((p) =>
        best
          .filter((c) => {
            const prev = p.parts[p.parts.length - 1]?.itinerary.legs.at(-1);
            return !prev || c.itinerary.legs[0]!.departureMs - prev.arrivalMs >= MIN_STAY_MINUTES * 60_000;
          })
          .map((c) => ({ parts: [...p.parts, c], cost: p.cost + cost(c) })),
      );
    }
    combos.push(...partial);
  }
  return combos
    .sort((a, b) => a.cost - b.cost)
    .slice(0, limit)
    .map((c) => c.parts);
}

/** Every offer for the request, cheapest first, at most `maxOffers`. */
export function searchOffers(ctx: TOfferContext, request: TSupplierSearchRequest): TSupplierOffer[] {
  const perSlice = request.slices.map((_, i) => candidatesFor(ctx, request, i));
  const chosen =
    perSlice.length === 1
      ? perSlice[0]!
          .sort((a, b) => cost(a) - cost(b))
          .slice(0, ctx.maxOffers)
          .map((c) => [c])
      : combine(perSlice, ctx.maxOffers);
  const offers: TSupplierOffer[] = [];
  for (const parts of chosen) {
    const offer = buildOffer(
      ctx,
      request,
      parts[0]!.cabin,
      parts[0]!.brand,
      parts.map((p) => p.itinerary),
    );
    if (offer) offers.push(offer);
  }
  return offers.sort((a, b) => a.totalMinor - b.totalMinor || a.key.localeCompare(b.key));
}
