import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { DEMO_HOMES, logoutWith, signInAndLand, storedToken } from './support/auth';
import { baseUrl, launchBrowser, newPage, waitForPath } from './support/browser';
import { exactly, LOCALES, t } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** After logout: on the sign-in page, no token kept, the old token refused by the API, areas closed. */
async function expectSignedOut(page: Page, oldToken: string): Promise<void> {
  expect(await storedToken(page)).toBeNull();
  const res = await fetch(`${baseUrl()}/api/user`, { headers: { authorization: `Bearer ${oldToken}` } });
  expect(res.status).toBe(401);
  await checkA11y(page);
  await page.goto('/admin/dashboard');
  await waitForPath(page, '/');
}

describe.each(LOCALES)('logout (%s)', (locale) => {
  it('from the back office top bar', async () => {
    const page = await newPage(browser, locale);
    try {
      await signInAndLand(page, 'admin@example.com', DEMO_HOMES['admin@example.com'], locale);
      const token = (await storedToken(page))!;
      await logoutWith(page, page.getByRole('button', { name: exactly(t(locale, 'common:actions.logout')) }), locale);
      await expectSignedOut(page, token);
    } finally {
      await page.context().close();
    }
  });

  it('from the storefront account menu', async () => {
    const page = await newPage(browser, locale);
    try {
      await signInAndLand(page, 'customer@example.com', DEMO_HOMES['customer@example.com'], locale);
      const token = (await storedToken(page))!;
      await page.getByRole('button', { name: new RegExp(t(locale, 'layout:account.menu')) }).click();
      await checkA11y(page, 'the open account menu');
      await logoutWith(page, page.getByRole('button', { name: exactly(t(locale, 'layout:account.logout')) }), locale);
      await expectSignedOut(page, token);
    } finally {
      await page.context().close();
    }
  });
});
