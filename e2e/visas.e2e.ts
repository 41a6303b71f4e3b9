import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth, waitForPath } from './support/browser';
import { fillAdult, fillContact } from './support/checkout';
import { exactly, LOCALES, startsWith, t } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A calendar day `days` from now, YYYY-MM-DD (beyond the visa's processing time). */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** A scan the API takes as a PDF by its first bytes. */
const PASSPORT_SCAN = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(LOCALES)('the visas catalogue (%s)', (locale) => {
  it('admin creates and publishes a visa; a visitor finds it; an agent applies from its wallet and sends a passport scan; staff approve it', async () => {
    // The run's own visa: its title carries a stamp no other journey uses.
    const stamp = `${locale}${Date.now().toString(36)}`;
    const titleEn = `Journey visa ${stamp}`;
    const titleAr = `تأشيرة الرحلة ${stamp}`;
    const title = locale === 'ar' ? titleAr : titleEn;
    const label = (key: string) => startsWith(t(locale, `visas:${key}`));
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    const visitor = await newPage(browser, locale, 'phone');
    const agent = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      // 1. The form: country, type, days, prices, texts, a rich-text description and two documents.
      await admin.goto('/admin/new-visa');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'visas:new_title') }).waitFor();
      const country = admin.getByRole('combobox', { name: label('fields.country_code') });
      await country.click();
      await country.fill('United Arab');
      await admin.getByRole('option', { name: /United Arab Emirates/ }).click();
      await admin.getByLabel(label('fields.visa_type')).selectOption('tourist');
      await admin.getByLabel(label('fields.entries')).selectOption('multiple');
      await admin.locator('input[name="processing_days_min"]').fill('3');
      await admin.locator('input[name="processing_days_max"]').fill('5');
      await admin.locator('input[name="validity_days"]').fill('60');
      await admin.locator('input[name="max_stay_days"]').fill('30');
      await admin.locator('input[name="adult_price_minor"]').fill('35,000');
      await admin.locator('input[name="child_price_minor"]').fill('25,000');
      await admin.locator('input[name="agent_adult_price_minor"]').fill('32,000');
      await admin.locator('input[name="agent_child_price_minor"]').fill('23,000');
      await admin.locator('input[name="title_en"]').fill(titleEn);
      await admin.locator('input[name="title_ar"]').fill(titleAr);
      await admin.locator('input[name="summary_en"]').fill('Multiple entries, 30 days a visit.');
      await admin.locator('input[name="summary_ar"]').fill('دخول متعدد، 30 يومًا في كل زيارة.');
      for (const [field, text] of [
        ['description_en', 'Apply with a passport valid for six months.'],
        ['description_ar', 'قدّم بجواز سفر صالح لستة أشهر.'],
      ] as const) {
        const editor = admin.getByRole('textbox', { name: label(`fields.${field}`) });
        await editor.click();
        await admin.keyboard.type(text);
      }
      const add = admin.getByRole('button', { name: exactly(t(locale, 'visas:documents.add')) });
      await add.click();
      await admin.locator('input[name="documents.0.label_en"]').fill('Passport scan');
      await admin.locator('input[name="documents.0.label_ar"]').fill('صورة جواز السفر');
      await admin.locator('input[name="documents.0.upload"]').check();
      await add.click();
      await admin.locator('input[name="documents.1.label_en"]').fill('Hotel booking');
      await admin.locator('input[name="documents.1.label_ar"]').fill('حجز الفندق');
      await checkA11y(admin, 'the visa form');
      await admin.getByRole('button', { name: exactly(t(locale, 'visas:create')) }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/visas');
      await admin
        .getByText(exactly(t(locale, 'messages:visa_saved')))
        .first()
        .waitFor();

      // 2. Saved as a draft (the form's default), it is published from the list.
      await admin.goto(`/admin/visas?search=${stamp}`);
      const row = admin.getByRole('row', { name: new RegExp(stamp) });
      await row.getByText(exactly(t(locale, 'visas:status.draft'))).waitFor();
      await checkA11y(admin, 'the visas list');
      await row.getByRole('button', { name: t(locale, 'visas:actions.publish_named', { name: title }) }).click();
      await row.getByText(exactly(t(locale, 'visas:status.published'))).waitFor();

      // 3. A visitor on a phone finds it on /visa by searching, and opens its page.
      await visitor.goto('/visa');
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'visas:public.title') }).waitFor();
      await visitor.getByLabel(t(locale, 'visas:public.search')).fill(stamp);
      const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) });
      await card.waitFor();
      await card.getByText(exactly(t(locale, 'visas:entries.multiple'))).waitFor();
      expect(await card.textContent()).toMatch(/35,000/);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, 'the visas catalogue');
      await card.getByRole('link', { name: t(locale, 'visas:public.details_named', { name: title }) }).click();
      await visitor.waitForURL((url) => url.pathname.startsWith('/visa-details/journey-visa-'));
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.getByText(locale === 'ar' ? 'صورة جواز السفر' : 'Passport scan').waitFor();
      await visitor.getByText(locale === 'ar' ? 'قدّم بجواز سفر صالح لستة أشهر.' : 'Apply with a passport valid for six months.').waitFor();
      const apply = visitor.getByRole('link', { name: exactly(t(locale, 'visas:public.apply')) });
      expect(await apply.getAttribute('href')).toMatch(/^\/visa-details\/journey-visa-[a-z0-9-]+\/apply$/);
      // Visitors never see the agent's price.
      expect(await visitor.locator('main').textContent()).not.toMatch(/32,000/);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, 'a visa page');

      // 4. The agent applies for it for one adult, at its own price with its markup, paid from the wallet.
      const slug = new URL(visitor.url()).pathname.split('/').pop()!;
      await agent.goto(`/agent/visa-details/${slug}`);
      await agent.getByRole('link', { name: exactly(t(locale, 'visas:public.apply')) }).click();
      await waitForPath(agent, `/agent/visa-details/${slug}/apply`);
      await agent.getByRole('heading', { level: 1, name: exactly(t(locale, 'product_bookings:visa.title', { title })) }).waitFor();
      await agent.getByLabel(startsWith(t(locale, 'product_bookings:visa.travel_on'))).fill(inDays(locale === 'en' ? 20 : 21));
      const family = `Visa${stamp.replace(/[^a-z]/g, '')}`;
      const applicant = agent.getByRole('group', {
        name: t(locale, 'checkout:passengers.heading', { type: t(locale, 'product_bookings:visa.types.adult'), n: '1' }),
      });
      await fillAdult(applicant, locale, { given: 'Bilal', family, bornOn: '1987-09-03', passport: 'gh1357924', expires: '2034-09-30' });
      await fillContact(agent, locale, 'bookings@crescent.example', '+92 321 5550000');
      await agent.getByLabel(startsWith(t(locale, 'product_bookings:markup.label', { currency: 'PKR' }))).fill('2,000');
      const price = agent.getByRole('table', { name: t(locale, 'product_bookings:summary.caption') });
      expect(await price.textContent()).toMatch(/32,000.*2,000.*34,000/s);
      await checkA11y(agent, "an agent's visa application");
      await agent.getByRole('button', { name: exactly(t(locale, 'product_bookings:form.submit_wallet')) }).click();

      // 5. Its booking opens, paid: the application waits for documents; the agent sends the passport scan.
      await waitForPath(agent, '/agent/agent-booking-details', 30_000);
      const bookingId = new URL(agent.url()).searchParams.get('id')!;
      const steps = agent.getByRole('list', { name: t(locale, 'product_bookings:visa_steps.label') });
      await steps.locator('[aria-current="step"]').getByText(t(locale, 'product_bookings:visa_steps.awaiting_documents')).waitFor();
      const passport = t(locale, 'product_bookings:documents.kinds.passport');
      const upload = agent.getByLabel(startsWith(t(locale, 'product_bookings:documents.add', { kind: passport, name: '' }).trim()));
      await upload.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PASSPORT_SCAN });
      await agent
        .getByRole('button', { name: exactly(t(locale, 'product_bookings:documents.download_named', { name: 'passport.pdf' })) })
        .waitFor();
      await agent.getByText(exactly(t(locale, 'product_bookings:documents.received'))).waitFor();
      await checkA11y(agent, "an agent's visa application with its passport scan");

      // 6. Staff move the application step by step, each only to a step that may follow, to approved.
      await admin.goto(`/admin/booking-details?id=${bookingId}`);
      await admin
        .getByRole('button', { name: exactly(t(locale, 'product_bookings:documents.download_named', { name: 'passport.pdf' })) })
        .waitFor();
      for (const step of ['documents_received', 'submitted', 'approved']) {
        await admin.getByRole('button', { name: exactly(t(locale, 'product_bookings:actions.move_step')) }).click();
        const dialog = admin.getByRole('dialog');
        await dialog.getByRole('radio', { name: exactly(t(locale, `product_bookings:visa_steps.${step}`)) }).check();
        if (step === 'approved') {
          await dialog.getByLabel(startsWith(t(locale, 'product_bookings:step.note'))).fill('Visa issued for 30 days.');
          await checkA11y(admin, 'the visa step dialog');
        }
        await dialog.getByRole('button', { name: exactly(t(locale, 'product_bookings:step.confirm')) }).click();
        await dialog.waitFor({ state: 'hidden' });
        await admin
          .getByRole('list', { name: t(locale, 'product_bookings:visa_steps.label') })
          .locator('[aria-current="step"]')
          .getByText(t(locale, `product_bookings:visa_steps.${step}`))
          .waitFor();
      }
      // Decided: no step follows, and the application takes no more files.
      expect(await admin.getByRole('button', { name: exactly(t(locale, 'product_bookings:actions.move_step')) }).count()).toBe(0);
      await admin.getByText(t(locale, 'product_bookings:documents.intro_closed')).waitFor();
      await checkA11y(admin, 'an approved visa application');
    } finally {
      await admin.context().close();
      await visitor.context().close();
      await agent.context().close();
    }
  });
});
