// Flight search overhead: three simulated suppliers answering in 300, 800 and 1,500 ms with
// about 1,000 offers in all; the figure is the route's time minus the slowest supplier's, p50
// and p95 over 20 searches on new days (no cache). Goal: p95 ≤ 20 ms. The measuring runs in a
// process of its own with the API's sources (apps/api/src/modules/flights/bench/search-overhead.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgBench, PgBenchReport } from './report';

export const SEARCH_OVERHEAD_GOAL_MS = 20;
const root = join(fileURLToPath(import.meta.url), '../..');

async function runSearchOverhead(): Promise<PgBenchReport> {
  console.log('\n== flight search: 3 simulated suppliers (300/800/1,500 ms), ~1,000 offers, embedded database');
  const output = await new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/modules/flights/bench/search-overhead.ts')], {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'apps/api/tsconfig.json'), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`search bench exited ${code}`))));
  });
  const figures = JSON.parse(output.trim().split('\n').pop()!) as { runs: number; offers: number; p50: number; p95: number };
  const line = `flight search overhead (${figures.offers} offers, ${figures.runs} searches): p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`;
  console.log(line);
  const met = figures.p95 <= SEARCH_OVERHEAD_GOAL_MS;
  return {
    summary: [line],
    goal: `goal: search overhead p95 ≤ ${SEARCH_OVERHEAD_GOAL_MS} ms: ${figures.p95.toFixed(1)} ms — ${met ? 'met' : 'NOT met'}`,
    met,
  };
}

export const flightSearchBench: PgBench = { name: 'flight-search', run: runSearchOverhead };
