import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { logoutWith, openSignedIn, signInAndLand } from './support/auth';
import { launchBrowser, newPage, pathOf, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';
import { mailIds, waitForCode, waitForMail } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, locale: TLocale, key: string) => page.getByLabel(startsWith(t(locale, key)));

/** Picks an option of one of the search comboboxes (country, city) by typing part of its name. */
async function choose(page: Page, locale: TLocale, labelKey: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: startsWith(t(locale, labelKey)) });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const logout = (page: Page, locale: TLocale) =>
  logoutWith(page, page.getByRole('button', { name: exactly(t(locale, 'common:actions.logout')) }), locale);

describe.each(LOCALES)('agent onboarding to approval (%s)', (locale) => {
  it('registers, verifies the email, fills the agency form, waits, is approved by an admin and reaches the agent home', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `onboarding-${locale}-${stamp}@example.com`;
    const name = locale === 'ar' ? `وكيل تجريبي ${stamp}` : `Onboarding Agent ${stamp}`;
    const password = 'agent-password-1';
    const agent = await newPage(browser, locale);
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. Register as an agent.
      await agent.goto('/auth/agent/register');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'auth:agent_register.title') }).waitFor();
      await checkA11y(agent);
      await field(agent, locale, 'auth:fields.contact_name').fill(name);
      await field(agent, locale, 'auth:fields.email').fill(email);
      await field(agent, locale, 'auth:fields.password').fill(password);
      await field(agent, locale, 'auth:fields.password_confirmation').fill(password);
      const beforeRegister = await mailIds(email);
      await agent.getByRole('button', { name: exactly(t(locale, 'auth:agent_register.submit')) }).click();

      // 2. Verify the email with the mailed code: that signs the agent in, onto the agency form.
      await waitForPath(agent, '/auth/verify-email');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'auth:verify_email.title') }).waitFor();
      await checkA11y(agent);
      const code = await waitForCode(email, beforeRegister);
      expect(await field(agent, locale, 'auth:fields.email').inputValue()).toBe(email);
      await field(agent, locale, 'auth:fields.code').fill(code);
      await agent.getByRole('button', { name: exactly(t(locale, 'auth:verify_email.submit')) }).click();
      await waitForPath(agent, '/agent/add-agent-details');

      // 3. The agency details form.
      await agent.getByRole('heading', { level: 1, name: t(locale, 'agent:details.title') }).waitFor();
      await checkA11y(agent);
      await field(agent, locale, 'users:agency.name').fill(`Safar Test Travels ${stamp}`);
      await field(agent, locale, 'users:agency.contact_person').fill(name);
      await field(agent, locale, 'users:agency.phone').fill('+92 42 3576 1100');
      await field(agent, locale, 'users:agency.licence_number').fill(`LIC-${stamp}`);
      await choose(agent, locale, 'users:agency.country', 'Pakistan', /Pakistan/);
      await choose(agent, locale, 'users:agency.city', 'Lahore', /^Lahore$/);
      await field(agent, locale, 'users:agency.address').fill('12 Mall Road, Lahore');
      await agent.getByRole('button', { name: exactly(t(locale, 'agent:details.submit')) }).click();

      // 4. Awaiting approval; signing in again lands here too.
      await waitForPath(agent, '/verify-message');
      await agent.getByRole('heading', { level: 1, name: t(locale, 'auth:waiting.title') }).waitFor();
      await checkA11y(agent);
      await logout(agent, locale);
      await signInAndLand(agent, email, '/verify-message', locale, { password });
      await checkA11y(agent);
      await logout(agent, locale);

      // 5. An admin finds the agent and approves it in /admin/user-details.
      // The admin's dashboard shows the background work (jobs, mails) beside the figures.
      const background = admin.getByRole('heading', { name: t(locale, 'admin:dashboard.system.title') });
      await background.waitFor();
      await checkA11y(admin, 'the admin dashboard with its background work');
      await admin.goto('/admin/users');
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await admin.getByRole('searchbox', { name: t(locale, 'users:filters.search') }).fill(email);
      await admin.waitForURL((url) => url.searchParams.get('search') === email);
      const agentLink = admin.getByRole('link', { name: exactly(name) });
      await agentLink.waitFor();
      await checkA11y(admin, '/admin/users with search results');
      await agentLink.click();
      await waitForPath(admin, '/admin/user-details');
      await admin.getByRole('heading', { level: 1, name: exactly(name) }).waitFor();
      await checkA11y(admin);
      const beforeApproval = await mailIds(email);
      const approve = exactly(t(locale, 'users:status_actions.approve'));
      await admin.getByRole('button', { name: approve }).click();
      const dialog = admin.getByRole('dialog', { name: t(locale, 'users:status_actions.approve_title') });
      await dialog.waitFor();
      await checkA11y(admin, 'the approval dialog');
      await dialog.getByRole('button', { name: approve }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Approved: the action is gone, and the agent was mailed.
      await admin.getByRole('button', { name: approve }).waitFor({ state: 'detached' });
      expect((await waitForMail(email, beforeApproval)).subject).toBe(t(locale, 'mail:approved_subject'));
      await checkA11y(admin);

      // 6. The approved agent signs in and reaches the agent home.
      await signInAndLand(agent, email, '/agent/dashboard-flights', locale, { password });
      expect(pathOf(agent)).toBe('/agent/dashboard-flights');
      await checkA11y(agent);
    } finally {
      await agent.context().close();
      await admin.context().close();
    }
  });
});
