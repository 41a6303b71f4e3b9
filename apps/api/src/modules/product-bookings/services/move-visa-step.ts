import { visaStepAllowed, type TVisaStep } from '@safar/contracts';
import { bookingProducts, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TMailContext } from '@/core/mail/outbox';
import { noteOnBooking, wrongState, type TBookingRow } from '@/modules/bookings/booking-transition';
import { mailProductBooking } from '../product-mails';

/**
 * Staff move a paid visa application to its next step (documents received, submitted to the
 * embassy, approved or refused); the step is on the timeline and mailed to the buyer. The
 * booking row is locked by the caller, so two clicks move it once.
 */
export async function moveVisaStep(
  ctx: TMailContext,
  tx: Tx,
  booking: TBookingRow,
  actorId: string,
  step: TVisaStep,
  note: string | undefined,
): Promise<void> {
  if (booking.product !== 'visa') throw new AppError('conflict', { key: 'messages.product_booking_not_product' });
  if (booking.status !== 'confirmed') throw wrongState(booking.status);
  const [row] = await tx.select().from(bookingProducts).where(eq(bookingProducts.bookingId, booking.id));
  const from = row?.visaStep ?? 'awaiting_documents';
  if (!visaStepAllowed(from, step)) throw new AppError('conflict', { key: 'messages.visa_step_not_allowed', details: { from, to: step } });
  await tx.update(bookingProducts).set({ visaStep: step }).where(eq(bookingProducts.bookingId, booking.id));
  await noteOnBooking(tx, booking.id, 'visa_step', actorId, { from, to: step, ...(note ? { note } : {}) });
  await mailProductBooking(tx, ctx, booking, 'visa_step', { step, ...(note ? { note } : {}) });
}
