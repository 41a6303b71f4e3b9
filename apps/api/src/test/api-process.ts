import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '@safar/db';
import { inject } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';
import { dropPgDatabase, pgAdmin, pgUrlOf } from '@/test/test-database';

/*
 * The API as a real process, for what lives in the process wiring: settings, listening, signals,
 * locks, and surviving a crash. The process runs the compiled API (build-bundle.mjs: src/main.ts
 * and our packages in one file, what production runs), built from the sources once per run: a
 * start of it takes seconds less than src/main.ts under tsx, and these tests start dozens.
 * Everything a test starts is stopped by `runCleanups` (call it in afterEach); what a file's tests
 * share (registered for the file) by `runFileCleanups` (call it in afterAll).
 */
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** How long a clean-up waits: until the test ends, or until the file's last test (what its tests share). */
export type Lifetime = 'test' | 'file';
const cleanups: Record<Lifetime, (() => Promise<void> | void)[]> = { test: [], file: [] };

/** Registers something to undo after the test, or after the file (last registered, first undone). */
export const onCleanup = (cleanup: () => Promise<void> | void, lifetime: Lifetime = 'test') => void cleanups[lifetime].push(cleanup);

/** Undoes what the test registered (afterEach). */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.test.splice(0).reverse()) await cleanup();
}

/** Undoes what the test and the file registered (afterAll). */
export async function runFileCleanups(): Promise<void> {
  await runCleanups();
  for (const cleanup of cleanups.file.splice(0).reverse()) await cleanup();
}

/** The compiled API of this run, built on first use (see the global setup for where it goes). */
export const apiBundle = () =>
  oncePerRun('api-bundle', 60_000, async () => {
    const outfile = inject('apiBundle');
    await promisify(execFile)(process.execPath, [join(apiRoot, 'build-bundle.mjs'), '--outfile', outfile], { cwd: apiRoot });
    return outfile;
  });

/**
 * Starts the API (the compiled one, see above) with `env` alone as its environment, killed when
 * the test ends, or the file ends (`cleanup: 'file'`), or never (`false`: the caller stops it).
 */
export async function startProcess(env: NodeJS.ProcessEnv, { cleanup = 'test' }: { cleanup?: Lifetime | false } = {}): Promise<Running> {
  const bundle = await apiBundle();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
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
    }, cleanup);
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
 * A database for the child, as a start leaves it: a copy of a temp PGlite directory, or of a
 * PostgreSQL database in the api-pg project, removed when the test ends (or the file, for a
 * database its tests share). The tests here are about the process (locks, signals, restarts),
 * not about a first start, which the start-time budget, the browser journeys' server and two
 * processes on one empty PostgreSQL database (data-dir-lock.process.test.ts) go through from
 * nothing: loading the full reference data takes many seconds, a later start a few.
 */
export async function databaseEnv(lifetime: Lifetime = 'test'): Promise<NodeJS.ProcessEnv> {
  const prepared = await oncePerRun(`prepared-${TEST_DRIVER}`, 180_000, prepareDatabase);
  if (TEST_DRIVER === 'postgres') return { DATABASE_URL: await tempPgDatabase(prepared, lifetime) };
  const dir = mkdtempSync(join(tmpdir(), 'safar-process-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }), lifetime);
  cpSync(prepared, dir, { recursive: true });
  return { DATA_DIR: dir };
}

/**
 * Something made once per run and shared by every file that needs it (the compiled API, the
 * prepared database): whichever worker asks first makes it, the others wait for it. `make` gets
 * a path to name its files after and answers where the thing is.
 */
async function oncePerRun(name: string, timeoutMs: number, make: (base: string) => Promise<string>): Promise<string> {
  const base = join(inject('testRunDir'), name);
  const [claim, done, failed] = [`${base}.claim`, `${base}.done`, `${base}.failed`];
  let mine = false;
  try {
    mkdirSync(claim);
    mine = true;
  } catch {
    // Another worker (or an earlier file of this one) is making it, or has made it.
  }
  if (mine) {
    try {
      writeFileSync(done, await make(base));
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  await until(() => existsSync(done) || existsSync(failed), `${name} of another worker`, timeoutMs);
  if (existsSync(failed)) throw new Error(`${name} could not be made: ${readFileSync(failed, 'utf8')}`);
  return readFileSync(done, 'utf8');
}

/**
 * The prepared database: the run's bare test database (migrated, the reference data of a few
 * countries, the flight suppliers; see test-database.ts) started once by the real process, which
 * adds what a start adds (the job queue's tables and schedules, the air reference data), then
 * stopped with SIGTERM. Answers the data directory or the database's name.
 */
async function prepareDatabase(base: string): Promise<string> {
  const template = inject('dbTemplates').bare;
  let env: NodeJS.ProcessEnv;
  let prepared: string;
  if (TEST_DRIVER === 'postgres') {
    prepared = `safar_prepared_${randomBytes(6).toString('hex')}`;
    await pgAdmin(`create database ${prepared} template ${template}`);
    env = { DATABASE_URL: pgUrlOf(prepared) };
  } else {
    prepared = `${base}.data`;
    // The template's tarball, unpacked into a data directory.
    await (await openDatabase({ dataDir: prepared, loadDataDir: new Blob([readFileSync(template)]) })).close();
    env = { DATA_DIR: prepared };
  }
  try {
    const port = await freePort();
    // Not registered for the test's clean-up: it outlives the test that asked for it.
    const running = await startProcess({ ...quietProcessEnv(port), ...env }, { cleanup: false });
    try {
      await waitUntilServing(port, running, 180_000);
    } finally {
      running.child.kill('SIGTERM');
    }
    const { code } = await running.exited;
    if (code !== 0) throw new Error(`the preparing start ended with ${code}:\n${running.output()}`);
    return prepared;
  } catch (error) {
    // The run's teardown removes only a database that was made whole.
    if (TEST_DRIVER === 'postgres') await dropPgDatabase(prepared);
    throw error;
  }
}

/** A fresh PostgreSQL database (empty, or a copy of `template`), dropped after the test (or the file). */
export async function tempPgDatabase(template?: string, lifetime: Lifetime = 'test'): Promise<string> {
  const name = `safar_process_${randomBytes(6).toString('hex')}`;
  await pgAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  onCleanup(() => dropPgDatabase(name), lifetime);
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
