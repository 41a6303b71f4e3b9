import { agencies, bookings, flightSuppliers, type DbOrTx, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { insertActivity, type TActivityRow } from '@/core/activity';
import { AppError } from '@/core/app-error';
import { failpoint } from '@/core/failpoints';
import { builtOnce, UNNAMED } from '@/core/prepared';
import type { TBookingDeps } from '../booking-deps';
import { postBookingPayment } from '../booking-postings';
import { callSupplier, errorDetail, type TCallOutcome } from '../booking-supplier';
import type { TSupplierBooking } from '@/modules/flights/suppliers/supplier';
import { assertCan, moveBooking, type TBookingRow } from '../booking-transition';
import { fromSupplier } from './book-with-supplier';
import { scheduleReconcile } from './booking-jobs';
import { refundIfPaid } from './refund-if-paid';

/**
 * Pays for a held booking from the agency's wallet and has the tickets issued, in three steps
 * with no transaction held across the supplier call:
 *  1. the payment and the move to "ticketing" in one transaction ("Insufficient Balance" and
 *     nothing changes when the wallet cannot pay). The booking itself says an issue call is under
 *     way (`pendingCall`): a process that stops before step 3 leaves a booking the sweep
 *     hands to the check (booking-jobs.ts), with no job of its own to write at every confirm;
 *  2. the supplier issues (the step that cannot be undone comes last);
 *  3. its answer: tickets → ticketed; a certain refusal → the payment is given back and the
 *     hold stands (staff see it in their queue); no answer → the money stays reserved and a
 *     check is scheduled with the answer, to settle it.
 * Agencies set to staff approval stop after step 1, waiting in the staff queue.
 */
export interface TConfirmOptions {
  /** Staff approving from the queue (pays first when the booking is not paid yet). */
  approving?: boolean;
  /**
   * Refuses a user the booking is not theirs to act on (throws), checked on the row as locked,
   * before anything is written: the request needs no read of its own before the payment's.
   */
  authorize?: (booking: TBookingRow) => void;
  note?: string | undefined;
  /**
   * The request's activity row, for the booking as the confirm leaves it: written by the step
   * that ends the confirm, so a confirm that ends ticketed writes it with its move, in one statement.
   */
  activity?: (after: Pick<TBookingRow, 'id' | 'status'>) => TActivityRow;
}

type TSupplierRow = typeof flightSuppliers.$inferSelect;

/** Runs in the transaction that records the issue's answer (the customer's mail of their tickets). */
type TAndThen = (tx: Tx, booking: TBookingRow) => Promise<void>;

export async function confirmBooking(
  deps: TBookingDeps,
  actorId: string | null,
  bookingId: string,
  opts: TConfirmOptions = {},
): Promise<{ booking: TBookingRow; messageKey: string }> {
  const { booking: paid, supplier } = await payForBooking(deps, actorId, bookingId, opts);
  failpoint('confirm.after_payment');
  if (paid.status === 'awaiting_approval') return { booking: paid, messageKey: 'messages.booking_sent_for_approval' };
  return issueTickets(deps, actorId, paid, { activity: opts.activity, supplier });
}

/** The booking locked, with whether its agency's tickets wait for staff and its supplier's settings (for the issue), in one read. */
const lockForPayment = builtOnce((db) =>
  db
    .select({ booking: bookings, agencyApproval: agencies.ticketingApproval, supplier: flightSuppliers })
    .from(bookings)
    .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
    .leftJoin(flightSuppliers, eq(flightSuppliers.code, bookings.supplierCode))
    .where(eq(bookings.id, sql.placeholder('id')))
    .for('update', { of: bookings })
    .prepare(UNNAMED),
);

/** Step 1 alone: the payment and the move. */
export async function payForBooking(
  deps: TBookingDeps,
  actorId: string | null,
  bookingId: string,
  opts: TConfirmOptions = {},
): Promise<{ booking: TBookingRow; supplier: TSupplierRow | null }> {
  return deps.app.db.transaction(async (tx) => {
    const [found] = await lockForPayment(tx).execute({ id: bookingId });
    if (!found) throw new AppError('not_found');
    const booking = found.booking;
    opts.authorize?.(booking);
    const paid = (b: TBookingRow) => ({ booking: b, supplier: found.supplier });
    if (opts.approving && booking.status === 'awaiting_approval')
      return moveBooking(
        tx,
        booking.id,
        { event: 'approved', actorId, detail: opts.note ? { note: opts.note } : {}, set: { pendingCall: 'issue' } },
        booking,
      ).then(paid);
    assertCan(booking.status, 'paid');
    if (booking.agencyDeadlineAt && booking.agencyDeadlineAt.getTime() <= Date.now())
      throw new AppError('conflict', { key: 'messages.booking_deadline_passed' });
    const posted = await postBookingPayment(tx, booking, actorId);
    const waitForStaff = !opts.approving && (booking.needsApproval || (found.agencyApproval ?? false));
    const moved = await moveBooking(
      tx,
      booking.id,
      {
        event: waitForStaff ? 'paid_for_approval' : 'paid',
        actorId,
        detail: { transaction: posted.transaction.reference, amount_minor: booking.dueMinor, currency: booking.currency },
        set: { paymentTransactionId: posted.transaction.id, refundTransactionId: null, pendingCall: waitForStaff ? null : 'issue' },
      },
      booking,
    );
    if (waitForStaff && opts.activity) await insertActivity(tx, opts.activity(moved));
    return paid(moved);
  });
}

/**
 * Steps 2 and 3 for a booking paid by card (the payment moved it to ticketing): a job runs it
 * after the payment commits; a second run, or one after the check settled it, finds nothing to do.
 */
export async function issuePaidBooking(deps: TBookingDeps, bookingId: string, andThen?: TAndThen): Promise<TBookingRow | null> {
  const [booking] = await deps.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'ticketing' || booking.pendingCall !== 'issue') return null;
  return (await issueTickets(deps, null, booking, { andThen })).booking;
}

