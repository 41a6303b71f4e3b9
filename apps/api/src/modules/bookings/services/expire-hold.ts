import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { TBookingDeps } from '../booking-deps';
import { callSupplier, errorDetail } from '../booking-supplier';
import { moveBooking, noteOnBooking } from '../booking-transition';
import { fromSupplier } from './book-with-supplier';

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
  await db.transaction(async (tx) => {
    if (answer.outcome === 'refused') {
      // Refused: perhaps already lapsed at the supplier. Its own word on the order decides.
      const check = await callSupplier((ctx) => supplier.retrieve(booking.supplierOrderKey!, ctx));
      if (check.outcome !== 'answered' || check.value.status !== 'cancelled') {
        await noteOnBooking(tx, booking.id, 'expire_refused', null, errorDetail(answer.error));
        throw answer.error;
      }
      await moveBooking(tx, booking.id, {
        event: 'expired',
        actorId: null,
        detail: { supplier_status: 'cancelled' },
        set: fromSupplier(check.value),
      });
      return;
    }
    await moveBooking(tx, booking.id, {
      event: 'expired',
      actorId: null,
      detail: { supplier_status: answer.value.status },
      set: fromSupplier(answer.value),
    });
  });
}
