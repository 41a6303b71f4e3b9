import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { TBookingDeps } from '../booking-deps';
import { callSupplier, errorDetail } from '../booking-supplier';
import { moveBooking, noteOnBooking } from '../booking-transition';
import { fromSupplier } from './book-with-supplier';
import { noticeExpired } from './booking-notices';

/**
 * At the agency's deadline an unpaid hold is cancelled with the supplier (its seats go back on
 * sale there) and the booking expires; nothing was charged, so nothing is refunded. A booking
 * paid, cancelled or moved to a later deadline meanwhile is left alone. A supplier that does
 * not answer is asked again by the job's retries; one that says the hold is already gone is
 * taken at its word.
 */
export async function expireHold(deps: TBookingDeps, bookingId: string): Promise<void> {
  const db = deps.app.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'held' || !booking.agencyDeadlineAt || booking.agencyDeadlineAt.getTime() > Date.now()) return;
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (!supplier) throw new Error(`supplier ${booking.supplierCode} unavailable`);
  const answer = await callSupplier(async (ctx) => {
    const quote = await supplier.cancelQuote(booking.supplierOrderKey!, ctx);
    return supplier.cancelConfirm(quote.quoteKey, ctx);
  });
  if (answer.outcome === 'unknown') throw answer.error;
  let order = answer.outcome === 'answered' ? answer.value : null;
  if (answer.outcome === 'refused') {
    const refusal = answer.error;
    // Refused: perhaps it already lapsed at the supplier. Its own word on the order decides.
    const check = await callSupplier((ctx) => supplier.retrieve(booking.supplierOrderKey!, ctx));
    if (check.outcome !== 'answered' || check.value.status !== 'cancelled') {
      await db.transaction((tx) => noteOnBooking(tx, booking.id, 'expire_refused', null, errorDetail(refusal)));
      throw refusal;
    }
    order = check.value;
  }
  const cancelled = order!;
  await db.transaction(async (tx) => {
    const expired = await moveBooking(tx, booking.id, {
      event: 'expired',
      actorId: null,
      detail: { supplier_status: cancelled.status },
      set: fromSupplier(cancelled),
    });
    await noticeExpired(tx, deps.app, expired);
  });
}
