import type { TFlightQuote } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import type { AuthUser } from '@/core/types';
import { quotableOffer } from '../flight-quotes.policy';
import { readerOf } from '../flights.viewer';
import { loadOffer } from '../offers/offer-store';
import { presentQuote } from '../quotes/present-quote';
import { quoteReference } from '../quotes/quote-reference';
import { lookupAirlines } from './reference-lookups';

/**
 * The quote a sender would mail for a stored offer. Read from the store only, never re-checked
 * with the supplier: the quote promises nothing beyond the offer's own expiry, and a booking
 * re-checks the price anyway.
 */
export async function flightQuote(db: DbOrTx, flightId: string, sender: AuthUser): Promise<TFlightQuote> {
  const stored = quotableOffer(await loadOffer(db, flightId), readerOf(sender, null));
  const carrier = stored.priced.offer.validatingCarrier;
  // A quote shows no logo, so the logo link is never built.
  const airlines = await lookupAirlines(db, [carrier], () => '');
  return presentQuote(stored, flightId, quoteReference(flightId, sender.id), airlines.get(carrier)?.name);
}
