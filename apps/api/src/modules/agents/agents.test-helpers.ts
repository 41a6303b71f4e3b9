import { cities } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '@/test/test-app';

export async function cityId(t: TestApp, countryCode: string, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryCode, countryCode), eq(cities.name, name)))
    .limit(1);
  if (!row) throw new Error(`no city ${name} in ${countryCode}`);
  return row.id;
}

/** A valid agency details form in Pakistan (Lahore). */
export async function agencyForm(t: TestApp, over: Record<string, unknown> = {}) {
  return {
    agency_name: 'Indus Journeys',
    contact_person: 'Imran Iqbal',
    phone: '+92 300 1234567',
    address: '5 Canal View, Lahore',
    country_code: 'pk',
    city_id: await cityId(t, 'PK', 'Lahore'),
    licence_number: 'DTS-LHR-1001',
    ...over,
  };
}
