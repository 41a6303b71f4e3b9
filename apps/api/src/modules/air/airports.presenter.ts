import type { TAirport } from '@safar/contracts';
import type { airports } from '@safar/db';

export type TAirportRow = typeof airports.$inferSelect;

export function toAirportView(row: TAirportRow): TAirport {
  return {
    id: row.id,
    iata_code: row.iataCode,
    icao_code: row.icaoCode,
    name: row.name,
    city: row.city,
    country_code: row.countryCode,
    country_name: row.countryName,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.timeZone,
    active: row.active,
    edited_at: row.editedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
