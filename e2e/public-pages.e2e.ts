import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { baseUrl, launchBrowser, newPage, waitForApp, waitForPath } from './support/browser';
import { exactly, LOCALES, t, type TLocale } from './support/i18n';

/**
 * The public pages as a first-time visitor opens them, on a phone and on a desktop, in each
 * language: they must not move after the first paint (cumulative layout shift ≤ 0.05, the
 * threshold audits count as good), and they must download the translations of the reader's
 * language only. The network is slowed to a phone's (the order in which the page's files arrive
 * is what moves a layout) and the processor four times, as Lighthouse's phone profile does.
 */
const PAGES = ['/', '/auth/login', '/home', '/about/us'];
const MAX_CLS = 0.05;
const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};
/** The browser language of each locale (what a first visit is served in). */
const BROWSER_LANGUAGE: Record<TLocale, string> = { en: 'en-GB', ar: 'ar' };
const OTHER: Record<TLocale, TLocale> = { en: 'ar', ar: 'en' };

const MANIFEST = fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url));
type TManifest = Record<string, { file: string; imports?: string[] }>;

/** The built files of each language's translations (a namespace's chunk and what it imports), from the build manifest. */
function translationFiles(): Record<TLocale, Set<string>> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as TManifest;
  const files: Record<TLocale, Set<string>> = { en: new Set(), ar: new Set() };
  const add = (set: Set<string>, key: string) => {
    const chunk = manifest[key];
    if (!chunk || set.has(`/${chunk.file}`)) return;
    set.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(set, imported);
  };
  for (const key of Object.keys(manifest)) {
    const locale = /locales\/(en|ar)\/[^/]+\.json$/.exec(key)?.[1] as TLocale | undefined;
    if (locale) add(files[locale], key);
  }
  return files;
}

interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

interface Visit {
  shifts: Shift[];
  /** Paths of the translation files the page fetched, per language. */
  translations: Record<TLocale, string[]>;
  lang: string;
  dir: string;
}

let browser: Browser;
let files: Record<TLocale, Set<string>>;
beforeAll(async () => {
  browser = await launchBrowser();
  files = translationFiles();
});
afterAll(async () => {
  await browser?.close();
});

