import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn, storedToken } from './support/auth';
import { baseUrl, launchBrowser, newPage, overflowWidth, waitForPath } from './support/browser';
import { fillAdult } from './support/checkout';
import { exactly, LOCALES, startsWith, t } from './support/i18n';
import { mailIds, waitForMail } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A call to the API as the signed-in page's account (none for `null`), answered 200. */
async function call<T>(page: Page | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(page ? { authorization: `Bearer ${await storedToken(page)}` } : {}),
      'idempotency-key': randomUUID(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** A calendar day `days` from now, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A published Umrah package of the run's own, with one departure on sale. */
function umrahPackage(stamp: string, days: number) {
  const prices = { double: 35_000_000, triple: 31_000_000, quad: 28_000_000, child: 20_000_000, infant: 5_000_000 };
  return {
    title_en: `Enquiry Umrah ${stamp}`,
    title_ar: `عمرة الاستفسار ${stamp}`,
    summary_en: 'Seven nights near the Haram.',
    summary_ar: 'سبع ليالٍ قرب الحرم.',
    description_en: 'Seven nights with breakfast.',
    description_ar: 'سبع ليالٍ مع الإفطار.',
    nights: 7,
    inclusions: [],
    exclusions: [],
    itinerary: [],
    flights_included: false,
    flights_note_en: '',
    flights_note_ar: '',
    currency: 'PKR',
    status: 'published',
    destination_city: 'makkah',
    hotels: [{ name: 'Safar Towers', city: 'makkah', stars: 5, nights: 7, distance_to_haram_m: 250 }],
    ziyarat: [],
    transport_en: '',
    transport_ar: '',
    departures: [
      {
        date: inDays(days),
        seats_total: 20,
        status: 'open',
        ...Object.fromEntries(
          Object.entries(prices).flatMap(([type, minor]) => [
            [`${type}_price_minor`, minor],
            [`agent_${type}_price_minor`, minor - 1_000_000],
          ]),
        ),
      },
    ],
  };
}

describe.each(LOCALES)('contact, newsletter and the enquiries inbox (%s)', (locale) => {
  it('a visitor writes and signs up (confirming by mail); staff find the message and answer it', async () => {
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `visitor-${run}@example.test`;
    const name = `Hina ${run}`;
    const visitor = await newPage(browser, locale, locale === 'ar' ? 'phone' : 'desktop');
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. The contact form, from the footer.
      await visitor.goto('/home');
      await visitor
        .getByRole('contentinfo')
        .getByRole('link', { name: exactly(t(locale, 'layout:footer.contact')) })
        .click();
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'enquiries:contact.title') }).waitFor();
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.full_name'))).fill(name);
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.email'))).fill(email);
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.message'))).fill(`Twelve of us to Baku in March? (${run})`);
      await checkA11y(visitor, 'the contact form');
      const seen = await mailIds(email);
      await visitor.getByRole('button', { name: exactly(t(locale, 'enquiries:contact.send')) }).click();
      await visitor.getByText(exactly(t(locale, 'messages:contact_received'))).waitFor();
      const ack = await waitForMail(email, seen);
      const reference = /ENQ-\d+/.exec(ack.subject)?.[0];
      expect(reference, ack.subject).toBeTruthy();
      expect(await overflowWidth(visitor)).toBe(0);

      // 2. The group travel page's sign-up, confirmed through the mailed link.
      await visitor.goto('/group-tickets-main');
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'group_travel:title') }).waitFor();
      await visitor.getByLabel(startsWith(t(locale, 'newsletter:email'))).fill(email);
      const beforeSignup = await mailIds(email);
      await visitor.getByRole('button', { name: exactly(t(locale, 'newsletter:subscribe')) }).click();
      await visitor.getByText(exactly(t(locale, 'newsletter:success'))).waitFor();
      await checkA11y(visitor, 'the group travel page');
      const confirm = await waitForMail(email, beforeSignup);
      const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirm.text)?.[0];
      expect(link, confirm.text).toBeTruthy();
      await visitor.goto(new URL(link!).pathname + new URL(link!).search);
      await visitor.getByText(exactly(t(locale, 'messages:newsletter_confirmed'))).waitFor();

      // 3. Staff see it in the inbox, open it and answer; the answer is mailed and joins the thread.
      await admin.goto('/admin/enquiries');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'enquiries:list.title') }).waitFor();
      await admin.getByRole('searchbox').fill(run);
      await admin.getByRole('link', { name: reference! }).click();
      await admin
        .getByRole('heading', { level: 1, name: startsWith(t(locale, 'enquiries:details.title', { reference: reference! })) })
        .waitFor();
      await checkA11y(admin, 'an enquiry');
      const beforeReply = await mailIds(email);
      await admin.getByLabel(startsWith(t(locale, 'enquiries:details.reply'))).fill(`Yes, 12 seats on 14 March (${run}).`);
      await admin.getByRole('button', { name: exactly(t(locale, 'enquiries:details.send_reply')) }).click();
      await admin
        .getByText(exactly(t(locale, 'messages:enquiry_reply_sent')))
        .first()
        .waitFor();
      await admin.getByText(`Yes, 12 seats on 14 March (${run}).`).waitFor();
      const reply = await waitForMail(email, beforeReply);
      expect(reply.subject).toContain(reference!);
      expect(reply.text).toContain(`Yes, 12 seats on 14 March (${run}).`);
    } finally {
      await visitor.context().close();
      await admin.context().close();
    }
  });

  it('staff turn a contact enquiry into the Umrah booking agreed with the sender, and open it from the enquiry', async () => {
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // Set-up through the API: the package on sale, and a visitor's message without a phone.
      const { umrah_package: pkg } = await call<{ umrah_package: { id: string; departures: { id: string }[] } }>(
        admin,
        'POST',
        '/umrah-packages',
        umrahPackage(run, locale === 'en' ? 52 : 53),
      );
      const email = `pilgrim-${run}@example.test`;
      await call(null, 'POST', '/contact', { full_name: `Bilal ${run}`, email, message: `Umrah for one in a double room (${run}).` });
      const { items } = await call<{ items: { id: string; reference: string }[] }>(admin, 'GET', `/enquiries?search=${run}`);
      const enquiry = items[0]!;

      // 1. The enquiry, from the inbox: it offers to be turned into a booking.
      await admin.goto('/admin/enquiries');
      await admin.getByRole('searchbox').fill(run);
      await admin.getByRole('link', { name: enquiry.reference }).click();
      await waitForPath(admin, `/admin/enquiries/${enquiry.id}`);
      await admin.getByRole('link', { name: exactly(t(locale, 'enquiries:convert.button')) }).click();
      await waitForPath(admin, `/admin/enquiries/${enquiry.id}/booking`);
      await admin
        .getByRole('heading', { level: 1, name: exactly(t(locale, 'enquiries:convert.title', { reference: enquiry.reference })) })
        .waitFor();

      // 2. The package, its departure and room, one adult, and the phone the enquiry lacked.
      await admin.getByRole('combobox', { name: startsWith(t(locale, 'enquiries:convert.product')) }).selectOption('umrah');
      const item = admin.getByRole('combobox', { name: startsWith(t(locale, 'enquiries:convert.item.umrah')) });
      await item.locator(`option[value="${pkg.id}"]`).waitFor({ state: 'attached' });
      await item.selectOption(pkg.id);
      await admin
        .getByRole('combobox', { name: startsWith(t(locale, 'product_bookings:package.departure')) })
        .selectOption(pkg.departures[0]!.id);
      await admin.getByRole('radio', { name: startsWith(t(locale, 'product_bookings:package.sharing.double')) }).check();
      const adult = admin.getByRole('group', {
        name: t(locale, 'checkout:passengers.heading', { type: t(locale, 'flights:passenger_types.adult'), n: '1' }),
      });
      await fillAdult(adult, locale, {
        given: 'Bilal',
        family: `Pilgrim${run.replace(/\d/g, '')}`,
        bornOn: '1982-07-09',
        passport: 'gh1357924',
        expires: '2035-05-31',
      });
      await admin.getByLabel(startsWith(t(locale, 'enquiries:convert.phone'))).fill('+92 300 1112223');
      const price = admin.getByRole('table', { name: t(locale, 'product_bookings:summary.caption') });
      expect(await price.textContent()).toMatch(/350,000/);
      expect(await overflowWidth(admin)).toBe(0);
      await checkA11y(admin, "an enquiry's booking form");
      await admin.getByRole('button', { name: exactly(t(locale, 'enquiries:convert.submit')) }).click();

      // 3. Made: the enquiry reads converted and opens its booking in the desk, awaiting the sender's card.
      await admin
        .getByText(exactly(t(locale, 'messages:enquiry_converted_to_booking')))
        .first()
        .waitFor();
      await waitForPath(admin, `/admin/enquiries/${enquiry.id}`);
      await admin
        .getByRole('heading', { level: 1 })
        .getByText(exactly(t(locale, 'enquiries:statuses.converted')))
        .waitFor();
      await checkA11y(admin, 'a converted enquiry');
      await admin.getByRole('link', { name: exactly(t(locale, 'enquiries:convert.open_booking')) }).click();
      await waitForPath(admin, '/admin/booking-details');
      await admin.getByRole('heading', { level: 1, name: startsWith(t(locale, 'desk:details.title', { reference: 'BKG-' })) }).waitFor();
      await admin
        .getByText(exactly(t(locale, 'bookings:status_awaiting_payment')))
        .first()
        .waitFor();
      await admin.getByRole('heading', { level: 2, name: exactly(t(locale, 'product_bookings:products.umrah')) }).waitFor();
    } finally {
      await admin.context().close();
    }
  });
});
