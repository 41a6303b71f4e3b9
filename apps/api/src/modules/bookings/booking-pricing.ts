import { convertMinor, type TCurrency, type TPassengerType, type TPriceBreakdown } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import { priceOffer, type TPricedOffer } from '@/modules/flights/pricing/price-offer';
import { loadMarginBasics } from '@/modules/flights/search/pricing-context';
import type { TOfferViewer, TStoredOffer } from '@/modules/flights/offers/offer-store';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';

/**
 * An offer's price for whoever books it, in the offer's currency at the rate it was stored with
 * (what the booker saw). An agency: its own markup over the airline margin over the net (staff
 * booking for an agency from their own search get that agency's price, not theirs). The
 * storefront (a customer or a visitor): the customer margin in place of the agency's markup.
 */
async function priceAs(db: DbOrTx, stored: TStoredOffer, offer: TSupplierOffer, viewer: TOfferViewer): Promise<TPricedOffer> {
  const margins = await loadMarginBasics(db, viewer);
  const currency = stored.currency as TCurrency;
  const rate = stored.rate;
  return priceOffer(offer, {
    currency,
    convert: (minor) => (rate ? convertMinor(minor, offer.currency as TCurrency, currency, rate.millionths) : minor),
    airlineMargin: margins.airlineMargin,
    sellMargin: margins.sellMargin,
  });
}

export const priceForAgency = (db: DbOrTx, stored: TStoredOffer, offer: TSupplierOffer, agencyId: string) =>
  priceAs(db, stored, offer, { kind: 'agent', agencyId, userId: null, visitorId: null });

export const priceForStorefront = (db: DbOrTx, stored: TStoredOffer, offer: TSupplierOffer) =>
  priceAs(db, stored, offer, { kind: 'public', agencyId: null, userId: null, visitorId: null });

/**
 * The booking's totals with its extras (`extrasMinor`, agency currency) added. Extras are sold
 * at the supplier's price converted at the offer's stored rate, with no margin (as the offer's
 * extras list prices them), so they add alike to the net (the supplier's payable), to what the
 * wallet pays and to the customer's price; the airline margin and the markup stay the fare's.
 */
export function withExtras(totals: TPriceBreakdown, extrasMinor: number): TPriceBreakdown {
  return {
    ...totals,
    net_minor: totals.net_minor + extrasMinor,
    after_airline_minor: totals.after_airline_minor + extrasMinor,
    gross_minor: totals.gross_minor + extrasMinor,
  };
}

/** A supplier-currency amount in the booking's currency, at the booking's rate. */
export function toAgencyMinor(
  amount: number,
  booking: { supplierCurrency: string; currency: string; rateMillionths: number | null },
): number {
  if (booking.rateMillionths === null || booking.supplierCurrency === booking.currency) return amount;
  return convertMinor(amount, booking.supplierCurrency as TCurrency, booking.currency as TCurrency, booking.rateMillionths);
}

/** The trip facts the passengers are checked against: the last flight's day and the party priced. */
export function tripFacts(offer: TSupplierOffer): { lastFlightOn: string; counts: Record<TPassengerType, number> } {
  const lastSlice = offer.slices[offer.slices.length - 1]!;
  const lastSegment = lastSlice.segments[lastSlice.segments.length - 1]!;
  const counts: Record<TPassengerType, number> = { adult: 0, child: 0, infant: 0 };
  for (const p of offer.passengers) counts[p.type] += p.count;
  return { lastFlightOn: lastSegment.departureLocal.slice(0, 10), counts };
}
