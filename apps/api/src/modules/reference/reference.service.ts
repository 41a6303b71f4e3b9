import type { TCitiesQuery, TCity, TCountry, TList } from '@safar/contracts';
import { cities, countries, type Db } from '@safar/db';
import { and, asc, desc, eq, ilike, like, or } from 'drizzle-orm';
import { list } from '@/core/envelope';
import { containsPattern, prefixPattern } from '@/core/like';
import { paginate } from '@/core/paging';

/** GET /countries: every country by name; a search matches the name (contains) or the ISO code. */
export async function listCountries(db: Db, search: string | undefined): Promise<TList<TCountry>> {
  const where = search ? or(ilike(countries.name, containsPattern(search)), eq(countries.code, search.toUpperCase())) : undefined;
  const rows = await db.select().from(countries).where(where).orderBy(asc(countries.name));
  const items = rows.map((c) => ({ code: c.code, name: c.name, phone_code: c.phoneCode, currency: c.currency, flag: c.flag }));
  // One page holding everything: the list is small and the pickers want it whole.
  return list(items, 1, Math.max(1, items.length), items.length);
}

/**
 * GET /cities: a country's cities, paginated. A search matches the lower-cased name (the
 * (country_code, search_name) index narrows to the country); names that start with the term
 * come first, then names that contain it.
 */
export async function listCities(db: Db, q: TCitiesQuery): Promise<TList<TCity>> {
  const term = q.search?.toLowerCase();
  const where = and(eq(cities.countryCode, q.country_code), term ? like(cities.searchName, containsPattern(term)) : undefined);
  return paginate(db, {
    rows: db
      .select({ id: cities.id, name: cities.name, countryCode: cities.countryCode, stateCode: cities.stateCode })
      .from(cities)
      .where(where)
      .orderBy(...(term ? [desc(like(cities.searchName, prefixPattern(term)))] : []), asc(cities.searchName), asc(cities.id)),
    count: { from: cities, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map((c) => ({ id: c.id, name: c.name, country_code: c.countryCode, state_code: c.stateCode })),
  });
}
