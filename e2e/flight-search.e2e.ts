import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth, pathOf, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';
import { mailIds, waitForMail } from './support/mail';

/**
 * Flight search, both languages: a visitor searches from the home page's search box, filters,
 * sorts and opens an offer, which another visitor cannot open; an agent searches from its dashboard, opens an offer in the portal
 * and mails a quote that reaches the development inbox. The route searched is one the
 * development suppliers answer (E2E_FLIGHT_ORIGIN / E2E_FLIGHT_DESTINATION to change it).
 */
const ORIGIN = process.env.E2E_FLIGHT_ORIGIN ?? 'KHI';
const DESTINATION = process.env.E2E_FLIGHT_DESTINATION ?? 'DXB';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A day a month ahead, in the browser's calendar (always a valid departure). */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const field = (scope: Page | Locator, locale: TLocale, key: string) => scope.getByLabel(startsWith(t(locale, key)));

/** Types a code into an airport picker and picks the airport the autocomplete finds. */
async function pickAirport(scope: Locator, locale: TLocale, key: string, code: string): Promise<void> {
  await scope.getByRole('combobox', { name: startsWith(t(locale, key)) }).fill(code);
  await scope
    .page()
    // In Arabic the option is one isolated left-to-right run: skip the direction marks before the code.
    .getByRole('option', { name: new RegExp(`^[\\s\\u2066-\\u2069\\u200e\\u200f]*${code} —`) })
    .first()
    .click();
}

/** Fills the search form in `scope` (one way, one adult, economy) and submits it. */
async function search(scope: Locator, locale: TLocale): Promise<void> {
  await scope.getByRole('radio', { name: exactly(t(locale, 'flights:trip_types.one_way')) }).check();
  await pickAirport(scope, locale, 'flights:search.origin', ORIGIN);
  await pickAirport(scope, locale, 'flights:search.destination', DESTINATION);
  await field(scope, locale, 'flights:search.departure_date').fill(inDays(30));
  await scope.getByRole('button', { name: exactly(t(locale, 'flights:search.submit')) }).click();
}

/** Waits for the answer: the results' count line (the list is not empty). */
async function waitForResults(page: Page, locale: TLocale): Promise<Locator> {
  const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
  await cards.first().waitFor({ timeout: 60_000 });
  return cards;
}

/** Opens the first fare of the first result and waits for the details screen. */
async function openFirstOffer(cards: Locator, locale: TLocale): Promise<void> {
  await cards
    .first()
    .getByRole('link', { name: startsWith(t(locale, 'flights:card.view')) })
    .first()
    .click();
  await waitForPath(cards.page(), '/flight/details');
}

/** The search form: the one named "Search flights". */
const searchForm = (page: Page, locale: TLocale) => page.getByRole('form', { name: t(locale, 'flights:search.title') });

