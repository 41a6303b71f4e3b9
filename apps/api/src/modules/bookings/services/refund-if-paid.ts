import { bookings, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { postBookingRefund } from '../booking-postings';
import { noteOnBooking, type TBookingRow } from '../booking-transition';

/** Whether the wallet paid for the booking and has not been given it back. */
export const paidAndKept = (b: TBookingRow) => b.paymentTransactionId !== null && b.refundTransactionId === null;

/**
 * Gives the whole payment back when nothing was sold (the supplier refused, a hold lapsed, an
 * issue failed): the net from the supplier payable and the airline margin, no fee. Does nothing
 * when nothing was paid or it was already given back, so a second caller cannot refund twice.
 */
export async function refundIfPaid(tx: Tx, booking: TBookingRow, reason: string, actorId: string | null): Promise<TBookingRow> {
  const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
  if (!locked || !paidAndKept(locked)) return locked ?? booking;
  const { posted, walletMinor } = await postBookingRefund(
    tx,
    locked,
    { supplierRefundMinor: locked.netMinor, marginBack: true, feeMinor: 0, reason },
    actorId,
  );
  const [row] = await tx
    .update(bookings)
    .set({ refundTransactionId: posted.transaction.id })
    .where(eq(bookings.id, booking.id))
    .returning();
  await noteOnBooking(tx, booking.id, 'refunded', actorId, {
    transaction: posted.transaction.reference,
    amount_minor: walletMinor,
    reason,
  });
  return row!;
}
