import { cardPayments, type Db, type Tx } from '@safar/db';
import type { TCurrency } from '@safar/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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
      // A run sending an earlier part keeps its claim; it finds this part owed when it settles.
      refundState: sql`case when ${cardPayments.refundState} = 'unknown' then 'unknown' else 'due' end`,
      refundReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(cardPayments.transactionId, paymentTransactionId));
}

type TPaymentRow = typeof cardPayments.$inferSelect;

/**
 * How long a run's claim on a refund holds. Longer than all of one run's gateway calls (a
 * status read with its retries, then the refund, each with its own timeout of seconds), and
 * long enough after a call whose answer was lost for the gateway to have finished with it: a
 * claim older than this has no call still under way, and another run may take it over.
 */
export const REFUND_CLAIM_LEASE_MS = 5 * 60_000;

/** Sends every refund owed, one payment at a time. */
export async function sendDueRefunds(db: Db, gateways: TCardGateways, log: FastifyBaseLogger): Promise<number> {
  const due = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(inArray(cardPayments.refundState, ['due', 'unknown']));
  let sent = 0;
  for (const { id } of due) {
    try {
      // More owed while this run's send was under way is sent now, not at the next run.
      for (let round = 0; round < 3; round++) {
        const outcome = await sendRefund(db, gateways, id);
        if (outcome !== 'not_claimed') sent++;
        if (outcome !== 'more_owed') break;
      }
    } catch (err) {
      // One payment's trouble does not hold up the others; the next run tries it again.
      log.warn({ err, cardPayment: id }, 'card refund not sent');
    }
  }
  return sent;
}

/**
 * Claims a payment's refund for this run: owed and unclaimed, or claimed by a run that has
 * stopped (its lease is over). Two runs at once (two processes, or a schedule's tick beside a
 * wake) cannot both win, so a refund is never sent twice.
 */
async function claimRefund(db: Db, id: string): Promise<TPaymentRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(cardPayments)
    .set({ refundState: 'unknown', refundClaimedAt: now, updatedAt: now })
    .where(
      and(
        eq(cardPayments.id, id),
        isNotNull(cardPayments.tracker),
        or(
          eq(cardPayments.refundState, 'due'),
          and(
            eq(cardPayments.refundState, 'unknown'),
            or(isNull(cardPayments.refundClaimedAt), lt(cardPayments.refundClaimedAt, new Date(now.getTime() - REFUND_CLAIM_LEASE_MS))),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * One payment's refund. No transaction is held across the gateway's call (the embedded
 * database has one connection, and a call can take seconds). The run claims the row, records
 * what it is about to send, calls, and records the answer; each write holds only while the
 * claim is still this run's. A send whose answer was lost keeps its claim until the lease is
 * over; the run that takes it over reads the payment at the gateway before sending anything.
 */
async function sendRefund(db: Db, gateways: TCardGateways, id: string): Promise<'not_claimed' | 'settled' | 'more_owed'> {
  const row = await claimRefund(db, id);
  if (!row) return 'not_claimed';
  const mine = and(eq(cardPayments.id, id), eq(cardPayments.refundClaimedAt, row.refundClaimedAt!));
  /** Gives the claim back: owed again, or (an earlier send whose answer is lost) to be read first. */
  const release = (nothingSent: boolean) =>
    db
      .update(cardPayments)
      .set({
        ...(nothingSent ? { refundSendingMinor: null } : {}),
        refundState: nothingSent ? 'due' : sql`case when ${cardPayments.refundSendingMinor} is null then 'due' else 'unknown' end`,
        refundClaimedAt: null,
        updatedAt: new Date(),
      })
      .where(mine);

  const gateway = await gateways.byCode(row.gateway);
  if (!gateway) {
    await release(false);
    throw new Error(`card gateway ${row.gateway} is not set up`);
  }
  let refunded = row.refundedMinor;
  if (row.refundSendingMinor !== null) refunded = Math.max(refunded, await refundedAtGateway(gateway, row));
  const owed = row.refundDueMinor - refunded;
  if (owed > 0) {
    const [marked] = await db
      .update(cardPayments)
      .set({ refundedMinor: refunded, refundSendingMinor: refunded + owed, updatedAt: new Date() })
      .where(mine)
      .returning({ id: cardPayments.id });
    if (!marked) return 'not_claimed';
    try {
      await gateway.refund({ tracker: row.tracker!, amountMinor: owed, currency: row.currency as TCurrency });
      refunded += owed;
    } catch (err) {
      // Lost: the claim stays until the lease is over, then the payment is read first.
      if (err instanceof GatewayError && (err.kind === 'unknown_outcome' || err.kind === 'timeout')) return 'not_claimed';
      // Refused: nothing was sent; it stays owed, and the error is logged for a person to look at.
      await release(true);
      throw err;
    }
  }
  return db.transaction(async (tx) => {
    // Settled only if nothing more was owed meanwhile; otherwise it is owed again at once.
    const settledAs = sql`case when ${cardPayments.refundDueMinor} > ${refunded} then 'due' else 'sent' end`;
    const [done] = await tx
      .update(cardPayments)
      .set({
        // A refund made at the gateway's own dashboard may go past what we owed: the record stops at it.
        refundedMinor: sql`least(${refunded}, ${cardPayments.refundDueMinor})`,
        refundState: settledAs,
        refundSendingMinor: null,
        refundClaimedAt: null,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning({ refundState: cardPayments.refundState });
    if (!done) return 'not_claimed';
    if (refunded > row.refundedMinor) {
      await noteOnBooking(tx, row.bookingId, 'card_refunded', null, {
        amount_minor: refunded - row.refundedMinor,
        currency: row.currency,
        reason: row.refundReason,
      });
    }
    return done.refundState === 'due' ? 'more_owed' : 'settled';
  });
}

/**
 * What the gateway says it has refunded on a payment, after a send whose answer was lost: all
 * of it, or as much as that send would have made. A partial refund's amount is not in the
 * status, so "partially refunded" counts the lost send as made: a customer short of a refund
 * is put right by staff, a refund paid twice is the agency's money gone.
 */
async function refundedAtGateway(gateway: CardGateway, row: TPaymentRow): Promise<number> {
  const status = await gateway.getPayment(row.tracker!);
  if (status.state === 'refunded') return row.amountMinor;
  return status.state === 'partially_refunded' ? row.refundSendingMinor! : row.refundedMinor;
}
