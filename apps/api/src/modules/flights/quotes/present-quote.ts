import type { TFlightQuote } from '@safar/contracts';
import type { TStoredOffer } from '../offers/offer-store';
import { sliceSummary } from '../offers/present-row';

/**
 * A stored offer as its client sees it: gross prices only. For an agent the gross already holds
 * the agency's own markup; net and margins never leave this function, whoever asks.
 */
export function presentQuote(stored: TStoredOffer, flightId: string, reference: string, airlineName: string | undefined): TFlightQuote {
  const { offer, lines, totals, currency } = stored.priced;
  return {
    flight_id: flightId,
    reference,
    currency,
    total_minor: totals.gross_minor,
    per_passenger: lines.map((line) => ({ type: line.type, count: line.count, amount_minor: line.unit.gross_minor })),
    slices: offer.slices.map(sliceSummary),
    airline: { code: offer.validatingCarrier, name: airlineName ?? offer.validatingCarrier },
    cabin_class: offer.cabin,
    fare_brand: offer.fareBrand,
    baggage: {
      carry_on_pieces: offer.baggage.carryOnPieces,
      carry_on_kg: offer.baggage.carryOnKg,
      checked_pieces: offer.baggage.checkedPieces,
      checked_kg: offer.baggage.checkedKg,
    },
    refundable: offer.refund.allowed,
    valid_until: new Date(offer.expiresAt).toISOString(),
  };
}
