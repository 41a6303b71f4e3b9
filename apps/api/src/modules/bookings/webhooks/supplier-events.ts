import { bookings, supplierEvents, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { TBookingDeps } from '../booking-deps';
import { duffelAirlineChange, type TDuffelAirlineChange } from '@/modules/flights/suppliers/duffel/duffel-airline-change';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { recordAirlineChange } from '@/modules/schedule-changes/record-change';
import { moveBooking, type TBookingRow } from '../booking-transition';
import { reconcileBooking } from '../services/reconcile-booking';
import { refundIfPaid } from '../services/refund-if-paid';

export const SUPPLIER_EVENT_JOB = 'bookings.supplier-event';

interface TEventObject {
  id?: string;
  order_id?: string;
  metadata?: { safar_reference?: string } | null;
}

/** The booking an event is about: by our reference in the order's metadata, else by the supplier's order id. */
async function bookingOf(tx: Tx, supplierCode: string, object: TEventObject): Promise<TBookingRow | null> {
  const reference = object.metadata?.safar_reference;
  if (reference) {
    const [byReference] = await tx.select().from(bookings).where(eq(bookings.reference, reference)).for('update');
    if (byReference) return byReference;
  }
  const orderId = object.order_id ?? object.id;
  if (!orderId) return null;
  const [byOrder] = await tx
    .select()
    .from(bookings)
    .where(sql`${bookings.supplierCode} = ${supplierCode} and ${bookings.supplierOrderKey} = ${orderId}`)
    .for('update');
  return byOrder ?? null;
}

/**
 * Acts on one stored supplier event, once (the row is marked processed in the same
 * transaction). An event is a hint, never the evidence: an order created or paid makes the
 * booking check the order with the supplier (an order made after a 202 gets its id first); a
 * creation that failed fails a booking still waiting for its answer; an airline's change lands,
 * once per change id, in the agency's inbox of changes and on the booking's timeline. Events may come in any order.
 */
export async function processSupplierEvent(deps: TBookingDeps, eventRowId: string): Promise<void> {
  const db = deps.app.db;
  const check = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(supplierEvents).where(eq(supplierEvents.id, eventRowId)).for('update');
    if (!event || event.processedAt) return null;
    const payload = event.payload as { data?: { object?: TEventObject } };
    const object = payload.data?.object ?? {};
    const booking = await bookingOf(tx as Tx, event.supplierCode, object);
    let outcome = 'no booking';
    let reconcile: string | null = null;
    if (booking) {
      outcome = booking.status;
      if (event.type === 'order.airline_initiated_change_detected' && !object.id) {
        outcome = 'no change id';
      } else if (event.type === 'order.airline_initiated_change_detected') {
        const change = duffelAirlineChange(object as TDuffelAirlineChange, (booking.offer as TSupplierOffer).slices);
        const recorded = await recordAirlineChange(tx as Tx, deps.app, booking, change);
        outcome = recorded ? 'recorded' : 'already recorded';
      } else if (event.type === 'order.creation_failed') {
        if (booking.pendingCall === 'book' && (booking.status === 'pending' || booking.status === 'outcome_unknown')) {
          const failed = await moveBooking(tx, booking.id, {
            event: 'refused',
            actorId: null,
            detail: { event: event.eventId },
            set: { pendingCall: null },
          });
          await refundIfPaid(tx as Tx, failed, 'the supplier could not create the order', null);
          outcome = 'failed';
        }
      } else {
        // Created or paid: the order id makes the booking findable, then the supplier's record decides.
        const orderId = event.type === 'order.created' ? object.id : object.order_id;
        if (orderId && !booking.supplierOrderKey)
          await tx.update(bookings).set({ supplierOrderKey: orderId }).where(eq(bookings.id, booking.id));
        if (booking.pendingCall) reconcile = booking.id;
      }
    }
    await tx
      .update(supplierEvents)
      .set({ bookingId: booking?.id ?? null, outcome, processedAt: sql`now()` })
      .where(eq(supplierEvents.id, event.id));
    return reconcile;
  });
  // The check's own job retries it on its schedule; a supplier not ready yet is no failure of the event.
  if (check) await reconcileBooking(deps, check).catch(() => undefined);
}
