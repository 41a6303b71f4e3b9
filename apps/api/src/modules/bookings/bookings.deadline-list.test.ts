import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

// The agent's home lists the agency's holds whose own deadline is near: GET /get-bookings with
// `deadline_within_hours`, soonest first.

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

/** A hold for one more passenger on the same flight, its agency deadline moved to `deadline`. */
async function holdDueAt(flightId: string, name: string, deadline: Date) {
  const res = await w.book(flightId, { passengers: [adult({ given_name: name })] });
  expect(res.statusCode, res.body).toBe(200);
  const booking = res.json().data.booking as { id: string; reference: string; status: string };
  expect(booking.status).toBe('held');
  await w.t.database.db.update(bookings).set({ agencyDeadlineAt: deadline }).where(eq(bookings.id, booking.id));
  return booking;
}

const list = (query: string, token = w.tok.agent, path = '/api/get-bookings') =>
  w.t.request({ method: 'GET', url: `${path}?${query}`, token });

describe('holds near their agency deadline', () => {
  it('lists the holds whose deadline is ahead and within the hours asked, soonest first', async () => {
    const flightId = await w.searchOffer();
    const late = await holdDueAt(flightId, 'LATE', inHours(20));
    const soon = await holdDueAt(flightId, 'SOON', inHours(2));
    const later = await holdDueAt(flightId, 'LATER', inHours(30));
    const passed = await holdDueAt(flightId, 'PASSED', inHours(-1));
    const cancelled = await holdDueAt(flightId, 'GONE', inHours(5));
    expect((await w.action('cancel-pnr', cancelled.id)).json().data.booking.status).toBe('cancelled');

    const res = await list('status=held&deadline_within_hours=24');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { id: string; deadlines: { agency_deadline_at: string } }[];
    expect(items.map((b) => b.id)).toEqual([soon.id, late.id]);
    expect(Date.parse(items[0]!.deadlines.agency_deadline_at)).toBeLessThan(Date.parse(items[1]!.deadlines.agency_deadline_at));
    expect(res.json().data.pagination.total).toBe(2);

    // Any status with a deadline in the window (the cancelled hold still keeps its deadline).
    const any = await list('deadline_within_hours=24');
    expect(any.json().data.items.map((b: { id: string }) => b.id)).toEqual([soon.id, cancelled.id, late.id]);
    // Without the filter the list stays newest first. The hold whose deadline passed is left out
    // of the comparison: the deadline sweep (every five minutes) may have expired it meanwhile.
    const all = await list('status=held');
    const held = all.json().data.items.map((b: { id: string }) => b.id) as string[];
    expect(held.filter((id) => id !== passed.id)).toEqual([later.id, soon.id, late.id]);
    // The desk reads the same filter.
    const desk = await list('status=held&deadline_within_hours=3', w.tok.admin, '/api/get-admin-bookings');
    expect(desk.json().data.items.map((b: { id: string }) => b.id)).toEqual([soon.id]);
  });

  it('refuses hours that are not whole, under one or over a week', async () => {
    for (const hours of ['0', '1.5', '169', 'soon']) {
      const res = await list(`deadline_within_hours=${hours}`);
      expect(res.statusCode, hours).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['deadline_within_hours']);
    }
  });
});
