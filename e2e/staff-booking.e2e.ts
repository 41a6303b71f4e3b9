import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, overflowWidth, waitForPath } from './support/browser';
import { fillOneWaySearch, holdOneAdult } from './support/checkout';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

/**
 * Admin books for the demo agency (agent@example.com's Crescent Travels), both languages: picks
 * the agency on add-booking, searches Karachi–Dubai some weeks ahead, opens an offer, holds it
 * for one adult in the staff checkout for the agency's agent, and lands on the booking's details
 * on the desk, held for that agency and naming both the admin and the agent. English on a
 * desktop, Arabic on a phone. Each language searches a day of its own (no other journey searches
 * it) and books a family name of its own.
 */
const ORIGIN = process.env.E2E_FLIGHT_ORIGIN ?? 'KHI';
const DESTINATION = process.env.E2E_FLIGHT_DESTINATION ?? 'DXB';
const AGENCY = 'Crescent Travels';
/** The agency's demo agent, whom the booking is made for. */
const AGENT = 'Ali Agent';
const RUNS = { en: { days: 61, device: 'desktop' }, ar: { days: 62, device: 'phone' } } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** Letters only (a passport name takes no digits): this run's own family name. */
const familyName = () => `Desk${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
/** A required field's whole accessible name ("Gender (required)"): in Arabic "الجنس" begins "الجنسية" too. */
/** A message's text up to its first placeholder (what comes after depends on the run's prices). */
const opening = (locale: TLocale, key: string, params: Record<string, string>) => t(locale, key, params).split('{{')[0]!.trim();

/** Add-booking: the demo agency picked, then a one-way search for one adult; answers the results' cards. */
async function searchForAgency(page: Page, locale: TLocale, day: string): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: t(locale, 'desk:add.title') }).waitFor();
  await page.getByText(t(locale, 'desk:add.choose_first')).waitFor();
  await page.getByRole('combobox', { name: startsWith(t(locale, 'ledger:fields.agency')) }).fill('Crescent');
  // The list shows the earlier matches while the search runs, then redraws: pick once it has answered.
  await page.getByText(t(locale, 'users:picker.searching'), { exact: true }).waitFor({ state: 'detached' });
  await page
    .getByRole('option', { name: startsWith(AGENCY) })
    .first()
    .click();
  await page.waitForURL((url) => url.searchParams.get('agency_name') === AGENCY);

  const form = page.getByRole('form', { name: t(locale, 'flights:search.title') });
  await fillOneWaySearch(form, locale, { origin: ORIGIN, destination: DESTINATION, day });
  await checkA11y(page, 'add-booking with the agency chosen');
  await form.getByRole('button', { name: exactly(t(locale, 'flights:search.submit')) }).click();

  const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
  await cards.first().waitFor({ timeout: 60_000 });
  // The search is for the agency: it stays in the address beside the search.
  const address = new URL(page.url()).searchParams;
  expect([address.get('agency_name'), address.get('origin'), address.get('departure_date')]).toEqual([AGENCY, ORIGIN, day]);
  // The agency's own group tickets are not booked through this flow.
  return cards.filter({ hasNotText: t(locale, 'flights:card.sooper') });
}

/** Opens the first offer's details, then the staff checkout through its Book step. */
async function bookFirstOffer(cards: Locator, locale: TLocale): Promise<void> {
  const page = cards.page();
  await cards
    .first()
    .getByRole('link', { name: startsWith(t(locale, 'flights:card.view')) })
    .first()
    .click();
  await waitForPath(page, '/admin/add-booking/flight');
  await page.getByRole('heading', { level: 2, name: t(locale, 'flights:details.itinerary') }).waitFor({ timeout: 30_000 });
  await page.getByText(exactly(t(locale, 'checkout:staff.for_agency', { name: AGENCY }))).waitFor();
  await page.getByRole('link', { name: exactly(t(locale, 'checkout:book')) }).click();
  await waitForPath(page, '/admin/add-booking/checkout');
  await page.getByRole('heading', { level: 1, name: t(locale, 'checkout:title') }).waitFor();
  expect(new URL(page.url()).searchParams.get('agency_name')).toBe(AGENCY);
}

/** Holds one adult in the staff checkout (which says the agency pays its own price) and waits for the desk's details. */
async function holdForOneAdult(page: Page, locale: TLocale, family: string): Promise<void> {
  await page.getByText(t(locale, 'checkout:staff.own_price', { name: AGENCY })).waitFor({ timeout: 30_000 });
  // Booked for the agency's own agent, picked from its approved agents.
  const forAgent = page.getByRole('combobox', { name: startsWith(t(locale, 'checkout:staff.for_agent')) });
  await forAgent.locator('option', { hasText: AGENT }).waitFor({ state: 'attached' });
  await forAgent.selectOption({ label: `${AGENT} (agent@example.com)` });
  const adult = { given: 'Imran', family, bornOn: '1982-07-21', passport: 'cd7654321', expires: '2035-02-28', phone: '+92 300 7654321' };
  await holdOneAdult(page, locale, adult, { a11yName: 'the filled staff checkout', detailsPath: '/admin/booking-details' });
}

describe.each(LOCALES)('staff booking for an agency (%s)', (locale) => {
  it('admin picks the agency, searches, and holds an offer for one adult, held for that agency', async () => {
    const run = RUNS[locale];
    const family = familyName();
    const admin = await openSignedIn(browser, 'admin@example.com', locale, run.device);
    try {
      await admin.goto('/admin/add-booking');
      const cards = await searchForAgency(admin, locale, inDays(run.days));
      await bookFirstOffer(cards, locale);
      if (run.device === 'phone') expect(await overflowWidth(admin)).toBe(0);
      await holdForOneAdult(admin, locale, family);

      // What the agency pays comes with the answer, at its own prices.
      await admin.getByText(startsWith(opening(locale, 'checkout:staff.booked', { name: AGENCY }))).waitFor();
      await admin
        .locator('.desk-title')
        .getByText(exactly(t(locale, 'bookings:status_held')))
        .waitFor({ timeout: 30_000 });
      const summary = admin.locator('.people-details');
      await summary.getByRole('link', { name: exactly(AGENCY) }).waitFor();
      await summary.getByText(exactly(t(locale, 'desk:channels.staff'))).waitFor();
      await summary.getByText(exactly(t(locale, 'desk:booked_by_for', { staff: 'Amina Admin', agent: AGENT }))).waitFor();
      expect(await admin.getByRole('table').filter({ hasText: family.toUpperCase() }).count()).toBeGreaterThan(0);
      if (run.device === 'phone') expect(await overflowWidth(admin)).toBe(0);
      await checkA11y(admin, 'the booking held for the agency');
    } finally {
      await admin.context().close();
    }
  });
});
