import { cardPayments, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { moveProductBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import type { TMailContext } from '@/core/mail/outbox';
import { mailProductBooking } from '../product-mails';
import { postProductPayment } from '../product-postings';

type TCardPaymentRow = typeof cardPayments.$inferSelect;

/**
 * A storefront buyer's card paid for a product booking still in its payment window (the
 * caller checked, with both rows locked): the money is posted and the booking is sold. Nothing
 * is left to ask anyone, so it ends here, in the webhook's or the return's transaction.
 */
export async function payProductByCard(
  ctx: TMailContext,
  tx: Tx,
  booking: TBookingRow,
  payment: TCardPaymentRow,
  paid: Partial<TCardPaymentRow>,
): Promise<TBookingRow> {
  const posted = await postProductPayment(tx, booking, null);
  await tx
    .update(cardPayments)
    .set({ ...paid, transactionId: posted.transaction.id })
    .where(eq(cardPayments.id, payment.id));
  const sold = await moveProductBooking(
    tx,
    booking.id,
    {
      event: 'paid',
      actorId: null,
      detail: {
        transaction: posted.transaction.reference,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        card: payment.tracker,
      },
      set: { paymentTransactionId: posted.transaction.id, agencyDeadlineAt: null },
    },
    booking,
  );
  await mailProductBooking(tx, ctx, sold, 'product_confirmed');
  return sold;
}
