import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth } from './support/browser';
import { exactly, LOCALES, startsWith, t } from './support/i18n';

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

describe.each(LOCALES)('Umrah packages (%s)', (locale) => {
  it('admin creates an Umrah package with its itinerary and a departure and publishes it; a visitor finds it and its Book button', async () => {
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
      await fill(admin, 'departures.0.date', inDays(locale === 'en' ? 45 : 46));
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

      // 3. A visitor (on a phone) finds it on /umra-packages with its from price, and opens it.
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
      const book = visitor.getByRole('link', {
        name: startsWith(t(locale, 'packages:details.book_named', { title: name, date: '' }).trim()),
      });
      const href = await book.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/umrah-package-details/${slug}/book\\?departure=[0-9a-f-]{36}$`));
      // Visitors never see the agents' price.
      expect(await visitor.getByText('330,000').count()).toBe(0);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, "an Umrah package's page");
    } finally {
      await Promise.all([admin.context().close(), visitor.context().close()]);
    }
  });
});
