import { bookings, cardPayments, ledgerAccounts } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBookingWorld, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { bookAsVisitor } from './card-payments.test-kit';
import { sendDueRefunds } from './card-refunds';
import { cardGateways } from './card-gateways';
import { startSafepayMock, type SafepayMock } from './safepay/safepay-mock-server';
import { CARD_ISSUE_JOB } from './services/settle-card-payment';

/*
 * The app with Safepay's keys set (in the environment): new payments open at Safepay (here its
 * local mock, over HTTP, through our client), Safepay's signed webhook is checked and acted on
 * once, and a refund owed goes to Safepay's refund call.
 */

let mock: SafepayMock;
let w: TBookingWorld;
beforeAll(async () => {
  mock = await startSafepayMock();
  w = await buildBookingWorld({
    SAFEPAY_API_KEY: mock.apiKey,
    SAFEPAY_SECRET_KEY: mock.secretKey,
    SAFEPAY_WEBHOOK_SECRET: mock.webhookSecret,
    SAFEPAY_API_URL: mock.url,
    SAFEPAY_CHECKOUT_URL: mock.checkoutUrl,
  });
});
afterAll(async () => {
  await w?.t.close();
  await mock?.close();
});

async function openAtSafepay() {
  const booking = await bookAsVisitor(w);
  const opened = await w.t.request({
    method: 'GET',
    url: `/api/safepay-url?booking_id=${booking.id}&token=${encodeURIComponent(booking.access_token)}`,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().data.url as string);
  expect(url.toString().startsWith(mock.checkoutUrl)).toBe(true);
  const tracker = url.searchParams.get('tracker')!;
  // The amount Safepay was asked for is the booking's, in paisa.
  expect(mock.trackers.get(tracker)).toMatchObject({ amount: booking.total_minor, currency: 'PKR' });
  return { booking, tracker };
}

const deliver = (delivery: { rawBody: Buffer; headers: Record<string, string> }) =>
  w.t.request({
    method: 'POST',
    url: '/api/webhooks/card/safepay',
    headers: { ...delivery.headers, 'content-type': 'application/json' },
    payload: delivery.rawBody,
  });

describe('card payments at Safepay', () => {
  it('opens at Safepay; its signed webhook, read back from Safepay, pays the booking once; a forged one is refused', async () => {
    const { booking, tracker } = await openAtSafepay();
    const event = mock.pay(tracker, 2_500);
    const forged = await deliver(mock.webhook(event, { secret: Buffer.from('another-secret-of-32-bytes-long!').toString('base64') }));
    expect(forged.statusCode).toBe(401);
    // The answer wakes the job that issues the tickets.
    const issued = w.t.app.jobs.nextSettled(CARD_ISSUE_JOB);
    const first = await deliver(mock.webhook(event));
    expect(first.json().data).toMatchObject({ outcome: 'paid', duplicate: false });
    const again = await deliver(mock.webhook(event));
    expect(again.json().data).toMatchObject({ duplicate: true });
    await issued;
    expect((await w.row(booking.id)).status).toBe('ticketed');
    // Safepay's fee, once: the clearing account expects that much less, and it is a cost.
    const [fees] = await w.t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.purpose, 'card_fees'));
    expect(fees!.balanceMinor).toBe(-2_500);
  });

  it('a webhook that claims a payment Safepay does not confirm changes nothing', async () => {
    const { booking, tracker } = await openAtSafepay();
    // Signed, but the tracker is still unpaid at Safepay: the read decides, not the event.
    const res = await deliver(
      mock.webhook({ token: 'evt_claim', type: 'payment.succeeded', data: { tracker, amount: booking.total_minor, currency: 'PKR' } }),
    );
    expect(res.json().data.outcome).toBe('unchanged');
    expect((await w.row(booking.id)).status).toBe('held');
  });

  it('a payment made after the hold lapsed is refunded through Safepay, once', async () => {
    const { booking, tracker } = await openAtSafepay();
    await w.t.database.db
      .update(bookings)
      .set({ agencyDeadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const res = await deliver(mock.webhook(mock.pay(tracker)));
    expect(res.json().data.outcome).toBe('refund_owed');
    // The answer wakes the job that sends what is owed. It runs one at a time in the app; a run of
    // the test's own beside it would race it, so the test waits for it to have sent.
    const payment = async () => (await w.t.database.db.select().from(cardPayments).where(eq(cardPayments.tracker, tracker)))[0];
    await vi.waitFor(async () => expect(await payment()).toMatchObject({ refundState: 'sent' }), { timeout: 15_000, interval: 100 });
    // Another run finds nothing owed: the refund went once.
    await sendDueRefunds(w.t.database.db, cardGateways(w.t.app), w.t.app.log);
    const refunds = mock.refunds.filter((r) => r.tracker === tracker);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: booking.total_minor });
    expect(await payment()).toMatchObject({ refundState: 'sent', refundedMinor: booking.total_minor });
  });
});
