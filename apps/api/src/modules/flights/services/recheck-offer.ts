import { AppError } from '@/core/app-error';
import type { TSupplierSource } from '../search/fan-out';
import { SupplierError, type TSupplierOffer } from '../suppliers/supplier';
import { toSupplierRequest } from '../search/search-flights';
import type { TStoredOffer } from '../offers/offer-store';
import { withDeadline } from './with-deadline';

export const offerGone = (key = 'messages.offer_expired') => new AppError('offer_expired', { key });

/**
 * Asks the supplier whether it still sells the offer at that price, within its deadline. Gone
 * is a 410; a supplier that cannot answer in time leaves the stored offer standing, marked as
 * not confirmed, so a slow supplier never blocks reading an offer (a booking re-checks anyway).
 */
export async function recheckOffer(
  stored: TStoredOffer,
  source: TSupplierSource | null,
): Promise<{ offer: TSupplierOffer; confirmed: boolean; changed: boolean }> {
  const offer = stored.priced.offer;
  if (!source) throw offerGone('messages.no_supplier_for_offer');
  if (!source.supplier.capabilities.has('price')) return { offer, confirmed: false, changed: false };
  try {
    const fresh = await withDeadline(source.deadlineMs, (ctx) => source.supplier.price(offer, toSupplierRequest(stored.query), ctx));
    if (!fresh) throw offerGone();
    const changed = fresh.totalMinor !== offer.totalMinor || fresh.currency !== offer.currency;
    return { offer: fresh, confirmed: true, changed };
  } catch (err) {
    if (err instanceof SupplierError && err.kind === 'offer_gone') throw offerGone();
    if (err instanceof SupplierError) return { offer, confirmed: false, changed: false };
    throw err;
  }
}
