import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SHARED_SESSIONS, signInThroughApi, type SharedAccount } from './auth';
import { chromiumPath } from './chromium-path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The Chromium every journey launches. */
    chromiumPath: string;
  }
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const WEB_DIST = join(REPO, 'apps/web/dist');
/** The compiled API, the very file production runs (`npm run build` writes it). */
const API_BUNDLE = join(REPO, 'apps/api/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the server answers /api/ready; rejects if it exits or takes over two minutes. */
async function untilReady(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready within 2 minutes');
}

/**
 * One real server for all journeys, started the way production starts it (`node
 * apps/api/dist/main.js`): the built SPA and the API on a free port, embedded PGlite in a temp
 * directory (whatever DATABASE_URL says: the journeys test the screens, the API suites test both
 * databases), demo data, and mails captured for GET /api/dev/mail. Builds nothing: `npm test`
 * builds the web app and the API before the journeys run.
 */
export default async function setup(project: TestProject) {
  for (const [file, what] of [
    [join(WEB_DIST, 'index.html'), 'the web app'],
    [API_BUNDLE, 'the compiled API'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing (${what}): run \`npm run build\` before the browser journeys`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'safar-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST,
      APP_URL: baseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      // The journeys sign the same demo accounts in, through the screens, dozens of times within
      // ten minutes from one address: more than a person would, which the default refuses.
      AUTH_ACCOUNT_LOGIN_MAX: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let tokens: string[];
  try {
    await untilReady(server, baseUrl);
    // The shared sessions, one sign-in each for the whole run (support/auth.ts).
    tokens = await Promise.all(SHARED_SESSIONS.map((email) => signInThroughApi(baseUrl, email)));
  } catch (err) {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  // Found (and, from the @sparticuz/chromium package, unpacked) once here: journeys starting at
  // the same moment would otherwise unpack it over each other and fail to launch (ETXTBSY).
  project.provide('chromiumPath', await chromiumPath());
  project.provide('sessions', Object.fromEntries(SHARED_SESSIONS.map((email, i) => [email, tokens[i]!])) as Record<SharedAccount, string>);

  return async () => {
    // SIGTERM, as a supervisor stops it: the server drains and exits.
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 9_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
