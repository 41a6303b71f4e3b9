import { bookings, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { TSupplierBooking } from '@/modules/flights/suppliers/supplier';
import type { TBookingDeps } from '../booking-deps';
import { callSupplier, errorDetail } from '../booking-supplier';
import { moveBooking, noteOnBooking, type TBookingRow } from '../booking-transition';
import { applyOrder, fromSupplier } from './book-with-supplier';
import { refundIfPaid } from './refund-if-paid';

/** A booking the supplier cannot find this long after it was asked for was not made there: a person decides. */
const NOT_FOUND_GIVE_UP_MINUTES = 30;

/** Thrown to have the job try again later (pg-boss backs off). */
class NotYet extends Error {}

/**
 * Settles a booking whose supplier call has no known outcome, on evidence only: the supplier's
 * order as it is now (by its key, or found by our reference). Ticketed → ticketed; held → held
 * (an issue that did not happen gives the money back); gone → cancelled, money back. No answer
 * → try again later; never found → left for a person, money still reserved, never guessed.
 */
export async function reconcileBooking(deps: TBookingDeps, bookingId: string): Promise<void> {
  const db = deps.app.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.pendingCall === null) return;
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (!supplier) throw new NotYet(`supplier ${booking.supplierCode} unavailable`);

  const answer = await callSupplier(async (ctx): Promise<TSupplierBooking | null> => {
    if (booking.supplierOrderKey) return supplier.retrieve(booking.supplierOrderKey, ctx);
    if (!supplier.findByReference) return null;
    const found = await supplier.findByReference(booking.reference, ctx);
    return found.find((o) => o.status !== 'cancelled') ?? found[0] ?? null;
  });
  if (answer.outcome !== 'answered') throw new NotYet(JSON.stringify(errorDetail(answer.error)));
  const order = answer.value;

  if (!order) {
    const ageMinutes = (Date.now() - booking.createdAt.getTime()) / 60_000;
    if (booking.pendingCall === 'book' && ageMinutes >= NOT_FOUND_GIVE_UP_MINUTES) {
      await db.transaction(async (tx) => {
        await noteOnBooking(tx, booking.id, 'needs_person', null, { reason: 'the supplier has no order under this reference' });
        await tx.update(bookings).set({ pendingCall: null }).where(eq(bookings.id, booking.id));
      });
      return;
    }
    throw new NotYet('not found yet');
  }

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
    if (!current || current.pendingCall === null) return; // settled meanwhile
    await noteOnBooking(tx, current.id, 'supplier_checked', null, { supplier_status: order.status, pnr: order.pnr });
    if (current.pendingCall === 'book') {
      const waiting =
        current.status === 'pending'
          ? await moveBooking(tx, current.id, { event: 'answer_lost', actorId: null, set: { pendingCall: 'book' } })
          : current;
      await applyOrder(deps, tx, waiting, order, null);
      return;
    }
    await settleIssue(tx, current, order);
  });
}

/** After an issue whose answer was lost (or a process that stopped while issuing). */
async function settleIssue(tx: Tx, booking: TBookingRow, order: TSupplierBooking) {
  const set = { ...fromSupplier(order), pendingCall: null };
  if (order.status === 'ticketed') {
    await moveBooking(tx, booking.id, {
      event: 'ticketed',
      actorId: null,
      detail: { pnr: order.pnr, tickets: order.tickets.map((t) => t.number) },
      set,
      tickets: order.tickets,
    });
    return;
  }
  if (order.status === 'confirmed') throw new NotYet('paid at the supplier, tickets not out yet');
  if (order.status === 'held') {
    // The issue did not happen: the hold stands and the money goes back; staff see it in their queue.
    const event = booking.status === 'ticketing' ? 'issue_failed' : 'hold_booked';
    const held = await moveBooking(tx, booking.id, {
      event,
      actorId: null,
      detail: { reason: 'the supplier did not issue' },
      set: { ...set, needsApproval: true },
    });
    await refundIfPaid(tx, held, 'the tickets were not issued', null);
    return;
  }
  const ended = await moveBooking(tx, booking.id, {
    event: order.status === 'voided' ? 'voided' : 'released',
    actorId: null,
    detail: { supplier_status: order.status },
    set,
  });
  await refundIfPaid(tx, ended, `the supplier reports the booking ${order.status}`, null);
}
