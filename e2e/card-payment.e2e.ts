import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { launchBrowser, newPage, waitForPath } from './support/browser';
import { fillOneWaySearch, holdOneAdult } from './support/checkout';
import { exactly, LOCALES, startsWith, t } from './support/i18n';

/**
 * A visitor books and pays by card, both languages, with no account and no network: it searches
 * from the home page some weeks ahead, books an offer for one adult as a guest, pays on the
 * sandbox gateway's page, comes back to its booking (opened by its link), sees the tickets issued
 * and downloads the e-ticket. Each run books its own passenger and day.
 */
const ORIGIN = process.env.E2E_FLIGHT_ORIGIN ?? 'KHI';
const DESTINATION = process.env.E2E_FLIGHT_DESTINATION ?? 'DXB';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const familyName = () => `Card${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('a visitor pays by card (%s)', (locale) => {
  it('searches, books as a guest, pays in the sandbox and downloads the e-ticket', async () => {
    const page = await newPage(browser, locale);
    try {
      await page.goto('/home');
      const form = page.getByRole('form', { name: t(locale, 'flights:search.title') });
      await fillOneWaySearch(form, locale, { origin: ORIGIN, destination: DESTINATION, day: inDays(locale === 'en' ? 52 : 53) });
      await form.getByRole('button', { name: exactly(t(locale, 'flights:search.submit')) }).click();
      const cards = page.getByRole('list', { name: t(locale, 'flights:results.list') }).getByRole('article');
      await cards.first().waitFor({ timeout: 60_000 });
      await cards
        .filter({ hasNotText: t(locale, 'flights:card.sooper') })
        .first()
        .getByRole('link', { name: startsWith(t(locale, 'flights:card.view')) })
        .first()
        .click();
      await waitForPath(page, '/flight/details');
      await page.getByRole('link', { name: exactly(t(locale, 'checkout:book')) }).click();
      await waitForPath(page, '/flight/checkout');
      await page.getByText(t(locale, 'checkout:storefront.guest')).waitFor();

      // Continuing holds the seats and opens the card gateway's page (the sandbox here).
      await holdOneAdult(
        page,
        locale,
        {
          given: 'Ayesha',
          family: familyName(),
          bornOn: '1990-07-01',
          passport: 'cd7654321',
          expires: '2034-05-31',
          phone: '+92 300 1234567',
        },
        {
          a11yName: 'the storefront checkout',
          detailsPath: '/api/card-sandbox/checkout/',
          submitKey: 'checkout:storefront.submit',
          landsOn: (url) => url.pathname.startsWith('/api/card-sandbox/checkout/'),
        },
      );
      await page.getByRole('button', { name: /^Pay / }).click();

      // Back from the gateway: the booking by its link, paid; the tickets follow within seconds.
      await waitForPath(page, '/bookings-details', 30_000);
      expect(new URL(page.url()).searchParams.get('payment')).toBe('paid');
      await page.getByText(t(locale, 'bookings:status_ticketed'), { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByText(t(locale, 'storefront:notices.payment_done_ticketed')).waitFor();
      await checkA11y(page, 'a paid storefront booking');

      const eticket = page.getByRole('link', { name: exactly(t(locale, 'storefront:documents.eticket')) });
      const href = await eticket.getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    } finally {
      await page.context().close();
    }
  });
});
