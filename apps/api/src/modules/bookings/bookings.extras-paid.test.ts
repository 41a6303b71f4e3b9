import type { TAncillaries, TBookingDetails } from '@safar/contracts';
import { bookings, simOrders } from '@safar/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

/*
 * A supplier that adds extras only to an order paid when it is made (Duffel does): a booking with
 * extras is made and paid at once on "ticket now", refused on "hold" before anything is written,
 * and refused to an agent whose agency's tickets wait for staff approval (booking at once would
 * skip it). The simulated supplier is told to behave the same.
 */

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld({}, { servicesOnlyWhenPaid: true });
  await w.fund(10_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

/** An offer with one extra 23 kg bag chosen for its first passenger, and the bag's price. */
async function offerWithBag(): Promise<{ flightId: string; bagMinor: number }> {
  const flightId = await w.searchOffer();
  const res = await w.t.request({ method: 'GET', url: `/api/ancillaries?flight_id=${encodeURIComponent(flightId)}`, token: w.tok.agent });
  expect(res.statusCode, res.body).toBe(200);
  const bag = (res.json().data.ancillaries as TAncillaries).bags.find((b) => b.kind === 'checked' && b.kg === 23)!;
  const saved = await w.t.request({
    method: 'POST',
    url: '/api/patch-ancillaries',
    token: w.tok.agent,
    payload: { flight_id: flightId, selections: [{ id: bag.id, passenger_index: 0, quantity: 1 }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { flightId, bagMinor: bag.price_minor };
}

const counts = async () => ({
  bookings: (await w.t.database.db.select({ n: count() }).from(bookings))[0]!.n,
  orders: (await w.t.database.db.select({ n: count() }).from(simOrders))[0]!.n,
});

const setApproval = async (on: boolean) =>
  expect(
    (
      await w.t.request({
        method: 'PUT',
        url: '/api/agency-ticketing-approval',
        token: w.tok.admin,
        payload: { agency_id: w.agencyId, ticketing_approval: on },
      })
    ).statusCode,
  ).toBe(200);

describe('extras a supplier adds only to a booking paid at once', () => {
  it('refuses a hold with them before anything is written, in both languages', async () => {
    const { flightId } = await offerWithBag();
    const before = await counts();
    const res = await w.book(flightId, { passengers: [adult({ given_name: 'HOLDBAG' })], ticketing: 'hold' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message.description).toMatch(/ticketed at once/);
    const ar = await w.t.request({
      method: 'POST',
      url: '/api/bookings',
      token: w.tok.agent,
      headers: { 'accept-language': 'ar' },
      payload: {
        flight_id: flightId,
        contact: { email: 'a@agency.example', phone: '+923001234567' },
        passengers: [adult({ given_name: 'HOLDBAG' })],
        ticketing: 'hold',
      },
    });
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message.description).toMatch(/[\u0600-\u06FF]/);
    expect(await counts()).toEqual(before);
  });

  it('books and pays them at once on "ticket now", with the bag on the supplier\'s order', async () => {
    const { flightId, bagMinor } = await offerWithBag();
    const before = await w.available();
    const res = await w.book(flightId, { passengers: [adult({ given_name: 'NOWBAG' })], ticketing: 'now' });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.booking as TBookingDetails;
    expect(booking.status).toBe('ticketed');
    expect(booking.extras.map((e) => [e.kind, e.quantity, e.total_minor])).toEqual([['bag', 1, bagMinor]]);
    expect(before - (await w.available())).toBe(booking.due_minor);
    const [order] = await w.t.database.db.select().from(simOrders).where(eq(simOrders.pnr, booking.pnr!));
    expect((order!.record as { services: unknown[] }).services).toHaveLength(1);
  });

  it('refuses "ticket now" to an agent whose agency waits for staff approval, writing nothing', async () => {
    await setApproval(true);
    try {
      const { flightId } = await offerWithBag();
      const before = await counts();
      const res = await w.book(flightId, { passengers: [adult({ given_name: 'WAITBAG' })], ticketing: 'now' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message.description).toMatch(/staff approval/);
      expect(await counts()).toEqual(before);
    } finally {
      await setApproval(false);
    }
  });
});
