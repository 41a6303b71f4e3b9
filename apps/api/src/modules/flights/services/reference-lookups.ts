import { aircraft, airlines, airports, type DbOrTx } from '@safar/db';
import { inArray } from 'drizzle-orm';
import type { TAirlineInfo } from '../offers/present-row';

/** Names of the airlines on a page of results, with their logos when staff uploaded one. */
export async function lookupAirlines(
  db: DbOrTx,
  codes: string[],
  logoUrl: (uploadId: string) => string | null,
): Promise<Map<string, TAirlineInfo>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: airlines.iataCode, name: airlines.name, logo: airlines.logoUploadId })
    .from(airlines)
    .where(inArray(airlines.iataCode, codes));
  return new Map(rows.map((r) => [r.code, { name: r.name, logo_url: r.logo ? logoUrl(r.logo) : null }]));
}

export async function lookupAirports(db: DbOrTx, codes: string[]): Promise<Map<string, { name: string; city: string; timeZone: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: airports.iataCode, name: airports.name, city: airports.city, timeZone: airports.timeZone })
    .from(airports)
    .where(inArray(airports.iataCode, codes));
  return new Map(rows.map((r) => [r.code, { name: r.name, city: r.city, timeZone: r.timeZone }]));
}

export async function lookupAircraft(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: aircraft.iataCode, name: aircraft.name }).from(aircraft).where(inArray(aircraft.iataCode, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}
