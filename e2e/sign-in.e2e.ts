import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { DEMO_HOMES, signInAndLand, storedToken, type DemoEmail } from './support/auth';
import { launchBrowser, newPage, pathOf } from './support/browser';
import { LOCALES } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('two-step sign-in (%s)', (locale) => {
  const accounts = Object.entries(DEMO_HOMES) as [DemoEmail, string][];

  it.each(accounts)('%s lands on %s', async (email, home) => {
    const page = await newPage(browser, locale);
    try {
      // The form and the code step are the same screens for everyone: check them once per language.
      await signInAndLand(page, email, home, locale, { checkSteps: email === 'admin@example.com' });
      expect(pathOf(page)).toBe(home);
      expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        locale === 'ar' ? 'rtl' : 'ltr',
      ]);
      await checkA11y(page);
    } finally {
      await page.context().close();
    }
  });
});
