import { bookings, supplierEvents } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { signDuffelWebhook } from '@/modules/flights/suppliers/duffel/duffel-webhook-signature';
import { adult, buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';
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
});
