import { MAX_DEPARTURE_SEATS } from '@safar/contracts';
import { travelPackageDepartures as departures, travelPackages, type Tx } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { departureSellable } from './package-sql';

/*
 * Seats leave a departure and come back only through these two functions, which bookings call
 * inside their own transaction. Each is one conditional UPDATE: PostgreSQL checks the condition
 * on the row as it is once the UPDATE holds its lock (it re-reads a row another transaction
 * changed meanwhile), so concurrent takes can never sell more seats than the departure has; the
 * table's CHECKs stand behind it for any other writer.
 */

/** What the seat functions need beyond the transaction: the request that books (its actor and the agency's time zone). */
export interface TSeatOptions {
  req?: FastifyRequest | null;
  /** The agency's time zone, for "departs after today"; the request's app settings when a request is given. */
  timeZone?: string;
}

const DEFAULT_TIME_ZONE = 'Asia/Karachi';
const zoneOf = (options: TSeatOptions) => options.timeZone ?? options.req?.server.config.agencyTimezone ?? DEFAULT_TIME_ZONE;

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEPARTURE_SEATS)
    throw new RangeError(`seat count ${count} is not 1…${MAX_DEPARTURE_SEATS}`);
}

/**
 * Takes `count` seats from a departure that is on sale (open, after today, its package published)
 * with that many left. Returns whether it did; false changes nothing.
 */
export async function takeDepartureSeats(tx: Tx, departureId: string, count: number, options: TSeatOptions = {}): Promise<boolean> {
  assertCount(count);
  const [row] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${count}::int`, updatedAt: sql`now()` })
    .where(
      and(
        eq(departures.id, departureId),
        sql`${departures.seatsTaken} + ${count}::int <= ${departures.seatsTotal}`,
        departureSellable(zoneOf(options)),
        sql`exists (select 1 from ${travelPackages} where ${travelPackages.id} = ${departures.packageId} and ${travelPackages.status} = 'published')`,
      ),
    )
    .returning({ id: departures.id, packageId: departures.packageId, seatsTaken: departures.seatsTaken });
  if (!row) return false;
  await recordActivity(tx, options.req ?? null, {
    action: 'package_departure.seats_taken',
    subjectType: 'package_departure',
    subjectId: row.id,
    before: { seats_taken: row.seatsTaken - count },
    after: { seats_taken: row.seatsTaken, seats: count, package_id: row.packageId },
  });
  return true;
}

/**
 * Gives `count` seats back (a booking cancelled), whatever the departure's status or date. Returns
 * whether it did: never more than are taken, so false changes nothing.
 */
export async function releaseDepartureSeats(tx: Tx, departureId: string, count: number, options: TSeatOptions = {}): Promise<boolean> {
  assertCount(count);
  const [row] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} - ${count}::int`, updatedAt: sql`now()` })
    .where(and(eq(departures.id, departureId), sql`${departures.seatsTaken} >= ${count}::int`))
    .returning({ id: departures.id, packageId: departures.packageId, seatsTaken: departures.seatsTaken });
  if (!row) return false;
  await recordActivity(tx, options.req ?? null, {
    action: 'package_departure.seats_released',
    subjectType: 'package_departure',
    subjectId: row.id,
    before: { seats_taken: row.seatsTaken + count },
    after: { seats_taken: row.seatsTaken, seats: count, package_id: row.packageId },
  });
  return true;
}
