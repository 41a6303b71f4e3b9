import { notFound } from '@/core/app-error';
import { mayReadOffer, type TOfferReader } from './flights.viewer';
import type { TStoredOffer } from './offers/offer-store';
import { offerGone } from './services/recheck-offer';

/** Quotes mailed per sender per hour: a busy agent's day, not a mailing list. */
export const QUOTE_MAILS_PER_HOUR = 30;

/**
 * quotableOffer: a quote is made from an offer its sender may read (an agency's offers by that
 * agency and staff, storefront offers by anyone), else 404 as if it did not exist; and only
 * while the supplier still honours it, else 410, since a client must never get a price that has
 * already lapsed.
 */
export function quotableOffer(stored: TStoredOffer | null, reader: TOfferReader, now = Date.now()): TStoredOffer {
  if (!stored || !mayReadOffer(reader, stored.viewer)) throw notFound();
  if (Date.parse(stored.priced.offer.expiresAt) <= now) throw offerGone();
  return stored;
}
