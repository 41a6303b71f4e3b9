import { invoiceNumberOf } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { displayAmount } from '@/core/money-format';
import { pagesOf } from '@/core/pdf/pdf.test-helpers';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';
import { agencyName, bookOne, otherAgentToken, pdfText, setAgentMarkup, type TBooked } from './booking-documents.test-helpers';

let w: TBookingWorld;
let ticketed: TBooked;
let agency: string;
beforeAll(async () => {
  w = await buildBookingWorld();
  // The airports' cities and the airlines' names the documents print.
  await ensureDemoAirRows(w.t.database.db);
  await w.fund(50_000_000_00);
  await setAgentMarkup(w, '5');
  ticketed = await bookOne(w, true);
  agency = await agencyName(w.t.database.db, w.agencyId);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const document = (query: string, token = w.tok.agent, headers: Record<string, string> = {}) =>
  w.t.request({ method: 'GET', url: `/api/create-invoice?${query}`, token, headers });
const pkr = (minor: number, locale: 'en' | 'ar' = 'en') => `PKR ${displayAmount(minor, 'PKR', locale)}`;

async function pdfOf(query: string, token = w.tok.agent, headers: Record<string, string> = {}) {
  const res = await document(query, token, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { res, text: await pdfText(res.rawPayload) };
}

describe('GET /create-invoice', () => {
  it("is the agency's invoice by default: its number, the booking, tickets, flights, conditions and what the agency pays", async () => {
    expect(ticketed.gross_minor).toBeGreaterThan(ticketed.due_minor);
    const number = invoiceNumberOf(ticketed.reference);
    expect(number).toBe(`INV-${ticketed.reference.slice(4)}`);
    const { res, text } = await pdfOf(`id=${ticketed.id}`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [passenger] = ticketed.passenger_list;
    for (const expected of [
      'Invoice',
      'Agency copy',
      number,
      ticketed.reference,
      ticketed.pnr,
      passenger!.ticket_number!,
      `${passenger!.family_name}/${passenger!.given_name} MR`,
      `Billed to`,
      agency,
      'Karachi (KHI) to Dubai (DXB)',
      'local time',
      'Baggage per passenger',
      'Refunds',
      'Changes',
      'Amount due',
      pkr(ticketed.due_minor),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(pkr(ticketed.gross_minor));
    // The same booking always has the same number.
    expect(await pdfText((await document(`id=${ticketed.id}&document=invoice&copy=agency`)).rawPayload)).toContain(number);
  });

  it("on the customer's copy names the agency as the agent gives it and shows the customer's price, or no price", async () => {
    const { text } = await pdfOf(`id=${ticketed.id}&copy=customer&agency_name=${encodeURIComponent('Sky Tours Lahore')}`);
    expect(text).toContain('Customer copy');
    expect(text).toContain('Sky Tours Lahore');
    expect(text).not.toContain(agency);
    expect(text).toContain(`${ticketed.passenger_list[0]!.given_name} ${ticketed.passenger_list[0]!.family_name}`);
    expect(text).toContain(pkr(ticketed.gross_minor));
    expect(text).not.toContain(pkr(ticketed.due_minor));

    const unpriced = (await pdfOf(`id=${ticketed.id}&copy=customer&show_price=false`)).text;
    expect(unpriced).toContain(agency);
    for (const amount of [ticketed.gross_minor, ticketed.due_minor]) expect(unpriced).not.toContain(pkr(amount));
    expect(unpriced).not.toContain('Total');
  });

  it('gives the e-ticket: passengers with tickets, PNR, flights, baggage and conditions, priced only when asked', async () => {
    const { res, text } = await pdfOf(`id=${ticketed.id}&document=eticket`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="eticket-${ticketed.reference}.pdf"`);
    for (const expected of ['Electronic ticket', ticketed.pnr, ticketed.passenger_list[0]!.ticket_number!, 'Dubai (DXB)', 'Baggage'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Invoice number');
    for (const amount of [ticketed.gross_minor, ticketed.due_minor]) expect(text).not.toContain(pkr(amount));
    const priced = (await pdfOf(`id=${ticketed.id}&document=eticket&copy=customer&show_price=true`)).text;
    expect(priced).toContain(pkr(ticketed.gross_minor));
  });

  it("writes Arabic right to left, in the reader's language by default or the one asked for", async () => {
    const asked = await pdfOf(`id=${ticketed.id}&locale=ar`);
    for (const expected of ['فاتورة', 'نسخة الوكالة', 'المسافرون', 'خط سير الرحلة', ticketed.pnr, pkr(ticketed.due_minor, 'ar')])
      expect(asked.text).toContain(expected);
    // The page is mirrored: the title ends at the right margin.
    const [page = []] = await pagesOf(asked.res.rawPayload);
    const title = page.find((i) => i.str === 'فاتورة')!;
    expect(Math.abs(title.x + title.width - (595.28 - 36))).toBeLessThan(1);

    const reader = await pdfOf(`id=${ticketed.id}&document=eticket`, w.tok.agent, { 'x-locale': 'ar' });
    expect(reader.text).toContain('تذكرة إلكترونية');
    const english = await pdfOf(`id=${ticketed.id}&document=eticket&locale=en`, w.tok.agent, { 'x-locale': 'ar' });
    expect(english.text).toContain('Electronic ticket');
  });

  it('marks a voided booking as no longer valid', async () => {
    const voided = await bookOne(w, true);
    expect((await w.action('void-booking', voided.id, {}, w.tok.admin)).statusCode).toBe(200);
    const { text } = await pdfOf(`id=${voided.id}&document=eticket`);
    expect(text).toMatch(/VOIDED on \d{1,2} \w{3} \d{4}: these tickets are not valid for travel\./);
    expect(text).toContain(voided.passenger_list[0]!.ticket_number!);
  });

  it("answers a hold 409 naming its state; another agency's booking or an unknown one 404; staff read any", async () => {
    const hold = await bookOne(w, false);
    const held = await document(`id=${hold.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatchObject({
      description: 'This booking is On hold: its invoice and e-ticket exist once its tickets are issued.',
      details: { status: 'held' },
    });
    const arabic = await document(`id=${hold.id}`, w.tok.agent, { 'x-locale': 'ar' });
    expect(arabic.json().message.description).toContain('محجوز مؤقتًا');

    const stranger = await otherAgentToken(w.t.database.db);
    expect((await document(`id=${ticketed.id}`, stranger)).statusCode).toBe(404);
    expect((await document('id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const token of [w.tok.admin, w.tok.accounts, w.tok.reservation])
      expect((await document(`id=${ticketed.id}`, token)).statusCode).toBe(200);
    for (const token of [w.tok.customer, w.tok.salesman, w.tok.pendingAgent])
      expect((await document(`id=${ticketed.id}`, token)).statusCode).toBe(403);
  });

  it('refuses unknown choices field by field', async () => {
    const res = await document(
      `id=${ticketed.id}&document=receipt&copy=boss&show_price=maybe&locale=fr&agency_name=${encodeURIComponent('A\u202Eb')}`,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['agency_name', 'copy', 'document', 'locale', 'show_price']);
  });
});
