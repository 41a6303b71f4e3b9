import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, overflowWidth, waitForPath } from './support/browser';
import { fillOneWaySearch, holdOneAdult } from './support/checkout';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

/**
 * Booking a flight as the demo agent (its wallet funded in the demo data), both languages: it
 * searches Karachi–Dubai some weeks ahead, books an offer on hold for one adult, finds the hold
 * in its bookings, confirms it (paid from the wallet, tickets issued), downloads its invoice, finds
 * it under its PNR and asks for a void; and, on a phone, books another hold, cancels it and looks
 * up its PNR. Each run books its own passengers (its own
 * family names and days), apart from every other journey's.
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

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** Letters only (a passport name takes no digits): this run's own family name. */
const familyName = () => `Trip${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
/** A required field's whole accessible name ("Gender (required)"): in Arabic "الجنس" begins "الجنسية" too. */
const status = (page: Page, locale: TLocale, s: string) =>
  page.locator('.booking-details__title .badge', { hasText: exactly(t(locale, `bookings:status_${s}`)) });
/** The booking's PNR, as its details show it. */
const pnrOf = async (page: Page, locale: TLocale) =>
  (
    await page
      .locator('dt', { hasText: exactly(t(locale, 'agent_bookings:details.pnr')) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()
  )?.trim() ?? '';

/** Searches from the dashboard's search box (one way, one adult) and waits for the results. */
async function searchFromDashboard(page: Page, locale: TLocale, day: string): Promise<Locator> {
  const form = page.getByRole('form', { name: t(locale, 'flights:search.title') });
  await fillOneWaySearch(form, locale, { origin: ORIGIN, destination: DESTINATION, day });
  await form.getByRole('button', { name: exactly(t(locale, 'flights:search.submit')) }).click();
  return results(page, locale);
}

/** The results' cards, once the search answered; the agency's own group tickets are not booked through this flow yet. */
async function results(page: Page, locale: TLocale): Promise<Locator> {
  const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
  await cards.first().waitFor({ timeout: 60_000 });
  return cards.filter({ hasNotText: t(locale, 'flights:card.sooper') });
}

/** Opens the first offer's details, then its checkout through the Book step. */
async function bookFirstOffer(cards: Locator, locale: TLocale): Promise<void> {
  const page = cards.page();
  await cards
    .first()
    .getByRole('link', { name: startsWith(t(locale, 'flights:card.view')) })
    .first()
    .click();
  await waitForPath(page, '/flight/details');
  await page.getByRole('heading', { level: 2, name: t(locale, 'flights:details.itinerary') }).waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: exactly(t(locale, 'checkout:book')) }).click();
  await waitForPath(page, '/agent/flight-checkout');
  await page.getByRole('heading', { level: 1, name: t(locale, 'checkout:title') }).waitFor();
}

/** Holds one adult in the checkout and waits for the booking's details. */
async function holdForOneAdult(page: Page, locale: TLocale, family: string, checkName: string): Promise<void> {
  const adult = {
    given: 'Muhammad Ali',
    family,
    bornOn: '1985-03-15',
    passport: 'ab1234567',
    expires: '2034-05-31',
    phone: '+92 300 1234567',
  };
  await holdOneAdult(page, locale, adult, { a11yName: checkName, detailsPath: '/agent/agent-booking-details' });
  await page
    .getByRole('heading', { level: 1, name: startsWith(t(locale, 'agent_bookings:details.title', { reference: '' }).trim()) })
    .waitFor();
}

describe.each(LOCALES)('agent booking (%s)', (locale) => {
  it('books a hold, finds it in its bookings, confirms it (tickets issued), downloads its invoice, finds it by PNR and asks for a void', async () => {
    const family = familyName();
    const FAMILY = family.toUpperCase();
    const page = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      const cards = await searchFromDashboard(page, locale, inDays(locale === 'en' ? 40 : 41));
      await bookFirstOffer(cards, locale);
      await holdForOneAdult(page, locale, family, 'the filled checkout');
      await status(page, locale, 'held').waitFor();

      // The hold is in the agency's bookings, with its deadline counting down.
      await page.getByRole('link', { name: exactly(t(locale, 'agent_bookings:nav')) }).click();
      await waitForPath(page, '/agent/agent-bookings');
      const box = page.getByRole('searchbox', { name: t(locale, 'bookings:filter_search') });
      await box.fill(family.toLowerCase());
      await box.press('Enter');
      const row = page.getByRole('row').filter({ hasText: FAMILY });
      await row.waitFor();
      expect(await row.textContent()).toContain(t(locale, 'bookings:status_held'));
      await row.getByRole('timer').waitFor();
      await checkA11y(page, 'the bookings list');

      // Its details: confirm, paying from the wallet the amount shown.
      await row.getByRole('link').first().click();
      await waitForPath(page, '/agent/agent-booking-details');
      await status(page, locale, 'held').waitFor();
      await page.getByRole('timer').first().waitFor();
      await checkA11y(page, 'the held booking');
      await page.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.confirm')) }).click();
      const pay = page.getByRole('dialog', { name: t(locale, 'agent_bookings:actions.confirm_title') });
      await pay.waitFor();
      await checkA11y(page, 'the confirmation');
      await pay
        .getByRole('button', { name: startsWith(t(locale, 'agent_bookings:actions.confirm_button', { amount: '' }).trim()) })
        .click();
      await status(page, locale, 'ticketed').waitFor({ timeout: 60_000 });
      const passengers = page.getByRole('table', { name: t(locale, 'agent_bookings:passengers.caption') });
      expect(await passengers.getByRole('row').filter({ hasText: FAMILY }).textContent()).toMatch(/\d{13}/);
      await checkA11y(page, 'the ticketed booking');

      // Its invoice: fetched with the agent's token and saved as a PDF.
      const [download, pdf] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/create-invoice', { timeout: 30_000 }),
        page.getByRole('button', { name: exactly(t(locale, 'booking_documents_ui:download_invoice')) }).click(),
      ]);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(new URL(pdf.url()).searchParams.get('locale')).toBe(locale);
      expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d+\.pdf$/);
      expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

      // The booking under its PNR, with the airline's record, and back to its details.
      const pnr = await pnrOf(page, locale);
      expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
      await page.getByRole('link', { name: exactly(t(locale, 'pnr:nav')) }).click();
      await waitForPath(page, '/agent/pnr-details');
      const search = page.getByRole('search', { name: t(locale, 'pnr:search.label') });
      await search.getByLabel(startsWith(t(locale, 'pnr:search.field'))).fill(pnr.toLowerCase());
      await search.getByRole('button', { name: exactly(t(locale, 'pnr:search.submit')) }).click();
      const ours = page
        .getByRole('table', { name: t(locale, 'pnr:bookings.caption') })
        .getByRole('row')
        .filter({ hasText: FAMILY });
      await ours.waitFor({ timeout: 30_000 });
      expect(await ours.textContent()).toContain(t(locale, 'bookings:status_ticketed'));
      await page.getByRole('heading', { level: 2, name: t(locale, 'pnr:supplier.title') }).waitFor();
      expect(new URL(page.url()).searchParams.get('pnr')).toBe(pnr);
      await checkA11y(page, 'the PNR details');
      await ours.getByRole('link').first().click();
      await waitForPath(page, '/agent/agent-booking-details');
      await status(page, locale, 'ticketed').waitFor();

      // Ask the desk to void the tickets.
      await page.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.request_void')) }).click();
      const voiding = page.getByRole('dialog', { name: t(locale, 'agent_bookings:actions.void_title') });
      await voiding.waitFor();
      await voiding.getByLabel(t(locale, 'agent_bookings:actions.void_note')).fill('Booked on the wrong day.');
      await checkA11y(page, 'the void request');
      await voiding.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.void_send')) }).click();
      await status(page, locale, 'void_requested').waitFor({ timeout: 30_000 });
      await page.getByText(t(locale, 'agent_bookings:timeline.note', { note: 'Booked on the wrong day.' })).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('on a phone, books a hold, cancels it and finds it by PNR', async () => {
    const family = familyName();
    const page = await openSignedIn(browser, 'agent@example.com', locale, 'phone');
    try {
      const query = new URLSearchParams({
        trip_type: 'one_way',
        origin: ORIGIN,
        destination: DESTINATION,
        departure_date: inDays(locale === 'en' ? 43 : 44),
        adults: '1',
        children: '0',
        infants: '0',
        cabin_class: 'economy',
      });
      await page.goto(`/agent/dashboard-flights?${query.toString()}`);
      await bookFirstOffer(await results(page, locale), locale);
      expect(await overflowWidth(page)).toBe(0);
      await holdForOneAdult(page, locale, family, 'the checkout on a phone');
      await status(page, locale, 'held').waitFor();
      expect(await overflowWidth(page)).toBe(0);
      await checkA11y(page, 'the held booking on a phone');

      await page.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.cancel')) }).click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'agent_bookings:actions.cancel_hold_title') });
      await dialog.waitFor();
      await checkA11y(page, 'the cancel confirmation');
      await dialog.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.cancel_hold_confirm')) }).click();
      await status(page, locale, 'cancelled').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('button', { name: exactly(t(locale, 'agent_bookings:actions.cancel')) }).count()).toBe(0);
      // A hold released before issue has no documents.
      expect(await page.getByRole('button', { name: exactly(t(locale, 'booking_documents_ui:download_invoice')) }).count()).toBe(0);

      // Its PNR still finds it, on a phone's width.
      await page.goto(`/agent/pnr-details?pnr=${await pnrOf(page, locale)}`);
      const ours = page
        .getByRole('table', { name: t(locale, 'pnr:bookings.caption') })
        .getByRole('row')
        .filter({ hasText: family.toUpperCase() });
      await ours.waitFor({ timeout: 30_000 });
      expect(await ours.textContent()).toContain(t(locale, 'bookings:status_cancelled'));
      expect(await overflowWidth(page)).toBe(0);
      await checkA11y(page, 'the PNR details on a phone');
    } finally {
      await page.context().close();
    }
  });
});
