import { invoiceNumberOf } from '@safar/contracts';
import { activityLogs, outgoingMails } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { displayAmount } from '@/core/money-format';
import { capturedQuote } from '@/modules/flights/flight-quotes.test-helpers';
import { call, freshEmail } from '@/modules/users/users.test-helpers';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';
import { bookOne, otherAgentToken, pdfText, setAgentMarkup, type TBooked } from './booking-documents.test-helpers';

let w: TBookingWorld;
let ticketed: TBooked;
beforeAll(async () => {
  w = await buildBookingWorld();
  await ensureDemoAirRows(w.t.database.db);
  await w.fund(50_000_000_00);
  await setAgentMarkup(w, '5');
  ticketed = await bookOne(w, true);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const send = (payload: Record<string, unknown>, token = w.tok.agent) => call(w.t, 'POST', '/api/send-email', token, payload);
/** The last mail captured for an address, with its attachments (the quote tests' reader serves any mail). */
const mailTo = (email: string) => capturedQuote(w.t, email);
const outboxTo = (email: string) => w.t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
const sentEntries = (bookingId: string) =>
  w.t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, 'booking.documents_sent'), eq(activityLogs.subjectId, bookingId)));
const pkr = (minor: number) => `PKR ${displayAmount(minor, 'PKR', 'en')}`;

describe('POST /send-email', () => {
  it("queues one mail with the invoice and the e-ticket attached, on the customer's copy, and logs it", async () => {
    const to = freshEmail('traveller');
    const number = invoiceNumberOf(ticketed.reference);
    const res = await send({
      booking_id: ticketed.id,
      document: 'both',
      to: to.toUpperCase(),
      copy: 'customer',
      agency_name: 'Sky Tours Lahore',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatchObject({ description: 'Email sent successfully.', key: 'booking_documents.email_sent' });
    const files = [`invoice-${number}.pdf`, `eticket-${ticketed.reference}.pdf`];
    expect(res.body.data).toEqual({ invoice_number: number, files });
    expect(await outboxTo(to)).toHaveLength(1);

    const mail = (await mailTo(to))!;
    expect(mail.subject).toBe(`Invoice ${number} and e-ticket for booking ${ticketed.reference} (PNR ${ticketed.pnr})`);
    expect(mail.text).toContain(`Please find attached the invoice ${number} and the e-ticket for booking ${ticketed.reference}`);
    expect(mail.text).toContain('KHI–DXB');
    expect(mail.text).toMatch(/Sky Tours Lahore, through Safar$/);
    expect(mail.html).not.toContain('<a ');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual(files.map((f) => [f, 'application/pdf']));

    const [invoice, eticket] = await Promise.all(mail.attachments.map((a) => pdfText(a.content!)));
    expect(invoice).toContain('Sky Tours Lahore');
    expect(invoice).toContain(pkr(ticketed.gross_minor));
    expect(invoice).not.toContain(pkr(ticketed.due_minor));
    expect(eticket).toContain(ticketed.passenger_list[0]!.ticket_number!);
    expect(eticket).not.toContain(pkr(ticketed.gross_minor));

    const entries = await sentEntries(ticketed.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: w.agentId, subjectType: 'booking' });
    expect(entries[0]!.changes).toEqual({
      after: {
        documents: ['invoice', 'eticket'],
        to,
        copy: 'customer',
        priced: { invoice: true, eticket: false },
        agency_name: 'Sky Tours Lahore',
        locale: 'en',
        invoice_number: number,
      },
    });
  });

  it("writes the mail and the PDF in the language asked for, Arabic right to left; the agency's copy is Safar's", async () => {
    const to = freshEmail('arabic');
    const res = await send({ booking_id: ticketed.id, document: 'invoice', to, copy: 'agency', show_price: false, locale: 'ar' });
    expect(res.status).toBe(200);
    const mail = (await mailTo(to))!;
    expect(mail.subject).toBe(`الفاتورة ${invoiceNumberOf(ticketed.reference)} للحجز ${ticketed.reference} (PNR ${ticketed.pnr})`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toMatch(/فريق سفر$/);
    expect(mail.attachments).toHaveLength(1);
    const text = await pdfText(mail.attachments[0]!.content!);
    expect(text).toContain('فاتورة');
    expect(text).not.toContain(displayAmount(ticketed.due_minor, 'PKR', 'ar'));
  });

  it("refuses a hold (409), another agency's booking (404) and bad input (422), queuing and logging nothing", async () => {
    const to = freshEmail('refused');
    const hold = await bookOne(w, false);
    const held = await send({ booking_id: hold.id, document: 'eticket', to });
    expect(held.status).toBe(409);
    expect(held.body.message.details).toEqual({ status: 'held' });
    const stranger = await otherAgentToken(w.t.database.db);
    expect((await send({ booking_id: ticketed.id, document: 'eticket', to }, stranger)).status).toBe(404);
    const bad = await send({ booking_id: ticketed.id, document: 'receipt', to: 'nobody', show_price: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['document', 'show_price', 'to']);
    await mailsTried(w.t.app);
    expect(await outboxTo(to)).toEqual([]);
    expect(await sentEntries(hold.id)).toEqual([]);
  });

  it('lets staff send any booking, and takes an Idempotency-Key: the same key sends once', async () => {
    const to = freshEmail('desk');
    const payload = { booking_id: ticketed.id, document: 'eticket', to };
    const first = await w.t.request({
      method: 'POST',
      url: '/api/send-email',
      token: w.tok.reservation,
      headers: { 'idempotency-key': 'send-docs-1' },
      payload,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await w.t.request({
      method: 'POST',
      url: '/api/send-email',
      token: w.tok.reservation,
      headers: { 'idempotency-key': 'send-docs-1' },
      payload,
    });
    expect(again.json()).toEqual(first.json());
    expect(await outboxTo(to)).toHaveLength(1);
  });
});
