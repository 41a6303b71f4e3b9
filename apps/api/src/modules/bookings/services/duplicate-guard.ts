import { LIVE_BOOKING_STATUSES, type TBookingPassenger } from '@safar/contracts';
import { bookingPassengers, bookings, type DbOrTx } from '@safar/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TSupplierSegment } from '@/modules/flights/suppliers/supplier';

export interface TDuplicate {
  booking_id: string;
  reference: string;
  name: string;
  born_on: string;
}

/**
 * Live bookings of the agency that already carry one of these people (same names and birth
 * date) on the same first flight (carrier, number, day). Airlines charge agencies for duplicate
 * bookings, so booking again needs the agent to say so.
 */
export async function findDuplicates(
  db: DbOrTx,
  agencyId: string,
  first: TSupplierSegment,
  passengers: readonly TBookingPassenger[],
): Promise<TDuplicate[]> {
  if (passengers.length === 0) return [];
  const firstSegment = sql`${bookings.offer}->'slices'->0->'segments'->0`;
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      given: bookingPassengers.givenName,
      family: bookingPassengers.familyName,
      bornOn: bookingPassengers.bornOn,
    })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .where(
      and(
        eq(bookings.agencyId, agencyId),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
        sql`${firstSegment}->>'marketingCarrier' = ${first.marketingCarrier}`,
        sql`${firstSegment}->>'flightNumber' = ${first.flightNumber}`,
        sql`left(${firstSegment}->>'departureLocal', 10) = ${first.departureLocal.slice(0, 10)}`,
        or(
          ...passengers.map((p) =>
            and(
              sql`upper(${bookingPassengers.familyName}) = ${p.family_name.toUpperCase()}`,
              sql`upper(${bookingPassengers.givenName}) = ${p.given_name.toUpperCase()}`,
              eq(bookingPassengers.bornOn, p.born_on),
            ),
          ),
        ),
      ),
    )
    .limit(10);
  // Matched on the birth date, so it is there.
  return rows.map((r) => ({ booking_id: r.id, reference: r.reference, name: `${r.given} ${r.family}`, born_on: r.bornOn! }));
}
