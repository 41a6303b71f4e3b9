import { BOOKING_EVENTS, nextBookingStatus, PRODUCT_BOOKING_EVENTS, type TBookingEvent, type TBookingStatus } from '@safar/contracts';
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

export interface TMoveOf<E extends string> {
  event: E;
  /** Who did it; null for the system (a job, a supplier's message). */
  actorId: string | null;
  detail?: Record<string, unknown>;
  /** Other columns that change with the status (the PNR, a deadline, the payment). */
  set?: TBookingSet;
}
export type TMove = TMoveOf<TBookingEvent>;

type TRules<E extends string> = Record<E, { from: readonly TBookingStatus[]; to: TBookingStatus }>;

/**
 * Moves a booking by one event of a state machine (a flight's, or a product's), with its
 * timeline row, in the caller's transaction: the row is locked, its state checked against the
 * states the event leaves from, then changed. A booking another worker moved meanwhile is
 * refused (409 naming where it is now), so a double click or a job racing a person acts once.
 */
function mover<E extends string>(rules: TRules<E>) {
  return async (tx: DbOrTx, bookingId: string, move: TMoveOf<E>, locked?: TBookingRow): Promise<TBookingRow> => {
    const { from, to } = rules[move.event];
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
  };
}

/** A flight booking's move (BOOKING_EVENTS). */
export const moveBooking = mover(BOOKING_EVENTS);
/** A product booking's move (PRODUCT_BOOKING_EVENTS): sold when paid, lapsed, or cancelled. */
export const moveProductBooking = mover(PRODUCT_BOOKING_EVENTS);

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