describe.each(LOCALES)('flight search (%s)', (locale) => {
  it('a visitor searches from the home page, filters, sorts and opens an offer', async () => {
    const page = await newPage(browser, locale);
    try {
      // 1. The search box of the home page, with the Flights tab.
      await page.goto('/home');
      await page.getByRole('tab', { name: t(locale, 'flights:search.tab') }).waitFor();
      await checkA11y(page, 'the home page with its search box');
      // An incomplete search is refused with the message and the fields' own messages.
      await searchForm(page, locale)
        .getByRole('button', { name: exactly(t(locale, 'flights:search.submit')) })
        .click();
      await page.getByText(t(locale, 'flights:search.invalid')).first().waitFor();
      await page.getByText(t(locale, 'validation:search_airport')).first().waitFor();
      expect(pathOf(page)).toBe('/home');
      await search(searchForm(page, locale), locale);

      // 2. The results at /flight/search, the search in the address.
      await waitForPath(page, '/flight/search');
      const cards = await waitForResults(page, locale);
      const address = new URL(page.url()).searchParams;
      expect([address.get('origin'), address.get('destination'), address.get('departure_date')]).toEqual([ORIGIN, DESTINATION, inDays(30)]);
      expect(
        await page.evaluate(() => JSON.parse(window.localStorage.getItem('previous_search') ?? '{}') as { origin?: string }),
      ).toMatchObject({
        origin: ORIGIN,
      });
      await checkA11y(page, 'the flight results');

      // 3. Filters: non-stop only; every card left says so (or none matches).
      const filters = page.getByRole('region', { name: t(locale, 'flights:filters.title') });
      await filters.getByRole('checkbox', { name: exactly(t(locale, 'flights:stops.none')) }).check();
      await page.waitForURL((url) => url.searchParams.get('stops') === '0');
      const nonStop = await cards.count();
      for (let i = 0; i < nonStop; i++) expect(await cards.nth(i).textContent()).toContain(t(locale, 'flights:stops.none'));
      if (nonStop === 0) await page.getByText(t(locale, 'flights:results.none_match')).waitFor();
      await checkA11y(page, 'the results filtered');
      await filters.getByRole('checkbox', { name: exactly(t(locale, 'flights:stops.none')) }).uncheck();
      await page.waitForURL((url) => !url.searchParams.has('stops'));

      // 4. Sort: fastest first, kept in the address across a reload.
      await page.getByRole('combobox', { name: t(locale, 'flights:sort.label') }).selectOption('fastest');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'fastest');
      await page.reload();
      await waitForResults(page, locale);
      expect(await page.getByRole('combobox', { name: t(locale, 'flights:sort.label') }).inputValue()).toBe('fastest');

      // 5. An offer's details, in the storefront.
      await openFirstOffer(cards, locale);
      await page.getByRole('heading', { level: 2, name: t(locale, 'flights:details.itinerary') }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('navigation', { name: t(locale, 'layout:main_nav') }).count()).toBe(1);
      expect(await page.getByRole('button', { name: exactly(t(locale, 'flights:quote.open')) }).count()).toBe(0);
      await checkA11y(page, 'the flight details');

      // 6. The offer is this browser's: another visitor opening its address finds nothing there,
      //    and is offered a new search.
      const stranger = await newPage(browser, locale);
      try {
        await stranger.goto(page.url());
        await stranger.getByRole('link', { name: exactly(t(locale, 'flights:details.search_again')) }).waitFor({ timeout: 30_000 });
        expect(await stranger.getByRole('heading', { level: 2, name: t(locale, 'flights:details.itinerary') }).count()).toBe(0);
      } finally {
        await stranger.context().close();
      }
    } finally {
      await page.context().close();
    }
  });

  it('a visitor on a phone reads the results, opens the filters and an offer, and nothing is wider than the screen', async () => {
    const page = await newPage(browser, locale, 'phone');
    try {
      const query = new URLSearchParams({ trip_type: 'one_way', origin: ORIGIN, destination: DESTINATION, departure_date: inDays(31) });
      await page.goto(`/flight/search?${query.toString()}`);
      const cards = await waitForResults(page, locale);
      expect(await overflowWidth(page)).toBe(0);
      await checkA11y(page, 'the results on a phone');

      // The filters fold away behind one button on a phone.
      const toggle = page.getByRole('button', { name: startsWith(t(locale, 'flights:filters.toggle')) });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await page
        .getByRole('region', { name: t(locale, 'flights:filters.title') })
        .getByRole('checkbox', { name: exactly(t(locale, 'flights:stops.none')) })
        .waitFor();
      expect(await overflowWidth(page)).toBe(0);

      await openFirstOffer(cards, locale);
      await page.getByRole('heading', { level: 2, name: t(locale, 'flights:details.price') }).waitFor({ timeout: 30_000 });
      expect(await overflowWidth(page)).toBe(0);
      await checkA11y(page, 'the flight details on a phone');
    } finally {
      await page.context().close();
    }
  });

  it('an agent searches from its dashboard, opens an offer and sends a quote that reaches the inbox', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const client = `quote-${locale}-${stamp}@example.com`;
    const page = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      await checkA11y(page, 'the agent dashboard with its search box');
      await search(searchForm(page, locale), locale);

      // The results show on the dashboard itself, with net, margin and gross.
      await page.waitForURL((url) => url.pathname === '/agent/dashboard-flights' && url.searchParams.get('origin') === ORIGIN);
      const cards = await waitForResults(page, locale);
      expect(await cards.first().textContent()).toContain(t(locale, 'flights:price.net'));
      await checkA11y(page, 'the agent results');

      // The offer opens inside the agent portal.
      await openFirstOffer(cards, locale);
      await page.getByRole('heading', { level: 2, name: t(locale, 'flights:details.itinerary') }).waitFor({ timeout: 30_000 });
      await page.getByRole('navigation', { name: t(locale, 'layout:back_office.sections') }).waitFor();
      // The agent's net holds the airline margin; the supplier's own price is the agency's business.
      expect(await page.getByText(startsWith(t(locale, 'flights:details.exchange').split('{{')[0]!.trim())).count()).toBe(0);
      await checkA11y(page, 'the flight details (agent)');

      // Send quote: the preview, then the client's details.
      await page.getByRole('button', { name: exactly(t(locale, 'flights:quote.open')) }).click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'flights:quote.title') });
      await dialog.waitFor();
      const preview = dialog.getByRole('heading', { level: 3 });
      await preview.waitFor({ timeout: 30_000 });
      const reference = /[A-Z]+-\d+/.exec((await preview.textContent()) ?? '')?.[0];
      await field(dialog, locale, 'flights:quote.client_name').fill(locale === 'ar' ? 'عائشة خان' : 'Ayesha Khan');
      await field(dialog, locale, 'flights:quote.client_email').fill(client);
      await field(dialog, locale, 'flights:quote.language').selectOption(locale);
      await field(dialog, locale, 'flights:quote.note').fill('Fares change quickly.');
      await checkA11y(page, 'the quote dialog');
      const seen = await mailIds(client);
      await dialog.getByRole('button', { name: exactly(t(locale, 'flights:quote.send')) }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();

      // The mail reaches the development inbox, and the inbox page lists it.
      const mail = await waitForMail(client, seen, 30_000);
      if (reference) expect(`${mail.subject}\n${mail.text}`).toContain(reference);
      await page.goto('/dev/mail');
      await page.getByText(mail.subject).first().waitFor();
      await checkA11y(page, 'the development inbox with the quote');
    } finally {
      await page.context().close();
    }
  });
});
