#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, compiles the
// API when its sources changed (apps/api/build-bundle.mjs, about a second), then runs the API in
// this very process (it migrates, seeds, and serves the SPA and /api). Being the app, this process
// is what SIGTERM stops gracefully; see docs/operations.md for why npm itself is not a good thing
// to signal.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { API_BUNDLE, buildApiIfChanged } from '../apps/api/build-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');
const hashFile = join(dist, '.build-hash');
const SERVER_ENTRY = 'src/entry-server.tsx';

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

// While the web app builds, a signal stops the build and this process; once the API runs, its own
// handlers (apps/api/src/main.ts) take over.
let child = null;
let stopping = false;
const SIGNALS = ['SIGTERM', 'SIGINT'];
const onBuildSignal = (signal) => {
  stopping = true;
  if (child && child.exitCode === null) child.kill(signal);
  else process.exit(128 + constants.signals[signal]);
};
for (const signal of SIGNALS) process.on(signal, onBuildSignal);

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
  const upToDate =
    existsSync(join(dist, 'index.html')) &&
    existsSync(join(webDir, 'dist-server', 'entry-server.js')) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8').trim() === hash;
  if (upToDate) {
    console.log('web app is up to date (apps/web/dist); skipping the build');
    return;
  }
  console.log('building the web app…');
  const started = Date.now();
  const vitePackage = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
  let code = await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: webDir });
  // The same screens for Node: the server paints public pages with them (apps/web/dist-server).
  if (code === 0 && !stopping)
    code = await run(process.execPath, [vite, 'build', '--ssr', SERVER_ENTRY, '--logLevel', 'warn'], { cwd: webDir });
  if (stopping) process.exit(code);
  if (code !== 0) {
    console.error(`the web build failed (exit ${code})`);
    process.exit(code);
  }
  mkdirSync(dist, { recursive: true });
  writeFileSync(hashFile, `${hash}\n`);
  console.log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `npm start` runs this script through a shell (npm → sh → node). npm passes SIGTERM on to the
 * shell, which dies of it without passing it on, and this process would be left running with
 * no parent. So when the parent goes away, this process stops as if it had been sent SIGTERM:
 * the API drains its requests and jobs and exits. A supervisor should still signal the app
 * itself (README, "Running in production"): npm exits at once, before the drain is done.
 */
function stopWhenOrphaned() {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}

if (process.env.SKIP_WEB_BUILD !== 'true') await buildWebIfChanged();
if (stopping) process.exit(0);

const startedAt = Date.now();
await buildApiIfChanged();
for (const signal of SIGNALS) process.off(signal, onBuildSignal);
stopWhenOrphaned();
// DATA_DIR and the other relative paths are the repository's, wherever this script was started from.
process.chdir(root);
// The API module starts the server at its top level: the import resolves once it is listening.
await import(pathToFileURL(API_BUNDLE).href);
const port = Number(process.env.PORT ?? 3000);
console.log(`Safar is serving on http://localhost:${port} (API started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
