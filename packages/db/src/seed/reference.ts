import { City, Country } from 'country-state-city';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, countries } from '../schema/index';

const BATCH = 4000;

/**
 * Loads countries and their cities from the country-state-city data package, once (when the
 * countries table is empty). `onlyCountries` narrows it for tests.
 */
export async function seedReference(db: Db, onlyCountries?: readonly string[]): Promise<{ countries: number; cities: number }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return { countries: 0, cities: 0 };

  const wanted = onlyCountries ? new Set(onlyCountries) : null;
  const countryRows = Country.getAllCountries()
    .filter((c) => !wanted || wanted.has(c.isoCode))
    .map((c) => ({ code: c.isoCode, name: c.name, phoneCode: c.phonecode ?? '', currency: c.currency?.slice(0, 3) || null, flag: c.flag ?? '' }));
  const codes = new Set(countryRows.map((c) => c.code));
  const cityRows = (wanted ? [...codes].flatMap((code) => City.getCitiesOfCountry(code) ?? []) : City.getAllCities())
    .filter((c) => codes.has(c.countryCode))
    .map((c) => ({ countryCode: c.countryCode, stateCode: c.stateCode ?? '', name: c.name, searchName: c.name.toLowerCase() }));

  await db.transaction(async (tx) => {
    await tx.insert(countries).values(countryRows);
    for (let i = 0; i < cityRows.length; i += BATCH) {
      await tx.insert(cities).values(cityRows.slice(i, i + BATCH));
    }
  });
  return { countries: countryRows.length, cities: cityRows.length };
}
