import { activityLogs, mailAttachments, outgoingMails } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { displayAmount } from '@/core/money-format';
import { pagesOf } from '@/core/pdf/pdf.test-helpers';
import { call, freshEmail } from '@/modules/users/users.test-helpers';
import { QUOTE_MAILS_PER_HOUR } from './flight-quotes.policy';
import { buildQuoteWorld, capturedQuote, UNKNOWN_FLIGHT_ID, type TQuoteWorld } from './flight-quotes.test-helpers';

let w: TQuoteWorld;
beforeAll(async () => {
  w = await buildQuoteWorld();
});
afterAll(() => w.t.close());

const send = (payload: Record<string, unknown>, token = w.tok.agent) => call(w.t, 'POST', '/api/send-sooper-quote', token, payload);

/** Every text of the PDF as one string per page, the way a reader extracts it. */
const pdfText = async (pdf: Buffer) => (await pagesOf(pdf)).map((items) => items.map((i) => i.str).join('\n')).join('\n');

const outboxTo = (email: string) => w.t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
const quoteEntries = (flightId: string) =>
  w.t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, 'flight_quote.sent'), eq(activityLogs.subjectId, flightId)));

describe('POST /send-sooper-quote', () => {
  it('mails the client the quote in English with its PDF, clears the bytes once sent, and logs the send', async () => {
    const { flightId, priced } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('client');
    const { status, body } = await send({
      flight_id: flightId,
      client_name: 'Ayesha Khan',
      client_email: email.toUpperCase(),
      language: 'en',
      note: 'Book by Friday.\r\nPay at https://pay-here.example',
    });
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ status: 'success', description: 'Email sent successfully.' });
    const { reference } = body.data;
    expect(reference).toMatch(/^Q-/);
    const total = `PKR ${displayAmount(priced.totals.gross_minor, 'PKR', 'en')}`;

    const mail = (await capturedQuote(w.t, email))!;
    expect(mail.subject).toBe(`Flight quote ${reference}: KHI–DXB`);
    expect(mail.text).toContain('Hello Ayesha Khan,');
    expect(mail.text).toContain(`Crescent Travels has prepared a flight quote for you (reference ${reference}).`);
    expect(mail.text).toContain('Flight 1: Karachi (KHI) to Dubai (DXB). Departs 10 Mar 2030, 10:00 local time');
    expect(mail.text).toContain(`Price: ${total} for 2 × Adult, 1 × Child, taxes included.`);
    expect(mail.text).toMatch(/Valid until \d{1,2} \w{3} \d{4}, \d\d:\d\d GMT\+5\./);
    expect(mail.text).toContain('Crescent Travels, through Safar');
    // The note is the agent's text: kept line by line, and never a link.
    expect(mail.text).toContain('A note from Crescent Travels:\nBook by Friday.\nPay at https:\u200B//pay-here.\u200Bexample');
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).toContain('Book by Friday.<br>');
    expect(mail.text).not.toContain(displayAmount(priced.totals.net_minor, 'PKR', 'en'));

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `quote-${reference}.pdf`, contentType: 'application/pdf', size: pdf!.content!.length });
    const text = await pdfText(pdf!.content!);
    for (const expected of ['Flight quote', reference, 'Ayesha Khan', 'Crescent Travels', 'Karachi (KHI) to Dubai (DXB)', 'PK 301', total])
      expect(text).toContain(expected);
    expect(text).toContain('Pay at https://pay-here.example');
    expect(text).not.toContain(displayAmount(priced.totals.net_minor, 'PKR', 'en'));

    // Once sent, the record keeps who, what and which file, not the body or the bytes.
    const [record] = await outboxTo(email);
    expect(record).toMatchObject({ kind: 'quote', text: null, html: null });
    expect(record!.sentAt).not.toBeNull();
    const [kept] = await w.t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outgoingMailId, record!.id));
    expect(kept).toMatchObject({ filename: `quote-${reference}.pdf`, size: pdf!.size, content: null });

    const entries = await quoteEntries(flightId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: w.agent.id, subjectType: 'flight_offer' });
    expect(entries[0]!.changes).toEqual({ after: { flight_id: flightId, reference, client_email: email, language: 'en' } });
  });

  it("writes the mail and the PDF in the client's language, Arabic right to left, whatever the sender's", async () => {
    const { flightId, priced } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('arabic-client');
    const res = await w.t.request({
      method: 'POST',
      url: '/api/send-sooper-quote',
      token: w.tok.agent,
      headers: { 'accept-language': 'en' },
      payload: { flight_id: flightId, client_name: 'عائشة خان', client_email: email, language: 'ar', note: 'احجز قبل يوم الجمعة' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Email sent successfully.');
    const { reference } = res.json().data;
    const total = `PKR ${displayAmount(priced.totals.gross_minor, 'PKR', 'ar')}`;

    const mail = (await capturedQuote(w.t, email))!;
    expect(mail.subject).toBe(`عرض سعر رحلة طيران ${reference}: KHI–DXB`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا عائشة خان،');
    expect(mail.text).toContain('إليك عرض سعر لرحلة طيران من Crescent Travels');
    expect(mail.text).toContain('من Karachi (KHI) إلى Dubai (DXB)');
    expect(mail.text).toContain('10 مارس 2030');
    expect(mail.text).toContain(`السعر: ${total}`);
    expect(mail.text).toContain('ملاحظة من Crescent Travels:\nاحجز قبل يوم الجمعة');

    const text = await pdfText(mail.attachments[0]!.content!);
    // (pdf.js hands a lam-alef ligature back with its letters swapped, so words with one are not checked.)
    for (const expected of [
      'عرض سعر رحلة طيران',
      'خط سير الرحلة',
      'السعر',
      'عائشة خان',
      'احجز قبل يوم الجمعة',
      reference,
      'KHI',
      'DXB',
      total,
    ])
      expect(text).toContain(expected);
    // The page is mirrored: the title ends at the right margin.
    const [page = []] = await pagesOf(mail.attachments[0]!.content!);
    const title = page.find((i) => i.str === 'عرض سعر رحلة طيران')!;
    expect(Math.abs(title.x + title.width - (595.28 - 36))).toBeLessThan(1);
    expect((await quoteEntries(flightId))[0]!.changes).toMatchObject({ after: { language: 'ar' } });
  });

  it('lets the PDF be opened from the development inbox, as the browser journey does', async () => {
    const { flightId } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('inbox-client');
    const sent = await send({ flight_id: flightId, client_name: 'Bilal', client_email: email, language: 'en' });
    await mailsTried(w.t.app);
    const [item] = (await call(w.t, 'GET', `/api/dev/mail?search=${encodeURIComponent(email)}`)).body.data.items;
    expect(item.attachments).toEqual([
      {
        id: expect.any(String),
        filename: `quote-${sent.body.data.reference}.pdf`,
        content_type: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const file = await w.t.request({ method: 'GET', url: `/api/dev/mail/attachments/${item.attachments[0].id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename="quote-${sent.body.data.reference}.pdf"`);
    expect(file.rawPayload.length).toBe(item.attachments[0].size);
    expect(await pdfText(file.rawPayload)).toContain('Karachi (KHI) to Dubai (DXB)');
  });

  it('signs a quote staff send as Safar, from an offer they may read', async () => {
    const { flightId } = await w.storeOffer({ kind: 'staff', agencyId: null, userId: null, visitorId: null });
    const email = freshEmail('staff-client');
    expect((await send({ flight_id: flightId, client_name: 'Hina', client_email: email, language: 'en' }, w.tok.admin)).status).toBe(200);
    const mail = (await capturedQuote(w.t, email))!;
    expect(mail.text).toContain('Safar has prepared a flight quote for you');
    expect(mail.text).toMatch(/The Safar team$/);
    expect(await pdfText(mail.attachments[0]!.content!)).not.toContain('Crescent Travels');
  });

  it('refuses bad input field by field, and queues and logs nothing', async () => {
    const { flightId } = await w.storeOffer(w.agentViewer());
    const empty = await send({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['client_email', 'client_name', 'flight_id', 'language']);
    expect(empty.body.errors.language).toEqual(['This field is required.']);

    const email = freshEmail('bad-input');
    const bad = await send({
      flight_id: flightId,
      client_name: 'Ayesha\nKhan',
      client_email: 'not-an-address',
      language: 'fr',
      note: 'Pay here \u202Efdp.exe',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      client_name: ['Must not contain line breaks, control characters or text-direction overrides.'],
      client_email: ['Enter a valid email address.'],
      language: ['Choose one of the listed options.'],
      note: ['Must not contain control characters or text-direction overrides.'],
    });
    const long = await send({ flight_id: flightId, client_name: 'A', client_email: email, language: 'en', note: 'x'.repeat(1001) });
    expect(long.body.errors).toEqual({ note: ['Must be at most 1000 characters.'] });

    await mailsTried(w.t.app);
    expect(await outboxTo(email)).toEqual([]);
    expect(await quoteEntries(flightId)).toEqual([]);
  });

  it("is a 410 for an expired offer and a 404 for another agency's, with nothing queued", async () => {
    const email = freshEmail('refused');
    const expired = await w.storeOffer(w.agentViewer(), { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const gone = await send({ flight_id: expired.flightId, client_name: 'A', client_email: email, language: 'en' });
    expect(gone.status).toBe(410);
    expect(gone.body.message.code).toBe('offer_expired');
    const other = await w.storeOffer({ kind: 'agent', agencyId: w.otherAgencyId, userId: null, visitorId: null });
    expect((await send({ flight_id: other.flightId, client_name: 'A', client_email: email, language: 'en' })).status).toBe(404);
    expect((await send({ flight_id: UNKNOWN_FLIGHT_ID, client_name: 'A', client_email: email, language: 'en' })).status).toBe(404);
    expect(await outboxTo(email)).toEqual([]);
    expect(await quoteEntries(expired.flightId)).toEqual([]);
  });

  it('is closed to finance staff, customers and agents awaiting approval', async () => {
    const { flightId } = await w.storeOffer({ kind: 'public', agencyId: null, userId: null, visitorId: null });
    const payload = { flight_id: flightId, client_name: 'A', client_email: freshEmail('closed'), language: 'en' };
    for (const token of [w.tok.accounts, w.tok.customer, w.tok.pendingAgent]) expect((await send(payload, token)).status).toBe(403);
    expect((await send(payload, '')).status).toBe(401);
  });

  it(`allows ${QUOTE_MAILS_PER_HOUR} tries per sender per hour, then 429 with Retry-After, other senders unaffected`, async () => {
    const { flightId } = await w.storeOffer({ kind: 'staff', agencyId: null, userId: null, visitorId: null });
    const email = freshEmail('limited');
    // Tries at unknown offers count too: the allowance is for the sender, not for mails that left.
    for (let i = 0; i < QUOTE_MAILS_PER_HOUR; i++)
      expect(
        (await send({ flight_id: UNKNOWN_FLIGHT_ID, client_name: 'A', client_email: email, language: 'en' }, w.tok.salesman)).status,
      ).toBe(404);
    const res = await w.t.request({
      method: 'POST',
      url: '/api/send-sooper-quote',
      token: w.tok.salesman,
      payload: { flight_id: flightId, client_name: 'A', client_email: email, language: 'en' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxTo(email)).toEqual([]);
    const other = await send({ flight_id: flightId, client_name: 'A', client_email: email, language: 'en' }, w.tok.reservation);
    expect(other.status).toBe(200);
    expect((await capturedQuote(w.t, email))?.subject).toContain(other.body.data.reference);
  });
});

describe("a quote from an agency with a public profile (last: it changes the agency's name on quotes)", () => {
  it("is sent under the profile's name, its PDF opening with the agency's letterhead", async () => {
    const saved = await call(w.t, 'POST', '/api/agent-profile', w.tok.agent, {
      display_name: 'Crescent Holidays',
      phone: '+92 21 3456 7890',
      website: 'https://crescent-holidays.pk',
      address: 'Clifton Block 5, Karachi',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { flightId } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('profile');
    expect((await send({ flight_id: flightId, client_name: 'Ayesha Khan', client_email: email, language: 'en' })).status).toBe(200);
    const mail = (await capturedQuote(w.t, email))!;
    expect(mail.text).toContain('Crescent Holidays has prepared a flight quote for you');
    expect(mail.text).toContain('Crescent Holidays, through Safar');
    const pdf = await pdfText(mail.attachments[0]!.content!);
    for (const expected of [
      'Crescent Holidays',
      'Clifton Block 5, Karachi',
      'Phone: +92 21 3456 7890',
      'Website: https://crescent-holidays.pk',
    ])
      expect(pdf).toContain(expected);
    expect(pdf).not.toContain('Crescent Travels');
  });
});
