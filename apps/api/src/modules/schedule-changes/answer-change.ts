import { BOOKING_EVENTS, type TAnswerScheduleChange, type TBookingStatus } from '@safar/contracts';
import { bookings, scheduleChanges, type Tx } from '@safar/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { callSupplier, errorDetail } from '@/modules/bookings/booking-supplier';
import { moveBooking, noteOnBooking, wrongState, type TBookingRow } from '@/modules/bookings/booking-transition';
import { refundIfPaid } from '@/modules/bookings/services/refund-if-paid';
import type { TSupplierOffer, TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { mailChangeAnswer } from './change-mail';
import { answersFor, assertReachesChange } from './schedule-changes.policy';
import type { TScheduleChangeRow } from './record-change';

const answered = (status: string) =>
  new AppError('conflict', {
    key: 'messages.schedule_change_answered',
    params: { status: { t: `bookings.change_status_${status}` } },
    details: { status },
  });

/** A booking whose flights stand (or may be paid and issued) takes new ones; an ended or unsettled one does not. */
const ACCEPT_FROM: readonly TBookingStatus[] = ['held', 'awaiting_approval', 'ticketing', 'ticketed', 'void_requested'];

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000);

/**
 * The booking with the new flights: the offer's slices replaced, the first departure instant
 * moved by as much as its local time moved (same airport, same zone), the last flight's day.
 */
function withNewFlights(booking: TBookingRow, after: TSupplierSlice[]) {
  const offer = booking.offer as TSupplierOffer;
  const firstBefore = offer.slices[0]!.segments[0]!.departureLocal;
  const firstAfter = after[0]!.segments[0]!.departureLocal;
  const lastSlice = after[after.length - 1]!;
  return {
    offer: { ...offer, slices: after },
    departsAt: new Date(booking.departsAt.getTime() + minutesBetween(firstBefore, firstAfter) * 60_000),
    lastFlightOn: lastSlice.segments[lastSlice.segments.length - 1]!.departureLocal.slice(0, 10),
  };
}

/**
 * The agency's one answer to an airline's change. The change row is locked and claimed
 * (open → answering, with the answer written on it) first, so of two answers at once the second
 * finds it taken (409); then `tellAndApply` tells the supplier and applies the answer.
 */
export async function answerScheduleChange(
  deps: TBookingDeps,
  req: FastifyRequest,
  user: AuthUser,
  body: TAnswerScheduleChange,
): Promise<TScheduleChangeRow> {
  const claimed = await deps.app.db.transaction(async (tx) => {
    const [change] = await tx.select().from(scheduleChanges).where(eq(scheduleChanges.id, body.change_id)).for('update');
    const row = assertReachesChange(user, change);
    if (row.status !== 'open') throw answered(row.status);
    if (!answersFor(user, row).includes(body.answer)) throw new AppError('conflict', { key: 'messages.schedule_change_only_refund' });
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId));
    const refundFrom = BOOKING_EVENTS.airline_change_refunded.from as readonly TBookingStatus[];
    const allowed = body.answer === 'refund' ? refundFrom : ACCEPT_FROM;
    if (!allowed.includes(booking!.status)) throw wrongState(booking!.status);
    const [taken] = await tx
      .update(scheduleChanges)
      .set({ status: 'answering', answer: body.answer, answerNote: body.note ?? null, answeredBy: user.id, updatedAt: sql`now()` })
      .where(eq(scheduleChanges.id, row.id))
      .returning();
    return { change: taken!, booking: booking! };
  });
  return tellAndApply(deps, req, claimed.change, claimed.booking);
}

/** An answer claimed this long ago and still "answering" was left by a process that stopped (a supplier call is far shorter). */
const INTERRUPTED_AFTER_MINUTES = 3;

/**
 * Finishes the answers a stopped process left half-way (claimed, perhaps told to the supplier,
 * not applied): each is told again (a supplier takes the same answer twice as once) and applied,
 * or put back to open when the supplier refuses it. Run by the schedule changes' sweep.
 */
