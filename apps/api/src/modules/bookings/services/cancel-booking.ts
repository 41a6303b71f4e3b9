import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TSupplierCancelQuote, FlightSupplier } from '@/modules/flights/suppliers/supplier';
import type { TBookingDeps } from '../booking-deps';
import { postBookingRefund } from '../booking-postings';
import { toAgencyMinor } from '../booking-pricing';
import { bookingSettingsOf } from '../booking-settings';
import { callSupplier, errorDetail } from '../booking-supplier';
import { assertCan, moveBooking, noteOnBooking, type TBookingRow } from '../booking-transition';
import { fromSupplier } from './book-with-supplier';
import { refundIfPaid } from './refund-if-paid';

/** What cancelling a ticketed booking gives back, in the agency currency, before anyone agrees to it. */
export interface TCancelQuote {
  supplier_refund_minor: number;
  fee_minor: number;
  /** What reaches the wallet: the supplier's refund less the agency's fee. */
  refund_minor: number;
  currency: string;
  expires_at: string;
}

/** "Something went wrong!!!": the supplier did not cancel (or did not say); the booking is as it was. */
const cancelFailed = (detail: unknown) => new AppError('conflict', { key: 'messages.booking_cancel_failed', details: detail });

async function supplierOf(deps: TBookingDeps, booking: TBookingRow): Promise<FlightSupplier> {
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (!supplier || !booking.supplierOrderKey) throw new AppError('conflict', { key: 'messages.booking_no_supplier' });
  return supplier;
}

/**
 * Cancels a booking. A hold (or a paid booking waiting for staff) is released at no cost and any
 * payment given back whole. A ticketed booking refunds only what the supplier refunds, less the
 * agency's fee, and only once the booker has seen that figure: without `acceptRefundMinor` this
 * answers the quote and changes nothing; with it, a fresh quote must come to the same figure.
 */
export async function cancelBooking(
  deps: TBookingDeps,
  actorId: string,
  bookingId: string,
  acceptRefundMinor: number | undefined,
): Promise<{ booking: TBookingRow; quote: TCancelQuote | null }> {
  const db = deps.app.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('not_found');
  const ticketed = booking.status === 'ticketed' || booking.status === 'void_requested';
  assertCan(booking.status, ticketed ? 'cancelled' : 'released');
  const supplier = await supplierOf(deps, booking);
  const quoted = await callSupplier((ctx) => supplier.cancelQuote(booking.supplierOrderKey!, ctx));
  if (quoted.outcome !== 'answered') throw cancelFailed(errorDetail(quoted.error));

  let quote: TCancelQuote | null = null;
  if (ticketed) {
    quote = await refundQuote(deps, booking, quoted.value);
    if (acceptRefundMinor === undefined) return { booking, quote };
    if (acceptRefundMinor !== quote.refund_minor)
      throw new AppError('conflict', {
        key: 'messages.booking_refund_changed',
        params: { amount: `${quote.currency} ${quote.refund_minor}` },
        details: { quote },
      });
  }
  const confirmed = await callSupplier((ctx) => supplier.cancelConfirm(quoted.value.quoteKey, ctx));
  if (confirmed.outcome !== 'answered') {
    await db.transaction((tx) => noteOnBooking(tx, booking.id, 'cancel_failed', actorId, errorDetail(confirmed.error)));
    throw cancelFailed(errorDetail(confirmed.error));
  }
  const done = await db.transaction(async (tx) => {
    const set = fromSupplier(confirmed.value);
    if (!ticketed) {
      const released = await moveBooking(tx, booking.id, {
        event: 'released',
        actorId,
        detail: { supplier_status: confirmed.value.status },
        set,
      });
      return refundIfPaid(tx, released, 'the booking was cancelled before ticketing', actorId);
    }
    const cancelled = await moveBooking(tx, booking.id, { event: 'cancelled', actorId, detail: { ...quote }, set });
    const { posted } = await postBookingRefund(
      tx,
      cancelled,
      {
        supplierRefundMinor: quote!.supplier_refund_minor,
        marginBack: false,
        feeMinor: quote!.fee_minor,
        reason: 'cancelled after ticketing',
      },
      actorId,
    );
    const [row] = await tx
      .update(bookings)
      .set({ refundTransactionId: posted.transaction.id })
      .where(eq(bookings.id, booking.id))
      .returning();
    return row!;
  });
  return { booking: done, quote };
}

async function refundQuote(deps: TBookingDeps, booking: TBookingRow, q: TSupplierCancelQuote): Promise<TCancelQuote> {
  // A supplier that does not say what it refunds cannot be cancelled at a figure nobody knows.
  if (q.refundMinor === null) throw cancelFailed({ reason: 'the supplier does not state the refund' });
  const settings = await bookingSettingsOf(deps.app.db, deps.app.config.agencyCurrency);
  const supplierRefund = Math.min(toAgencyMinor(q.refundMinor, booking), booking.netMinor);
  const fee = Math.min(settings.currency === booking.currency ? settings.cancelFeeMinor : 0, supplierRefund);
  return {
    supplier_refund_minor: supplierRefund,
    fee_minor: fee,
    refund_minor: supplierRefund - fee,
    currency: booking.currency,
    expires_at: q.expiresAt,
  };
}