/** Records layout shifts from the start of the document (shifts right after an input do not count, as in CLS). */
function observeLayoutShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (!entry.hadRecentInput)
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), nodes: entry.sources.map((s) => nameOf(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Slows the page's network to a phone's (150 ms round trips, 1.6 Mbit/s down) and its processor four times. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` in a new context: the browser speaks `browserLanguage`, and `storedLocale`, when
 * given, is the language the reader chose on an earlier visit. Waits until the page is complete.
 */
async function visit(path: string, device: BrowserContextOptions, browserLanguage: string, storedLocale?: TLocale): Promise<Visit> {
  const context = await browser.newContext({ ...device, baseURL: baseUrl(), locale: browserLanguage });
  try {
    await context.addInitScript(observeLayoutShifts);
    if (storedLocale) {
      await context.addInitScript((l: string) => {
        if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', l);
      }, storedLocale);
    }
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await throttle(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor({ state: 'visible' });
    // A moment more for anything that arrives late (a shift after this would be one too).
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    return {
      shifts,
      translations: { en: fetched.filter((p) => files.en.has(p)), ar: fetched.filter((p) => files.ar.has(p)) },
      lang: lang!,
      dir: dir!,
    };
  } finally {
    await context.close();
  }
}

/** The sum of all shifts: at least the page's CLS (which keeps the worst burst), so a pass here is a pass there. */
const totalShift = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);
const described = (shifts: Shift[]) => shifts.map((s) => `${s.value.toFixed(3)} at ${s.at} ms: ${s.nodes.join(', ')}`).join('; ');

describe.each(LOCALES)('public pages, first visit (%s)', (locale) => {
  describe.each(Object.keys(DEVICES))('on a %s', (device) => {
    it.each(PAGES)('%s paints once: no layout shift, and only its language is downloaded', async (path) => {
      const result = await visit(path, DEVICES[device]!, BROWSER_LANGUAGE[locale]);
      expect(totalShift(result.shifts), described(result.shifts)).toBeLessThanOrEqual(MAX_CLS);
      expect(result.lang).toBe(locale);
      expect(result.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      // The page's own language was fetched (the check below would pass on nothing at all)…
      expect(result.translations[locale].length).toBeGreaterThan(0);
      // …and not a file of the other.
      expect(result.translations[OTHER[locale]]).toEqual([]);
    });
  });

  it('a reader who chose this language in a browser set to the other one gets only this language', async () => {
    for (const path of ['/auth/login', '/home']) {
      const result = await visit(path, DEVICES.desktop!, BROWSER_LANGUAGE[OTHER[locale]], locale);
      expect(result.lang).toBe(locale);
      expect(result.translations[locale].length).toBeGreaterThan(0);
      expect(result.translations[OTHER[locale]]).toEqual([]);
    }
  });
});

describe.each(LOCALES)('the storefront sells (%s)', (locale) => {
  it('/home shows the group tickets on sale, each to its search, and leads to /about/us; both pass axe', async () => {
    const page = await newPage(browser, locale, 'phone');
    try {
      await page.goto('/home');
      // The demo's group tickets are on sale: their section shows them, each card opening the search that books it.
      const groups = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: exactly(t(locale, 'home:featured.group_tickets.title')) }),
      });
      const card = groups.getByRole('listitem').first().getByRole('link');
      await card.waitFor();
      expect(await card.getAttribute('href')).toMatch(/^\/flight\/search\?trip_type=/);
      expect(await groups.getByRole('link', { name: exactly(t(locale, 'home:featured.group_tickets.all')) }).getAttribute('href')).toBe(
        '/group-tickets-main',
      );
      // Hotels alone are not sold online yet.
      const products = page.locator('#products');
      await expect.poll(() => products.getByText(t(locale, 'common:coming_soon')).count()).toBe(1);
      await checkA11y(page, '/home');

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: exactly(t(locale, 'layout:footer.about')) })
        .click();
      await waitForPath(page, '/about/us');
      await page.getByRole('heading', { level: 1, name: exactly(t(locale, 'about:title')) }).waitFor();
      await page
        .getByRole('list', { name: t(locale, 'about:facts_label') })
        .getByText(exactly(t(locale, 'about:facts.airlines')))
        .waitFor();
      await checkA11y(page, '/about/us');
    } finally {
      await page.context().close();
    }
  });
});

it('a first visit from a browser set to Arabic shows /home in Arabic', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'ar' });
  try {
    const page = await context.newPage();
    await page.goto('/home');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(t('ar', 'home:hero.title'));
  } finally {
    await context.close();
  }
});

describe.each(LOCALES)('the server paints a public page before the app runs (%s)', (locale) => {
  it('shows /home in the reader’s language without a script, and the app then takes it over', async () => {
    const painted = await browser.newContext({ baseURL: baseUrl(), locale: BROWSER_LANGUAGE[locale], javaScriptEnabled: false });
    try {
      const page = await painted.newPage();
      await page.goto('/home');
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(t(locale, 'home:hero.title'));
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      // Without scripts nothing makes it inert: its links lead to the next painted page.
      expect(await page.locator('#root').getAttribute('inert')).toBeNull();
      await page
        .locator('footer')
        .getByRole('link', { name: exactly(t(locale, 'layout:footer.about')) })
        .click();
      await waitForPath(page, '/about/us');
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(t(locale, 'about:title'));
    } finally {
      await painted.close();
    }
    // A reader who chose the other language with the switch is painted in it, not in the browser's.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: BROWSER_LANGUAGE[OTHER[locale]] });
    try {
      const page = await context.newPage();
      await page.goto('/home');
      await waitForApp(page);
      await page.locator('button.language-switch').first().click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
      const answer = await page.request.get('/home');
      expect(await answer.text()).toContain(`<h1 id="hero-title">${t(locale, 'home:hero.title')}</h1>`);
      await page.reload();
      await waitForApp(page);
      await page
        .getByRole('link', { name: exactly(t(locale, 'layout:nav.about')) })
        .first()
        .click();
      await waitForPath(page, '/about/us');
    } finally {
      await context.close();
    }
  });
});
