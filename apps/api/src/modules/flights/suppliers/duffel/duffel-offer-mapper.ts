import type { Offer, OfferPassenger, OfferSliceSegment, FlightsCondition } from '@duffel/api/types';
import { z } from 'zod';
import type { TCabinClass, TPassengerType } from '@safar/contracts';
import type { TSupplierOffer, TSupplierPenalty, TSupplierSegment, TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { decimalToMinor } from './duffel-money';
import { derivePriceLines } from './duffel-price-lines';
import { isoDurationMinutes, localMinute, minutesBetween } from './duffel-time';

/** An offer as listed (no `available_services`) or fetched alone (with them). */
export type TDuffelOffer = Omit<Offer, 'available_services'> & { available_services?: Offer['available_services'] };

/** What later calls need from a Duffel offer, kept in `TSupplierOffer.payload` (plain JSON). */
export const ZDuffelOfferPayload = z.object({
  offerId: z.string().min(1),
  /**
   * Duffel's passenger ids, in the offer's order, with the app's type for each and the age it
   * was searched with (null for adults searched by type; absent in payloads from before ages).
   */
  passengers: z.array(
    z.object({ id: z.string(), type: z.enum(['adult', 'child', 'infant']), age: z.number().int().nullable().optional() }),
  ),
  /** Duffel's segment ids, slice by slice: a segment's index here is the app's segment index. */
  segmentIds: z.array(z.string()),
  requiresInstantPayment: z.boolean(),
  priceGuaranteeExpiresAt: z.string().nullable(),
  identityDocumentsRequired: z.boolean(),
  /** The identity document types the offer takes (absent in payloads from before they were kept). */
  identityDocumentTypes: z.array(z.string()).optional(),
  liveMode: z.boolean(),
});
export type TDuffelOfferPayload = z.infer<typeof ZDuffelOfferPayload>;

const CABINS: Record<string, TCabinClass> = {
  economy: 'economy',
  premium_economy: 'premium_economy',
  business: 'business',
  first: 'first',
};

/** Duffel's type when it gives one, else the age (passengers searched by age may come back typed by age only). */
export function passengerTypeOf(passenger: Pick<OfferPassenger, 'type' | 'age'>): TPassengerType {
  if (passenger.type === 'adult') return 'adult';
  if (passenger.type === 'child') return 'child';
  if (passenger.type === 'infant_without_seat') return 'infant';
  const age = passenger.age ?? 18;
  return age < 2 ? 'infant' : age < 18 ? 'child' : 'adult';
}

/** "BA0117", "0117" or "117" → "117": the contract keeps the carrier apart, and leading zeros are padding. */
function flightNumber(carrier: string, number: string): string {
  const trimmed = number.trim();
  const bare = carrier && trimmed.toUpperCase().startsWith(carrier.toUpperCase()) ? trimmed.slice(carrier.length).trim() : trimmed;
  return bare.replace(/^0+(?=\d)/, '');
}

function mapSegment(segment: OfferSliceSegment): TSupplierSegment {
  const marketing = segment.marketing_carrier?.iata_code ?? '';
  const operating = segment.operating_carrier?.iata_code ?? null;
  const departureLocal = localMinute(segment.departing_at);
  const arrivalLocal = localMinute(segment.arriving_at);
  return {
    marketingCarrier: marketing,
    // Null unless another airline flies it (a codeshare), so "operated by" shows only then.
    operatingCarrier: operating && operating !== marketing ? operating : null,
    flightNumber: flightNumber(marketing, segment.marketing_carrier_flight_number ?? ''),
    origin: segment.origin?.iata_code ?? '',
    destination: segment.destination?.iata_code ?? '',
    departureLocal,
    arrivalLocal,
    originTerminal: segment.origin_terminal || null,
    destinationTerminal: segment.destination_terminal || null,
    aircraft: segment.aircraft?.iata_code || segment.aircraft?.name || null,
    durationMinutes:
      isoDurationMinutes(segment.duration) ??
      minutesBetween(departureLocal, segment.origin?.time_zone, arrivalLocal, segment.destination?.time_zone),
  };
}

export function mapSlices(offer: Pick<TDuffelOffer, 'slices'>): TSupplierSlice[] {
  return offer.slices.map((slice) => {
    const segments = slice.segments.map(mapSegment);
    const first = slice.segments[0];
    const last = slice.segments[slice.segments.length - 1];
    const computed =
      first && last
        ? minutesBetween(
            localMinute(first.departing_at),
            first.origin?.time_zone,
            localMinute(last.arriving_at),
            last.destination?.time_zone,
          )
        : 0;
    return { segments, durationMinutes: isoDurationMinutes(slice.duration) ?? computed };
  });
}

/**
 * Bags included for one passenger (the first adult, else the first passenger): the smallest
 * allowance over all segments, since that is what holds for the whole trip. Duffel gives pieces
 * only, no weight.
 */
function includedBaggage(offer: TDuffelOffer): TSupplierOffer['baggage'] {
  const who = offer.passengers.find((p) => passengerTypeOf(p) === 'adult') ?? offer.passengers[0];
  const segments = offer.slices.flatMap((s) => s.segments);
  const count = (kind: 'carry_on' | 'checked') => {
    const perSegment = segments.map((segment) => {
      const entry = segment.passengers?.find((p) => p.passenger_id === who?.id) ?? segment.passengers?.[0];
      return (entry?.baggages ?? []).filter((b) => b.type === kind).reduce((sum, b) => sum + (b.quantity ?? 0), 0);
    });
    return perSegment.length ? Math.min(...perSegment) : 0;
  };
  return { carryOnPieces: count('carry_on'), carryOnKg: null, checkedPieces: count('checked'), checkedKg: null };
}

/**
 * A condition Duffel does not state (null) is shown as not allowed: selling a fare as
 * refundable on a guess is worse than underselling it. A penalty in a currency other than the
 * offer's cannot be expressed in its minor units and is left unstated.
 */
export function mapPenalty(condition: FlightsCondition | null | undefined, currency: string): TSupplierPenalty {
  if (!condition || !condition.allowed) return { allowed: false, penaltyMinor: null };
  const { penalty_amount: amount, penalty_currency: penaltyCurrency } = condition;
  if (amount === null || amount === undefined || (penaltyCurrency && penaltyCurrency !== currency))
    return { allowed: true, penaltyMinor: null };
  return { allowed: true, penaltyMinor: decimalToMinor(amount, currency) };
}

function fareBrand(offer: TDuffelOffer): string | null {
  const brands = [...new Set(offer.slices.map((s) => s.fare_brand_name).filter((b): b is string => !!b))];
  return brands.length ? brands.join(' / ') : null;
}

function cabinOf(offer: TDuffelOffer, fallback: TCabinClass): TCabinClass {
  const cabin = offer.slices[0]?.segments[0]?.passengers?.[0]?.cabin_class;
  return (cabin && CABINS[cabin]) || fallback;
}

const isoInstant = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

/** One Duffel offer as the app's supplier offer. Throws on amounts it cannot represent exactly. */
export function mapOffer(offer: TDuffelOffer, fallbackCabin: TCabinClass = 'economy'): TSupplierOffer {
  const currency = offer.total_currency;
  const totalMinor = decimalToMinor(offer.total_amount, currency);
  const baseMinor =
    offer.base_amount && (!offer.base_currency || offer.base_currency === currency)
      ? decimalToMinor(offer.base_amount, currency)
      : totalMinor;
  const passengers = offer.passengers.map((p) => ({ id: p.id, type: passengerTypeOf(p), age: p.age ?? null }));
  const requirements = offer.payment_requirements;
  const requiresInstantPayment = requirements?.requires_instant_payment ?? true;
  const expiresAt = isoInstant(offer.expires_at);
  if (!expiresAt) throw new RangeError(`offer ${offer.id} has no valid expires_at`);
  const payload: TDuffelOfferPayload = {
    offerId: offer.id,
    passengers,
    segmentIds: offer.slices.flatMap((s) => s.segments.map((seg) => seg.id)),
    requiresInstantPayment,
    priceGuaranteeExpiresAt: isoInstant(requirements?.price_guarantee_expires_at),
    identityDocumentsRequired: offer.passenger_identity_documents_required ?? false,
    identityDocumentTypes: [...(offer.supported_passenger_identity_document_types ?? [])],
    liveMode: offer.live_mode ?? false,
  };
  const firstSegment = offer.slices[0]?.segments[0];
  return {
    key: offer.id,
    validatingCarrier: offer.owner?.iata_code ?? firstSegment?.marketing_carrier?.iata_code ?? '',
    slices: mapSlices(offer),
    cabin: cabinOf(offer, fallbackCabin),
    fareBrand: fareBrand(offer),
    baggage: includedBaggage(offer),
    refund: mapPenalty(offer.conditions?.refund_before_departure, currency),
    change: mapPenalty(offer.conditions?.change_before_departure, currency),
    currency,
    passengers: derivePriceLines(
      passengers.map((p) => p.type),
      totalMinor,
      baseMinor,
    ),
    totalMinor,
    // Duffel's offers do not say how many seats are left at the fare.
    seatsLeft: null,
    expiresAt,
    ticketingDeadline: requiresInstantPayment ? null : isoInstant(requirements?.payment_required_by),
    payload,
  };
}

/** The payload of an offer this adapter made; throws when it is not one. */
export function readOfferPayload(offer: TSupplierOffer): TDuffelOfferPayload {
  return ZDuffelOfferPayload.parse(offer.payload);
}
