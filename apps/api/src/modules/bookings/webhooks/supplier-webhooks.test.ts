import { bookings, supplierEvents } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { signDuffelWebhook } from '@/modules/flights/suppliers/duffel/duffel-webhook-signature';
import { adult, buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';
import { shiftLocal } from '@/modules/flights/suppliers/simulated/airline-changes';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { processSupplierEvent, SUPPLIER_EVENT_JOB } from './supplier-events';

// The webhook route and what an event does to a booking. The events are Duffel's in shape; the
// booking behind them is on the simulated supplier, whose record the booking then checks.

const SECRET = 'whsec_test_bookings';
let w: TBookingWorld;
let n = 0;
const someone = () => adult({ given_name: `HOOK${String.fromCharCode(65 + n++)}` });

beforeAll(async () => {
  w = await buildBookingWorld({ DUFFEL_WEBHOOK_SECRET: SECRET });
  await w.fund(10_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const event = (type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
  id,
  type,
  api_version: 'v2',
  idempotency_key: String(object.id ?? id),
  data: { object },
  live_mode: false,
  created_at: new Date().toISOString(),
});

const send = (body: unknown, signature?: string) => {
  const raw = JSON.stringify(body);
  return w.t.request({
    method: 'POST',
    url: '/api/webhooks/duffel',
    headers: { 'content-type': 'application/json', 'x-duffel-signature': signature ?? signDuffelWebhook(raw, SECRET, Date.now()) },
    payload: raw,
  });
};

/**
 * Processes every stored event here, and waits for the job that may have taken one first (the
 * queue runs in the test app too): either way each is processed once.
 */
const processAll = async () => {
  for (const row of await w.t.database.db.select().from(supplierEvents)) await processSupplierEvent(w.deps, row.id);
  await vi.waitFor(async () => expect((await w.t.app.jobs.counts())[SUPPLIER_EVENT_JOB]).toMatchObject({ queued: 0, active: 0 }), {
    timeout: 10_000,
  });
};

describe('supplier webhooks', () => {
  it('refuses an event without a good signature, and stores a good one once however often it comes', async () => {
    const body = event('order.airline_initiated_change_detected', { id: 'aic_1', order_id: 'ord_unknown' });
    expect((await send(body, 't=1,v1=' + '0'.repeat(64))).statusCode).toBe(401);
    const raw = JSON.stringify(body);
    const old = signDuffelWebhook(raw, SECRET, Date.now() - 3_600_000);
    expect((await send(body, old)).statusCode).toBe(401);
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect((await send(body)).json().data).toEqual({ received: true, duplicate: true });
    expect(await w.t.database.db.select().from(supplierEvents).where(eq(supplierEvents.eventId, body.id))).toHaveLength(1);
  });

  it('an order created after a lost answer settles the booking; a failed creation fails one still waiting', async () => {
    w.setFault('book_lost');
    const lost = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    const failing = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    w.setFault('none');
    const [order] = await w.supplier.findByReference(lost.reference, { signal: AbortSignal.timeout(5000) });
    // In any order: the failure of the other booking first, then the creation of this one.
    expect(
      (await send(event('order.creation_failed', { id: 'ord_pending_x', metadata: { safar_reference: failing.reference } }))).statusCode,
    ).toBe(200);
    expect((await send(event('order.created', { id: order!.orderKey, metadata: { safar_reference: lost.reference } }))).statusCode).toBe(
      200,
    );
    await processAll();
    expect((await w.row(lost.id)).status).toBe('held');
    expect((await w.row(failing.id)).status).toBe('failed');
    // Processing again changes nothing.
    const version = (await w.row(lost.id)).version;
    await processAll();
    expect((await w.row(lost.id)).version).toBe(version);
  });

  it("puts an airline's change on the booking's timeline for staff", async () => {
    const held = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    // An airline's change names Duffel's order: this booking stands for one made there.
    await w.t.database.db.update(bookings).set({ supplierCode: 'duffel' }).where(eq(bookings.id, held.id));
    const row = await w.row(held.id);
    await send(event('order.airline_initiated_change_detected', { id: 'aic_2', order_id: row.supplierOrderKey, added: [], removed: [] }));
    await processAll();
    const details = await w.t.request({ method: 'GET', url: `/api/get-flight-booking-details?id=${held.id}`, token: w.tok.agent });
    expect(details.json().data.booking.timeline.at(-1)).toMatchObject({ kind: 'airline_change', actor: null });
  });

  it("lands an airline's change in the agency's inbox once, with the flights before and after", async () => {
    const held = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    await w.t.database.db.update(bookings).set({ supplierCode: 'duffel' }).where(eq(bookings.id, held.id));
    const row = await w.row(held.id);
    const booked = (row.offer as TSupplierOffer).slices[0]!;
    // Duffel's slices: the one booked, removed, and the same flights added two hours later.
    const duffelSlice = (shiftMinutes: number) => ({
      id: `sli_${shiftMinutes}`,
      duration: null,
      segments: booked.segments.map((g, i) => ({
        id: `seg_${shiftMinutes}_${i}`,
        origin: { iata_code: g.origin, time_zone: 'Asia/Karachi' },
        destination: { iata_code: g.destination, time_zone: 'Asia/Dubai' },
        departing_at: `${shiftLocal(g.departureLocal, shiftMinutes)}:00`,
        arriving_at: `${shiftLocal(g.arrivalLocal, shiftMinutes)}:00`,
        marketing_carrier: { iata_code: g.marketingCarrier },
        operating_carrier: { iata_code: g.marketingCarrier },
        marketing_carrier_flight_number: g.flightNumber,
        duration: null,
        aircraft: null,
      })),
    });
    const change = { id: 'aic_inbox', order_id: row.supplierOrderKey, removed: [duffelSlice(0)], added: [duffelSlice(120)] };
    // Delivered three times (Duffel retries; each delivery its own event id), processed however often.
    for (const id of ['evt_aic_a', 'evt_aic_b', 'evt_aic_a'])
      expect((await send(event('order.airline_initiated_change_detected', change, id))).statusCode).toBe(200);
    await processAll();
    await processAll();
    const inbox = await w.t.request({ method: 'GET', url: `/api/schedule-changes?booking_id=${held.id}`, token: w.tok.agent });
    expect(inbox.json().data.items).toHaveLength(1);
    const [item] = inbox.json().data.items;
    expect(item).toMatchObject({ kind: 'schedule', status: 'open', supplier: 'duffel', changed_flights: booked.segments.length });
    const one = await w.t.request({ method: 'GET', url: `/api/schedule-change?id=${item.id}`, token: w.tok.agent });
    const flights = one.json().data.change.differences.flights;
    expect(flights[0]).toMatchObject({ change: 'retimed', departure_shift_minutes: 120, arrival_shift_minutes: 120 });
    expect(one.json().data.change.before[0][0].flight_number).toBe(booked.segments[0]!.flightNumber);
  });
});
