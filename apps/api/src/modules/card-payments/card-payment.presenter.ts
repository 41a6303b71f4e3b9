import type { TCardPayment } from '@safar/contracts';
import type { cardPayments } from '@safar/db';

type TPaymentRow = typeof cardPayments.$inferSelect;

/** Payments that reached the gateway (a session that never opened is no one's business but ours). */
export const shownCardPayments = (rows: TPaymentRow[]): TCardPayment[] => rows.filter((p) => p.tracker !== null).map(presentCardPayment);

function presentCardPayment(p: TPaymentRow): TCardPayment {
  return {
    id: p.id,
    status: p.status,
    amount_minor: p.amountMinor,
    currency: p.currency,
    refunded_minor: p.refundedMinor,
    refund_pending: p.refundDueMinor > p.refundedMinor,
    paid_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}
