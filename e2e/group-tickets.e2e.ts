import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The day `days` from now (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');

const gt = (locale: TLocale, key: string, params?: Record<string, string>) => t(locale, `group-tickets:${key}`, params);
const field = (scope: Page | Locator, locale: TLocale, key: string, params?: Record<string, string>) =>
  scope.getByLabel(startsWith(gt(locale, key, params)));
const fare = (page: Page, locale: TLocale, side: 'net' | 'selling', type: 'adult' | 'child' | 'infant') =>
  field(page, locale, `fields.${side}`, { type: gt(locale, `fare_types.${type}`) });

async function fillLeg(page: Page, locale: TLocale, section: string, leg: [string, string, string, string, string]) {
  const scope = page.getByRole('group', { name: gt(locale, `sections.${section}`), exact: true });
  const [flight, from, to, departs, arrives] = leg;
  await field(scope, locale, 'fields.flight_number').fill(flight);
  await field(scope, locale, 'fields.origin').fill(from);
  await field(scope, locale, 'fields.destination').fill(to);
  await field(scope, locale, 'fields.departure_local').fill(departs);
  await field(scope, locale, 'fields.arrival_local').fill(arrives);
}

/** Searches the list and waits for the search to be applied (the address bar holds it). */
async function search(page: Page, locale: TLocale, text: string) {
  await page.getByLabel(gt(locale, 'search')).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text, { waitUntil: 'commit' });
}

describe.each(LOCALES)('group tickets journey (%s)', (locale) => {
  it('admin creates a group ticket with a return, finds it in the list with its seats, and changes its fare', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Journey ${stamp}`;
    const out = day(40);
    const back = day(47);
    const page = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      await page.getByRole('link', { name: exactly(t(locale, 'layout:links.group_tickets')) }).click();
      await waitForPath(page, '/admin/group-tickets');
      await page.getByRole('heading', { level: 1, name: gt(locale, 'title') }).waitFor();
      // The demo blocks are there.
      await page
        .getByRole('link', { name: /^GT-\d+$/ })
        .first()
        .waitFor();
      await checkA11y(page);

      // 1. A new block: Saudia Karachi → Jeddah and back a week later, 30 seats.
      await page.getByRole('link', { name: exactly(gt(locale, 'new')) }).click();
      await waitForPath(page, '/admin/new/group-ticket');
      await page.getByRole('heading', { level: 1, name: gt(locale, 'new_title') }).waitFor();
      await checkA11y(page);
      await field(page, locale, 'fields.airline_code').fill('SV');
      await field(page, locale, 'fields.title').fill(title);
      await fillLeg(page, locale, 'outbound', ['SV 721', 'KHI', 'JED', `${out}T04:30`, `${out}T07:05`]);
      await fillLeg(page, locale, 'return', ['SV 720', 'JED', 'KHI', `${back}T08:30`, `${back}T15:20`]);
      await field(page, locale, 'fields.seats_total').fill('30');
      await fare(page, locale, 'net', 'adult').fill('175,000');
      await fare(page, locale, 'selling', 'adult').fill('189,500');
      await fare(page, locale, 'net', 'child').fill('150,000');
      await fare(page, locale, 'selling', 'child').fill('162,000');
      await fare(page, locale, 'net', 'infant').fill('30,000');
      await fare(page, locale, 'selling', 'infant').fill('35,000');
      await field(page, locale, 'fields.booking_cutoff').fill(`${day(37)}T18:00`);
      await checkA11y(page, 'the filled group ticket form');
      await page.getByRole('button', { name: exactly(gt(locale, 'create')) }).click();

      // 2. The list, with the server's message, shows it with all its seats left.
      await waitForPath(page, '/admin/group-tickets');
      await page.getByText(t(locale, 'messages:group_ticket_saved')).first().waitFor();
      await search(page, locale, stamp);
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.textContent()).toContain(gt(locale, 'cell.seats', { left: '30', total: '30' }));
      expect(await row.textContent()).toContain('KHI → JED');
      expect(digits(await row.textContent())).toContain('18950000');
      await checkA11y(page, 'the list with the new group ticket');

      // 3. Its edit form: a new adult selling fare.
      await row.getByRole('link', { name: /^GT-\d+$/ }).click();
      await waitForPath(page, '/admin/update/group-ticket');
      await page.getByRole('heading', { level: 1, name: startsWith(gt(locale, 'edit_title', { reference: '' }).trim()) }).waitFor();
      const selling = fare(page, locale, 'selling', 'adult');
      await expect.poll(() => selling.inputValue()).toBe('189500.00');
      // Under the form, the block's name list: nothing sold yet.
      await page.getByRole('heading', { level: 2, name: exactly(gt(locale, 'names.title')) }).waitFor();
      await page.getByText(exactly(gt(locale, 'names.none'))).waitFor();
      await checkA11y(page);
      // On a phone the form fits the screen: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkA11y(page, 'the edit form on a phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await selling.fill('199,000');
      await page.getByRole('button', { name: exactly(gt(locale, 'save')) }).click();

      // 4. Back on the list, the new fare shows.
      await waitForPath(page, '/admin/group-tickets');
      await search(page, locale, stamp);
      const changed = page.getByRole('row').filter({ hasText: title });
      await expect.poll(async () => digits(await changed.textContent())).toContain('19900000');
      await checkA11y(page, 'the list after the fare change');
    } finally {
      await page.context().close();
    }
  });
});
