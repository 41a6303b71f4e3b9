import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pageProblems, pathOf } from './browser';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA, as the issue asks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Waits until the screen has finished loading: no network for a moment, no loading state on show and no list fetching. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.page-state[role="status"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  // A list that is fetching dims its rows (aria-busy): wait for its answer, as a reader would.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // Let entrance transitions (toasts, dialogs) finish: half-faded text would fail contrast for
  // no real reason. Long-running ones (a toast's 5 s progress bar) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getTiming().duration ?? 0) <= 2000)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async (tags: string[]) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
}

/**
 * Fails on an uncaught error or a CSP violation seen so far, then runs axe-core on the page and fails on any critical or serious WCAG 2.2 AA violation.
 * axe goes in through the DevTools protocol (page.evaluate) rather than a <script> tag: the
 * app's Content-Security-Policy forbids inline scripts, and the journeys keep that policy on.
 */
export async function checkA11y(page: Page, what = pathOf(page)): Promise<void> {
  await settle(page);
  const problems = await pageProblems(page);
  if (problems.length) throw new Error(`${what}: ${problems.join('; ')}`);
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  // A screen can change under axe while it reads it: a list refetches and dims its rows, a toast
  // slides in. Such a reading reports contrast that no reader sees for long, so a failing reading
  // is taken again after the screen settles; a real violation is in every reading.
  let violations = await runAxe(page);
  for (let again = 0; again < 2 && violations.some((v) => v.impact && BLOCKING.has(v.impact)); again++) {
    await page.waitForTimeout(500);
    await settle(page);
    violations = await runAxe(page);
  }
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length) {
    const lang = await page.evaluate(() => document.documentElement.lang);
    const report = blocking
      .map(
        (v) =>
          `- ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`)
            .join('\n    ')}`,
      )
      .join('\n');
    throw new Error(`axe: ${blocking.length} serious or critical WCAG 2.2 AA violation(s) on ${what} [${lang}]:\n${report}`);
  }
}
