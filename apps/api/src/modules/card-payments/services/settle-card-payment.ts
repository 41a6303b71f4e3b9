import { bookings, cardPayments, cardWebhookEvents, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import type { TCurrency } from '@safar/contracts';
import { postBookingPayment } from '@/modules/bookings/booking-postings';
import { systemKey, walletKey } from '@/modules/ledger/ledger-accounts';
import { postTransaction } from '@/modules/ledger/post-transaction';
import { moveBooking, noteOnBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { scheduleReconcile } from '@/modules/bookings/services/booking-jobs';
import type { TGatewayEvent, TPaymentStatus } from '../card-gateway';
import type { TCardGateways } from '../card-gateways';
import { CARD_REFUNDS_JOB } from '../card-refunds';
import { payProductByCard } from '@/modules/product-bookings/services/pay-product-booking';
import { awaitsCard } from './start-card-payment';

export const CARD_ISSUE_JOB = 'card-payments.issue';
export const CARD_CONFIRM_JOB = 'card-payments.confirm';

export type TCardPaymentRow = typeof cardPayments.$inferSelect;
export type TSettleOutcome = 'paid' | 'refund_owed' | 'failed' | 'unchanged' | 'mismatch' | 'duplicate';

/**
 * Applies what the gateway says of a payment, asked server to server: neither the payer's
 * return nor a webhook is believed, each only prompts the read. In one transaction, with the
 * payment row locked (the return and the webhook race):
 *  - paid, for the amount we asked, on a booking still held: the card's money is posted, the
 *    booking moves to ticketing, and the issue is queued with the check that settles it if the
 *    process stops;
 *  - paid, but the booking can no longer take it (the hold lapsed, it was cancelled, another
 *    payment got there first): the whole amount is owed back to the card at once, never kept;
 *  - failed: recorded, the hold stands;
 *  - anything already applied: nothing (a retry, a replay, an event out of order).
 * A webhook's event id is written in the same transaction, so a delivery is acted on once.
 */
export async function settleCardPayment(
  deps: TBookingDeps,
  gateways: TCardGateways,
  payment: TCardPaymentRow,
  event: TGatewayEvent | null,
): Promise<TSettleOutcome> {
  const gateway = await gateways.byCode(payment.gateway);
  if (!gateway || !payment.tracker) return 'unchanged';
  // A delivery already acted on is answered without asking the gateway again (retries come in bursts).
  if (event && (await seen(deps, payment.gateway, event.id))) return 'duplicate';
  const status = await gateway.getPayment(payment.tracker);
  return deps.app.db.transaction(async (tx) => {
    if (event) {
      const [fresh] = await tx
        .insert(cardWebhookEvents)
        .values({ gateway: payment.gateway, eventId: event.id, type: event.gatewayType, tracker: event.tracker, outcome: 'received' })
        .onConflictDoNothing()
        .returning({ id: cardWebhookEvents.id });
      if (!fresh) return 'duplicate';
    }
    const outcome = await apply(deps, tx, payment.id, status);
    if (event) await tx.update(cardWebhookEvents).set({ outcome }).where(eq(cardWebhookEvents.eventId, event.id));
    return outcome;
  });
}

async function seen(deps: TBookingDeps, gateway: string, eventId: string): Promise<boolean> {
  const [row] = await deps.app.db
    .select({ id: cardWebhookEvents.id })
    .from(cardWebhookEvents)
    .where(and(eq(cardWebhookEvents.gateway, gateway), eq(cardWebhookEvents.eventId, eventId)));
  return row !== undefined;
}

async function apply(deps: TBookingDeps, tx: Tx, paymentId: string, status: TPaymentStatus): Promise<TSettleOutcome> {
  const [row] = await tx.select().from(cardPayments).where(eq(cardPayments.id, paymentId)).for('update');
  if (!row || row.status !== 'open') return 'unchanged';
  const moneyTaken = status.state === 'paid' || status.state === 'refunded' || status.state === 'partially_refunded';
  if (status.state === 'failed') {
    await tx.update(cardPayments).set({ status: 'failed', lastAnswer: status, updatedAt: new Date() }).where(eq(cardPayments.id, row.id));
    await noteOnBooking(tx, row.bookingId, 'card_payment_failed', null, { tracker: row.tracker });
    return 'failed';
  }
  if (!moneyTaken) return 'unchanged';
  if (status.amountMinor !== row.amountMinor || status.currency !== row.currency) {
    // Never guessed at: a person looks (the log and the payment's last answer say what came).
    deps.app.log.error({ cardPayment: row.id, status }, 'card payment amount differs from what was asked');
    await tx.update(cardPayments).set({ lastAnswer: status, updatedAt: new Date() }).where(eq(cardPayments.id, row.id));
    return 'mismatch';
  }
  const paid = { status: 'paid' as const, paidAt: new Date(), feeMinor: status.feeMinor, lastAnswer: status, updatedAt: new Date() };
  if (status.feeMinor) await postGatewayFee(tx, row, status.feeMinor);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId)).for('update');
  const reason = booking ? whyNotPayable(booking, row) : 'the booking is gone';
  if (reason) {
    await tx
      .update(cardPayments)
      .set({ ...paid, refundDueMinor: row.amountMinor, refundState: 'due', refundReason: reason })
      .where(eq(cardPayments.id, row.id));
    await noteOnBooking(tx, row.bookingId, 'card_paid_too_late', null, { tracker: row.tracker, amount_minor: row.amountMinor, reason });
    await deps.app.jobs.sendIn(tx, CARD_REFUNDS_JOB, {}, { singletonKey: 'card-refunds' });
    return 'refund_owed';
  }
  if (booking!.agencyId) return payIntoWallet(deps, tx, booking!, row, paid);
  if (booking!.product !== 'flight') {
    await payProductByCard({ server: deps.app }, tx, booking!, row, paid);
    return 'paid';
  }
  const posted = await postBookingPayment(tx, booking!, null);
  await tx
    .update(cardPayments)
    .set({ ...paid, transactionId: posted.transaction.id })
    .where(eq(cardPayments.id, row.id));
  const moved = await moveBooking(
    tx,
    booking!.id,
    {
      event: 'paid',
      actorId: null,
      detail: { transaction: posted.transaction.reference, amount_minor: row.amountMinor, currency: row.currency, card: row.tracker },
      set: { paymentTransactionId: posted.transaction.id, refundTransactionId: null, pendingCall: 'issue' },
    },
    booking!,
  );
  await scheduleReconcile(deps, tx, moved);
  await deps.app.jobs.sendIn(tx, CARD_ISSUE_JOB, { bookingId: moved.id }, { singletonKey: `card-issue:${moved.id}` });
  return 'paid';
}

