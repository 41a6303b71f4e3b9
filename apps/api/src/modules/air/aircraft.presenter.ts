import type { TAircraft } from '@safar/contracts';
import type { aircraft } from '@safar/db';

export type TAircraftRow = typeof aircraft.$inferSelect;

export function toAircraftView(row: TAircraftRow): TAircraft {
  return {
    id: row.id,
    iata_code: row.iataCode,
    icao_code: row.icaoCode,
    name: row.name,
    manufacturer: row.manufacturer,
    active: row.active,
    edited_at: row.editedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
