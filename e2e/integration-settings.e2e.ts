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

/** The codes of the suppliers a search asks now (the public list the search screen shows). */
async function providerCodes(): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/flight-providers`);
  const body = (await res.json()) as { data: { providers: { code: string }[] } };
  return body.data.providers.map((p) => p.code);
}

/** The allowance as the API keeps it, read with the admin's own session. */
const visitorAllowance = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const res = await fetch('/api/search-settings', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { settings: { visitor_searches_per_hour: number } } }).data.settings.visitor_searches_per_hour;
  });

const openFromNav = async (page: Page, locale: TLocale, link: string, path: string) => {
  await page.getByRole('link', { name: exactly(t(locale, link)) }).click();
  await waitForPath(page, path);
};

/** Each language adds a rate for its own currency, so the two runs never meet on one (currency, day). */
const RATE_CURRENCY: Record<TLocale, string> = { en: 'QAR', ar: 'TRY' };

describe.each(LOCALES)('integration settings journey (%s)', (locale) => {
  it('admin saves a Duffel token and sees only its last four, switches a simulated supplier off and on with a new deadline, changes the visitor search allowance; accounts add an exchange rate', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const token = `duffel_test_${stamp}_${locale}Zq7`;
    const lastFour = token.slice(-4);
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // The dashboard counts flight searches and the share the cache answered.
      await admin.getByText(exactly(t(locale, 'admin:dashboard.searches.title'))).waitFor();

      // 1. The Duffel token: saved, then shown by its last four characters only.
      await openFromNav(admin, locale, 'layout:links.integration_keys', '/admin/setting');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'integration_keys:title') }).waitFor();
      await checkA11y(admin);
      const tokenField = admin.getByLabel(startsWith(t(locale, 'integration_keys:names.duffel_access_token')));
      await tokenField.fill(token);
      await admin.getByRole('button', { name: exactly(t(locale, 'integration_keys:save')) }).click();
      await admin.getByText(t(locale, 'integration_keys:status.set', { last_four: lastFour })).waitFor();
      expect(await tokenField.inputValue()).toBe('');
      expect(await admin.content()).not.toContain(token);
      await checkA11y(admin, 'the integration keys after saving');

      // 2. A simulated supplier switched off with a new deadline (no longer searched), then on again.
      await openFromNav(admin, locale, 'layout:links.flight_suppliers', '/admin/suppliers');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'flight_suppliers:title') }).waitFor();
      await checkA11y(admin);
      const sim = admin.getByRole('form', { name: 'Simulated GDS B' });
      const enabled = sim.getByLabel(exactly(t(locale, 'flight_suppliers:fields.enabled', { name: 'Simulated GDS B' })));
      const deadline = sim.getByLabel(startsWith(t(locale, 'flight_suppliers:fields.deadline_ms')));
      const save = sim.getByRole('button', { name: exactly(t(locale, 'flight_suppliers:save')) });
      const original = await deadline.inputValue();
      expect(await enabled.isChecked()).toBe(true);
      await enabled.uncheck();
      await deadline.fill('4500');
      await save.click();
      await sim.getByText(exactly(t(locale, 'flight_suppliers:status.disabled'))).waitFor();
      await expect.poll(providerCodes).not.toContain('sim-gds-b');
      await admin.reload();
      await sim.getByText(exactly(t(locale, 'flight_suppliers:status.disabled'))).waitFor();
      expect(await deadline.inputValue()).toBe('4500');
      await checkA11y(admin, 'a supplier switched off');
      await enabled.check();
      await deadline.fill(original);
      await save.click();
      await sim.getByText(exactly(t(locale, 'flight_suppliers:status.enabled'))).waitFor();
      await expect.poll(providerCodes).toContain('sim-gds-b');

      // Duffel has its token now, but stays out of searches until someone switches it on.
      expect(await providerCodes()).not.toContain('duffel');

      // The visitors' search allowance, on the same screen: changed, kept after a reload, set back.
      const allowance = admin.getByLabel(startsWith(t(locale, 'flight_suppliers:visitor_searches.field')));
      const saveAllowance = admin.getByRole('button', { name: exactly(t(locale, 'flight_suppliers:visitor_searches.save')) });
      const before = await allowance.inputValue();
      await allowance.fill('75');
      await saveAllowance.click();
      await expect.poll(() => visitorAllowance(admin)).toBe(75);
      await admin.reload();
      await expect.poll(() => allowance.inputValue()).toBe('75');
      await allowance.fill(before);
      await saveAllowance.click();
      await expect.poll(() => visitorAllowance(admin)).toBe(Number(before));

      // 3. The token is removed again, so the next run (and other journeys) start without it.
      await openFromNav(admin, locale, 'layout:links.integration_keys', '/admin/setting');
      await admin.getByText(t(locale, 'integration_keys:status.set', { last_four: lastFour })).waitFor();
      await admin
        .getByLabel(exactly(t(locale, 'integration_keys:clear', { key: t(locale, 'integration_keys:names.duffel_access_token') })))
        .check();
      await admin.getByRole('button', { name: exactly(t(locale, 'integration_keys:save')) }).click();
      await admin.getByText(t(locale, 'integration_keys:status.set', { last_four: lastFour })).waitFor({ state: 'detached' });
    } finally {
      await admin.context().close();
    }

    // 4. Accounts staff add an exchange rate and find it in the list with their name.
    const accounts = await openSignedIn(browser, 'accounts@example.com', locale);
    try {
      await expect.poll(() => accounts.getByRole('link', { name: exactly(t(locale, 'layout:links.integration_keys')) }).count()).toBe(0);
      await openFromNav(accounts, locale, 'layout:links.exchange_rates', '/admin/exchange-rates');
      await accounts.getByRole('heading', { level: 1, name: t(locale, 'exchange_rates:title') }).waitFor();
      await checkA11y(accounts);
      await accounts.getByRole('link', { name: exactly(t(locale, 'exchange_rates:new')) }).click();
      await waitForPath(accounts, '/admin/new-exchange-rate');
      await accounts.getByRole('heading', { level: 1, name: t(locale, 'exchange_rates:new_title') }).waitFor();
      const currency = RATE_CURRENCY[locale];
      await accounts.getByLabel(startsWith(t(locale, 'exchange_rates:fields.currency'))).selectOption(currency);
      await accounts.getByLabel(startsWith(t(locale, 'exchange_rates:fields.rate'))).fill('76.543210');
      await accounts.getByLabel(startsWith(t(locale, 'exchange_rates:fields.note'))).fill(`Journey ${stamp}`);
      await checkA11y(accounts, 'the filled exchange rate form');
      await accounts.getByRole('button', { name: exactly(t(locale, 'exchange_rates:create')) }).click();
      await waitForPath(accounts, '/admin/exchange-rates');
      const row = accounts.getByRole('row').filter({ hasText: `Journey ${stamp}` });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(t(locale, 'exchange_rates:rate_line', { currency, rate: '76.54321', quote: 'PKR' }));
      expect(text).toContain('Omar Accounts');
      await checkA11y(accounts, 'the exchange rates with the new one');
    } finally {
      await accounts.context().close();
    }
  });
});
