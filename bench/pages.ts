// Public pages bench (`npm run bench:pages`, or `BENCH_ONLY=pages npm run bench`): Lighthouse on
// the built web app as the API serves it (precompressed files, the same server `npm start` runs),
// for /, /auth/login, /home, /holidays and a holiday's page, with the catalogues filled first
// (seed-catalogues.ts: promo banners, header images, holidays, Umrah packages and visas, beside
// the demo's group tickets), in English and Arabic, on Lighthouse's phone profile (its default:
// a mid-range phone on a slow 4G network, simulated) and its desktop profile (`PAGES_PROFILES=phone`
// runs the phone alone). Each page is audited
// PAGES_RUNS times (3 unless told; PAGES_ONLY and PAGES_LOCALES narrow the run) and every figure is the median of its runs; a run that
// Lighthouse itself fails (NO_NAVSTART, NO_FCP, PROTOCOL_TIMEOUT, …) is run again, 3 tries at
// most. Prints per page the performance score, FCP, LCP, TBT, CLS, the bytes transferred and the
// accessibility, best-practices and SEO scores, then the audits below a full score. Goals, on the
// phone: performance ≥ 90, CLS ≤ 0.05, SEO 100, accessibility and best practices 100. Not part of
// `npm test`: a run takes minutes and its timings move with whatever else the machine runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromiumPath } from '../e2e/support/chromium-path';
import type { PgBench, PgBenchReport } from './report';
import { seedCatalogues } from './seed-catalogues';
import { startBenchServer } from './server';
import { ensureWebBuild, WEB_DIST } from './web-build';

/** The pages every run audits; a holiday's page (seeded) is added after them. */
const PAGES = ['/', '/auth/login', '/home', '/holidays'];
const LOCALES = ['en', 'ar'] as const;
const ALL_PROFILES = ['phone', 'desktop'] as const;
const PROFILES = ALL_PROFILES.filter((p) => (process.env.PAGES_PROFILES ?? 'phone,desktop').split(',').includes(p));
const RUNS = Number(process.env.PAGES_RUNS ?? 3);
/** `PAGES_ONLY=/home,details`: these pages alone (`details`: the seeded holiday's page), when working on one. */
const ONLY = process.env.PAGES_ONLY?.split(',').map((p) => p.trim());
const LOCALES_RUN = LOCALES.filter((l) => (process.env.PAGES_LOCALES ?? 'en,ar').split(',').includes(l));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 90, cls: 0.05, seo: 100, accessibility: 100, bestPractices: 100 };

type TLocale = (typeof LOCALES)[number];
type TProfile = (typeof ALL_PROFILES)[number];

interface PageFigures {
  page: string;
  locale: TLocale;
  profile: TProfile;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits below a full score in the accessibility, best-practices and SEO categories, and the performance opportunities. */
  findings: string[];
}

/**
 * Chromium as the journeys run it, headless. The language is the browser's (`--lang`,
 * `--accept-lang`): Lighthouse clears the site's storage before each run, so a reader's stored
 * choice cannot carry it, and a first visit in Arabic is what a new Arabic reader gets.
 */
async function launchChromium(locale: TLocale) {
  return chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-zygote',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
    ],
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** What keeps a category below 100, and what Lighthouse says would make the page faster. */
function findingsOf(lhr: Result): string[] {
  const found: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) found.push(`${category}: ${audit.title}`);
    }
  }
  // The element Lighthouse timed as the largest paint: what to make arrive sooner.
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet) found.push(`largest paint: ${snippet.slice(0, 160)}`);
  for (const audit of Object.values(lhr.audits)) {
    const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100) {
      found.push(`performance: ${audit.title} (about ${Math.round(details.overallSavingsMs!)} ms)`);
    }
  }
  return found;
}

/** A run that Lighthouse itself reports as failed (`lhr.runtimeError`), with its code (NO_NAVSTART, NO_FCP, …). */
class LighthouseRunError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Tries of one Lighthouse run before the bench gives up. */
const ATTEMPTS = 3;

/**
 * Why a run failed, when Lighthouse itself failed: a runtime error in its result, or one it
 * threw (a LighthouseError: PROTOCOL_TIMEOUT, NO_FCP, …). A busy machine or a trace that missed
 * the navigation causes these, not the page, and another run usually passes. Null for any other
 * error, which is not retried.
 */
function lighthouseFailure(error: unknown): string | null {
  if (error instanceof LighthouseRunError) return error.message.includes(error.code) ? error.message : `${error.message} (${error.code})`;
  if (error instanceof Error && error.name === 'LighthouseError' && 'code' in error) return String(error.code);
  return null;
}

