import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn, storedToken } from './support/auth';
import { baseUrl, launchBrowser } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real 1×1 PNG for the receipt. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function call<T>(page: Page, method: string, path: string, body: unknown, money = false): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await storedToken(page)}`,
      ...(money ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The agent's deposit of PKR 1,000.00 into a new bank, through the API (the form has its own journey). */
async function agentDeposit(admin: Page, agent: Page, stamp: string): Promise<{ id: string; reference: string }> {
  const { bank } = await call<{ bank: { id: string } }>(admin, 'POST', '/banks', {
    bank_name: `Four Eyes Bank ${stamp}`,
    account_title: 'Safar Travels Pvt Ltd',
    account_number: '0101-0123456789',
    iban: 'PK36SCBL0000001123456702',
    branch: 'Blue Area',
    currency: 'PKR',
  });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'slip.png');
  const uploaded = await fetch(`${baseUrl()}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await storedToken(agent)}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const receipt = ((await uploaded.json()) as { data: { upload: { file_name: string } } }).data.upload.file_name;
  const { deposit } = await call<{ deposit: { id: string; reference: string } }>(
    agent,
    'POST',
    '/deposit-data',
    {
      bank_id: bank.id,
      amount_minor: 100000,
      currency: 'PKR',
      deposit_date: new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10),
      bank_reference: `FE-${stamp}`.toUpperCase(),
      receipt,
    },
    true,
  );
  return deposit;
}

const badge = (page: Page, locale: TLocale, status: string) => page.getByText(exactly(t(locale, `deposits:status.${status}`))).first();

describe.each(LOCALES)('four eyes on a deposit (%s)', (locale) => {
  it('admin changes the amount, accounts confirms it, then reverses the deposit', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    const agent = await openSignedIn(browser, 'agent@example.com', locale);
    const accounts = await openSignedIn(browser, 'accounts@example.com', locale);
    try {
      const deposit = await agentDeposit(admin, agent, stamp);
      const details = `/admin/deposit-details?id=${deposit.id}`;

      // 1. Admin approves another amount with a reason: it waits for a second person.
      await admin.goto(`${baseUrl()}${details}`);
      await admin.getByRole('heading', { level: 1, name: t(locale, 'deposits:details.title', { reference: deposit.reference }) }).waitFor();
      await admin.getByRole('button', { name: exactly(t(locale, 'deposits:approve.action')) }).click();
      const approve = admin.getByRole('dialog', { name: t(locale, 'deposits:approve.title', { reference: deposit.reference }) });
      await approve.waitFor();
      await approve.getByLabel(startsWith(t(locale, 'deposits:approve.amount', { currency: 'PKR' }))).fill('950');
      await approve.getByLabel(startsWith(t(locale, 'deposits:approve.reason'))).fill('Bank fee of 50');
      await approve.getByRole('button', { name: exactly(t(locale, 'deposits:approve.confirm')) }).click();
      await approve.waitFor({ state: 'hidden' });
      await badge(admin, locale, 'awaiting_confirmation').waitFor();
      await admin.getByText(t(locale, 'deposits:details.own_proposal')).waitFor();
      await checkA11y(admin, 'a deposit awaiting confirmation');

      // 2. Accounts confirms the proposed amount: prefilled, no new reason needed.
      await accounts.goto(`${baseUrl()}${details}`);
      await accounts.getByText(t(locale, 'deposits:details.waiting', { name: 'Amina Admin' })).waitFor();
      await accounts.getByRole('button', { name: exactly(t(locale, 'deposits:confirm.action')) }).click();
      const confirm = accounts.getByRole('dialog', { name: t(locale, 'deposits:confirm.title', { reference: deposit.reference }) });
      await confirm.waitFor();
      const amount = confirm.getByLabel(startsWith(t(locale, 'deposits:approve.amount', { currency: 'PKR' })));
      await expect.poll(() => amount.inputValue()).toBe('950.00');
      await checkA11y(accounts, 'the confirm dialog');
      await confirm.getByRole('button', { name: exactly(t(locale, 'deposits:confirm.confirm')) }).click();
      await confirm.waitFor({ state: 'hidden' });
      await badge(accounts, locale, 'approved').waitFor();
      await accounts.getByText(exactly(t(locale, 'deposits:fields.confirmer'))).waitFor();

      // 3. The bank recalls the money: accounts reverses the deposit with a reason.
      await accounts.getByRole('button', { name: exactly(t(locale, 'deposits:reverse.action')) }).click();
      const reverse = accounts.getByRole('dialog', { name: t(locale, 'deposits:reverse.title', { reference: deposit.reference }) });
      await reverse.waitFor();
      await reverse.getByLabel(startsWith(t(locale, 'deposits:reverse.reason'))).fill('The bank recalled the transfer');
      await checkA11y(accounts, 'the reverse dialog');
      await reverse.getByRole('button', { name: exactly(t(locale, 'deposits:reverse.confirm')) }).click();
      await reverse.waitFor({ state: 'hidden' });
      await badge(accounts, locale, 'reversed').waitFor();
      await accounts.getByText('The bank recalled the transfer').waitFor();
      expect(await accounts.getByRole('link', { name: /^TXN-\d+$/ }).count()).toBe(2);
      await checkA11y(accounts, 'a reversed deposit');
    } finally {
      await Promise.all([admin.context().close(), agent.context().close(), accounts.context().close()]);
    }
  });
});
