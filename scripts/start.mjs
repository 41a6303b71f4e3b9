#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// API (which migrates, seeds, and serves the SPA and /api). Signals go to the child; we exit with its code.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');
const hashFile = join(dist, '.build-hash');

/** Everything that changes what `vite build` produces. */
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/precompress-plugin.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/locales',
  'package-lock.json',
];

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && !e.name.startsWith('.'))
    .flatMap((e) => listFiles(join(path, e.name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((p) => listFiles(join(root, p))).sort();
  for (const file of files) {
    // Path and content both count: a rename changes the build as much as an edit.
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

let child = null;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

function run(command, args, options) {
  return new Promise((resolvePromise) => {
    child = spawn(command, args, { stdio: 'inherit', env: process.env, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? 128 + (constants.signals[signal] ?? 0)));
    child.on('error', (err) => {
      console.error(err);
      resolvePromise(1);
    });
  });
}

async function buildWebIfChanged() {
  const hash = sourceHash();
  const upToDate = existsSync(join(dist, 'index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash;
  if (upToDate) {
    console.log('web app is up to date (apps/web/dist); skipping the build');
    return;
  }
  console.log('building the web app…');
  const started = Date.now();
  const vitePackage = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
  const code = await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: webDir });
  if (stopping) process.exit(code);
  if (code !== 0) {
    console.error(`the web build failed (exit ${code})`);
    process.exit(code);
  }
  mkdirSync(dist, { recursive: true });
  writeFileSync(hashFile, `${hash}\n`);
  console.log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Prints one line once /api/health answers, so the time to serving is visible. */
async function announceWhenServing(startedAt) {
  const port = Number(process.env.PORT ?? 3000);
  const url = `http://127.0.0.1:${port}/api/health`;
  while (child && child.exitCode === null && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) {
        const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
        console.log(`Safar is serving on http://localhost:${port} (API started in ${seconds} s)`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (process.env.SKIP_WEB_BUILD !== 'true') await buildWebIfChanged();
if (stopping) process.exit(0);

const startedAt = Date.now();
const api = run(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  // tsx resolves the API's `@/` alias from its tsconfig; DATA_DIR stays relative to the repository root.
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'apps/api/tsconfig.json') },
});
void announceWhenServing(startedAt);
process.exit(await api);
