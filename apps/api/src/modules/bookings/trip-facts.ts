import { searchedAgesOf, type TTripFacts } from '@safar/contracts';
import type { TStoredOffer } from '@/modules/flights/offers/offer-store';
import { tripFacts } from './booking-pricing';

/**
 * What a booking's passengers are checked against, from the stored offer alone (never from the
 * browser): the last flight's day, the party priced, and the children's and infants' ages its
 * search gave, counted on the last slice's departure day, as the suppliers that price by age
 * count them.
 */
export function storedTripFacts(stored: Pick<TStoredOffer, 'priced' | 'query'>): TTripFacts {
  const { offer } = stored.priced;
  const lastSlice = offer.slices[offer.slices.length - 1]!;
  return { ...tripFacts(offer), searched: searchedAgesOf(stored.query, lastSlice.segments[0]!.departureLocal.slice(0, 10)) };
}
