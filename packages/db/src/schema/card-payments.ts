import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { bookings } from './bookings';
import { ledgerTransactions } from './ledger';
import { users } from './users';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One attempt to pay a booking by card: a session opened at the gateway (its `tracker`), and
 * what the gateway said of it when asked server to server. Only a state read from the gateway
 * moves it; the payer's browser and a webhook only prompt the read.
 *
 * A refund owed on it (`refund_due_minor` above `refunded_minor`) is paid back by a job, outside
 * any transaction: the gateway call cannot be rolled back, so the debt is written first, in the
 * transaction that decided it, and the job settles it and records what the gateway answered.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The gateway that holds it: safepay, or the built-in sandbox. */
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment, known once its session opened. */
    tracker: text('tracker'),
    checkoutUrl: text('checkout_url'),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed'] })
      .notNull()
      .default('open'),
    feeMinor: money('fee_minor'),
    paidAt: tsColumn('paid_at'),
    /** The posting that took the money in (card clearing → payable and margins). */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    refundDueMinor: money('refund_due_minor').notNull().default(0),
    refundedMinor: money('refunded_minor').notNull().default(0),
    /**
     * none; due (a job will send it); sent (the gateway confirmed); unknown (a run has claimed
     * it, and may be calling the gateway: read the payment before sending again).
     */
    refundState: text('refund_state', { enum: ['none', 'due', 'sent', 'unknown'] })
      .notNull()
      .default('none'),
    /** When a run claimed the refund; another run may take it over only once this is old enough that no call can still be under way. */
    refundClaimedAt: tsColumn('refund_claimed_at'),
    /** What `refunded_minor` becomes if the send under way (or whose answer was lost) was made; null when none was sent. */
    refundSendingMinor: money('refund_sending_minor'),
    refundReason: text('refund_reason'),
    /** What the gateway answered, last read, for support. */
    lastAnswer: jsonb('last_answer'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_payments_tracker_unique').on(t.gateway, t.tracker),
    index('card_payments_booking_idx').on(t.bookingId, t.createdAt),
    index('card_payments_refund_due_idx')
      .on(t.refundState)
      .where(sql`${t.refundState} in ('due', 'unknown')`),
    check(
      'card_payments_amounts',
      sql`${t.amountMinor} > 0 and ${t.refundedMinor} <= ${t.refundDueMinor} and ${t.refundDueMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/**
 * Webhook deliveries that had an effect, by the gateway's event id: the row is written in the
 * transaction of the effect, so a delivery retried, replayed or raced by the payer's return is
 * acted on once.
 */
export const cardWebhookEvents = pgTable(
  'card_webhook_events',
  {
    id: idColumn(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    tracker: text('tracker').notNull(),
    /** What the delivery led to: paid, failed, refunded, ignored (nothing to change). */
    outcome: text('outcome').notNull(),
    receivedAt: tsColumn('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_webhook_events_unique').on(t.gateway, t.eventId)],
);

/**
 * The built-in sandbox gateway's own records, as a real gateway keeps its payments on its side:
 * only the sandbox (modules/card-payments/sandbox) reads or writes them.
 */
export const cardSandboxPayments = pgTable('card_sandbox_payments', {
  tracker: text('tracker').primaryKey(),
  reference: text('reference').notNull(),
  amountMinor: money('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  state: text('state', { enum: ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] })
    .notNull()
    .default('pending'),
  refundedMinor: money('refunded_minor').notNull().default(0),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