/**
 * An agency's customer paid the agency's price by card (a payment request): the money is the
 * agency's, so it lands in the agency's wallet, which then pays for the booking as any confirm
 * does (a job, after this commits): the markup stays in the wallet as the agency's, and any later
 * refund goes back to the wallet, the agency settling with its customer as it does for cash.
 */
async function payIntoWallet(
  deps: TBookingDeps,
  tx: Tx,
  booking: TBookingRow,
  row: TCardPaymentRow,
  paid: Partial<TCardPaymentRow>,
): Promise<TSettleOutcome> {
  const currency = booking.currency as TCurrency;
  const posted = await postTransaction(tx, {
    kind: 'deposit',
    description: `Card payment by the customer for flight booking ${booking.reference}`,
    product: 'flight',
    source: { type: 'booking', id: booking.id },
    createdBy: null,
    entries: [
      { account: systemKey('bank', 'card_clearing', currency), amountMinor: -row.amountMinor },
      { account: walletKey(booking.agencyId!, currency), amountMinor: row.amountMinor },
    ],
  });
  await tx
    .update(cardPayments)
    .set({ ...paid, transactionId: posted.transaction.id })
    .where(eq(cardPayments.id, row.id));
  await noteOnBooking(tx, booking.id, 'card_paid_to_wallet', null, {
    transaction: posted.transaction.reference,
    amount_minor: row.amountMinor,
    currency: row.currency,
    card: row.tracker,
  });
  await deps.app.jobs.sendIn(tx, CARD_CONFIRM_JOB, { bookingId: booking.id }, { singletonKey: `card-confirm:${booking.id}` });
  return 'paid';
}

/**
 * The gateway's fee, when it reports one: it keeps that much of what the card paid, so the
 * clearing account expects less and the fee is a cost (negative revenue). Whatever the payment
 * then pays for, or even when it is refunded: gateways keep their fee on a refunded payment.
 */
async function postGatewayFee(tx: Tx, payment: TCardPaymentRow, feeMinor: number): Promise<void> {
  const currency = payment.currency as TCurrency;
  await postTransaction(tx, {
    kind: 'adjustment',
    description: `Card gateway fee on payment ${payment.tracker}`,
    source: { type: 'card_payment', id: payment.id },
    createdBy: null,
    entries: [
      { account: systemKey('bank', 'card_clearing', currency), amountMinor: feeMinor },
      { account: systemKey('revenue', 'card_fees', currency), amountMinor: -feeMinor },
    ],
  });
}

/** Why a paid card cannot pay for the booking now; null when it can. */
function whyNotPayable(booking: TBookingRow, payment: TCardPaymentRow): string | null {
  if (!awaitsCard(booking) || booking.paymentTransactionId) return `the booking is ${booking.status}`;
  if (booking.agencyDeadlineAt && booking.agencyDeadlineAt.getTime() <= Date.now()) return 'the fare lapsed before the payment';
  if (booking.needsApproval) return 'the booking waits for staff';
  if (booking.grossMinor !== payment.amountMinor) return 'the price changed before the payment';
  return null;
}
