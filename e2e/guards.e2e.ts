import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { DEMO_HOMES, openSignedIn } from './support/auth';
import { launchBrowser, newPage, pathOf, waitForPath } from './support/browser';
import { LOCALES, t } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('route guard (%s)', (locale) => {
  it('sends a visitor who is not signed in from /admin/users to the sign-in page', async () => {
    const page = await newPage(browser, locale);
    try {
      await page.goto('/admin/users');
      await waitForPath(page, '/');
      await page.getByRole('heading', { level: 1, name: t(locale, 'auth:login.title') }).waitFor();
      await checkA11y(page, 'the sign-in page after a guard redirect');
    } finally {
      await page.context().close();
    }
  });

  it('sends an agent who opens /admin/users to its own home', async () => {
    const page = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      const home = DEMO_HOMES['agent@example.com'];
      await page.goto('/admin/users');
      await waitForPath(page, home);
      expect(pathOf(page)).toBe(home);
      await checkA11y(page);
    } finally {
      await page.context().close();
    }
  });

  it('sends a signed-in customer who opens the sign-in page to its home', async () => {
    const page = await openSignedIn(browser, 'customer@example.com', locale);
    try {
      const home = DEMO_HOMES['customer@example.com'];
      await page.goto('/');
      await waitForPath(page, home);
      await checkA11y(page);
    } finally {
      await page.context().close();
    }
  });
});
