import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export type Driver = 'pglite' | 'postgres';

/**
 * Node's flags for the API, as package.json's start script and the README's production command
 * give them: a larger young generation, so the many short-lived objects of each request are
 * collected less often (about 7% more confirms a second in the bookings bench).
 */
const API_NODE_FLAGS = ['--max-semi-space-size=64'];

/** The compiled API, built first if its sources changed since the last build. */
async function bundledApi(): Promise<string[]> {
  const apiRoot = join(root, 'apps/api');
  await promisify(execFile)(process.execPath, [join(apiRoot, 'build-bundle.mjs'), '--if-changed'], { cwd: apiRoot });
  return [join(apiRoot, 'dist/main.js')];
}

export interface BenchServer {
  baseUrl: string;
  driver: Driver;
  /** The server's PostgreSQL database (postgres driver only), for benches that seed data with SQL. */
  databaseUrl: string | undefined;
  /** The API process, for reading its CPU time (process-cpu.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
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

/** The PostgreSQL server to benchmark on: BENCH_PG_URL, else the local one the machines run. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for one run: a temp PGlite directory or a temp PostgreSQL database. */
async function freshDatabase(driver: Driver): Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'safar-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `safar_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function waitReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited while starting:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API was not ready after 120 s:\n${output()}`);
}

export interface BenchServerOptions {
  /** Also serve the built web app (apps/web/dist) at `/`, as `npm start` does. */
  webDist?: string;
}

/**
 * Runs the real API (src/main.ts under tsx) as its own process, so the load generator and the
 * server do not share one event loop. Demo data on; the global rate limit off (RATE_LIMIT_MAX=0),
 * request logging at warn so the figures measure the API rather than log writing.
 */
export async function startBenchServer(driver: Driver, options: BenchServerOptions = {}): Promise<BenchServer> {
  const database = await freshDatabase(driver);
  const port = await freePort();
  let output = '';
  // BENCH_CPU_PROF=<dir> writes the server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The API as `npm start` and the production command run it: the compiled bundle (built again
  // when its sources changed), with the same Node flags. BENCH_TSX=1 runs the sources through tsx.
  const entry = process.env.BENCH_TSX ? ['--import', 'tsx', join(root, 'apps/api/src/main.ts')] : await bundledApi();
  const child = spawn(process.execPath, [...profile, ...API_NODE_FLAGS, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...database.env,
      TSX_TSCONFIG_PATH: join(root, 'apps/api/tsconfig.json'),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the bench opens: public pages name it as their canonical address, and
      // Lighthouse's SEO audit fails a canonical on another host (the default says localhost).
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: options.webDist ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await database.drop();
  };
  try {
    await waitReady(baseUrl, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, driver, databaseUrl: database.env.DATABASE_URL, pid: child.pid, stop };
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json as unknown as T;
}

interface CapturedMail {
  id: string;
  to: string;
  text: string;
}

/** Signs in through the real two-step flow, reading the code from the development inbox. */
export async function signIn(baseUrl: string, email: string, password = 'demo-password'): Promise<string> {
  const codes = async () => {
    const inbox = await call<Envelope<{ items: CapturedMail[] }>>(baseUrl, 'GET', `/dev/mail?search=${encodeURIComponent(email)}`);
    return inbox.data.items.filter((m) => m.to === email).map((m) => m.id);
  };
  const seen = new Set(await codes());
  await call(baseUrl, 'POST', '/login/request-otp', { email, password });
  // The code is mailed by a background job moments after the answer: wait for the new mail.
  let code: string | undefined;
  for (const deadline = Date.now() + 15_000; !code && Date.now() < deadline;) {
    const inbox = await call<Envelope<{ items: CapturedMail[] }>>(baseUrl, 'GET', `/dev/mail?search=${encodeURIComponent(email)}`);
    const mail = inbox.data.items.find((m) => m.to === email && !seen.has(m.id));
    code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  const verified = await call<{ authorisation: { token: string } }>(baseUrl, 'POST', '/login/verify-otp', { email, code });
  return verified.authorisation.token;
}
