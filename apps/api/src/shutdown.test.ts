import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';

/**
 * The real process (src/main.ts under tsx), not an injected app: these behaviours live in the
 * process wiring — reading settings, listening, and the SIGTERM handler.
 */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const mainTs = join(apiRoot, 'src/main.ts');

interface Running {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startProcess(env: NodeJS.ProcessEnv): Running {
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
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, exited, output: () => output };
}

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

/** A database for the child: a temp PGlite directory, or a fresh PostgreSQL database in the api-pg project. */
async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (TEST_DRIVER === 'postgres') {
    const base = process.env.DATABASE_URL!;
    const name = `safar_shutdown_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'safar-shutdown-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function waitUntilServing(port: number, running: Running, timeoutMs = 90_000): Promise<void> {
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

/** Resolves with the connection error (or null when a connection was accepted). */
function tryConnect(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      resolve(null);
    });
    req.on('error', (err) => resolve(err as NodeJS.ErrnoException));
    req.end();
  });
}

describe('the API process', () => {
  it('refuses to start in production without its settings, naming the missing one', async () => {
    const running = startProcess({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      APP_URL: 'https://safar.example.com',
      SMTP_FROM: 'Safar <no-reply@example.com>',
      APP_KEY: 'k'.repeat(40),
    });
    const { code } = await running.exited;
    expect(code).toBe(1);
    expect(running.output()).toMatch(/Safar cannot start: Missing required setting for production: SMTP_HOST/);
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0 within 10 s', async () => {
    const port = await freePort();
    const running = startProcess({
      ...(await databaseEnv()),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      WEB_DIST: '',
    });
    await waitUntilServing(port, running);

    // A request in flight: headers sent, half the body withheld until after SIGTERM.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    let req: ClientRequest | undefined;
    const response = new Promise<{ status: number; json: { success: boolean; message: { code: string } } }>((resolve, reject) => {
      req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/login/request-otp',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
    });
    req!.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    running.child.kill('SIGTERM');

    // No longer accepting new connections (within moments of the signal)…
    let refused: NodeJS.ErrnoException | null = null;
    for (let i = 0; i < 50 && refused?.code !== 'ECONNREFUSED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      refused = await tryConnect(port);
    }
    expect(refused?.code).toBe('ECONNREFUSED');
    // …yet still running, waiting for the request in flight.
    expect(running.child.exitCode).toBeNull();

    // …but the request in flight completes normally, database and all (an unknown email is a 422).
    req!.end(body.slice(10));
    const answer = await response;
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ success: false, message: { code: 'invalid_credentials' } });

    const { code, signal } = await running.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });
}, 120_000);
