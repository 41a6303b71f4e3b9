import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';
import { waitForPath } from './browser';
import { exactly, t, type TLocale } from './i18n';
import { mailIds, waitForCode } from './mail';

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts of README.md and where each lands after signing in (homeOf). */
export const DEMO_HOMES = {
  'admin@example.com': '/admin/dashboard',
  'accounts@example.com': '/admin/dashboard',
  'salesman@example.com': '/salesman/users',
  'reservation@example.com': '/reservation/reservation-users',
  'customer@example.com': '/home',
  'agent@example.com': '/agent/dashboard-flights',
  'pending-agent@example.com': '/verify-message',
  'new-agent@example.com': '/agent/add-agent-details',
} as const;
export type DemoEmail = keyof typeof DEMO_HOMES;

export interface SignInOptions {
  password?: string;
  /** Run axe on the sign-in form and on the code step as well. */
  checkSteps?: boolean;
}

/**
 * The real two-step sign-in through the UI: email and password, then the 6-digit code read
 * from the development inbox (GET /api/dev/mail). Returns once the app has left the sign-in page.
 */
export async function signInAs(page: Page, email: string, locale: TLocale, options: SignInOptions = {}): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: t(locale, 'auth:login.title') }).waitFor();
  if (options.checkSteps) await checkA11y(page, 'the sign-in form');
  await page.getByLabel(t(locale, 'auth:fields.email')).fill(email);
  await page.getByLabel(t(locale, 'auth:fields.password')).fill(options.password ?? DEMO_PASSWORD);
  const seen = await mailIds(email);
  await page.getByRole('button', { name: exactly(t(locale, 'auth:login.submit')) }).click();

  await page.getByRole('heading', { level: 1, name: t(locale, 'auth:code.title') }).waitFor();
  if (options.checkSteps) await checkA11y(page, 'the sign-in code step');
  const code = await waitForCode(email, seen);
  await page.getByLabel(t(locale, 'auth:fields.code')).fill(code);
  // Enter submits, as the issue asks of every auth form.
  await page.getByLabel(t(locale, 'auth:fields.code')).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 20_000 });
}

/** Signs in and waits for the account's home. */
export async function signInAndLand(page: Page, email: string, home: string, locale: TLocale, options: SignInOptions = {}): Promise<void> {
  await signInAs(page, email, locale, options);
  await waitForPath(page, home);
}

/** The bearer token the web app keeps (localStorage.access_token). */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('access_token'));

/**
 * Clicks a logout control and waits for what logout does: POST /logout, then a full reload at
 * "/" (a new document, so nothing of the old session stays in memory).
 */
export async function logoutWith(page: Page, control: Locator, locale: TLocale): Promise<void> {
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 20_000 });
  await control.click();
  await reloaded;
  await waitForPath(page, '/');
  await page.getByRole('heading', { level: 1, name: t(locale, 'auth:login.title') }).waitFor();
}
