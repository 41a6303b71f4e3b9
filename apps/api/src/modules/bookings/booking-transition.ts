import { BOOKING_EVENTS, nextBookingStatus, type TBookingEvent, type TBookingStatus } from '@safar/contracts';
import { bookingEvents, bookings, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '@/core/app-error';

export type TBookingRow = typeof bookings.$inferSelect;
type TBookingSet = Partial<Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'version'>>;

/** 409 naming the state the booking is in, for an action that state does not allow. */
export const wrongState = (status: TBookingStatus) =>
  new AppError('conflict', {
    key: 'messages.booking_wrong_state',
    params: { status: { t: `bookings.status_${status}` } },
    details: { status },
  });

export interface TMove {
  event: TBookingEvent;
  /** Who did it; null for the system (a job, a supplier's message). */
  actorId: string | null;
  detail?: Record<string, unknown>;
  /** Other columns that change with the status (the PNR, a deadline, the payment). */
  set?: TBookingSet;
}

/**
 * Moves a booking by one event of the state machine, with its timeline row, in the caller's
 * transaction: the row is locked, its state checked against the states the event leaves from,
 * then changed. A booking another worker moved meanwhile is refused (409 naming where it is
 * now), so a double click or a job racing a person acts once.
 */
export async function moveBooking(tx: DbOrTx, bookingId: string, move: TMove, locked?: TBookingRow): Promise<TBookingRow> {
  const from = BOOKING_EVENTS[move.event].from as readonly TBookingStatus[];
  const to = BOOKING_EVENTS[move.event].to;
  // The row lock makes concurrent movers queue: the second reads the state the first left. A
  // caller that already locked the row in this transaction passes the row it read (one read less).
  const [current] = locked
    ? [locked]
    : await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!current) throw notFound();
  if (!from.includes(current.status)) throw wrongState(current.status);
  const [row] = await tx
    .update(bookings)
    .set({ ...move.set, status: to, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  await tx.insert(bookingEvents).values({
    bookingId,
    kind: move.event,
    fromStatus: current.status,
    toStatus: to,
    actorId: move.actorId,
    detail: move.detail ?? {},
  });
  return row!;
}

/** A timeline entry that changes no state: a supplier's answer, a reminder sent, a note. */
export async function noteOnBooking(
  tx: DbOrTx,
  bookingId: string,
  kind: string,
  actorId: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(bookingEvents).values({ bookingId, kind, actorId, detail });
}

/** Whether an event may move a booking in `status` (for refusing early, before a supplier is called). */
export function assertCan(status: TBookingStatus, event: TBookingEvent): void {
  if (nextBookingStatus(status, event) === null) throw wrongState(status);
}