export async function finishInterruptedAnswers(deps: TBookingDeps): Promise<number> {
  const db = deps.app.db;
  const stale = await db
    .select()
    .from(scheduleChanges)
    .where(
      and(
        eq(scheduleChanges.status, 'answering'),
        lt(scheduleChanges.updatedAt, sql`now() - make_interval(mins => ${INTERRUPTED_AFTER_MINUTES})`),
      ),
    );
  let finished = 0;
  for (const change of stale) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, change.bookingId));
    if (!booking || !change.answer) continue;
    try {
      await tellAndApply(deps, null, change, booking);
      finished++;
    } catch (err) {
      deps.app.log.warn({ err, scheduleChange: change.id }, 'interrupted schedule change answer not finished');
    }
  }
  return finished;
}

/**
 * Tells the supplier a claimed answer (outside any transaction, where its adapter takes answers),
 * and only once it agreed applies it: accepting puts the new flights on the booking; a refund
 * cancels the booking and gives the wallet back all it paid, the airline margin too and no fee,
 * through the booking's refund posting. A supplier refusal puts the change back to open; no answer
 * leaves it claimed for the sweep to finish.
 */
async function tellAndApply(
  deps: TBookingDeps,
  req: FastifyRequest | null,
  change: TScheduleChangeRow,
  booking: TBookingRow,
): Promise<TScheduleChangeRow> {
  const db = deps.app.db;
  const answer = change.answer!;
  const actorId = change.answeredBy;
  const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
  if (supplier?.answerAirlineChange && booking.supplierOrderKey) {
    const orderKey = booking.supplierOrderKey;
    const told = await callSupplier((ctx) => supplier.answerAirlineChange!({ changeKey: change.changeKey, orderKey }, answer, ctx));
    if (told.outcome === 'unknown') throw new AppError('conflict', { key: 'messages.schedule_change_answer_pending' });
    if (told.outcome !== 'answered') {
      await db.transaction(async (tx) => {
        await tx
          .update(scheduleChanges)
          .set({ status: 'open', answer: null, answerNote: null, answeredBy: null, updatedAt: sql`now()` })
          .where(eq(scheduleChanges.id, change.id));
        await noteOnBooking(tx, booking.id, 'airline_change_answer_failed', actorId, { answer, ...errorDetail(told.error) });
      });
      throw new AppError('conflict', { key: 'messages.schedule_change_supplier_refused', params: { reason: told.error.message } });
    }
  }

  const reopen = () =>
    db
      .update(scheduleChanges)
      .set({ status: 'open', answer: null, answerNote: null, answeredBy: null, updatedAt: sql`now()` })
      .where(eq(scheduleChanges.id, change.id));
  // Should the booking have moved meanwhile (voided by staff, say), the change is left to answer again.
  return applyAnswer().catch(async (err: unknown) => {
    await reopen();
    throw err;
  });

  function applyAnswer() {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
      let after: TBookingRow;
      const detail = { change_id: change.id, answer, ...(change.answerNote ? { note: change.answerNote } : {}) };
      if (answer === 'accept') {
        const [updated] = await tx
          .update(bookings)
          .set({
            ...withNewFlights(locked!, change.after as TSupplierSlice[]),
            version: sql`${bookings.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(bookings.id, booking.id))
          .returning();
        after = updated!;
        await noteOnBooking(tx, booking.id, 'airline_change_accepted', actorId, detail);
      } else {
        const moved = await moveBooking(tx, booking.id, { event: 'airline_change_refunded', actorId, detail }, locked);
        after = await refundIfPaid(tx as Tx, moved, 'the airline changed the flights', actorId);
      }
      const [done] = await tx
        .update(scheduleChanges)
        .set({
          status: answer === 'accept' ? 'accepted' : 'refunded',
          answeredAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(scheduleChanges.id, change.id), eq(scheduleChanges.status, 'answering')))
        .returning();
      await recordActivity(tx, req, {
        action: answer === 'accept' ? 'schedule_change.accepted' : 'schedule_change.refunded',
        actorId,
        subjectType: 'schedule_change',
        subjectId: change.id,
        before: { status: 'open', booking_status: booking.status },
        after: { status: done!.status, booking: booking.reference, booking_status: after.status },
      });
      await mailChangeAnswer(tx as Tx, deps.app, req?.wakeJobs, after, answer);
      return done!;
    });
  }
}
