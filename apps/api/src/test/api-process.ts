import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_DRIVER } from '@/test/test-app';

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

export function startProcess(env: NodeJS.ProcessEnv): Running {
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

/** A database for the child: a temp PGlite directory, or a fresh PostgreSQL database in the api-pg project. */
export async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (TEST_DRIVER === 'postgres') return { DATABASE_URL: await tempPgDatabase() };
  const dir = mkdtempSync(join(tmpdir(), 'safar-process-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

/** A fresh PostgreSQL database on the server of DATABASE_URL, dropped after the test. */
export async function tempPgDatabase(): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('a PostgreSQL test needs DATABASE_URL');
  const name = `safar_process_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  onCleanup(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
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
