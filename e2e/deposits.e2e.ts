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

/** A real 1×1 PNG, so the receipt preview is an image the browser can decode. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Yesterday in the browser's (and the agency's) calendar: always a valid deposit date. */
const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A bank through the API with the signed-in admin's token (the bank screens have their own journeys). */
async function createBank(admin: Page, name: string): Promise<void> {
  const token = await storedToken(admin);
  const res = await fetch(`${baseUrl()}/api/banks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      bank_name: name,
      account_title: 'Safar Travels Pvt Ltd',
      account_number: '0101-0123456789',
      iban: 'PK36SCBL0000001123456702',
      branch: 'Blue Area',
      currency: 'PKR',
    }),
  });
  expect(res.status).toBe(200);
}

const field = (page: Page, locale: TLocale, key: string, params?: Record<string, string>) =>
  page.getByLabel(startsWith(t(locale, key, params)));

describe.each(LOCALES)('deposit journey (%s)', (locale) => {
  it('an agent submits a deposit with a receipt, accounts approves it, the agent sees it credited on its home and statement', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const bankName = `Journey Bank ${stamp}`;
    const bankReference = `FT-${stamp}`.toUpperCase();
    const agent = await openSignedIn(browser, 'agent@example.com', locale);
    const staff = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      await createBank(staff, bankName);

      // 1. The agent fills in the deposit form, with the receipt uploaded on the spot.
      await agent.getByRole('link', { name: exactly(t(locale, 'layout:links.new_deposit')) }).click();
      await waitForPath(agent, '/agent/agent-deposit');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'deposits:form.title') }).waitFor();
      await checkA11y(agent);
      await agent
        .getByRole('combobox', { name: startsWith(t(locale, 'deposits:fields.bank')) })
        .selectOption({ label: `${bankName} (PKR)` });
      await agent
        .getByRole('region', { name: t(locale, 'deposits:form.pay_to') })
        .getByText('PK36SCBL0000001123456702')
        .waitFor();
      await field(agent, locale, 'deposits:form.amount_in', { currency: 'PKR' }).fill('25,000.50');
      await field(agent, locale, 'deposits:fields.deposit_date').fill(yesterday());
      await field(agent, locale, 'deposits:fields.bank_reference').fill(bankReference);
      await field(agent, locale, 'deposits:form.receipt').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
      await agent.getByText(t(locale, 'uploads:uploaded', { name: 'slip.png' })).waitFor();
      await checkA11y(agent, 'the filled deposit form');
      await agent.getByRole('button', { name: exactly(t(locale, 'deposits:form.submit')) }).click();

      // 2. Its deposits list shows it pending.
      await waitForPath(agent, '/agent/deposits');
      const row = agent.getByRole('row').filter({ hasText: bankReference });
      await row.waitFor();
      expect(await row.textContent()).toContain(t(locale, 'deposits:status.pending'));
      const reference = /DEP-\d+/.exec((await row.textContent()) ?? '')?.[0];
      expect(reference).toBeTruthy();
      await checkA11y(agent);

      // 3. Accounts finds it in the top-up queue, sees the receipt, and approves it.
      await staff.close();
      const accounts = await openSignedIn(browser, 'accounts@example.com', locale);
      try {
        await accounts.getByRole('link', { name: exactly(t(locale, 'layout:links.topup_requests')) }).click();
        await waitForPath(accounts, '/admin/topup-request');
        const queued = accounts.getByRole('link', { name: exactly(reference!) });
        await queued.waitFor();
        await checkA11y(accounts);
        await queued.click();
        await waitForPath(accounts, '/admin/deposit-details');
        await accounts.getByRole('heading', { level: 1, name: t(locale, 'deposits:details.title', { reference: reference! }) }).waitFor();
        const receipt = accounts.getByRole('img', { name: t(locale, 'deposits:receipt.alt', { name: 'slip.png' }) });
        await receipt.waitFor();
        await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
        await checkA11y(accounts);
        await accounts.getByRole('button', { name: exactly(t(locale, 'deposits:approve.action')) }).click();
        const dialog = accounts.getByRole('dialog', { name: t(locale, 'deposits:approve.title', { reference: reference! }) });
        await dialog.waitFor();
        const approvedAmount = dialog.getByLabel(startsWith(t(locale, 'deposits:approve.amount', { currency: 'PKR' })));
        await expect.poll(() => approvedAmount.inputValue()).toBe('25000.50');
        await checkA11y(accounts, 'the approve dialog');
        await dialog.getByRole('button', { name: exactly(t(locale, 'deposits:approve.confirm')) }).click();
        await dialog.waitFor({ state: 'hidden' });
        await accounts.getByRole('link', { name: /^TXN-\d+$/ }).waitFor();
        await checkA11y(accounts, 'an approved deposit');
      } finally {
        await accounts.context().close();
      }

      // 4. The agent sees it approved, and the approved total includes it.
      await agent.reload();
      const approvedRow = agent.getByRole('row').filter({ hasText: bankReference });
      await approvedRow.getByText(t(locale, 'deposits:status.approved')).waitFor();
      await agent.getByRole('heading', { name: t(locale, 'deposits:totals.title') }).waitFor();
      await checkA11y(agent, 'the deposits list after approval');

      // 5. Its home shows the wallet, and its statement the deposit credited with its reference.
      const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');
      await agent.getByRole('link', { name: exactly(t(locale, 'layout:links.dashboard')) }).click();
      await waitForPath(agent, '/agent/dashboard-flights');
      await agent.getByRole('heading', { name: t(locale, 'agent:home.wallet') }).waitFor();
      // Above the wallet, the agency's holds due within a day (a list, or that there is none).
      const holds = agent.locator('section').filter({ has: agent.getByRole('heading', { name: t(locale, 'agent:home.holds.title') }) });
      await holds
        .getByRole('table')
        .or(holds.getByText(t(locale, 'agent:home.holds.none')))
        .first()
        .waitFor();
      await checkA11y(agent, 'the agent home with its wallet');
      await agent.getByRole('link', { name: exactly(t(locale, 'layout:links.ledger')) }).click();
      await waitForPath(agent, '/agent/agent-ledger');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'statement:title') }).waitFor();
      const entry = agent.getByRole('row').filter({ hasText: reference! });
      await entry.waitFor();
      expect(digits(await entry.textContent())).toContain('2500050');
      await checkA11y(agent, 'the statement');
    } finally {
      await agent.context().close();
      await staff
        .context()
        .close()
        .catch(() => undefined);
    }
  });
});
