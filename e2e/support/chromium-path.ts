import { existsSync } from 'node:fs';

/**
 * The Chromium the browser journeys and the benches drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else the one the @sparticuz/chromium dev dependency ships. Kept apart from
 * browser.ts (which reads the test run's context) so a bench can import it outside vitest.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
