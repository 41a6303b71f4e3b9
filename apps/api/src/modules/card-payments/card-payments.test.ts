import { bookings, cardPayments, cardSandboxPayments, cardWebhookEvents, ledgerAccounts } from '@safar/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, buildBookingWorld, CONTACT, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import {
  bookAsVisitor,
  followReturn as followReturnOf,
  openCardPayment,
  payInSandbox as payInSandboxOf,
  visitorOffer,
} from './card-payments.test-kit';
import { dayFromNow } from '@/test/factories';
import { CARD_CONFIRM_JOB, CARD_ISSUE_JOB } from './services/settle-card-payment';
import { SANDBOX_WEBHOOK_JOB } from './sandbox/sandbox.routes';
import { CARD_REFUNDS_JOB, sendDueRefunds } from './card-refunds';
import { cardGateways, sandboxWebhookSecret } from './card-gateways';
import { signSafepayWebhook } from './safepay/safepay-webhook-signature';

/*
 * Storefront bookings paid by card through the built-in sandbox gateway: the visitor's and the
 * customer's booking, the hosted page, the return and the signed webhook, and what a forged, a
 * replayed or a late payment does (nothing, once, a refund).
 */

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(async () => {
  await w.t.close();
});

const db = () => w.t.database.db;

const guestBooking = () => bookAsVisitor(w);

const payUrl = (bookingId: string, token?: string) => openCardPayment(w, bookingId, token);
const payInSandbox = (bookingId: string, token: string, outcome: 'pay' | 'fail' = 'pay') => payInSandboxOf(w, bookingId, token, outcome);
const followReturn = (back: URL) => followReturnOf(w, back);

