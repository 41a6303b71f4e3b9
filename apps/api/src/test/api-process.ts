import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';
import { dropPgDatabase, pgAdmin, pgUrlOf } from '@/test/test-database';

/*
 * The API as a real process (src/main.ts under tsx), for what lives in the process wiring:
 * settings, listening, signals, and surviving a crash. Everything a test starts is stopped by
 * `runCleanups` (call it in afterEach).
 */
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainTs = join(apiRoot, 'src/main.ts');

export interface Running {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const cleanups: (() => Promise<void> | void)[] = [];

/** Registers something to undo after the test (last registered, first undone). */
export const onCleanup = (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup);

export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export function startProcess(env: NodeJS.ProcessEnv, { cleanup = true } = {}): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TSX_TSCONFIG_PATH: join(apiRoot, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  if (cleanup)
    onCleanup(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
  return { child, exited, output: () => output };
}

/** Kills the process at once (no shutdown handler runs) and waits for it to be gone. */
export async function killHard(running: Running): Promise<void> {
  running.child.kill('SIGKILL');
  await running.exited;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A database for the child, as the app's first start leaves it (migrated, the full reference
 * data loaded): a copy of a temp PGlite directory, or of a PostgreSQL database in the api-pg
 * project. The tests here are about the process (locks, signals, restarts), not about a first
 * start, which the start-time budget and the browser journeys' server go through from nothing;
 * a later start takes a few seconds where loading the reference data took many more.
 */
export async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  const prepared = await preparedDatabase();
  if (TEST_DRIVER === 'postgres') return { DATABASE_URL: await tempPgDatabase(prepared) };
  const dir = mkdtempSync(join(tmpdir(), 'safar-process-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(prepared, dir, { recursive: true });
  return { DATA_DIR: dir };
}

/**
 * The prepared database, made once per run by the real process (a first start on an empty
 * database, then SIGTERM). Whichever worker asks first builds it; the others wait for it.
 */
async function preparedDatabase(): Promise<string> {
  const base = join(inject('testRunDir'), `first-start-${TEST_DRIVER}`);
  const [claim, done, failed] = [`${base}.claim`, `${base}.done`, `${base}.failed`];
  let mine = false;
  try {
    mkdirSync(claim);
    mine = true;
  } catch {
    // Another worker is building it.
  }
  if (mine) {
    try {
      writeFileSync(done, await firstStart(base));
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  await until(() => existsSync(done) || existsSync(failed), 'the prepared database of another worker', 180_000);
  if (existsSync(failed)) throw new Error(`the prepared database could not be made: ${readFileSync(failed, 'utf8')}`);
  return readFileSync(done, 'utf8');
}

/** Starts the API once on an empty database and stops it; answers the data directory or the database's name. */
async function firstStart(base: string): Promise<string> {
  let env: NodeJS.ProcessEnv;
  let prepared: string;
  if (TEST_DRIVER === 'postgres') {
    prepared = `safar_first_start_${randomBytes(6).toString('hex')}`;
    env = { DATABASE_URL: await pgAdmin(`create database ${prepared}`).then(() => pgUrlOf(prepared)) };
  } else {
    prepared = `${base}.data`;
    env = { DATA_DIR: prepared };
  }
  try {
    const port = await freePort();
    // Not registered for the test's clean-up: it outlives the test that asked for it.
    const running = startProcess({ ...quietProcessEnv(port), ...env }, { cleanup: false });
    try {
      await waitUntilServing(port, running, 180_000);
    } finally {
      running.child.kill('SIGTERM');
    }
    const { code } = await running.exited;
    if (code !== 0) throw new Error(`the first start ended with ${code}:\n${running.output()}`);
    return prepared;
  } catch (error) {
    // The run's teardown removes only a database that was made whole.
    if (TEST_DRIVER === 'postgres') await dropPgDatabase(prepared);
    throw error;
  }
}

/** A fresh PostgreSQL database (empty, or a copy of `template`), dropped after the test. */
export async function tempPgDatabase(template?: string): Promise<string> {
  const name = `safar_process_${randomBytes(6).toString('hex')}`;
  await pgAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  onCleanup(() => dropPgDatabase(name));
  return pgUrlOf(name);
}

export async function waitUntilServing(port: number, running: Running, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`the API exited early:\n${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the API did not start in ${timeoutMs} ms:\n${running.output()}`);
}

/** Settings for a development process on 127.0.0.1 without the web app or demo data, quiet but for warnings. */
export const quietProcessEnv = (port: number): NodeJS.ProcessEnv => ({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  SEED_DEMO: 'false',
  WEB_DIST: '',
});

/** Polls until `check` holds; on timeout, fails with what the processes printed. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs: number,
  ...running: Running[]
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${running.map((r) => r.output()).join('\n---\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
