import type { TAgencyDetails } from '@safar/contracts';
import { cities, countries, type agencies, type DbOrTx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';

/** 422 unless the country exists and the city is one of its cities. */
export async function assertCityInCountry(db: DbOrTx, countryCode: string, cityId: number): Promise<void> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode)).limit(1);
  if (!country) throw fieldError('country_code', 'validation.invalid');
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryCode, countryCode)))
    .limit(1);
  if (!city) throw fieldError('city_id', 'validation.city_country');
}

/** The agency columns a details form sets. */
export function agencyValues(d: TAgencyDetails) {
  return {
    name: d.agency_name,
    contactPerson: d.contact_person,
    phone: d.phone,
    address: d.address,
    countryCode: d.country_code,
    cityId: d.city_id,
    licenceNumber: d.licence_number,
  };
}

export type TAgencyRow = typeof agencies.$inferSelect;

/** What the activity log keeps of an agency. */
export function agencySnapshot(a: TAgencyRow) {
  return {
    name: a.name,
    contact_person: a.contactPerson,
    phone: a.phone,
    address: a.address,
    // Not `country_code`: the activity log redacts any key containing "code".
    country: a.countryCode,
    city_id: a.cityId,
    licence_number: a.licenceNumber,
    currency: a.currency,
  };
}
