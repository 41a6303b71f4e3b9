import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn, storedToken } from './support/auth';
import { baseUrl, launchBrowser, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo agent's user id, through the API with the signed-in staff member's token. */
async function demoAgentId(staff: Page): Promise<string> {
  const token = await storedToken(staff);
  const res = await fetch(`${baseUrl()}/api/users?role=agent&search=agent@example.com`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { items: { id: string; email: string }[] } };
  return body.data.items.find((u) => u.email === 'agent@example.com')!.id;
}

const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');

/** The wallet card's "Credit allowance" figure on the user details screen. */
const allowanceFigure = (page: Page, locale: TLocale) =>
  page
    .locator('.ledger-wallet > div')
    .filter({ has: page.getByRole('term').filter({ hasText: exactly(t(locale, 'ledger:wallet.credit_allowance')) }) })
    .getByRole('definition');

// Each language asks for its own amount, so the second run changes what the first one set.
const ASKED: Record<TLocale, { typed: string; minor: string }> = {
  en: { typed: '12,345.00', minor: '1234500' },
  ar: { typed: '23456', minor: '2345600' },
};

describe.each(LOCALES)('credit allowance journey (%s)', (locale) => {
  it('admin asks for a new allowance for the demo agency, accounts approves it, the wallet shows it', async () => {
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. The admin asks on the agent's details screen: the wallet keeps its allowance, the card shows the pending change.
      const details = `/admin/user-details?id=${await demoAgentId(admin)}`;
      await admin.goto(`${baseUrl()}${details}`);
      await admin.getByRole('heading', { name: t(locale, 'ledger:wallet.title') }).waitFor();
      const amount = admin.getByLabel(startsWith(t(locale, 'ledger:wallet.allowance_label', { currency: 'PKR' })));
      await amount.waitFor();
      const before = digits(await allowanceFigure(admin, locale).textContent());
      await checkA11y(admin, 'the allowance form');
      await amount.fill(ASKED[locale].typed);
      await admin.getByLabel(startsWith(t(locale, 'ledger:wallet.allowance_reason'))).fill('Peak season bookings');
      await admin.getByRole('button', { name: exactly(t(locale, 'ledger:wallet.allowance_save')) }).click();
      const pending = admin.getByRole('region', { name: t(locale, 'ledger:wallet.pending_title') });
      await pending.waitFor();
      const reference = /CAR-\d+/.exec((await pending.textContent()) ?? '')?.[0];
      expect(reference).toBeTruthy();
      expect(digits(await pending.textContent())).toContain(ASKED[locale].minor);
      expect(digits(await allowanceFigure(admin, locale).textContent())).toBe(before);
      await checkA11y(admin, 'the pending allowance change');

      // The maker sees it awaiting a second approver, with no way to approve it.
      await pending.getByRole('link', { name: exactly(t(locale, 'ledger:wallet.pending_review')) }).click();
      await waitForPath(admin, '/admin/admin-ledger');
      const own = admin.getByRole('row').filter({ hasText: reference! });
      await own.getByText(t(locale, 'ledger:allowances.awaiting_second')).waitFor();
      expect(await own.getByRole('button').count()).toBe(0);

      // 2. Accounts approves it on the ledger's allowances tab.
      const accounts = await openSignedIn(browser, 'accounts@example.com', locale);
      try {
        await accounts.getByRole('link', { name: exactly(t(locale, 'layout:links.ledger')) }).click();
        await waitForPath(accounts, '/admin/admin-ledger');
        await accounts.getByRole('link', { name: exactly(t(locale, 'ledger:tabs.allowances')) }).click();
        await accounts.getByRole('table', { name: t(locale, 'ledger:allowances.list_title') }).waitFor();
        const approve = accounts.getByRole('button', {
          name: exactly(t(locale, 'ledger:allowances.approve_of', { reference: reference! })),
        });
        await approve.waitFor();
        await checkA11y(accounts, 'the allowance changes awaiting approval');
        await approve.click();
        const dialog = accounts.getByRole('dialog', { name: t(locale, 'ledger:allowances.approve_title', { reference: reference! }) });
        await dialog.waitFor();
        expect(digits(await dialog.textContent())).toContain(ASKED[locale].minor);
        await checkA11y(accounts, 'the approve dialog');
        await dialog.getByLabel(startsWith(t(locale, 'ledger:allowances.decision_reason'))).fill('Guarantee on file');
        await dialog.getByRole('button', { name: exactly(t(locale, 'ledger:allowances.approve')) }).click();
        await dialog.waitFor({ state: 'hidden' });
        await accounts
          .getByRole('button', { name: exactly(t(locale, 'ledger:allowances.approve_of', { reference: reference! })) })
          .waitFor({
            state: 'detached',
          });
      } finally {
        await accounts.context().close();
      }

      // 3. The wallet on the agent's details shows the new allowance, and the form is back.
      await admin.goto(`${baseUrl()}${details}`);
      await amount.waitFor();
      await expect.poll(async () => digits(await allowanceFigure(admin, locale).textContent())).toBe(ASKED[locale].minor);
      await checkA11y(admin, 'the wallet with its new allowance');
    } finally {
      await admin.context().close();
    }
  });
});
