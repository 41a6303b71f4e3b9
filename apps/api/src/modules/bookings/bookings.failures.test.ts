import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { payForBooking } from './services/confirm-booking';
import { sweep } from './services/booking-jobs';
import { reconcileBooking } from './services/reconcile-booking';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

// What a supplier's failures do to a booking and the wallet: nothing is lost, nothing is taken
// twice, and a booking whose answer was lost is settled on the supplier's evidence.

let w: TBookingWorld;
let n = 0;
/** A passenger nobody booked yet (the duplicate guard keys on names and birth date). */
const someone = () => adult({ given_name: `PAX${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n++ / 26))}` });

beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(50_000_000_00);
});
beforeEach(() => w.setFault('none'));
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

/** The checks queued for a booking (the reconcile job's rows). */
async function checksQueued(bookingId: string): Promise<number> {
  const { rows } = await w.t.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'bookings.reconcile' and data->>'bookingId' = $1`,
    [bookingId],
  );
  return (rows[0] as { n: number }).n;
}

async function held() {
  const res = await w.book(await w.searchOffer(), { passengers: [someone()] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as { id: string; due_minor: number; status: string };
}

describe('booking faults', () => {
  it('a refused booking fails for certain and books nothing', async () => {
    const flightId = await w.searchOffer();
    const orders = await w.supplierOrders();
    w.setFault('book_fails');
    const res = await w.book(flightId, { passengers: [someone()] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toMatch(/^The airline refused the booking/);
    expect((await w.row(res.json().message.details.booking_id)).status).toBe('failed');
    expect(await w.supplierOrders()).toBe(orders);
  });

  it('a booking whose answer is lost waits, then the check finds the one order the supplier made', async () => {
    const flightId = await w.searchOffer();
    w.setFault('book_lost');
    const res = await w.book(flightId, { passengers: [someone()] });
    const booking = res.json().data.booking;
    expect(booking.status).toBe('outcome_unknown');
    expect(res.json().message.description).toMatch(/has not answered yet/);
    w.setFault('none');
    const orders = await w.supplierOrders();
    await reconcileBooking(w.deps, booking.id);
    const settled = await w.row(booking.id);
    expect(settled).toMatchObject({ status: 'held', pendingCall: null });
    expect(settled.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(await w.supplierOrders()).toBe(orders);
    // Checking again changes nothing.
    await reconcileBooking(w.deps, booking.id);
    expect((await w.row(booking.id)).version).toBe(settled.version);
  });

  it('the same request key sent ten times makes one booking and one supplier order', async () => {
    const flightId = await w.searchOffer();
    const orders = await w.supplierOrders();
    const body = { passengers: [someone()] };
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await w.book(flightId, body, undefined, 'same-key-ten-times'));
    const ids = new Set(answers.map((a) => a.json().data.booking.id));
    expect(ids.size).toBe(1);
    expect(await w.supplierOrders()).toBe(orders + 1);
  });

  it('an issue the airline refuses gives the wallet back whole; the hold stands and goes to the staff queue', async () => {
    const booking = await held();
    const before = await w.available();
    w.setFault('issue_fails');
    const res = await w.action('confirm-pnr', booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'held', needs_approval: true });
    expect(res.json().message.description).toMatch(/refunded/);
    expect(await w.available()).toBe(before);
    const kinds = res.json().data.booking.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(-3)).toEqual(['paid', 'issue_failed', 'refunded']);
    // Staff approve it from the queue once the airline issues again.
    w.setFault('none');
    const approved = await w.action('approve-booking', booking.id, {}, w.tok.reservation);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.booking.status).toBe('ticketed');
    expect(await w.available()).toBe(before - booking.due_minor);
    await expectLedgerInvariants(w.t.database.db);
  });

  it('an issue whose answer is lost keeps the money reserved until the check finds the tickets', async () => {
    const booking = await held();
    const before = await w.available();
    w.setFault('issue_lost');
    const res = await w.action('confirm-pnr', booking.id);
    expect(res.json().data.booking.status).toBe('outcome_unknown');
    expect(await w.available()).toBe(before - booking.due_minor);
    // Its check is scheduled with the lost answer, not left to the sweep.
    expect(await checksQueued(booking.id)).toBe(1);
    w.setFault('none');
    await reconcileBooking(w.deps, booking.id);
    expect((await w.row(booking.id)).status).toBe('ticketed');
    expect(await w.available()).toBe(before - booking.due_minor);
  });

  it('a process stopped after the payment, before the issue: the check gives the money back and the hold stands', async () => {
    const booking = await held();
    const before = await w.available();
    // What step 1 of confirm leaves behind when the process stops right after it.
    await payForBooking(w.deps, w.agentId, booking.id);
    expect((await w.row(booking.id)).status).toBe('ticketing');
    expect(await w.available()).toBe(before - booking.due_minor);
    // The sweep leaves a call that may still be running alone, and hands one older than the
    // longest call to the check.
    await sweep(w.deps);
    expect(await checksQueued(booking.id)).toBe(0);
    await w.t.database.executeSql(`update bookings set updated_at = now() - interval '2 minutes' where id = $1`, [booking.id]);
    await sweep(w.deps);
    expect(await checksQueued(booking.id)).toBe(1);
    // A check still waiting (or retrying) is not sent twice by the next sweep.
    await sweep(w.deps);
    expect(await checksQueued(booking.id)).toBe(1);
    await reconcileBooking(w.deps, booking.id);
    expect((await w.row(booking.id)).status).toBe('held');
    expect(await w.available()).toBe(before);
    await expectLedgerInvariants(w.t.database.db);
  });

  it('a process stopped after the supplier issued, before the answer was saved: the check records the tickets, the payment stays', async () => {
    const booking = await held();
    const before = await w.available();
    const { booking: paid } = await payForBooking(w.deps, w.agentId, booking.id);
    await w.supplier.issue(paid.supplierOrderKey!, { signal: AbortSignal.timeout(5000) });
    await reconcileBooking(w.deps, booking.id);
    const row = await w.row(booking.id);
    expect(row.status).toBe('ticketed');
    expect(await w.available()).toBe(before - booking.due_minor);
  });

  it('refuses a second confirm while the first is under way, and never pays twice', async () => {
    const booking = await held();
    const before = await w.available();
    const answers = await Promise.all([w.action('confirm-pnr', booking.id), w.action('confirm-pnr', booking.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await w.available()).toBe(before - booking.due_minor);
  });
});
