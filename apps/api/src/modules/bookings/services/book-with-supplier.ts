import type { Tx } from '@safar/db';
import type { TSupplierBooking } from '@/modules/flights/suppliers/supplier';
import type { TBookingDeps } from '../booking-deps';
import { refundIfPaid } from './refund-if-paid';
import { errorDetail, type TCallOutcome } from '../booking-supplier';
import { moveBooking, type TBookingRow } from '../booking-transition';
import { agencyDeadline, scheduleDeadlines, scheduleReconcile } from './booking-jobs';
import { bookingSettingsOf } from '../booking-settings';

/** The columns a supplier's answer about an order sets on the booking. */
export function fromSupplier(answer: TSupplierBooking) {
  return {
    supplierOrderKey: answer.orderKey,
    pnr: answer.pnr,
    supplierStatus: answer.status,
    supplierDeadlineAt: answer.paymentDeadline ? new Date(answer.paymentDeadline) : null,
    priceGuaranteeUntil: answer.priceGuaranteeUntil ? new Date(answer.priceGuaranteeUntil) : null,
    voidUntil: answer.voidDeadline ? new Date(answer.voidDeadline) : null,
  };
}

const answerDetail = (a: TSupplierBooking) => ({
  pnr: a.pnr,
  supplier_status: a.status,
  total_minor: a.totalMinor,
  currency: a.currency,
  payment_deadline: a.paymentDeadline,
  tickets: a.tickets.map((t) => t.number),
});

/**
 * What the supplier's answer to a booking request makes of the booking: held (with its
 * deadlines, and the jobs that act on them), ticketed, failed for certain (any money taken
 * first goes back), or unknown (a check with the supplier is scheduled; nothing is undone).
 */
export async function applyBookAnswer(
  deps: TBookingDeps,
  booking: TBookingRow,
  answer: TCallOutcome<TSupplierBooking>,
  actorId: string | null,
): Promise<TBookingRow> {
  return deps.app.db.transaction(async (tx) => {
    if (answer.outcome === 'answered') return applyOrder(deps, tx, booking, answer.value, actorId);
    if (answer.outcome === 'refused') {
      const failed = await moveBooking(tx, booking.id, { event: 'refused', actorId, detail: errorDetail(answer.error) });
      return refundIfPaid(tx, failed, 'the supplier refused the booking', actorId);
    }
    const lost = await moveBooking(tx, booking.id, {
      event: 'answer_lost',
      actorId,
      detail: errorDetail(answer.error),
      set: { pendingCall: 'book' },
    });
    await scheduleReconcile(deps, tx, lost);
    return lost;
  });
}

/** The booking as the supplier's order says it is now (a booking's answer, or a check that found it). */
export async function applyOrder(
  deps: TBookingDeps,
  tx: Tx,
  booking: TBookingRow,
  order: TSupplierBooking,
  actorId: string | null,
): Promise<TBookingRow> {
  const set = { ...fromSupplier(order), pendingCall: null };
  if (order.status === 'held') {
    const settings = await bookingSettingsOf(tx, deps.app.config.agencyCurrency);
    const held = await moveBooking(tx, booking.id, {
      event: 'hold_booked',
      actorId,
      detail: answerDetail(order),
      set: { ...set, agencyDeadlineAt: agencyDeadline(set.supplierDeadlineAt, settings.deadlineBufferMinutes) },
    });
    await scheduleDeadlines(deps, tx, held, settings.reminderMinutes);
    return held;
  }
  if (order.status === 'confirmed') {
    // Paid at the supplier, tickets not out yet: a check comes back for them.
    const waiting =
      booking.status === 'ticketing'
        ? booking
        : await moveBooking(tx, booking.id, {
            event: 'answer_lost',
            actorId,
            detail: answerDetail(order),
            set: { ...set, pendingCall: 'issue' },
          });
    await scheduleReconcile(deps, tx, waiting);
    return waiting;
  }
  if (order.status === 'ticketed') {
    return moveBooking(tx, booking.id, { event: 'ticketed', actorId, detail: answerDetail(order), set, tickets: order.tickets });
  }
  const event = order.status === 'voided' ? 'voided' : 'released';
  const ended = await moveBooking(tx, booking.id, { event, actorId, detail: answerDetail(order), set });
  return refundIfPaid(tx, ended, `the supplier reports the booking ${order.status}`, actorId);
}
