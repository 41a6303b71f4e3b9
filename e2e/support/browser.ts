import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { TLocale } from './i18n';

export const baseUrl = () => inject('baseUrl');

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-zygote',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium (found once for the run by the global setup, chromium-path.ts) for the journeys. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: ARGS });
}

/** The width of the page's content beyond the screen, in CSS pixels: 0 when nothing forces sideways scrolling. */
export const overflowWidth = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth, window.innerWidth - screen.width),
  );

/**
 * A fresh context (its own storage) whose pages start in `locale` (on a desktop screen or a phone's): localStorage.locale is set
 * before any script of the app runs, unless the page already chose a language. With `token`, the context starts signed in
 * (the bearer token the web app keeps in localStorage.access_token).
 */
export async function newContext(
  browser: Browser,
  locale: TLocale,
  device: 'desktop' | 'phone' = 'desktop',
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(token
      ? { storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: 'access_token', value: token }] }] } }
      : {}),
    locale: locale === 'ar' ? 'ar' : 'en-GB',
    ...(device === 'phone'
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addInitScript((l: string) => {
    try {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', l);
    } catch {
      // about:blank and opaque origins have no storage; the app's own pages do.
    }
    // Record Content-Security-Policy violations: the app must work under its own policy.
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  }, locale);
  context.on('page', watchErrors);
  return context;
}

const pageErrors = new WeakMap<Page, string[]>();
function watchErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (err) => errors.push(err.message));
}

/** Uncaught exceptions and CSP violations the page has seen so far (they fail checkA11y). */
export async function pageProblems(page: Page): Promise<string[]> {
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return [...(pageErrors.get(page) ?? []).map((e) => `uncaught error: ${e}`), ...csp.map((v) => `CSP violation: ${v}`)];
}

export async function newPage(browser: Browser, locale: TLocale, device: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const context = await newContext(browser, locale, device);
  return context.newPage();
}

/** The path of the page's URL (no origin, no query). */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page's path is `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
}

/**
 * Waits until the web app has taken over a page the server painted: its first render committed
 * (the root's content is React's own) and the root takes input again. A click on the painted page
 * before then is dropped by design (the root is inert), and on a slow machine the painted page
 * stops being inert after 10 s whether or not the app has come.
 */
export async function waitForApp(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const first = root?.firstElementChild;
      return !!root && !root.inert && !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout },
  );
}
