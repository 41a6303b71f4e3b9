import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { checkA11y } from './a11y';
import { newContext, waitForPath } from './browser';
import { exactly, t, type TLocale } from './i18n';
import { mailIds, waitForCode } from './mail';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bearer token of each shared session (SHARED_SESSIONS), signed in once for the run. */
    sessions: Record<SharedAccount, string>;
  }
}

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
 * Journeys in parallel may sign in to one demo account at the same moment, and each new code
 * supersedes the earlier ones: a code refused that way is a new sign-in, up to three in all.
 */
export async function signInAs(page: Page, email: string, locale: TLocale, options: SignInOptions = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await signInOnce(page, email, locale, options)) return;
    if (attempt === 3) throw new Error(`${email}: the sign-in code was refused three times`);
  }
}

/** One sign-in; false when the code was refused (another sign-in to the account superseded it). */
async function signInOnce(page: Page, email: string, locale: TLocale, options: SignInOptions): Promise<boolean> {
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
  const landed = page.waitForURL((url) => url.pathname !== '/', { timeout: 20_000 }).then(() => true);
  const refused = page
    .getByText(t(locale, 'messages:invalid_code'))
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => false,
      () => new Promise<boolean>(() => undefined),
    );
  // Once refused, the wait for a new address ends by itself, unseen.
  landed.catch(() => undefined);
  return Promise.race([landed, refused]);
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

/**
 * The accounts whose signed-in session the journeys share. A journey that is about signing in
 * (or out) signs in through the screens; the others open a page that already holds the session,
 * as a returning user's browser does, instead of typing the password and the code every time.
 */
export const SHARED_SESSIONS = ['admin@example.com', 'accounts@example.com', 'agent@example.com', 'customer@example.com'] as const;
export type SharedAccount = (typeof SHARED_SESSIONS)[number];

/** Signs in through the API's two steps (the code read from the development inbox); answers the bearer token. */
export async function signInThroughApi(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${base}/api/login/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const seen = await mailIds(email, base);
  const first = await post('request-otp', { email, password });
  if (!first.ok) throw new Error(`request-otp for ${email} answered ${first.status}: ${await first.text()}`);
  const code = await waitForCode(email, seen, 15_000, base);
  const second = await post('verify-otp', { email, code });
  if (!second.ok) throw new Error(`verify-otp for ${email} answered ${second.status}: ${await second.text()}`);
  return ((await second.json()) as { authorisation: { token: string } }).authorisation.token;
}

/** A page in a new context holding the account's shared session, opened at the account's home. */
export async function openSignedIn(
  browser: Browser,
  email: SharedAccount,
  locale: TLocale,
  device: 'desktop' | 'phone' = 'desktop',
): Promise<Page> {
  const context = await newContext(browser, locale, device, inject('sessions')[email]);
  const page = await context.newPage();
  await page.goto(DEMO_HOMES[email]);
  await waitForPath(page, DEMO_HOMES[email]);
  return page;
}