describe('a visitor books and pays by card in the sandbox', () => {
  it('holds the booking, takes the card, posts the money and issues the tickets', async () => {
    const booking = await guestBooking();
    expect(booking.status).toBe('held');
    const { back } = await payInSandbox(booking.id, booking.access_token);
    const landed = await followReturn(back);
    expect(landed.pathname).toBe('/bookings-details');
    expect(landed.searchParams.get('payment')).toBe('paid');

    // The issue runs as a job after the payment commits.
    const issued = w.t.app.jobs.nextSettled(CARD_ISSUE_JOB);
    w.t.app.jobs.wake(CARD_ISSUE_JOB);
    await issued;
    const details = await w.t.request({
      method: 'GET',
      url: `/api/get-customer-flight-booking-details?booking_id=${booking.id}&token=${encodeURIComponent(landed.searchParams.get('token')!)}`,
    });
    expect(details.statusCode, details.body).toBe(200);
    const seen = details.json().data.booking;
    expect(seen.status).toBe('ticketed');
    expect(seen.documents).toBe(true);
    expect(seen.payments).toMatchObject([{ status: 'paid', amount_minor: booking.total_minor, refunded_minor: 0 }]);
    const ticket = await w.t.request({
      method: 'GET',
      url: `/api/customer-booking-document?booking_id=${booking.id}&token=${encodeURIComponent(seen.access_token)}&document=eticket`,
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toBe('application/pdf');
    // The customer sees what they pay and nothing under it.
    expect(JSON.stringify(seen)).not.toMatch(/net_minor|margin|due_minor|supplier_total/);

    // The traveller is mailed the tickets' link.
    expect((await w.t.lastMail(CONTACT.email))?.subject).toContain('Your tickets for booking');

    // Staff find it among the direct bookings, with its card payment.
    const desk = await w.t.request({ method: 'GET', url: '/api/get-admin-bookings?channel=customer&per_page=100', token: w.tok.admin });
    const listed = desk.json().data.items as { id: string; channel: string }[];
    expect(listed.map((b) => b.id)).toContain(booking.id);
    expect(listed.every((b) => b.channel === 'customer')).toBe(true);
    const staffView = await w.t.request({ method: 'GET', url: `/api/get-admin-booking?id=${booking.id}`, token: w.tok.admin });
    expect(staffView.json().data.booking.card_payments).toMatchObject([{ status: 'paid', amount_minor: booking.total_minor }]);

    const row = await w.row(booking.id);
    expect(row.paymentTransactionId).not.toBeNull();
    const [clearing] = await db()
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.purpose, 'card_clearing'), isNull(ledgerAccounts.ownerId)));
    expect(clearing!.balanceMinor).toBeLessThanOrEqual(-booking.total_minor);
  });

  it('a forged webhook changes nothing; the real one, replayed ten times and raced by the return, is acted on once', async () => {
    const booking = await guestBooking();
    const opened = await payUrl(booking.id, booking.access_token);
    const tracker = new URL(opened.json().data.url as string).pathname.split('/').pop()!;
    // The payer paid at the gateway; its webhook has not come yet.
    await db().update(cardSandboxPayments).set({ state: 'paid' }).where(eq(cardSandboxPayments.tracker, tracker));
    const body = Buffer.from(
      JSON.stringify({
        token: `evt_${tracker}`,
        type: 'payment.succeeded',
        data: { tracker, amount: booking.total_minor, currency: 'PKR' },
      }),
    );
    const forged = await w.t.request({
      method: 'POST',
      url: '/api/webhooks/card/sandbox',
      headers: {
        ...signSafepayWebhook(body, Buffer.from('not-our-secret-at-all-32-bytes!!').toString('base64'), Date.now()),
        'content-type': 'application/json',
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await w.row(booking.id)).status).toBe('held');

    const { webhook } = await sandboxSigned(tracker, body);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.t.request({
          method: 'POST',
          url: '/api/webhooks/card/sandbox',
          headers: { ...webhook, 'content-type': 'application/json' },
          payload: body,
        }),
      ),
    );
    const outcomes = answers.map((a) => a.json().data.outcome as string).sort();
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'paid').every((o) => o === 'duplicate')).toBe(true);
    const [events] = await db().select({ n: count() }).from(cardWebhookEvents).where(eq(cardWebhookEvents.tracker, tracker));
    expect(events!.n).toBe(1);
    const [payments] = await db()
      .select({ n: count() })
      .from(cardPayments)
      .where(and(eq(cardPayments.bookingId, booking.id), eq(cardPayments.status, 'paid')));
    expect(payments!.n).toBe(1);
    // The payer's return after the webhook: read again, nothing more happens, and they are told it is paid.
    const back = await followReturn(new URL(`http://x/api/card-payments/${opened.json().data.payment_id}/return`));
    expect(back.searchParams.get('payment')).toBe('paid');
    // Paid once, and on to its tickets (the job that issues them may already have run).
    expect(['ticketing', 'ticketed']).toContain((await w.row(booking.id)).status);
    const [afterReturn] = await db()
      .select({ n: count() })
      .from(cardPayments)
      .where(and(eq(cardPayments.bookingId, booking.id), eq(cardPayments.status, 'paid')));
    expect(afterReturn!.n).toBe(1);
  });

  it('a failure event after the payment (out of order) changes nothing', async () => {
    const booking = await guestBooking();
    const { tracker, back } = await payInSandbox(booking.id, booking.access_token);
    await followReturn(back);
    const body = Buffer.from(JSON.stringify({ token: `evt_late_${tracker}`, type: 'payment.failed', data: { tracker } }));
    const { webhook } = await sandboxSigned(tracker, body);
    const res = await w.t.request({
      method: 'POST',
      url: '/api/webhooks/card/sandbox',
      headers: { ...webhook, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.json().data.outcome).toBe('unchanged');
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.tracker, tracker));
    expect(payment!.status).toBe('paid');
  });

  it('a card paid after the hold lapsed is refunded in full, and the booking stays unpaid', async () => {
    const booking = await guestBooking();
    const opened = await payUrl(booking.id, booking.access_token);
    const path = new URL(opened.json().data.url as string).pathname;
    // The hold's deadline passes while the payer is on the gateway's page.
    await w.t.database.db
      .update(bookings)
      .set({ agencyDeadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const pressed = await w.t.request({ method: 'POST', url: `${path}/pay` });
    // The return owes the refund and wakes the job that sends it.
    const sent = w.t.app.jobs.nextSettled(CARD_REFUNDS_JOB);
    const landed = await followReturn(new URL(String(pressed.headers.location)));
    expect(landed.searchParams.get('payment')).toBe('refund_owed');
    await sent;
    const tracker = path.split('/').pop()!;
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.tracker, tracker));
    expect(payment).toMatchObject({
      status: 'paid',
      refundDueMinor: booking.total_minor,
      refundedMinor: booking.total_minor,
      refundState: 'sent',
    });
    const [atGateway] = await db().select().from(cardSandboxPayments).where(eq(cardSandboxPayments.tracker, tracker));
    expect(atGateway!.state).toBe('refunded');
    const row = await w.row(booking.id);
    expect(row.paymentTransactionId).toBeNull();
    // A second run owes nothing more.
    expect(await sendDueRefunds(db(), cardGateways(w.t.app), w.t.app.log)).toBe(0);
  });

  it('a card payment whose tickets the airline refuses goes back to the card', async () => {
    const booking = await guestBooking();
    w.setFault('issue_fails');
    try {
      const { back } = await payInSandbox(booking.id, booking.access_token);
      await followReturn(back);
      const issued = w.t.app.jobs.nextSettled(CARD_ISSUE_JOB);
      w.t.app.jobs.wake(CARD_ISSUE_JOB);
      await issued;
    } finally {
      w.setFault('none');
    }
    const row = await w.row(booking.id);
    expect(row.status).toBe('held');
    expect(row.refundTransactionId).not.toBeNull();
    await sendDueRefunds(db(), cardGateways(w.t.app), w.t.app.log);
    const [payment] = await db()
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.bookingId, booking.id), eq(cardPayments.status, 'paid')));
    expect(payment).toMatchObject({ refundedMinor: booking.total_minor, refundState: 'sent' });
  });

  it('declining on the page leaves the hold, and the sandbox delivers its signed webhook', async () => {
    const booking = await guestBooking();
    const delivered = w.t.app.jobs.nextSettled(SANDBOX_WEBHOOK_JOB);
    const { tracker, back } = await payInSandbox(booking.id, booking.access_token, 'fail');
    expect(back.searchParams.get('cancelled')).toBe('1');
    await delivered;
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.tracker, tracker));
    expect(payment!.status).toBe('failed');
    expect((await w.row(booking.id)).status).toBe('held');
  });
});

