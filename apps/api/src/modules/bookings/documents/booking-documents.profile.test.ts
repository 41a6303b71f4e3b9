import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { capturedQuote } from '@/modules/flights/flight-quotes.test-helpers';
import { testImage } from '@/modules/images/image-fixtures';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { call, freshEmail } from '@/modules/users/users.test-helpers';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';
import { agencyName, bookOne, pdfText, type TBooked } from './booking-documents.test-helpers';

/*
 * The customer's copy is the agency's document: once the agency has saved its profile, it carries
 * the agency's letterhead (its logo, the name it trades under, its address and contacts). Safar's
 * own copy to the agency does not.
 */

let w: TBookingWorld;
let dataDir: string;
let ticketed: TBooked;
let agency: string;

const PROFILE = {
  display_name: 'Crescent Holidays',
  phone: '+92 21 3456 7890',
  email: 'desk@crescent-holidays.pk',
  address: 'Office 4, Clifton Block 5\nKarachi',
  website: 'https://crescent-holidays.pk',
};

const pdfOf = async (query: string, headers: Record<string, string> = {}) => {
  const res = await w.t.request({ method: 'GET', url: `/api/create-invoice?id=${ticketed.id}&${query}`, token: w.tok.agent, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { bytes: res.rawPayload, text: await pdfText(res.rawPayload) };
};
/** Whether a PDF embeds a picture (PDFKit writes each as an image XObject). */
const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-documents-profile-'));
  w = await buildBookingWorld({ DATA_DIR: dataDir });
  await ensureDemoAirRows(w.t.database.db);
  await w.fund(50_000_000_00);
  ticketed = await bookOne(w, true);
  agency = await agencyName(w.t.database.db, w.agencyId);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the agency's profile on its customers' documents", () => {
  it('is absent until the agency saves one: the customer copy names the agency as before', async () => {
    const { bytes, text } = await pdfOf('copy=customer');
    expect(text).toContain(agency);
    expect(text).not.toContain('Phone:');
    expect(hasImage(bytes)).toBe(false);
  });

  it("puts the agency's logo, name, address and contacts on the customer copy, and only there", async () => {
    const upload = await w.t.request({
      method: 'POST',
      url: '/api/images',
      token: w.tok.agent,
      ...multipartFileBody('logo.png', await testImage(600, 200, 'png')),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const saved = await call(w.t, 'POST', '/api/agent-profile', w.tok.agent, { ...PROFILE, logo_image_id: upload.json().data.image.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    for (const document of ['invoice', 'eticket']) {
      const { bytes, text } = await pdfOf(`copy=customer&document=${document}`);
      for (const expected of [
        'Crescent Holidays',
        'Office 4, Clifton Block 5',
        'Karachi',
        'Phone: +92 21 3456 7890',
        'Email: desk@crescent-holidays.pk',
        'Website: https://crescent-holidays.pk',
      ])
        expect(text, `${document}: ${expected}`).toContain(expected);
      expect(text).not.toContain(agency);
      expect(hasImage(bytes), document).toBe(true);
    }

    // A name given for one document still wins over the profile's.
    const named = await pdfOf('copy=customer&agency_name=Sky%20Tours%20Lahore');
    expect(named.text).toContain('Sky Tours Lahore');
    expect(named.text).not.toContain('Crescent Holidays');
    expect(named.text).toContain('Phone: +92 21 3456 7890');

    // Safar's copy to the agency is Safar's: no letterhead of the agency.
    const own = await pdfOf('copy=agency');
    expect(own.text).not.toContain('Phone: +92 21 3456 7890');
    expect(own.text).not.toContain('Crescent Holidays');
    expect(hasImage(own.bytes)).toBe(false);

    const arabic = await pdfOf('copy=customer&locale=ar');
    expect(arabic.text).toContain('الهاتف');
    expect(arabic.text).toContain('+92 21 3456 7890');
    expect(arabic.text).toContain('Crescent Holidays');
  });

  it('still makes the document when the logo cannot be read, without it', async () => {
    const upload = await w.t.request({
      method: 'POST',
      url: '/api/images',
      token: w.tok.agent,
      ...multipartFileBody('logo.png', await testImage(300, 100, 'png')),
    });
    const id = upload.json().data.image.id as string;
    await call(w.t, 'POST', '/api/agent-profile', w.tok.agent, { ...PROFILE, logo_image_id: id });
    await rm(join(dataDir, 'uploads', `${id}-300.webp`));
    const { bytes, text } = await pdfOf('copy=customer');
    expect(text).toContain('Crescent Holidays');
    expect(hasImage(bytes)).toBe(false);
  });

  it("signs the customer's mail with the agency's name and contacts, and attaches the documents with its letterhead", async () => {
    await call(w.t, 'POST', '/api/agent-profile', w.tok.agent, PROFILE);
    const to = freshEmail('traveller');
    const res = await call(w.t, 'POST', '/api/send-email', w.tok.agent, {
      booking_id: ticketed.id,
      document: 'both',
      to,
      copy: 'customer',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = (await capturedQuote(w.t, to))!;
    expect(mail.text).toContain('Crescent Holidays, through Safar');
    expect(mail.text).toContain('Phone: +92 21 3456 7890');
    // Addresses in a mail are defanged like every value typed by a user: no client makes them links.
    expect(mail.text).toContain('Email: desk\u200B@crescent-holidays.\u200Bpk');
    expect(mail.html).not.toContain('<a ');
    const [invoice] = await Promise.all(mail.attachments.map((a) => pdfText(a.content!)));
    expect(invoice).toContain('Website: https://crescent-holidays.pk');
  });
});
