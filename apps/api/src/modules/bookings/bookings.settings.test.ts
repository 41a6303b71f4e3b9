import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

let w: TBookingWorld;
let n = 0;
const someone = () => adult({ given_name: `SET${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n++ / 26))}` });
const req = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  w.t.request({ method, url: `/api${url}`, token, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(20_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

describe('what admin sets about bookings', () => {
  it('sets the fees and deadlines; nobody else may', async () => {
    expect((await req('GET', '/booking-settings', w.tok.admin)).json().data.settings).toEqual({
      currency: 'PKR',
      void_fee_minor: 0,
      cancel_fee_minor: 0,
      deadline_buffer_minutes: 120,
      reminder_minutes: [1440, 180],
    });
    const body = { void_fee_minor: 100_000, cancel_fee_minor: 250_000, deadline_buffer_minutes: 240, reminder_minutes: [60, 720, 60] };
    const saved = await req('PUT', '/booking-settings', w.tok.admin, body);
    expect(saved.json().data.settings).toMatchObject({
      void_fee_minor: 100_000,
      deadline_buffer_minutes: 240,
      reminder_minutes: [720, 60],
    });
    expect((await req('PUT', '/booking-settings', w.tok.reservation, body)).statusCode).toBe(403);
    const bad = await req('PUT', '/booking-settings', w.tok.admin, { ...body, deadline_buffer_minutes: -5, extra: 1 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['deadline_buffer_minutes', 'extra']);
  });

  it('labels and colours each status in both languages', async () => {
    const list = (await req('GET', '/get-booking-status-settings', w.tok.agent)).json().data.statuses;
    expect(list.find((s: { status: string }) => s.status === 'held')).toEqual({
      status: 'held',
      label_en: 'On hold',
      label_ar: 'محجوز مؤقتًا',
      colour: '#1D4ED8',
    });
    const saved = await req('PUT', '/booking-status-settings', w.tok.admin, {
      status: 'held',
      label_en: 'Held',
      label_ar: 'محجوز',
      colour: '#123456',
    });
    expect(saved.json().data.statuses.find((s: { status: string }) => s.status === 'held').colour).toBe('#123456');
    const bad = await req('PUT', '/booking-status-settings', w.tok.admin, {
      status: 'held',
      label_en: 'Held',
      label_ar: 'محجوز',
      colour: 'blue',
    });
    expect(bad.json().errors.colour).toEqual(['Enter a colour as #RRGGBB, e.g. #1F7A4D.']);
  });

  it('an agency set to staff approval waits in the queue once paid; reservation staff approve and it is issued', async () => {
    expect(
      (await req('PUT', '/agency-ticketing-approval', w.tok.admin, { agency_id: w.agencyId, ticketing_approval: true })).statusCode,
    ).toBe(200);
    const held = (await w.book(await w.searchOffer(), { passengers: [someone()] })).json().data.booking;
    const before = await w.available();
    const paid = await w.action('confirm-pnr', held.id);
    expect(paid.json().data.booking.status).toBe('awaiting_approval');
    expect(paid.json().message.description).toMatch(/sent to the ticketing desk/);
    expect(await w.available()).toBe(before - held.due_minor);
    const queue = await req('GET', '/get-admin-bookings?status=awaiting_approval', w.tok.reservation);
    expect(queue.json().data.items.map((b: { id: string }) => b.id)).toContain(held.id);
    const approved = await w.action('approve-booking', held.id, {}, w.tok.reservation);
    expect(approved.json().data.booking.status).toBe('ticketed');
    expect(await w.available()).toBe(before - held.due_minor);
    await req('PUT', '/agency-ticketing-approval', w.tok.admin, { agency_id: w.agencyId, ticketing_approval: false });
  });

  it('admin corrects a status with a reason; the money follows the status', async () => {
    const ticketed = (await w.book(await w.searchOffer(), { passengers: [someone()], ticketing: 'now' })).json().data.booking;
    const before = await w.available();
    const noReason = await w.action('update-booking', ticketed.id, { status: 'cancelled' }, w.tok.admin);
    expect(noReason.statusCode).toBe(422);
    const corrected = await w.action(
      'update-booking',
      ticketed.id,
      { status: 'cancelled', reason: 'Cancelled by the airline by phone' },
      w.tok.admin,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.booking.status).toBe('cancelled');
    expect(corrected.json().data.booking.timeline.at(-2)).toMatchObject({
      kind: 'status_corrected',
      detail: { reason: 'Cancelled by the airline by phone' },
    });
    expect(await w.available()).toBe(before + ticketed.due_minor);
    const sold = await w.action('update-booking', ticketed.id, { status: 'ticketed', reason: 'Issued by phone' }, w.tok.admin);
    expect(sold.statusCode).toBe(409);
    expect((await w.action('update-booking', ticketed.id, { status: 'held', reason: 'x'.repeat(5) }, w.tok.reservation)).statusCode).toBe(
      403,
    );
    await expectLedgerInvariants(w.t.database.db);
  });
});
