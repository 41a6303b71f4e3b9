import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The day `days` from now (UTC), YYYY-MM-DD: far enough ahead to be "today or later" in every zone. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');

const ins = (locale: TLocale, key: string, params?: Record<string, string>) => t(locale, `insurance:${key}`, params);
const ti = (locale: TLocale, key: string, params?: Record<string, string>) => t(locale, `travel_insurance:${key}`, params);
const row = (page: Page, locale: TLocale, number: number) =>
  page.getByRole('listitem', { name: exactly(ins(locale, 'band.title', { number: String(number) })) });

async function fillRow(scope: Locator, locale: TLocale, cells: [string, string, string, string, string, string]) {
  const names = ['min_age', 'max_age', 'min_days', 'max_days', 'price', 'agent_price'];
  for (const [i, name] of names.entries()) await scope.getByLabel(startsWith(ins(locale, `band.${name}`))).fill(cells[i]!);
}

describe.each(LOCALES)('travel insurance journey (%s)', (locale) => {
  it('admin adds a plan with its price table and publishes it; a visitor gets a quote on /travel-insurance and sees its price', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Journey Asia Cover ${stamp}`;
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    const visitor = await newPage(browser, locale, locale === 'ar' ? 'phone' : 'desktop');
    try {
      // 1. Admin: the plans list from the menu, then a new plan.
      await admin.getByRole('link', { name: exactly(t(locale, 'layout:links.insurance_plans')) }).click();
      await waitForPath(admin, '/admin/insurance-plans');
      await admin.getByRole('heading', { level: 1, name: ins(locale, 'title') }).waitFor();
      await admin.getByRole('link', { name: exactly(ins(locale, 'new')) }).click();
      await waitForPath(admin, '/admin/new/insurance-plan');
      await admin.getByLabel(startsWith(ins(locale, 'fields.name_en'))).fill(name);
      await admin.getByLabel(startsWith(ins(locale, 'fields.name_ar'))).fill(`تغطية آسيا ${stamp}`);
      await admin.getByLabel(startsWith(ins(locale, 'fields.insurer_name'))).fill('Journey Takaful');
      await admin.getByLabel(exactly(ti(locale, 'regions.asia'))).check();
      await admin.getByLabel(startsWith(ins(locale, 'fields.status'))).selectOption('published');
      await admin.getByRole('button', { name: exactly(ins(locale, 'benefit.add')) }).click();
      const benefit = admin.getByRole('listitem', { name: exactly(ins(locale, 'benefit.title', { number: '1' })) });
      await benefit.getByLabel(startsWith(ins(locale, 'benefit.label_en'))).fill('Emergency medical expenses');
      await benefit.getByLabel(startsWith(ins(locale, 'benefit.label_ar'))).fill('النفقات الطبية الطارئة');
      await benefit.getByLabel(startsWith(ins(locale, 'benefit.covered'))).fill('2,000,000');

      // Two rows that both price a 17-year-old: refused on the second row, nothing saved.
      await fillRow(row(admin, locale, 1), locale, ['0', '17', '1', '30', '1,000', '800']);
      await admin.getByRole('button', { name: exactly(ins(locale, 'band.add')) }).click();
      await fillRow(row(admin, locale, 2), locale, ['17', '99', '1', '30', '2,500', '2,000']);
      await admin.getByRole('button', { name: exactly(ins(locale, 'create')) }).click();
      await row(admin, locale, 2).getByText(t(locale, 'validation:insurance_band_overlap')).waitFor();
      await checkA11y(admin, 'the plan form with a refused row');
      await row(admin, locale, 2)
        .getByLabel(startsWith(ins(locale, 'band.min_age')))
        .fill('18');
      await admin.getByRole('button', { name: exactly(ins(locale, 'create')) }).click();
      await waitForPath(admin, '/admin/insurance-plans');
      await admin
        .getByText(exactly(t(locale, 'messages:insurance_plan_saved')))
        .first()
        .waitFor();
      await admin.getByLabel(ins(locale, 'search')).fill(stamp);
      await admin.waitForURL((url) => url.searchParams.get('search') === stamp, { waitUntil: 'commit' });
      await admin.getByRole('link', { name: exactly(name) }).waitFor();
      // The list is dimmed while its search is fetched: check it once the answer is in.
      await admin.locator('table.data-table:not([aria-busy])').waitFor();
      await checkA11y(admin, 'the insurance plans list');

      // 2. A visitor asks for a quote: Asia, ten days, two travellers aged 40 and 10.
      await visitor.goto('/travel-insurance');
      await visitor.getByRole('heading', { level: 1, name: ti(locale, 'title') }).waitFor();
      await visitor.getByLabel(startsWith(ti(locale, 'form.region'))).selectOption('asia');
      await visitor.getByLabel(startsWith(ti(locale, 'form.start_date'))).fill(day(20));
      await visitor.getByLabel(startsWith(ti(locale, 'form.end_date'))).fill(day(29));
      await visitor.getByLabel(startsWith(ti(locale, 'form.travellers'))).selectOption('2');
      await visitor.getByLabel(startsWith(ti(locale, 'form.age', { number: '1' }))).fill('40');
      await visitor.getByLabel(startsWith(ti(locale, 'form.age', { number: '2' }))).fill('10');
      await visitor.getByRole('button', { name: exactly(ti(locale, 'form.submit')) }).click();

      const shownName = locale === 'ar' ? `تغطية آسيا ${stamp}` : name;
      const card = visitor.getByRole('article', { name: exactly(shownName) });
      await card.waitFor();
      // 2,500 + 1,000 per traveller = PKR 3,500.00, the public price (agents' prices never shown to a visitor).
      expect(digits(await card.locator('.insurance-plan-card__total').textContent())).toBe('350000');
      expect(await card.getByText(startsWith(ti(locale, 'results.agent_price', { amount: '' }))).count()).toBe(0);
      await card.getByText(locale === 'ar' ? 'النفقات الطبية الطارئة' : 'Emergency medical expenses').waitFor();
      const buy = card.getByRole('link', { name: exactly(ti(locale, 'results.buy_named', { name: shownName })) });
      expect(await buy.getAttribute('href')).toMatch(/^\/travel-insurance\/buy\?quote=[0-9a-f-]{36}&plan=[0-9a-f-]{36}$/);
      expect(await overflowWidth(visitor)).toBe(0);
      await checkA11y(visitor, 'a travel insurance quote');
    } finally {
      await admin.context().close();
      await visitor.context().close();
    }
  });
});
