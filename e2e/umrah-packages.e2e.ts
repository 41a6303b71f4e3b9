import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth, waitForPath } from './support/browser';
import { fillAdult, fillContact } from './support/checkout';
import { exactly, LOCALES, startsWith, t } from './support/i18n';
import { gradientPng } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A calendar day `days` from now, YYYY-MM-DD (a departure well after the agency's today). */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Fills one input of the form by its name (the editors' inputs repeat their labels per row). */
const fill = (page: Page, name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);

/** A family name no other run has, so that the run's booking is its own. */
const familyName = () => `Umrah${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe.each(LOCALES)('Umrah packages (%s)', (locale) => {
  it('admin creates and publishes an Umrah package with a gallery picture; a visitor sees it on /home, finds it, books a departure, pays in the sandbox, and staff see the booking', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const title = `Journey Umrah ${stamp}`;
    const slug = `journey-umrah-${stamp}`;
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    const visitor = await newPage(browser, locale, 'phone');
    try {
      // 1. Admin fills in the package: titles, city, nights, summaries, one itinerary day, one hotel, one departure.
      await admin.goto('/admin/new/umrah-package');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'packages:umrah.new_title') }).waitFor();
      await fill(admin, 'title_en', title);
      await fill(admin, 'title_ar', `عمرة ${stamp}`);
      await fill(admin, 'nights', '7');
      await fill(admin, 'summary_en', 'Seven nights near the Haram.');
      await fill(admin, 'summary_ar', 'سبع ليالٍ قرب الحرم.');
      await admin.getByRole('button', { name: exactly(t(locale, 'packages:editor.add_day')) }).click();
      await fill(admin, 'itinerary.0.title_en', 'Arrival in Makkah');
      await fill(admin, 'itinerary.0.title_ar', 'الوصول إلى مكة');
      const body = admin.getByRole('textbox', { name: t(locale, 'packages:fields.day_body_en') });
      await body.click();
      await admin.keyboard.type('Umrah after check-in.');
      await admin.getByRole('button', { name: exactly(t(locale, 'packages:editor.add_hotel')) }).click();
      await fill(admin, 'hotels.0.name', 'Safar Towers');
      await admin.locator('[name="hotels.0.stars"]').selectOption('5');
      await fill(admin, 'hotels.0.nights', '7');
      await fill(admin, 'hotels.0.distance_to_haram_m', '250');
      await admin.getByRole('button', { name: exactly(t(locale, 'packages:editor.add_departure')) }).click();
      // Sooner than any other journey's departure: /home features the four leaving first.
      await fill(admin, 'departures.0.date', inDays(locale === 'en' ? 20 : 21));
      await fill(admin, 'departures.0.seats_total', '40');
      const prices = {
        double: ['350,000', '330,000'],
        triple: ['310,000', '295,000'],
        quad: ['280,000', '265,000'],
        child: ['200,000', '190,000'],
        infant: ['50,000', '50,000'],
      };
      for (const [type, [price, agent]] of Object.entries(prices)) {
        await fill(admin, `departures.0.${type}_price_minor`, price!);
        await fill(admin, `departures.0.agent_${type}_price_minor`, agent!);
      }
      // A picture for its gallery, described for screen readers.
      await admin
        .getByLabel(startsWith(t(locale, 'images:upload.label')))
        .setInputFiles({ name: 'kaaba.png', mimeType: 'image/png', buffer: gradientPng(1200, 800) });
      await admin.getByText(t(locale, 'images:upload.uploaded', { name: 'kaaba.png' })).waitFor();
      await fill(admin, 'gallery.0.alt_en', `The Haram at dawn ${stamp}`);
      await fill(admin, 'gallery.0.alt_ar', `الحرم فجراً ${stamp}`);
      await checkA11y(admin, 'the Umrah package form');
      await admin.getByRole('button', { name: exactly(t(locale, 'packages:umrah.create')) }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/umrah-packages');
      await admin
        .getByText(exactly(t(locale, 'messages:umrah_package_saved')))
        .first()
        .waitFor();

      // 2. It is a draft: a visitor cannot open it yet. Admin publishes it from the list.
      await admin.getByRole('searchbox').fill(stamp);
      await admin.getByRole('searchbox').press('Enter');
      const name = locale === 'ar' ? `عمرة ${stamp}` : title;
      const publish = admin.getByRole('button', { name: exactly(t(locale, 'packages:actions.publish_named', { name })) });
      await publish.waitFor();
      await visitor.goto(`/umrah-package-details/${slug}`);
      await visitor.getByRole('alert').waitFor();
      await publish.click();
      await admin.getByRole('button', { name: exactly(t(locale, 'packages:actions.archive_named', { name })) }).waitFor();
      await checkA11y(admin, 'the Umrah packages list');

      // 3. A visitor (on a phone) sees it among the home page's Umrah packages, finds it on /umra-packages with its from price, and opens it.
      await visitor.goto('/home');
      await visitor
        .getByRole('link', { name: startsWith(name) })
        .first()
        .waitFor();
      await visitor.goto(`/umra-packages?destination=makkah`);
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'packages:umrah.public_title') }).waitFor();
      const card = visitor.getByRole('link', { name: exactly(name) });
      await card.waitFor();
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, 'the Umrah packages page');
      await card.click();
      await visitor.waitForURL((url) => url.pathname === `/umrah-package-details/${slug}`);
      await visitor.getByRole('heading', { level: 1, name: exactly(name) }).waitFor();
      await visitor.getByText(locale === 'ar' ? 'الوصول إلى مكة' : 'Arrival in Makkah').waitFor();
      await visitor.getByText('Umrah after check-in.').waitFor();
      await visitor.getByRole('heading', { name: exactly('Safar Towers') }).waitFor();
      const picture = visitor.getByRole('img', { name: locale === 'ar' ? `الحرم فجراً ${stamp}` : `The Haram at dawn ${stamp}` });
      await picture.waitFor();
      // The picture arrives (decode() fails on an image that does not load).
      await picture.evaluate((img: HTMLImageElement) => img.decode());
      const book = visitor.getByRole('link', {
        name: startsWith(t(locale, 'packages:details.book_named', { title: name, date: '' }).trim()),
      });
      const href = await book.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/umrah-package-details/${slug}/book\\?departure=[0-9a-f-]{36}$`));
      // Visitors never see the agents' price.
      expect(await visitor.getByText('330,000').count()).toBe(0);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, "an Umrah package's page");

      // 4. The visitor books that departure as a guest: one adult in a double room, the price from the catalogue.
      await book.click();
      await waitForPath(visitor, `/umrah-package-details/${slug}/book`);
      await visitor
        .getByRole('heading', { level: 1, name: exactly(t(locale, 'product_bookings:package.title', { title: name })) })
        .waitFor();
      await visitor.getByText(t(locale, 'product_bookings:storefront.guest')).waitFor();
      await visitor.getByRole('radio', { name: startsWith(t(locale, 'product_bookings:package.sharing.double')) }).check();
      const family = familyName();
      const adult = visitor.getByRole('group', {
        name: t(locale, 'checkout:passengers.heading', { type: t(locale, 'flights:passenger_types.adult'), n: '1' }),
      });
      await fillAdult(adult, locale, { given: 'Ayesha', family, bornOn: '1985-03-14', passport: 'ef2468135', expires: '2035-01-31' });
      await fillContact(visitor, locale, `${family.toLowerCase()}@example.com`, '+92 300 7654321');
      const price = visitor.getByRole('table', { name: t(locale, 'product_bookings:summary.caption') });
      expect(await price.textContent()).toMatch(/350,000/);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, 'an Umrah departure booking');
      await visitor.getByRole('button', { name: exactly(t(locale, 'product_bookings:form.submit_card')) }).click();

      // 5. The card: the sandbox gateway's page, then back to the booking by its link, paid and confirmed.
      await visitor.waitForURL((url) => url.pathname.startsWith('/api/card-sandbox/checkout/'), { timeout: 60_000, waitUntil: 'commit' });
      await visitor.getByRole('button', { name: /^Pay / }).click();
      await waitForPath(visitor, '/bookings-details', 30_000);
      expect(new URL(visitor.url()).searchParams.get('payment')).toBe('paid');
      await visitor.getByText(t(locale, 'product_bookings:notices.paid_confirmed')).waitFor();
      const facts = visitor
        .locator('section')
        .filter({ has: visitor.getByRole('heading', { level: 2, name: exactly(t(locale, 'product_bookings:products.umrah')) }) });
      await facts.getByText(t(locale, 'product_bookings:package.sharing.double')).waitFor();
      const reference = /BKG-[0-9A-Z-]+/.exec((await visitor.locator('.customer-booking__route').textContent()) ?? '')?.[0];
      expect(reference).toBeTruthy();
      await checkA11y(visitor, 'a paid Umrah booking');

      // 6. Staff find it among the storefront's bookings and open it: the package's facts, no flights.
      await admin.goto(`/admin/direct-bookings?search=${reference}`);
      await admin.getByRole('link', { name: exactly(reference!) }).click();
      await waitForPath(admin, '/admin/booking-details');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'desk:details.title', { reference: reference! }) }).waitFor();
      const staffFacts = admin
        .locator('section')
        .filter({ has: admin.getByRole('heading', { level: 2, name: exactly(t(locale, 'product_bookings:products.umrah')) }) });
      // The title in the staff member's own language (their account's), whichever the page is in.
      await staffFacts.getByText(new RegExp(stamp)).first().waitFor();
      await admin
        .getByText(exactly(t(locale, 'bookings:status_confirmed')))
        .first()
        .waitFor();
      expect(await admin.getByRole('heading', { name: t(locale, 'desk:details.flights') }).count()).toBe(0);
      await checkA11y(admin, "an Umrah booking's details");
    } finally {
      await Promise.all([admin.context().close(), visitor.context().close()]);
    }
  });
});
