import { activityLogs, bookingEvents, ledgerTransactions, notifications, outgoingMails, scheduleChanges } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { adult, buildBookingWorld, CONTACT, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { userByEmail } from '@/modules/users/users.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { finishInterruptedAnswers } from './answer-change';
import { pullAirlineChanges } from './record-change';

// Airlines' changes end to end on the simulated GDS: made on demand, reported any number of
// times, seen by the right people, and answered once.

let w: TBookingWorld;
let n = 0;
const someone = () => adult({ given_name: `CHANGE${String.fromCharCode(65 + n++)}` });

beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(10_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

/** A ticketed booking (paid from the wallet), booked in `locale`. */
const ticketed = async (locale = 'en') => {
  const flightId = await w.searchOffer();
  const res = await w.t.request({
    method: 'POST',
    url: '/api/bookings',
    token: w.tok.agent,
    headers: { 'accept-language': locale },
    payload: { flight_id: flightId, passengers: [someone()], contact: CONTACT },
  });
  const held = res.json().data.booking;
  const confirmed = await w.action('confirm-pnr', held.id);
  expect(confirmed.json().data.booking.status, confirmed.body).toBe('ticketed');
  return held.id as string;
};

const simulate = (bookingId: string, body: Record<string, unknown> = {}, token = w.tok.reservation) =>
  w.t.request({ method: 'POST', url: '/api/schedule-changes/simulate', token, payload: { booking_id: bookingId, ...body } });
const answer = (changeId: string, answer: 'accept' | 'refund', token = w.tok.agent, locale?: string) =>
  w.t.request({
    method: 'POST',
    url: '/api/schedule-changes/answer',
    token,
    payload: { change_id: changeId, answer },
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });
const changesOf = (bookingId: string) => w.t.database.db.select().from(scheduleChanges).where(eq(scheduleChanges.bookingId, bookingId));

describe('schedule changes', () => {
  it('lands a change made by the simulated airline once, however often it is reported', async () => {
    const id = await ticketed();
    const made = await simulate(id, { kind: 'retime', minutes: 95 });
    expect(made.statusCode, made.body).toBe(200);
    const change = made.json().data.change;
    expect(change).toMatchObject({ kind: 'schedule', status: 'open', changed_flights: 1, answers: ['accept', 'refund'] });
    expect(change.differences.flights[0]).toMatchObject({ change: 'retimed', departure_shift_minutes: 95, arrival_shift_minutes: 95 });
    expect(change.before[0][0].departure_local).not.toBe(change.after[0][0].departure_local);
    // Reported ten times more, some at once: still one change, one timeline entry.
    for (let i = 0; i < 5; i++) expect(await pullAirlineChanges(w.deps, id)).toBe(0);
    expect(await Promise.all(Array.from({ length: 5 }, () => pullAirlineChanges(w.deps, id)))).toEqual([0, 0, 0, 0, 0]);
    expect(await changesOf(id)).toHaveLength(1);
    const notes = await w.t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'airline_change')));
    expect(notes).toHaveLength(1);
    // The agency's agent was told once, with a link to the change.
    const told = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.agentId), eq(notifications.type, 'schedule_change')));
    expect(told.filter((n) => n.link === `/agent/schedule-changes/${change.id}`)).toHaveLength(1);
    // The agent's screen shows it on the booking's timeline, and in the inbox.
    const details = await w.t.request({ method: 'GET', url: `/api/get-flight-booking-details?id=${id}`, token: w.tok.agent });
    expect(details.json().data.booking.timeline.at(-1)).toMatchObject({ kind: 'airline_change', actor: null });
    const inbox = await w.t.request({ method: 'GET', url: `/api/schedule-changes?booking_id=${id}`, token: w.tok.agent });
    expect(inbox.json().data.items).toMatchObject([{ id: change.id, status: 'open', booking: { id } }]);
  });

  it('accepting puts the new flights on the booking and tells the customer; a second answer is refused', async () => {
    const id = await ticketed();
    const before = await w.row(id);
    const change = (await simulate(id, { kind: 'retime', minutes: 120 })).json().data.change;
    const accepted = await answer(change.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.change).toMatchObject({ status: 'accepted', answers: [], answered_by: { name: expect.any(String) } });
    const after = await w.row(id);
    const slices = (after.offer as TSupplierOffer).slices;
    expect(slices[0]!.segments[0]!.departureLocal).toBe(change.after[0][0].departure_local);
    expect(after.departsAt.getTime() - before.departsAt.getTime()).toBe(120 * 60_000);
    expect(after.status).toBe('ticketed');
    expect(after.version).toBeGreaterThan(before.version);
    // The supplier has the new flights too.
    const order = await w.supplier.retrieve(after.supplierOrderKey!, { signal: AbortSignal.timeout(5000) });
    expect(order.offer!.slices[0]!.segments[0]!.departureLocal).toBe(change.after[0][0].departure_local);
    // Answered already: 409, in the reader's language, whoever asks.
    const again = await answer(change.id, 'refund', w.tok.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message.description).toBe('This change was already answered: it is accepted.');
    expect((await answer(change.id, 'accept', w.tok.agent, 'ar')).json().message.description).toBe(
      'تمت الإجابة عن هذا التغيير مسبقًا: حالته مقبول.',
    );
    const mails = await w.t.database.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'schedule_change_accepted'));
    expect(mails.filter((m) => m.to === after.contactEmail && m.subject.includes(after.reference))).toHaveLength(1);
    const kinds = (await w.t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).map((e) => e.kind);
    expect(kinds).toContain('airline_change_accepted');
    const logged = await w.t.database.db.select().from(activityLogs).where(eq(activityLogs.subjectId, change.id));
    expect(logged.map((l) => l.action).sort()).toEqual(['schedule_change.accepted', 'schedule_change.received']);
  });

  it('an answer a stopped process left half-way is finished by the sweep, told to the airline once', async () => {
    for (const toldBeforeStop of [true, false]) {
      const id = await ticketed();
      const change = (await simulate(id, { kind: 'retime', minutes: 45 })).json().data.change;
      const booking = await w.row(id);
      // The process claimed the answer (and perhaps told the airline), then stopped before applying it.
      await w.t.database.db
        .update(scheduleChanges)
        .set({ status: 'answering', answer: 'accept', answeredBy: w.agentId, updatedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(scheduleChanges.id, change.id));
      const [row] = await changesOf(id);
      if (toldBeforeStop)
        await w.supplier.answerAirlineChange!({ changeKey: row!.changeKey, orderKey: booking.supplierOrderKey! }, 'accept', {
          signal: AbortSignal.timeout(5000),
        });
      expect(await finishInterruptedAnswers(w.deps)).toBe(1);
      const [done] = await changesOf(id);
      expect(done).toMatchObject({ status: 'accepted', answer: 'accept' });
      const slices = ((await w.row(id)).offer as TSupplierOffer).slices;
      expect(slices[0]!.segments[0]!.departureLocal).toBe(change.after[0][0].departure_local);
      const order = await w.supplier.retrieve(booking.supplierOrderKey!, { signal: AbortSignal.timeout(5000) });
      expect(order.offer!.slices[0]!.segments[0]!.departureLocal).toBe(change.after[0][0].departure_local);
      // Nothing left to finish; an answer being given now (not stale) is not touched.
      expect(await finishInterruptedAnswers(w.deps)).toBe(0);
    }
  });

  it('a refund gives the wallet back all it paid, once, even when two answers come at once; the mail is in the booking language', async () => {
    // Booked in Arabic: the booking's mail goes in Arabic, whoever answers and in whatever language.
    const id = await ticketed('ar');
    const paid = await w.row(id);
    const change = (await simulate(id, { kind: 'cancel' })).json().data.change;
    expect(change).toMatchObject({ kind: 'cancellation', answers: ['refund'], refund: { amount_minor: paid.dueMinor, currency: 'PKR' } });
    expect(change.differences.flights.every((f: { change: string }) => f.change === 'cancelled')).toBe(true);
    // A cancelled itinerary cannot be accepted.
    expect((await answer(change.id, 'accept')).statusCode).toBe(409);
    const wallet = await w.available();
    const both = await Promise.all([answer(change.id, 'refund'), answer(change.id, 'refund', w.tok.reservation)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await w.available()).toBe(wallet + paid.dueMinor);
    const row = await w.row(id);
    expect(row.status).toBe('cancelled');
    const refunds = await w.t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reversesTransactionId, paid.paymentTransactionId!));
    expect(refunds).toHaveLength(1);
    expect(row.refundTransactionId).toBe(refunds[0]!.id);
    const order = await w.supplier.retrieve(row.supplierOrderKey!, { signal: AbortSignal.timeout(5000) });
    expect(order.status).toBe('cancelled');
    const [mail] = await w.t.database.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'schedule_change_refunded'));
    expect(mail!.to).toBe(row.contactEmail);
    expect(mail!.subject).toBe(`أُلغي حجزك ${row.reference} بعد تغيير شركة الطيران`);
  });

  it("shows an agent its own agency's changes only, and lets only staff make the simulated airline change", async () => {
    const id = await ticketed();
    expect((await simulate(id, { kind: 'renumber' }, w.tok.agent)).statusCode).toBe(403);
    const change = (await simulate(id, { kind: 'renumber' })).json().data.change;
    expect(change.differences.flights[0]).toMatchObject({ change: 'renumbered', flight_number_changed: true });
    // An approved agent of another agency.
    const skyline = (await userByEmail(w.t, 'pending-agent@example.com')).agencyId!;
    const stranger = await buildUser(w.t.database.db, { role: 'agent', agencyId: skyline, isApproved: true, isFormFilled: true });
    const strangerToken = await tokenFor(w.t, stranger.email);
    const theirs = await w.t.request({ method: 'GET', url: '/api/schedule-changes', token: strangerToken });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.items).toEqual([]);
    expect((await w.t.request({ method: 'GET', url: `/api/schedule-change?id=${change.id}`, token: strangerToken })).statusCode).toBe(404);
    expect((await answer(change.id, 'accept', strangerToken)).statusCode).toBe(404);
    // The agency's own agent and staff see it.
    const own = await w.t.request({ method: 'GET', url: '/api/schedule-changes?status=open', token: w.tok.agent });
    expect(own.json().data.items.map((c: { id: string }) => c.id)).toContain(change.id);
    const staff = await w.t.request({ method: 'GET', url: `/api/schedule-change?id=${change.id}`, token: w.tok.reservation });
    expect(staff.json().data.change).toMatchObject({ id: change.id, answers: ['accept', 'refund'] });
    // Finance staff read them and answer nothing; other staff roles do not reach them.
    const finance = await w.t.request({ method: 'GET', url: `/api/schedule-change?id=${change.id}`, token: w.tok.accounts });
    expect(finance.json().data.change.answers).toEqual([]);
    expect((await answer(change.id, 'accept', w.tok.accounts)).statusCode).toBe(403);
    expect((await w.t.request({ method: 'GET', url: '/api/schedule-changes', token: w.tok.salesman })).statusCode).toBe(403);
  });

  it('refuses to accept new flights for a booking that has ended, and leaves the change to answer', async () => {
    const held = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    const change = (await simulate(held.id, { kind: 'retime', minutes: -30 })).json().data.change;
    expect(change.differences.flights[0]).toMatchObject({ departure_shift_minutes: -30 });
    expect((await w.action('cancel-pnr', held.id)).json().data.booking.status).toBe('cancelled');
    const refused = await answer(change.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.code).toBe('conflict');
    const [row] = await changesOf(held.id);
    expect(row!.status).toBe('open');
    // The booking keeps the flights it had.
    const kept = ((await w.row(held.id)).offer as TSupplierOffer).slices[0]!.segments[0]!.departureLocal;
    expect(kept).toBe(change.before[0][0].departure_local);
    expect(kept).not.toBe(change.after[0][0].departure_local);
  });
});
