import type { TCurrency } from '@safar/contracts';
import { bookings, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { postBookingRefund } from '../booking-postings';
import { bookingSettingsOf } from '../booking-settings';
import { moveBooking } from '../booking-transition';

/**
 * POST /cancel-offline-booking: an offline sale undone (the traveller cancelled, the supplier
 * refunded). As for a ticketed booking made in Safar, the wallet gets back what the supplier
 * refunds, less the agency's cancellation fee, and the margin stays earned; staff type the
 * supplier's refund (at most the net, since the supplier never had more). A walk-in sale moved no
 * money here and is only marked cancelled. Either way the booking stays, cancelled, with its ledger.
 */
export async function cancelOfflineBooking(
  req: FastifyRequest,
  user: AuthUser,
  input: { id: string; supplier_refund_minor: number; reason: string },
) {
  const app = req.server;
  const settings = await bookingSettingsOf(app.db, app.config.agencyCurrency);
  return app.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, input.id), eq(bookings.channel, 'offline')))
      .for('update');
    if (!booking) throw notFound();
    let refund: { transaction: string; wallet_minor: number; fee_minor: number } | null = null;
    let refundTransactionId: string | null = null;
    if (booking.paymentTransactionId && booking.status === 'ticketed') {
      if (input.supplier_refund_minor > booking.netMinor)
        throw new AppError('validation_failed', { errors: { supplier_refund_minor: ['validation.refund_above_net'] } });
      const fee = settings.currency === booking.currency ? settings.cancelFeeMinor : 0;
      const done = await postBookingRefund(
        tx as Tx,
        booking,
        { supplierRefundMinor: input.supplier_refund_minor, marginBack: false, feeMinor: fee, reason: input.reason },
        user.id,
      );
      refundTransactionId = done.posted.transaction.id;
      refund = { transaction: done.posted.transaction.reference, wallet_minor: done.walletMinor, fee_minor: done.feeMinor };
    }
    // Refused with 409 naming the state when it is not ticketed (already cancelled).
    const after = await moveBooking(
      tx,
      booking.id,
      {
        event: 'cancelled',
        actorId: user.id,
        detail: {
          reason: input.reason,
          ...(refund
            ? {
                transaction: refund.transaction,
                refund_minor: refund.wallet_minor,
                fee_minor: refund.fee_minor,
                currency: booking.currency as TCurrency,
              }
            : {}),
        },
        set: refundTransactionId ? { refundTransactionId } : {},
      },
      booking,
    );
    await recordActivity(tx, req, {
      action: 'offline_booking.cancelled',
      subjectType: 'booking',
      subjectId: booking.id,
      before: { status: booking.status },
      after: { status: after.status, reason: input.reason, refund },
    });
    return after;
  });
}