async function auditOnce(port: number, url: string, profile: TProfile): Promise<Result> {
  const config: Config | undefined = profile === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // `PAGES_SAVE=dir`: each run's whole report, to read what the figures come from.
  if (process.env.PAGES_SAVE) {
    mkdirSync(process.env.PAGES_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${profile}-${Date.now()}.json`;
    writeFileSync(join(process.env.PAGES_SAVE, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
  return lhr;
}

/** One Lighthouse run of a page, run again (up to ATTEMPTS in all) while Lighthouse itself fails. */
async function auditPage(port: number, url: string, profile: TProfile, what: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url, profile);
    } catch (error) {
      const why = lighthouseFailure(error);
      if (!why) throw error;
      if (attempt === ATTEMPTS)
        throw new Error(`Lighthouse could not audit ${what} (${url}) in ${ATTEMPTS} tries: ${why}`, { cause: error });
      console.log(`  (${what}: Lighthouse failed with ${why}; running it again, try ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function measure(baseUrl: string, locale: TLocale, profile: TProfile, page: string): Promise<PageFigures> {
  const chrome = await launchChromium(locale);
  try {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditPage(chrome.port, `${baseUrl}${page}`, profile, `${page} ${locale} ${profile}`));
    const of = (pick: (lhr: Result) => number) => median(runs.map(pick));
    return {
      page,
      locale,
      profile,
      performance: of((r) => score(r, 'performance')),
      fcpMs: of((r) => numeric(r, 'first-contentful-paint')),
      lcpMs: of((r) => numeric(r, 'largest-contentful-paint')),
      tbtMs: of((r) => numeric(r, 'total-blocking-time')),
      cls: of((r) => numeric(r, 'cumulative-layout-shift')),
      bytes: of((r) => numeric(r, 'total-byte-weight')),
      accessibility: of((r) => score(r, 'accessibility')),
      bestPractices: of((r) => score(r, 'best-practices')),
      seo: of((r) => score(r, 'seo')),
      findings: [...new Set(runs.flatMap(findingsOf))],
    };
  } finally {
    chrome.kill();
  }
}

/** The page column's width: the longest address audited. */
let pageWidth = 13;
const header = () => `${'page'.padEnd(pageWidth)} lang profile  perf    FCP s    LCP s  TBT ms     CLS     KB  a11y  best   SEO`;
const row = (f: PageFigures) =>
  [
    f.page.padEnd(pageWidth),
    f.locale.padEnd(4),
    f.profile.padEnd(7),
    String(f.performance).padStart(5),
    (f.fcpMs / 1000).toFixed(2).padStart(8),
    (f.lcpMs / 1000).toFixed(2).padStart(8),
    f.tbtMs.toFixed(0).padStart(7),
    f.cls.toFixed(3).padStart(7),
    (f.bytes / 1024).toFixed(0).padStart(6),
    String(f.accessibility).padStart(5),
    String(f.bestPractices).padStart(5),
    String(f.seo).padStart(5),
  ].join(' ');

/** The phone figures that miss a goal, as "page lang: what". */
function misses(figures: PageFigures[]): string[] {
  const out: string[] = [];
  for (const f of figures.filter((x) => x.profile === 'phone')) {
    const at = `${f.page} ${f.locale}`;
    if (f.performance < GOALS.performance) out.push(`${at}: performance ${f.performance}`);
    if (f.cls > GOALS.cls) out.push(`${at}: CLS ${f.cls.toFixed(3)}`);
    if (f.seo < GOALS.seo) out.push(`${at}: SEO ${f.seo}`);
    if (f.accessibility < GOALS.accessibility) out.push(`${at}: accessibility ${f.accessibility}`);
    if (f.bestPractices < GOALS.bestPractices) out.push(`${at}: best practices ${f.bestPractices}`);
  }
  return out;
}

export async function runPagesBench(): Promise<PgBenchReport> {
  ensureWebBuild();
  const started = Date.now();
  const server = await startBenchServer('pglite', { webDist: WEB_DIST });
  const figures: PageFigures[] = [];
  try {
    const seeded = await seedCatalogues(server.baseUrl);
    const pages = [...PAGES, seeded.holidayPage].filter((p) => !ONLY || ONLY.includes(p === seeded.holidayPage ? 'details' : p));
    pageWidth = Math.max(13, ...pages.map((p) => p.length));
    console.log(
      `\n== public pages: Lighthouse, ${RUNS} runs per page, medians; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    console.log(header());
    for (const profile of PROFILES) {
      for (const locale of LOCALES_RUN) {
        for (const page of pages) {
          const f = await measure(server.baseUrl, locale, profile, page);
          figures.push(f);
          console.log(row(f));
        }
      }
    }
  } finally {
    await server.stop();
  }
  const findings = new Map<string, string[]>();
  for (const f of figures)
    for (const finding of f.findings) findings.set(finding, [...(findings.get(finding) ?? []), `${f.page} ${f.locale} ${f.profile}`]);
  if (findings.size) {
    console.log('\nbelow a full score, or worth 100 ms or more:');
    for (const [finding, where] of findings)
      console.log(`  ${finding} — ${where.length === figures.length ? 'every page' : where.join(', ')}`);
  }
  const missed = misses(figures);
  const seconds = Math.round((Date.now() - started) / 1000);
  const goal = `goal: on the phone, performance ≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, SEO, accessibility and best practices 100 on every page in both languages: ${
    missed.length ? `NOT met (${missed.join('; ')})` : 'met'
  }`;
  return {
    summary: ['public pages (Lighthouse, medians):', header(), ...figures.map(row), `(${seconds} s)`],
    goal,
    met: missed.length === 0,
  };
}

export const pagesBench: PgBench = { name: 'pages', run: runPagesBench };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await runPagesBench();
  console.log(`\n${report.goal}`);
}