/** Steps 2 and 3: the supplier issues, and its answer is applied. */
async function issueTickets(
  deps: TBookingDeps,
  actorId: string | null,
  booking: TBookingRow,
  {
    activity,
    andThen,
    supplier: supplierRow,
  }: {
    activity?: TConfirmOptions['activity'] | undefined;
    andThen?: TAndThen | undefined;
    /** The supplier's row, when the payment read it (else it is read here). */
    supplier?: TSupplierRow | null;
  },
): Promise<{ booking: TBookingRow; messageKey: string }> {
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode, supplierRow);
  const answer = supplier
    ? await callSupplier((ctx) => supplier.issue(booking.supplierOrderKey!, ctx))
    : ({ outcome: 'unknown', error: new Error(`supplier ${booking.supplierCode} unavailable`) } as const);
  failpoint('confirm.after_issue');
  // Tickets out, and nothing else to write: the move, the tickets and the activity row are one
  // statement, which needs no transaction around it.
  if (answer.outcome === 'answered' && answer.value.status === 'ticketed' && !andThen)
    return ticketed(deps.app.db, actorId, booking, answer.value, activity);
  return deps.app.db.transaction(async (tx) => {
    const done = await applyIssueAnswer(deps, tx, actorId, booking, answer, activity);
    await andThen?.(tx, done.booking);
    return done;
  });
}

async function ticketed(
  db: DbOrTx,
  actorId: string | null,
  booking: TBookingRow,
  order: TSupplierBooking,
  activity?: TConfirmOptions['activity'],
): Promise<{ booking: TBookingRow; messageKey: string }> {
  const done = await moveBooking(db, booking.id, {
    event: 'ticketed',
    actorId,
    detail: { tickets: order.tickets.map((t) => t.number) },
    set: { ...fromSupplier(order), pendingCall: null, needsApproval: false },
    tickets: order.tickets,
    activity: activity?.({ id: booking.id, status: 'ticketed' }),
  });
  return { booking: done, messageKey: 'messages.booking_confirmed' };
}

async function applyIssueAnswer(
  deps: TBookingDeps,
  tx: Tx,
  actorId: string | null,
  booking: TBookingRow,
  answer: TCallOutcome<TSupplierBooking>,
  activity?: TConfirmOptions['activity'],
): Promise<{ booking: TBookingRow; messageKey: string }> {
  if (answer.outcome === 'answered' && answer.value.status === 'ticketed') return ticketed(tx, actorId, booking, answer.value, activity);
  const done = await settleUnissued(deps, tx, actorId, booking, answer);
  if (activity) await insertActivity(tx, activity(done.booking));
  return done;
}

/** An issue that gave no tickets: refused (the money goes back), or not known yet (it stays reserved). */
async function settleUnissued(
  deps: TBookingDeps,
  tx: Tx,
  actorId: string | null,
  booking: TBookingRow,
  answer: TCallOutcome<TSupplierBooking>,
): Promise<{ booking: TBookingRow; messageKey: string }> {
  if (answer.outcome === 'refused') {
    const back = await moveBooking(tx, booking.id, {
      event: 'issue_failed',
      actorId,
      detail: errorDetail(answer.error),
      set: { pendingCall: null, needsApproval: true },
    });
    const refunded = await refundIfPaid(tx, back, 'the tickets were not issued', actorId);
    return { booking: refunded, messageKey: 'messages.booking_issue_failed' };
  }
  // No answer, or paid without tickets yet: the money stays reserved and the check settles it.
  const detail = answer.outcome === 'unknown' ? errorDetail(answer.error) : { supplier_status: answer.value.status };
  const lost = await moveBooking(tx, booking.id, { event: 'answer_lost', actorId, detail, set: { pendingCall: 'issue' } });
  await scheduleReconcile(deps, tx, lost);
  return { booking: lost, messageKey: 'messages.booking_outcome_unknown' };
}
