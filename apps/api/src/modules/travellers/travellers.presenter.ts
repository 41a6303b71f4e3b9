import { passengerTypeOn, type TTraveller } from '@safar/contracts';
import type { travellers } from '@safar/db';

export type TTravellerRow = typeof travellers.$inferSelect;

/** Row → view; `today` (the agency's calendar day) decides the passenger type shown. */
export function toTravellerView(row: TTravellerRow, today: string): TTraveller {
  return {
    id: row.id,
    number: row.number,
    agency_id: row.agencyId,
    type: passengerTypeOn(row.bornOn, today),
    title: row.title,
    given_name: row.givenName,
    family_name: row.familyName,
    born_on: row.bornOn,
    gender: row.gender,
    nationality: row.nationality,
    passport_number: row.passportNumber,
    passport_country: row.passportCountry,
    passport_expires_on: row.passportExpiresOn,
    email: row.email,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
