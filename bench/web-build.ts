import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_DIST = join(ROOT, 'apps/web/dist');

/** What the web build reads: a change to any of these makes apps/web/dist out of date. */
const BUILD_INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Builds the web app unless apps/web/dist is newer than its sources (BENCH_SKIP_BUILD=1 skips the
 * check): the browser benches measure what a person would be served, never a stale build.
 */
export function ensureWebBuild(): void {
  const index = join(WEB_DIST, 'index.html');
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(index)) return;
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(ROOT, p))));
  if (built > sources) return;
  console.log('building the web app (apps/web/dist is missing or older than its sources)…');
  execFileSync('npm', ['run', 'build', '-w', '@safar/web'], { cwd: ROOT, stdio: 'inherit' });
}
