import type { TGroupTravelOffer } from '@safar/contracts';
import { PUBLIC_RESULTS_PATH } from '@/features/flights/paths';

/** Where booking a block's seats starts: the flight search on its route and days, which offers the block's seats. */
export function offerSearchHref(o: TGroupTravelOffer): string {
  const query = new URLSearchParams({
    trip_type: o.trip_type === 'return' ? 'round_trip' : 'one_way',
    origin: o.origin.code,
    destination: o.destination.code,
    departure_date: o.departure_date,
    ...(o.return_date ? { return_date: o.return_date } : {}),
    adults: '1',
    children: '0',
    infants: '0',
    cabin_class: o.cabin_class,
  });
  return `${PUBLIC_RESULTS_PATH}?${query.toString()}`;
}
