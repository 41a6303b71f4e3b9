import type { TFlightSearchResult } from '@safar/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { baseUrl, launchBrowser, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

/**
 * An airline margin reaches the price at once: admin reads an airline's cheapest fare in the
 * flight search (staff see net, margin and gross), sets a fixed margin per passenger on that
 * airline, searches again and finds the margin and the gross grown by exactly that amount, the
 * net untouched, and the offer's details show the airline margin apart. Each language takes its own airline and day, so the two runs share the server
 * without reading each other's margin.
 */
const ORIGIN = process.env.E2E_FLIGHT_ORIGIN ?? 'KHI';
const DESTINATION = process.env.E2E_FLIGHT_DESTINATION ?? 'DXB';
/** Airlines another journey or the demo data gives a margin: not ours to measure. */
const TAKEN = new Set(['PK', 'EK', 'QR', 'SV']);
const RUNS = { en: { days: 41, pick: 0 }, ar: { days: 43, pick: 1 } } as const;
/** PKR 5,000.00 per passenger, as typed and in minor units. */
const MARGIN = { typed: '5,000.00', minor: 5_000_00 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

function searchQuery(days: number): URLSearchParams {
  return new URLSearchParams({
    trip_type: 'one_way',
    origin: ORIGIN,
    destination: DESTINATION,
    departure_date: inDays(days),
    adults: '1',
    children: '0',
    infants: '0',
    cabin_class: 'economy',
  });
}

/** An airline the route offers only through the suppliers (group seats carry no airline margin). */
async function airlineToMeasure(query: URLSearchParams, pick: number): Promise<string> {
  const answer = await fetch(`${baseUrl()}/api/flights?${query.toString()}`);
  expect(answer.status).toBe(200);
  const { flights } = ((await answer.json()) as { data: TFlightSearchResult }).data;
  const withSeatBlocks = new Set(flights.filter((f) => f.isSooperFlight).map((f) => f.airline.code));
  const codes = [...new Set(flights.map((f) => f.airline.code))].filter((c) => !TAKEN.has(c) && !withSeatBlocks.has(c)).sort();
  expect(codes.length, `airlines on ${ORIGIN}–${DESTINATION}`).toBeGreaterThan(pick);
  return codes[pick]!;
}

/** The first fare of the first result: its net, margin and gross in minor units. */
async function cheapestFare(page: Page, locale: TLocale): Promise<{ net: number; margin: number; gross: number }> {
  const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
  await cards.first().waitFor({ timeout: 60_000 });
  const fare = cards.first().getByRole('listitem').first();
  const figure = async (key: string) => minorOf(await definition(fare, t(locale, key)).textContent());
  return {
    net: await figure('flights:price.net'),
    margin: await figure('flights:price.margin'),
    gross: await figure('flights:price.gross'),
  };
}

/** The <dd> that follows the <dt> reading `term`. */
const definition = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');

describe.each(LOCALES)('airline margin and the search price (%s)', (locale) => {
  it('admin sets a fixed margin on an airline and its next search is dearer by exactly that', async () => {
    const run = RUNS[locale];
    const query = searchQuery(run.days);
    const code = await airlineToMeasure(query, run.pick);
    const results = `/flight/search?${query.toString()}&airlines=${code}&sort=cheapest`;
    const page = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. The search, as staff see it: net, margin and gross of the airline's cheapest fare.
      await page.goto(results);
      const before = await cheapestFare(page, locale);
      expect(before.gross).toBe(before.net + before.margin);
      await checkA11y(page, "one airline's results, as staff see them");

      // 2. The airline's edit screen: a fixed margin in PKR per passenger.
      await page.goto('/admin/airlines');
      await page.getByLabel(t(locale, 'air:airlines.search')).fill(code);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: exactly(code) }) });
      await row.getByRole('link').first().click();
      await waitForPath(page, '/admin/update/airline');
      await page.getByRole('heading', { level: 2, name: t(locale, 'air:margin.title') }).waitFor();
      await page.getByLabel(t(locale, 'air:margin.type')).selectOption('fixed');
      await page.getByLabel(startsWith(t(locale, 'air:margin.amount'))).fill(MARGIN.typed);
      await page.getByLabel(startsWith(t(locale, 'air:margin.currency'))).selectOption('PKR');
      await page.getByRole('button', { name: exactly(t(locale, 'air:margin.save')) }).click();
      await page.getByText(t(locale, 'messages:airline_margin_saved')).first().waitFor();

      // 3. The same search again: the suppliers' answer may come from the cache, the price does not.
      await page.goto(results);
      await expect
        .poll(() => cheapestFare(page, locale), { timeout: 30_000 })
        .toEqual({
          net: before.net,
          margin: before.margin + MARGIN.minor,
          gross: before.gross + MARGIN.minor,
        });
      await checkA11y(page, 'the results with the new margin');

      // 4. The offer's details show admin the airline margin apart from any markup.
      const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
      await cards
        .first()
        .getByRole('link', { name: startsWith(t(locale, 'flights:card.view')) })
        .first()
        .click();
      const prices = page.getByRole('table', { name: t(locale, 'flights:details.price_caption') });
      await prices.getByRole('columnheader', { name: exactly(t(locale, 'flights:price.airline_margin')) }).waitFor({ timeout: 30_000 });
      const adult = prices.getByRole('row').nth(1).getByRole('cell');
      expect(minorOf(await adult.nth(1).textContent())).toBe(MARGIN.minor);
      await checkA11y(page, 'the offer with its margins, as admin sees it');
    } finally {
      await page.context().close();
    }
  });
});
