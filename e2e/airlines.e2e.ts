import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { baseUrl, launchBrowser, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What each language's run does, on its own rows (both runs share one server): an airline of the
 * loaded data gets a margin, and a new airport gets a code the data does not use.
 */
const RUNS = {
  en: { search: 'qatar', airline: 'Qatar Airways', margin: { type: 'percent', value: '3' }, shown: '3', airport: 'ZZX' },
  ar: { search: 'SV', airline: 'Saudi Arabian Airlines', margin: { type: 'fixed', value: '2,000.00' }, shown: '200000', airport: 'ZZY' },
} as const;

const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');
const field = (page: Page, locale: TLocale, key: string) => page.getByLabel(startsWith(t(locale, key)));

describe.each(LOCALES)('airlines and airports journey (%s)', (locale) => {
  it('admin finds an airline, sets its margin and sees it listed; creates an airport the autocomplete then finds', async () => {
    const run = RUNS[locale];
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const city = `Journeyville ${stamp}`;
    const page = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. The airlines list, searched by name or code.
      await page.getByRole('link', { name: exactly(t(locale, 'layout:links.airlines')) }).click();
      await waitForPath(page, '/admin/airlines');
      await page.getByRole('heading', { level: 1, name: t(locale, 'air:airlines.title') }).waitFor();
      await checkA11y(page, 'the airlines list');
      await page.getByLabel(t(locale, 'air:airlines.search')).fill(run.search);
      const link = page.getByRole('link', { name: exactly(run.airline) });
      await link.waitFor();

      // 2. Its edit screen, with the margin section: a percentage or a fixed amount per passenger.
      await link.click();
      await waitForPath(page, '/admin/update/airline');
      await page.getByRole('heading', { level: 1, name: t(locale, 'air:airlines.edit_title') }).waitFor();
      await page.getByRole('heading', { level: 2, name: t(locale, 'air:margin.title') }).waitFor();
      await checkA11y(page, 'the airline edit screen');
      await page.getByLabel(t(locale, 'air:margin.type')).selectOption(run.margin.type);
      if (run.margin.type === 'percent') await field(page, locale, 'air:margin.percent').fill(run.margin.value);
      else {
        await field(page, locale, 'air:margin.amount').fill(run.margin.value);
        await page.getByLabel(startsWith(t(locale, 'air:margin.currency'))).selectOption('PKR');
      }
      await page.getByRole('button', { name: exactly(t(locale, 'air:margin.save')) }).click();
      await page.getByText(t(locale, 'messages:airline_margin_saved')).first().waitFor();
      // The section shows who set it.
      await page.getByText(startsWith(t(locale, 'air:margin.set_by', { name: 'Amina Admin', date: '' }).trim())).waitFor();
      await checkA11y(page, 'the airline with its margin');

      // 3. Back in the list, the margin shows in the airline's row.
      await page.getByRole('link', { name: exactly(t(locale, 'air:airlines.back')) }).click();
      await waitForPath(page, '/admin/airlines');
      await page.getByLabel(t(locale, 'air:airlines.search')).fill(run.search);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: exactly(run.airline) }) });
      await row.waitFor();
      await expect.poll(async () => digits(await row.getByRole('cell').nth(4).textContent())).toBe(run.shown);

      // 4. A new airport, through its form.
      await page.getByRole('link', { name: exactly(t(locale, 'layout:links.airports')) }).click();
      await waitForPath(page, '/admin/airports');
      await page.getByRole('heading', { level: 1, name: t(locale, 'air:airports.title') }).waitFor();
      await page.getByRole('link', { name: exactly(t(locale, 'air:airports.new')) }).click();
      await waitForPath(page, '/admin/new/airport');
      await page.getByRole('heading', { level: 1, name: t(locale, 'air:airports.new_title') }).waitFor();
      await field(page, locale, 'air:airports.fields.iata_code').fill(run.airport.toLowerCase());
      await field(page, locale, 'air:airports.fields.name').fill(`${city} Field`);
      await field(page, locale, 'air:airports.fields.city').fill(city);
      await field(page, locale, 'air:airports.fields.latitude').fill('25.1');
      await field(page, locale, 'air:airports.fields.longitude').fill('66.9');
      await field(page, locale, 'air:airports.fields.time_zone').fill('Asia/Karachi');
      await checkA11y(page, 'the filled airport form');
      await page.getByRole('button', { name: exactly(t(locale, 'air:airports.create')) }).click();
      await waitForPath(page, '/admin/airports');
      await page.getByText(t(locale, 'messages:airport_saved')).first().waitFor();

      // 5. The autocomplete finds it by its code first, and by the start of its city, for anyone.
      await page.getByLabel(t(locale, 'air:airports.search')).fill(city.slice(0, 14).toLowerCase());
      await page.getByRole('link', { name: exactly(`${city} Field`) }).waitFor();
      await checkA11y(page, 'the airports list searched');
      const visitor = await fetch(`${baseUrl()}/api/airports?search=${run.airport.toLowerCase()}&per_page=8`);
      const found = (await visitor.json()) as { data: { items: { iata_code: string; city: string }[] } };
      expect(found.data.items[0]).toMatchObject({ iata_code: run.airport, city });
    } finally {
      await page.context().close();
    }
  });
});
