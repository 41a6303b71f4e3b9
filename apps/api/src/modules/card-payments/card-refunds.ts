import { cardPayments, type Db, type Tx } from '@safar/db';
import type { TCurrency } from '@safar/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { noteOnBooking } from '@/modules/bookings/booking-transition';
import { GatewayError, type CardGateway } from './card-gateway';
import type { TCardGateways } from './card-gateways';

/*
 * Money owed back to a card. The decision (a failed issue, a lapsed fare, a cancellation) is
 * written with its ledger posting, in one transaction; sending it to the gateway cannot be
 * part of that transaction, so a job sends what is owed and records the answer. A send whose
 * outcome was lost is never repeated blindly: the payment is read first, and what the gateway
 * already refunded counts.
 */

export const CARD_REFUNDS_JOB = 'card-payments.refunds';

/** Records a refund owed on the card payment a booking's payment posting came from. */
export async function oweCardRefund(tx: Tx, paymentTransactionId: string | null, amountMinor: number, reason: string): Promise<void> {
  if (!paymentTransactionId) return;
  await tx
    .update(cardPayments)
    .set({
      refundDueMinor: sql`least(${cardPayments.refundDueMinor} + ${amountMinor}, ${cardPayments.amountMinor})`,
      refundState: 'due',
      refundReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(cardPayments.transactionId, paymentTransactionId));
}

type TPaymentRow = typeof cardPayments.$inferSelect;

/** Sends every refund owed, one payment at a time (each locked while its answer is recorded). */
export async function sendDueRefunds(db: Db, gateways: TCardGateways, log: FastifyBaseLogger): Promise<number> {
  const due = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(inArray(cardPayments.refundState, ['due', 'unknown']));
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendRefund(db, gateways, id)) sent++;
    } catch (err) {
      // One payment's trouble does not hold up the others; the next run tries it again.
      log.warn({ err, cardPayment: id }, 'card refund not sent');
    }
  }
  return sent;
}

/**
 * One payment's refund. No transaction is held across the gateway's call (the embedded
 * database has one connection, and a call can take seconds): the row is marked "unknown" before
 * the call, so a process that stops mid-call leaves a refund that is read before it is sent
 * again, and the answer is recorded after. Runs are one at a time (the job is a singleton).
 */
async function sendRefund(db: Db, gateways: TCardGateways, id: string): Promise<boolean> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
  if (!row || row.refundState === 'none' || row.refundState === 'sent' || !row.tracker) return false;
  const gateway = await gateways.byCode(row.gateway);
  if (!gateway) throw new Error(`card gateway ${row.gateway} is not set up`);
  let refunded = row.refundedMinor;
  if (row.refundState === 'unknown') refunded = Math.max(refunded, await refundedAtGateway(gateway, row));
  const owed = row.refundDueMinor - refunded;
  if (owed > 0) {
    await db.update(cardPayments).set({ refundState: 'unknown', updatedAt: new Date() }).where(eq(cardPayments.id, id));
    try {
      await gateway.refund({ tracker: row.tracker, amountMinor: owed, currency: row.currency as TCurrency });
      refunded += owed;
    } catch (err) {
      // Unknown: the next run reads the payment first. Refused: it stays owed for a person to look at.
      if (err instanceof GatewayError && (err.kind === 'unknown_outcome' || err.kind === 'timeout')) return false;
      await db.update(cardPayments).set({ refundState: 'due', updatedAt: new Date() }).where(eq(cardPayments.id, id));
      throw err;
    }
  }
  return db.transaction(async (tx) => {
    // Settled only if nothing more was owed meanwhile; otherwise the next run sends the rest.
    const [done] = await tx
      .update(cardPayments)
      .set({
        refundedMinor: refunded,
        refundState: sql`case when ${cardPayments.refundDueMinor} > ${refunded} then 'due' else 'sent' end`,
        updatedAt: new Date(),
      })
      .where(eq(cardPayments.id, id))
      .returning();
    await noteOnBooking(tx, row.bookingId, 'card_refunded', null, {
      amount_minor: refunded - row.refundedMinor,
      currency: row.currency,
      reason: row.refundReason,
    });
    return done !== undefined;
  });
}

/** What the gateway says it has refunded on a payment: all of it, or as much as we asked before. */
async function refundedAtGateway(gateway: CardGateway, row: TPaymentRow): Promise<number> {
  const status = await gateway.getPayment(row.tracker!);
  if (status.state === 'refunded') return row.amountMinor;
  // A partial refund's amount is not in the status: count the one we sent as made only if the state moved.
  return status.state === 'partially_refunded' ? row.refundDueMinor : row.refundedMinor;
}
