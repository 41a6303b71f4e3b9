import type { TFlightRow, TFlightSortKey } from '@safar/contracts';
import { notFound } from '@/core/app-error';
import type { FlightsEnv } from '../flights.env';
import { mayReadOffer, priceViewOf, type TOfferReader } from '../flights.viewer';
import { encodeFlightId } from '../offers/offer-id';
import { loadSearch } from '../offers/offer-store';
import { presentRow } from '../offers/present-row';
import { sortRows } from '../search/sort-rows';
import { lookupAirlines } from './reference-lookups';

/** An earlier search's rows in another order, read back from the store (for API clients; the web sorts itself). */
export async function sortStoredSearch(
  searchId: string,
  sort: TFlightSortKey,
  reader: TOfferReader,
  env: FlightsEnv,
): Promise<TFlightRow[]> {
  const sets = (await loadSearch(env.db, searchId)).filter((set) => mayReadOffer(reader, set.viewer));
  if (sets.length === 0) throw notFound();
  const carriers = [...new Set(sets.flatMap((set) => set.offers.map((p) => p.offer.validatingCarrier)))];
  const airlines = await lookupAirlines(env.db, carriers, env.logoUrl);
  const rows = sets.flatMap((set) =>
    set.offers.map((priced, i) =>
      presentRow(priced, encodeFlightId(set.setId, i), {
        view: priceViewOf(reader, set.viewer),
        supplierCode: set.supplierCode,
        isSooperFlight: env.registry.isSooper(set.supplierCode),
        airline: (code) => airlines.get(code),
      }),
    ),
  );
  return sortRows(rows, sort);
}
