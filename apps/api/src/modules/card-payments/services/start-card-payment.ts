import type { TCurrency } from '@safar/contracts';
import { cardPayments } from '@safar/db';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { noteOnBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { GatewayError } from '../card-gateway';
import type { TCardGateways } from '../card-gateways';

/**
 * A session opened this recently is given again (a double click, a reload) rather than a second
 * one. Briefly: Safepay's page address carries a short-lived token of its own.
 */
const REUSE_SECONDS = 60;

/** The state a booking waits for its money in: a flight's hold, a product's payment window. */
export const awaitsCard = (booking: TBookingRow) => booking.status === (booking.product === 'flight' ? 'held' : 'awaiting_payment');

/**
 * Whether a booking can be paid by card now; throws the 409 that says why not. A storefront
 * booking, or an agency's hold its customer was sent a payment request for (not one waiting for
 * staff: staff pay and issue those).
 */
export function assertCardPayable(booking: TBookingRow): void {
  if (!awaitsCard(booking) || booking.paymentTransactionId || booking.needsApproval)
    throw new AppError('conflict', { key: 'messages.card_payment_not_payable', params: { status: booking.status } });
  if (booking.agencyDeadlineAt && booking.agencyDeadlineAt.getTime() <= Date.now())
    throw new AppError('conflict', { key: 'messages.booking_deadline_passed' });
}

/**
 * Opens a card payment for a held booking and answers the gateway's hosted page. The amount is
 * the customer's price on the booking (`gross`), never the browser's. The row is written before the gateway is asked,
 * so a session whose answer is lost still has our record; a gateway that cannot be reached
 * leaves it failed and the booking as it was.
 */
export async function startCardPayment(
  deps: TBookingDeps,
  gateways: TCardGateways,
  booking: TBookingRow,
  actorId: string | null,
): Promise<{ url: string; paymentId: string }> {
  assertCardPayable(booking);
  const db = deps.app.db;
  const amountMinor = booking.grossMinor;
  const [recent] = await db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.bookingId, booking.id),
        eq(cardPayments.status, 'open'),
        eq(cardPayments.amountMinor, amountMinor),
        isNotNull(cardPayments.checkoutUrl),
        gt(cardPayments.createdAt, new Date(Date.now() - REUSE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(cardPayments.createdAt))
    .limit(1);
  if (recent) return { url: recent.checkoutUrl!, paymentId: recent.id };

  const gateway = await gateways.current();
  const [row] = await db
    .insert(cardPayments)
    .values({ bookingId: booking.id, gateway: gateway.code, amountMinor, currency: booking.currency, createdBy: actorId })
    .returning();
  const back = `${deps.app.config.appUrl}/api/card-payments/${row!.id}/return`;
  try {
    const session = await gateway.createSession({
      amountMinor,
      currency: booking.currency as TCurrency,
      reference: booking.reference,
      returnUrl: back,
      cancelUrl: `${back}?cancelled=1`,
    });
    await db.transaction(async (tx) => {
      await tx
        .update(cardPayments)
        .set({ tracker: session.tracker, checkoutUrl: session.checkoutUrl, updatedAt: new Date() })
        .where(eq(cardPayments.id, row!.id));
      await noteOnBooking(tx, booking.id, 'card_payment_started', actorId, {
        gateway: gateway.code,
        tracker: session.tracker,
        amount_minor: amountMinor,
        currency: booking.currency,
      });
    });
    return { url: session.checkoutUrl, paymentId: row!.id };
  } catch (err) {
    await db.update(cardPayments).set({ status: 'failed', updatedAt: new Date() }).where(eq(cardPayments.id, row!.id));
    if (err instanceof GatewayError)
      throw new AppError('conflict', {
        key: 'messages.card_gateway_unavailable',
        status: 503,
        details: { gateway: gateway.code, kind: err.kind },
      });
    throw err;
  }
}