describe("a payment request: an agency's customer pays its hold by card", () => {
  it('mails the link; the card pays into the wallet, which pays for the booking; the markup stays the agency’s', async () => {
    const held = await w.book(await w.searchOffer({ day: dayFromNow(43) }));
    expect(held.statusCode, held.body).toBe(200);
    const booking = held.json().data.booking as { id: string; gross_minor: number; due_minor: number };
    const before = await w.available();

    const refused = await w.t.request({
      method: 'POST',
      url: '/api/send-payment-request',
      token: w.tok.accounts,
      payload: { booking_id: booking.id, to: 'client@example.com' },
    });
    expect(refused.statusCode).toBe(403);
    const sent = await w.t.request({
      method: 'POST',
      url: '/api/send-payment-request',
      token: w.tok.agent,
      payload: { booking_id: booking.id, to: 'client@example.com', locale: 'ar' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ sent_to: 'client@example.com', amount_minor: booking.gross_minor });
    const mail = await w.t.lastMail('client@example.com');
    const link = new URL(/https?:\/\/\S+bookings-details\S+/.exec(mail!.text ?? '')![0]);
    expect(mail!.subject).toContain('ادفع');

    // The customer opens the link (no account), pays on the gateway's page, and is sent back.
    const token = link.searchParams.get('token')!;
    const seen = await w.t.request({
      method: 'GET',
      url: `/api/get-customer-flight-booking-details?booking_id=${booking.id}&token=${encodeURIComponent(token)}`,
    });
    expect(seen.json().data.booking).toMatchObject({ can_pay: true, total_minor: booking.gross_minor });
    const confirmed = w.t.app.jobs.nextSettled(CARD_CONFIRM_JOB);
    const { back } = await payInSandbox(booking.id, token);
    await followReturn(back);
    w.t.app.jobs.wake(CARD_CONFIRM_JOB);
    await confirmed;
    expect((await w.row(booking.id)).status).toBe('ticketed');
    // In: the customer's price; out: the agency's price. What is left is the agent's markup.
    expect((await w.available()) - before).toBe(booking.gross_minor - booking.due_minor);

    // Paid: a second request, or a second payment, is refused.
    const again = await w.t.request({
      method: 'POST',
      url: '/api/send-payment-request',
      token: w.tok.agent,
      payload: { booking_id: booking.id, to: 'client@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect((await payUrl(booking.id, token)).statusCode).toBe(409);
  });
});

describe("a visitor's retried booking", () => {
  it('finds the booking the same request made (same browser, same key) instead of holding twice', async () => {
    const { flightId, cookie } = await visitorOffer(w, dayFromNow(44));
    const send = (headers: Record<string, string>) =>
      w.t.request({
        method: 'POST',
        url: '/api/bookings',
        headers,
        payload: { flight_id: flightId, passengers: [adult({ given_name: 'RETRY' })], contact: CONTACT },
      });
    const orders = await w.supplierOrders();
    const key = 'guest-retry-0001';
    const [first, again] = [await send({ cookie, 'idempotency-key': key }), await send({ cookie, 'idempotency-key': key })];
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().data.customer_booking.id).toBe(first.json().data.customer_booking.id);
    expect(await w.supplierOrders()).toBe(orders + 1);
    // Another browser's same key is its own request (it cannot book this visitor's offer anyway).
    const other = await send({ 'idempotency-key': key });
    expect(other.statusCode).toBe(403);
  });
});

describe('who reaches a storefront booking', () => {
  it('needs its link or its account; a wrong token is not found', async () => {
    const booking = await guestBooking();
    // The hold's mail carries the link: the visitor's way back without an account.
    const held = await w.t.lastMail(CONTACT.email);
    expect(held?.subject).toContain('is held');
    const link = new URL(/https?:\/\/\S+bookings-details\S+/.exec(held?.text ?? '')![0]);
    expect(link.searchParams.get('booking_id')).toBe(booking.id);
    expect((await payUrl(booking.id, link.searchParams.get('token')!)).statusCode).toBe(200);
    expect((await payUrl(booking.id)).statusCode).toBe(404);
    expect((await payUrl(booking.id, `${booking.access_token}x`)).statusCode).toBe(404);
    const other = await w.t.request({
      method: 'GET',
      url: `/api/get-customer-flight-booking-details?booking_id=${booking.id}`,
      token: w.tok.customer,
    });
    expect(other.statusCode).toBe(404);
  });

  it("a customer's booking is theirs: listed, opened without a link, not an agent's", async () => {
    const flightId = await w.searchOffer({ token: w.tok.customer, day: dayFromNow(41) });
    const res = await w.t.request({
      method: 'POST',
      url: '/api/bookings',
      token: w.tok.customer,
      payload: { flight_id: flightId, passengers: [adult({ given_name: 'SARA', gender: 'f', title: 'ms' })], contact: CONTACT },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.customer_booking.id as string;
    const mine = await w.t.request({ method: 'GET', url: '/api/get-customer-bookings', token: w.tok.customer });
    expect(mine.json().data.items.map((b: { id: string }) => b.id)).toContain(id);
    const opened = await w.t.request({
      method: 'GET',
      url: `/api/get-customer-flight-booking-details?booking_id=${id}`,
      token: w.tok.customer,
    });
    expect(opened.statusCode).toBe(200);
    expect((await w.t.request({ method: 'GET', url: '/api/get-customer-bookings', token: w.tok.agent })).statusCode).toBe(403);
    // Staff book for agencies at the desk, not on the storefront.
    const staff = await w.t.request({
      method: 'POST',
      url: '/api/bookings',
      token: w.tok.reservation,
      payload: { flight_id: flightId, passengers: [adult()], contact: CONTACT },
    });
    expect(staff.statusCode).toBe(403);
  });
});

/** The sandbox's signature on a body of the test's own, as the sandbox signs what it sends. */
async function sandboxSigned(_tracker: string, body: Buffer) {
  return { webhook: signSafepayWebhook(body, sandboxWebhookSecret(w.t.app.config), Date.now()) };
}
