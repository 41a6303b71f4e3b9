#!/usr/bin/env node
// Start-time budget, checked in `npm test` after the build: `npm start` on a new
// data directory is serving in under 30 s (migrations, 148k cities, demo data), and a later
// start on the same directory in under 5 s. Runs scripts/start.mjs exactly as a person would,
// with the web build skipped (it was just built), on a free port and a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The Node flags `npm start` runs with (package.json's start script), so the start is timed as a person's is. */
const START_FLAGS = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));
const BUDGETS = [
  { name: 'first start on a new data directory', limitS: 30 },
  { name: 'later start on the same data directory', limitS: 5 },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function timeStart(dataDir) {
  const port = await freePort();
  // The embedded database, whatever the caller's environment says (CI sets DATABASE_URL).
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  let seconds = null;
  while (performance.now() - started < 60_000 && child.exitCode === null) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  const code = await exited;
  return { seconds, code };
}

const dataDir = mkdtempSync(join(tmpdir(), 'safar-start-'));
let failed = 0;
try {
  for (const budget of BUDGETS) {
    const { seconds, code } = await timeStart(dataDir);
    const passed = seconds !== null && seconds < budget.limitS && code === 0;
    if (!passed) failed += 1;
    const figure = seconds === null ? 'never became ready' : `${seconds.toFixed(1)} s`;
    console.log(`${passed ? 'ok  ' : 'FAIL'} ${budget.name}: ${figure} (limit ${budget.limitS} s), exit on SIGTERM ${code}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`start-time: ${BUDGETS.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
