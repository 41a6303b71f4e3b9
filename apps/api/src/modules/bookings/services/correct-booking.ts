import type { TBookingStatus } from '@safar/contracts';
import { bookingEvents, bookings, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '@/core/app-error';
import type { TBookingDeps } from '../booking-deps';
import type { TBookingRow } from '../booking-transition';
import { paidAndKept, refundIfPaid } from './refund-if-paid';

/** Statuses that stand for a sale the wallet must have paid for. */
const SOLD: readonly TBookingStatus[] = ['awaiting_approval', 'ticketing', 'ticketed', 'void_requested'];

/**
 * Admin's correction of a booking's status, for what the state machine cannot know (a ticket
 * issued by phone, a booking the airline cancelled without telling). The money follows the
 * status, never the other way round: a status that means nothing was sold gives back any payment
 * kept, and a status that means a sale needs a payment first. The reason goes on the timeline.
 */
export async function correctBookingStatus(
  deps: TBookingDeps,
  actorId: string,
  bookingId: string,
  status: TBookingStatus,
  reason: string,
): Promise<{ before: TBookingStatus; booking: TBookingRow }> {
  return deps.app.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound();
    const label = { t: `bookings.status_${status}` };
    if (booking.status === status) throw new AppError('conflict', { key: 'messages.booking_same_status', params: { status: label } });
    if (SOLD.includes(status) && !paidAndKept(booking))
      throw new AppError('conflict', { key: 'messages.booking_correction_needs_payment', params: { status: label } });
    const [row] = await (tx as Tx)
      .update(bookings)
      .set({ status, pendingCall: null, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId))
      .returning();
    await tx
      .insert(bookingEvents)
      .values({ bookingId, kind: 'status_corrected', fromStatus: booking.status, toStatus: status, actorId, detail: { reason } });
    const after = SOLD.includes(status) ? row! : await refundIfPaid(tx as Tx, row!, `status corrected: ${reason}`, actorId);
    return { before: booking.status, booking: after };
  });
}
