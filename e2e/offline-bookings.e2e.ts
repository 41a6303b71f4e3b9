import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, overflowWidth } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo agency (the demo agent's), as the agency picker lists it. */
const AGENCY = 'Crescent';
/** Each language brings in its own demo PNR made "at another terminal" (each can be imported once). */
const IMPORTED: Record<TLocale, string> = { en: 'EXTKHI', ar: 'EXTLHE' };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** Capital letters from a number: names and locators of the run's own. */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(65 + Number.parseInt(d, 26)))
    .join('');

async function pickAgency(page: Page, locale: TLocale) {
  const box = page.getByRole('combobox', { name: startsWith(t(locale, 'ledger:fields.agency')) });
  await box.click();
  await box.fill(AGENCY);
  await page
    .getByRole('option', { name: startsWith(AGENCY) })
    .first()
    .click();
}

describe.each(LOCALES)('bookings made outside Safar (%s)', (locale) => {
  it('staff record an offline sale for an agency and its agent sees it; staff import a PNR once', async () => {
    const run = letters(Date.now() * 10 + Math.floor(Math.random() * 10));
    const pnr = `OF${run.slice(-5)}`;
    const family = `OFFLINE${run}`;
    const supplier = `Crescent Consolidators ${run}`;
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    const agent = await openSignedIn(browser, 'agent@example.com', locale, locale === 'ar' ? 'phone' : 'desktop');
    try {
      // 1. Staff record the sale: the agency, the supplier, the ticket, its flight and traveller, the prices.
      await admin.goto('/admin/new-offline-booking');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'offline_bookings:form.new_title') }).waitFor();
      await pickAgency(admin, locale);
      await admin.getByLabel(startsWith(t(locale, 'offline_bookings:fields.supplier_name'))).fill(supplier);
      await admin.locator('input[name="pnr"]').fill(pnr);
      const day = inDays(locale === 'en' ? 61 : 63);
      await admin.locator('input[name="flights.0.flight_number"]').fill('PK 213');
      await admin.locator('input[name="flights.0.origin"]').fill('KHI');
      await admin.locator('input[name="flights.0.destination"]').fill('DXB');
      await admin.locator('input[name="flights.0.departure_local"]').fill(`${day}T10:00`);
      await admin.locator('input[name="flights.0.arrival_local"]').fill(`${day}T11:30`);
      await admin.locator('input[name="passengers.0.given_name"]').fill('IMRAN');
      await admin.locator('input[name="passengers.0.family_name"]').fill(family);
      await admin.locator('input[name="passengers.0.ticket_number"]').fill('214-2401234567');
      await admin.locator('input[name="net_minor"]').fill('800');
      await admin.locator('input[name="selling_minor"]').fill('1,000');
      await checkA11y(admin, 'the offline booking form');
      await admin.getByRole('button', { name: exactly(t(locale, 'offline_bookings:form.save')) }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/offline-booking-details');
      await admin
        .getByText(exactly(t(locale, 'messages:offline_booking_saved')))
        .first()
        .waitFor();
      await admin.getByText(exactly(supplier)).waitFor();
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.offline_recorded'))).waitFor();
      const heading = (await admin.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const reference = /BKG-\d+/.exec(heading)?.[0];
      expect(reference, heading).toBeTruthy();
      expect(await overflowWidth(admin)).toBe(0);
      await checkA11y(admin, 'an offline booking');

      // 2. The agent finds it among its agency's offline bookings and opens it.
      await agent.goto('/agent/agent-offline-bookings');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'offline_bookings:list.title') }).waitFor();
      await agent.getByRole('link', { name: exactly(reference!) }).click();
      await agent.waitForURL((url) => url.pathname === '/agent/agent-offline-bookings-details');
      await agent.getByText(exactly(pnr)).first().waitFor();
      await agent.getByText(`IMRAN ${family}`).first().waitFor();
      // The agent reads; the staff's actions are not there.
      expect(await agent.getByRole('button', { name: exactly(t(locale, 'offline_bookings:details.delete')) }).count()).toBe(0);
      expect(await overflowWidth(agent)).toBe(0);
      await checkA11y(agent, "the agent's offline booking");

      // 3. Staff import a PNR made at another terminal: the record first, then attached without a charge.
      const locator = IMPORTED[locale];
      await admin.goto('/admin/import-pnr');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'offline_bookings:import.title') }).waitFor();
      await admin.locator('input[name="pnr"]').fill(locator);
      await admin.getByRole('button', { name: exactly(t(locale, 'offline_bookings:import.look_up')) }).click();
      await admin.getByRole('heading', { name: t(locale, 'offline_bookings:import.record', { pnr: locator }) }).waitFor();
      await pickAgency(admin, locale);
      await admin.getByLabel(t(locale, 'offline_bookings:import.charge')).uncheck();
      await admin.getByLabel(startsWith(t(locale, 'offline_bookings:import.reason'))).fill('Paid at the old terminal');
      await checkA11y(admin, 'a PNR to import');
      await admin.getByRole('button', { name: exactly(t(locale, 'offline_bookings:import.attach')) }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/offline-booking-details');
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.pnr_imported'))).waitFor();
      await admin.getByText('Paid at the old terminal').first().waitFor();
      const imported = /BKG-\d+/.exec((await admin.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0];

      // 4. The same PNR again is refused, with a link to the booking it is in.
      await admin.goto('/admin/import-pnr');
      await admin.locator('input[name="pnr"]').fill(locator);
      await admin.getByRole('button', { name: exactly(t(locale, 'offline_bookings:import.look_up')) }).click();
      await admin
        .getByRole('link', { name: exactly(t(locale, 'offline_bookings:import.open_existing', { reference: imported! })) })
        .waitFor();
    } finally {
      await Promise.all([admin.context().close(), agent.context().close()]);
    }
  });
});
