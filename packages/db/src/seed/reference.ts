import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countries } from '../schema/index';

/** Rows per statement: big enough to keep round trips few, small enough to keep each parameter a few MB. */
const BATCH = 50_000;

/**
 * Loads countries and their cities from the country-state-city data package, once (when the
 * countries table is empty). `onlyCountries` narrows it for tests.
 *
 * The ~148k cities go in as one JSON parameter per batch expanded by `json_to_recordset`:
 * a row-per-parameter insert needs ~40 statements and ~10 s on PGlite at first start, this
 * needs 3 statements and ~3 s (same SQL on PostgreSQL, where it takes ~1.5 s).
 */
export async function seedReference(db: Db, onlyCountries?: readonly string[]): Promise<{ countries: number; cities: number }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return { countries: 0, cities: 0 };
  // Loaded only here: parsing its 148,000 cities takes about 0.4 s, which a later start skips.
  const { City, Country } = await import('country-state-city');

  const wanted = onlyCountries ? new Set(onlyCountries) : null;
  const countryRows = Country.getAllCountries()
    .filter((c) => !wanted || wanted.has(c.isoCode))
    .map((c) => ({
      code: c.isoCode,
      name: c.name,
      phone_code: c.phonecode ?? '',
      currency: c.currency?.slice(0, 3) || null,
      flag: c.flag ?? '',
    }));
  const codes = new Set(countryRows.map((c) => c.code));
  const cityRows = (wanted ? [...codes].flatMap((code) => City.getCitiesOfCountry(code) ?? []) : City.getAllCities())
    .filter((c) => codes.has(c.countryCode))
    .map((c) => ({ country_code: c.countryCode, state_code: c.stateCode ?? '', name: c.name, search_name: c.name.toLowerCase() }));

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into countries (code, name, phone_code, currency, flag)
      select code, name, phone_code, currency, flag
      from json_to_recordset(${JSON.stringify(countryRows)}::json)
        as x(code text, name text, phone_code text, currency text, flag text)`);
    for (let i = 0; i < cityRows.length; i += BATCH) {
      await tx.execute(sql`
        insert into cities (country_code, state_code, name, search_name)
        select country_code, state_code, name, search_name
        from json_to_recordset(${JSON.stringify(cityRows.slice(i, i + BATCH))}::json)
          as x(country_code text, state_code text, name text, search_name text)`);
    }
  });
  return { countries: countryRows.length, cities: cityRows.length };
}
