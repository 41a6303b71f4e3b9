#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on :3000 (restarts on change) and the Vite dev server
// on :5173 (hot reload, proxies /api to :3000). Both start together and stop together. Both listen
// on 127.0.0.1 (this machine only) unless HOST says otherwise: development serves the mail inbox.
// The API uses DATA_DIR (./data) like `npm start`: the same data, but not at the same time.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const require = createRequire(import.meta.url);

const tsxCli = require.resolve('tsx/cli');
const vitePackage = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
const viteCli = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);

const apiTsconfig = join(root, 'apps/api/tsconfig.json');

// Another process (`npm start`, another `npm run dev`) holding DATA_DIR stops us here, with its
// line, before Vite starts: `tsx watch` would keep a failed API waiting for a file change.
const check = spawnSync(process.execPath, [tsxCli, '--tsconfig', apiTsconfig, join(root, 'apps/api/src/check-data-dir.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (check.status !== 0) process.exit(check.status ?? 1);

const children = [
  spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', '--tsconfig', apiTsconfig, join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // Vite serves the SPA in development; the API only answers /api.
    env: { ...process.env, PORT: '3000', WEB_DIST: '' },
  }),
  spawn(process.execPath, [viteCli], { cwd: webDir, stdio: 'inherit', env: process.env }),
];

let exitCode = 0;
let stopping = false;
function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const child of children) {
  child.on('exit', (code) => {
    // One side ending (crash or Ctrl-C) ends the other: a half-running dev setup only confuses.
    if (!stopping && code) exitCode = code;
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

const shown = process.env.HOST && process.env.HOST !== '127.0.0.1' ? process.env.HOST : '127.0.0.1';
console.log(`dev: API on http://${shown}:3000/api, web with hot reload on http://${shown}:5173`);
