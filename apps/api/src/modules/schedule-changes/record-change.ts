import { utcToLocal } from '@safar/contracts';
import { bookings, scheduleChanges, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '@/core/activity';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { noteOnBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { callSupplier } from '@/modules/bookings/booking-supplier';
import type { TSupplierAirlineChange } from '@/modules/flights/suppliers/supplier';
import { notifyAgency } from '@/modules/notifications/notify';
import { changedFlights, compareItineraries } from './change-differences';

export type TScheduleChangeRow = typeof scheduleChanges.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * By when the agency should answer: the supplier's deadline when it gives one, else two days,
 * and in any case an hour before the first flight (never before now).
 */
function answerByOf(change: TSupplierAirlineChange, booking: TBookingRow, nowMs: number): Date {
  const own = Math.min(nowMs + 48 * HOUR_MS, booking.departsAt.getTime() - HOUR_MS);
  const supplier = change.answerBy ? Date.parse(change.answerBy) : Number.POSITIVE_INFINITY;
  return new Date(Math.max(nowMs, Math.min(own, supplier)));
}

/**
 * Records an airline's change of a booking once: the supplier's change id is unique, so a
 * repeated, late or concurrent report of the same change inserts nothing and answers null. The
 * first report goes on the booking's timeline and in the activity log, and the agency's agents
 * are told (bell and mail), in the caller's transaction.
 */
export async function recordAirlineChange(
  tx: Tx,
  app: FastifyInstance,
  booking: TBookingRow,
  change: TSupplierAirlineChange,
  now = new Date(),
): Promise<TScheduleChangeRow | null> {
  const differences = compareItineraries(change.before, change.after);
  const [row] = await tx
    .insert(scheduleChanges)
    .values({
      bookingId: booking.id,
      agencyId: booking.agencyId,
      supplierCode: booking.supplierCode,
      changeKey: change.changeKey,
      kind: change.kind,
      before: change.before,
      after: change.after,
      differences,
      answerBy: answerByOf(change, booking, now.getTime()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const summary = {
    change_id: row.id,
    supplier_change: change.changeKey,
    change_kind: change.kind,
    changed_flights: changedFlights(differences),
    lost_connections: differences.lost_connections.length,
  };
  await noteOnBooking(tx, booking.id, 'airline_change', null, summary);
  await recordActivity(tx, null, {
    action: 'schedule_change.received',
    subjectType: 'schedule_change',
    subjectId: row.id,
    actorId: null,
    after: { booking: booking.reference, ...summary },
  });
  if (booking.agencyId)
    await notifyAgency(tx, { server: app }, booking.agencyId, {
      type: 'schedule_change',
      params: {
        reference: booking.reference,
        pnr: booking.pnr ?? '',
        deadline: `${utcToLocal(row.answerBy!, app.config.agencyTimezone).replace('T', ' ')} (${app.config.agencyTimezone})`,
      },
      link: `/agent/schedule-changes/${row.id}`,
    });
  return row;
}

/**
 * Asks the booking's supplier for the airline's changes it keeps for the order (a GDS's queue)
 * and records each new one; answers how many were new. Safe to run any number of times.
 */
export async function pullAirlineChanges(deps: TBookingDeps, bookingId: string): Promise<number> {
  const db = deps.app.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking?.supplierOrderKey) return 0;
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (!supplier?.airlineChanges) return 0;
  const orderKey = booking.supplierOrderKey;
  const answer = await callSupplier((ctx) => supplier.airlineChanges!(orderKey, ctx));
  if (answer.outcome !== 'answered') throw answer.error;
  let added = 0;
  for (const change of answer.value)
    await db.transaction(async (tx) => {
      if (await recordAirlineChange(tx as Tx, deps.app, booking, change)) added += 1;
    });
  return added;
}
