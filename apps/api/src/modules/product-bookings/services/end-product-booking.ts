import { nextProductBookingStatus } from '@safar/contracts';
import { bookingProducts, bookings, type Db, type Tx } from '@safar/db';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { AppError, notFound } from '@/core/app-error';
import type { TMailContext } from '@/core/mail/outbox';
import { moveProductBooking, wrongState, type TBookingRow } from '@/modules/bookings/booking-transition';
import { mailProductBooking } from '../product-mails';
import { postProductRefund } from '../product-postings';
import type { TProductSources } from '../product-source';

/** Gives a departure back the seats a booking took (once: the count on the booking goes to 0). */
async function releaseSeats(tx: Tx, sources: TProductSources, booking: TBookingRow): Promise<void> {
  const [row] = await tx.select().from(bookingProducts).where(eq(bookingProducts.bookingId, booking.id)).for('update');
  if (!row || row.seats === 0 || !row.departureId) return;
  const source = sources.get(row.product);
  if (!source?.releaseSeats) throw new Error(`no way to release ${row.product} seats`);
  await source.releaseSeats(tx, row.departureId, row.seats);
  await tx.update(bookingProducts).set({ seats: 0 }).where(eq(bookingProducts.bookingId, booking.id));
}

/** The product booking row, locked for the caller's transaction; 404 for a flight's. */
export async function lockProductBooking(tx: Tx, bookingId: string): Promise<TBookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw notFound();
  if (row.product === 'flight') throw new AppError('conflict', { key: 'messages.product_booking_not_product' });
  return row;
}

/**
 * Staff cancel a product booking: the seats go back to the departure and whatever was paid is
 * refunded in full (to the wallet, or owed back to the card) in the same transaction.
 */
export async function cancelProductBooking(
  ctx: TMailContext,
  tx: Tx,
  sources: TProductSources,
  booking: TBookingRow,
  actorId: string,
  reason: string,
): Promise<TBookingRow> {
  // Refused before any money moves, by the same table the move below obeys.
  if (nextProductBookingStatus(booking.status, 'cancelled') === null) throw wrongState(booking.status);
  const refund = booking.paymentTransactionId ? await postProductRefund(tx, booking, actorId, reason) : null;
  await releaseSeats(tx, sources, booking);
  const moved = await moveProductBooking(
    tx,
    booking.id,
    {
      event: 'cancelled',
      actorId,
      detail: { reason, ...(refund ? { refund: refund.transaction.reference } : {}) },
      set: { refundTransactionId: refund?.transaction.id ?? null, agencyDeadlineAt: null },
    },
    booking,
  );
  await mailProductBooking(tx, ctx, moved, 'product_cancelled', { note: reason });
  return moved;
}

/**
 * Storefront product bookings whose payment window closed unpaid lapse and give their seats
 * back, a few at a time, each in its own transaction; a card payment that arrives later is
 * refunded by the card settlement (the booking no longer waits for it).
 */
export async function expireProductBookings(db: Db, sources: TProductSources, limit = 50): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'awaiting_payment'), isNotNull(bookings.agencyDeadlineAt), lte(bookings.agencyDeadlineAt, sql`now()`)))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!row || row.status !== 'awaiting_payment' || !row.agencyDeadlineAt || row.agencyDeadlineAt.getTime() > Date.now()) return false;
      await releaseSeats(tx, sources, row);
      await moveProductBooking(tx, id, { event: 'expired', actorId: null, detail: { deadline: row.agencyDeadlineAt.toISOString() } }, row);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
