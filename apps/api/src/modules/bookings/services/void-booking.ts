import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TBookingDeps } from '../booking-deps';
import { postBookingRefund } from '../booking-postings';
import { bookingSettingsOf } from '../booking-settings';
import { callSupplier, errorDetail } from '../booking-supplier';
import { assertCan, moveBooking, noteOnBooking, type TBookingRow } from '../booking-transition';
import { fromSupplier } from './book-with-supplier';

const windowClosed = () => new AppError('conflict', { key: 'messages.booking_void_closed' });

async function loadBooking(deps: TBookingDeps, bookingId: string): Promise<TBookingRow> {
  const [booking] = await deps.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('not_found');
  return booking;
}

const windowOpen = (b: TBookingRow) => b.voidUntil !== null && b.voidUntil.getTime() > Date.now();

/** The agent asks staff to void a ticketed booking, inside the void window. */
export async function requestVoid(deps: TBookingDeps, actorId: string, bookingId: string, note: string | undefined): Promise<TBookingRow> {
  const booking = await loadBooking(deps, bookingId);
  assertCan(booking.status, 'void_requested');
  if (!windowOpen(booking)) throw windowClosed();
  return deps.app.db.transaction((tx) => moveBooking(tx, booking.id, { event: 'void_requested', actorId, detail: note ? { note } : {} }));
}

/**
 * Staff void a ticketed booking with the supplier, inside the void window: the supplier returns
 * the whole fare, so the wallet gets back all it paid, less the void fee admin set.
 */
export async function voidBooking(deps: TBookingDeps, actorId: string, bookingId: string, note: string | undefined): Promise<TBookingRow> {
  const booking = await loadBooking(deps, bookingId);
  assertCan(booking.status, 'voided');
  if (!windowOpen(booking)) throw windowClosed();
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (!supplier || !booking.supplierOrderKey) throw new AppError('conflict', { key: 'messages.booking_no_supplier' });
  const answer = await callSupplier((ctx) => supplier.void(booking.supplierOrderKey!, ctx));
  if (answer.outcome !== 'answered') {
    await deps.app.db.transaction((tx) => noteOnBooking(tx, booking.id, 'void_failed', actorId, errorDetail(answer.error)));
    throw new AppError('conflict', { key: 'messages.booking_void_failed', details: errorDetail(answer.error) });
  }
  const settings = await bookingSettingsOf(deps.app.db, deps.app.config.agencyCurrency);
  const fee = settings.currency === booking.currency ? settings.voidFeeMinor : 0;
  return deps.app.db.transaction(async (tx) => {
    const voided = await moveBooking(tx, booking.id, {
      event: 'voided',
      actorId,
      detail: note ? { note } : {},
      set: fromSupplier(answer.value),
    });
    const { posted, walletMinor, feeMinor } = await postBookingRefund(
      tx,
      voided,
      { supplierRefundMinor: voided.netMinor, marginBack: true, feeMinor: fee, reason: 'voided' },
      actorId,
    );
    await noteOnBooking(tx, booking.id, 'refunded', actorId, {
      transaction: posted.transaction.reference,
      amount_minor: walletMinor,
      fee_minor: feeMinor,
    });
    const [row] = await tx
      .update(bookings)
      .set({ refundTransactionId: posted.transaction.id })
      .where(eq(bookings.id, booking.id))
      .returning();
    return row!;
  });
}

/** Admin declines an agent's void request (the window closed, the airline refuses): the booking stays ticketed. */
export async function declineVoid(deps: TBookingDeps, actorId: string, bookingId: string, note: string | undefined): Promise<TBookingRow> {
  return deps.app.db.transaction((tx) => moveBooking(tx, bookingId, { event: 'void_declined', actorId, detail: note ? { note } : {} }));
}
