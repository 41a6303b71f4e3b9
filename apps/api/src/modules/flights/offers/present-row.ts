import type { TFlightPrice, TFlightRow, TFlightSliceSummary } from '@safar/contracts';
import type { TSupplierSlice } from '../suppliers/supplier';
import type { TPricedOffer } from '../pricing/price-offer';
import type { TPriceView } from '../flights.viewer';
import { dayOffset } from '../wall-clock';

export type TViewerKind = 'public' | 'agent' | 'staff';

export interface TAirlineInfo {
  name: string;
  logo_url: string | null;
}

export interface TRowContext {
  view: TPriceView;
  supplierCode: string;
  isSooperFlight: boolean;
  airline: (code: string) => TAirlineInfo | undefined;
}

export function sliceSummary(slice: TSupplierSlice): TFlightSliceSummary {
  const first = slice.segments[0]!;
  const last = slice.segments[slice.segments.length - 1]!;
  return {
    origin: first.origin,
    destination: last.destination,
    departure_local: first.departureLocal,
    arrival_local: last.arrivalLocal,
    day_offset: dayOffset(first.departureLocal, last.arrivalLocal),
    duration_minutes: slice.durationMinutes,
    stops: slice.segments.length - 1,
    stop_airports: slice.segments.slice(0, -1).map((s) => s.destination),
    carriers: [...new Set(slice.segments.map((s) => s.marketingCarrier))],
    flight_numbers: slice.segments.map((s) => `${s.marketingCarrier} ${s.flightNumber}`),
  };
}

/**
 * The price as one reader may see it (see TPriceView). An agent's net is what the agency charges
 * it, so the airline margin is inside it and never a field of its own; only admin and finance
 * staff see the supplier's fare and the margins on it.
 */
export function presentPrice(priced: TPricedOffer, view: TPriceView): TFlightPrice {
  const { totals } = priced;
  if (view === 'gross')
    return {
      currency: priced.currency,
      gross_minor: totals.gross_minor,
      per_passenger: priced.lines.map((line) => ({ type: line.type, count: line.count, gross_minor: line.unit.gross_minor })),
    };
  if (view === 'agent')
    return {
      currency: priced.currency,
      gross_minor: totals.gross_minor,
      net_minor: totals.after_airline_minor,
      margin_minor: totals.sell_margin_minor,
      per_passenger: priced.lines.map((line) => ({
        type: line.type,
        count: line.count,
        gross_minor: line.unit.gross_minor,
        net_minor: line.unit.after_airline_minor,
        sell_margin_minor: line.unit.sell_margin_minor,
      })),
    };
  return {
    currency: priced.currency,
    gross_minor: totals.gross_minor,
    net_minor: totals.net_minor,
    margin_minor: totals.airline_margin_minor + totals.sell_margin_minor,
    per_passenger: priced.lines.map((line) => ({
      type: line.type,
      count: line.count,
      gross_minor: line.unit.gross_minor,
      net_minor: line.unit.net_minor,
      airline_margin_minor: line.unit.airline_margin_minor,
      sell_margin_minor: line.unit.sell_margin_minor,
    })),
  };
}

/** What makes two offers "the same flights": the segments flown and the cabin, not the fare brand. */
export function itineraryKey(priced: TPricedOffer): string {
  const { offer } = priced;
  return [
    offer.cabin,
    ...offer.slices.flatMap((s) => s.segments.map((g) => `${g.marketingCarrier}${g.flightNumber}@${g.departureLocal}`)),
  ].join('|');
}

export function presentRow(priced: TPricedOffer, flightId: string, ctx: TRowContext): TFlightRow {
  const { offer } = priced;
  const airline = ctx.airline(offer.validatingCarrier);
  return {
    flight_id: flightId,
    supplier: ctx.supplierCode,
    isSooperFlight: ctx.isSooperFlight,
    airline: { code: offer.validatingCarrier, name: airline?.name ?? offer.validatingCarrier, logo_url: airline?.logo_url ?? null },
    itinerary_key: itineraryKey(priced),
    slices: offer.slices.map(sliceSummary),
    cabin_class: offer.cabin,
    fare_brand: offer.fareBrand,
    refundable: offer.refund.allowed,
    baggage: {
      carry_on_pieces: offer.baggage.carryOnPieces,
      carry_on_kg: offer.baggage.carryOnKg,
      checked_pieces: offer.baggage.checkedPieces,
      checked_kg: offer.baggage.checkedKg,
    },
    seats_left: offer.seatsLeft,
    duration_minutes: offer.slices.reduce((sum, s) => sum + s.durationMinutes, 0),
    price: presentPrice(priced, ctx.view),
    expires_at: offer.expiresAt,
  };
}
