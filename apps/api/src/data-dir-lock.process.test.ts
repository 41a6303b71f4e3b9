import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_DIR_NAME, LOCK_RECORD_NAME, LOCK_STALE_MS, lockDataDir } from '@/data-dir-lock';
import {
  databaseEnv,
  freePort,
  killHard,
  onCleanup,
  quietProcessEnv,
  runCleanups,
  runFileCleanups,
  startProcess,
  tempPgDatabase,
  until,
  waitUntilServing,
  type Lifetime,
  type Running,
} from '@/test/api-process';
import { TEST_DRIVER } from '@/test/test-app';

// The real process (the compiled API, see api-process.ts): the lock lives in the server start
// path. The embedded database is locked; PostgreSQL (the api-pg run) is shared by several processes.
afterEach(runCleanups);
afterAll(runFileCleanups);

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safar-lock-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every entry under `dir` with its size and mtime: any write shows up as a difference. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${relative(dir, join(dir, name))} ${stat.isDirectory() ? 'dir' : stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** Whether every thread of `pid` has stopped (SIGSTOP is delivered after kill() returns; a write under way ends first). */
function stopped(pid: number): boolean {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.every((task) => /\) T /.test(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')));
}

async function register(port: number, email: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lock Test', email, password: 'a-long-password-1', password_confirmation: 'a-long-password-1' }),
  });
  expect(res.status).toBe(200);
}

/** Mails captured for `email` (the registration's verification mail is sent by a job). */
async function mailsTo(port: number, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/dev/mail?search=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { data: { items: unknown[] } };
  return body.data.items.length;
}

/** Registers `email` and waits for its verification mail: data the process wrote, to look for later. */
async function writeData(port: number, email: string, running: Running): Promise<void> {
  await register(port, email);
  await until(async () => (await mailsTo(port, email)) === 1, `the verification mail of ${email}`, 30_000, running);
}

async function startServing(env: NodeJS.ProcessEnv, port: number, cleanup: Lifetime = 'test'): Promise<Running> {
  const running = await startProcess(env, { cleanup });
  await waitUntilServing(port, running);
  return running;
}

/** The holder's refresh, at the least the lock allows: a holder whose lock is taken away notices within a second. */
const LOCK_REFRESH_SECONDS = 1;

describe.skipIf(TEST_DRIVER === 'postgres')('the lock on the data directory', () => {
  // One data directory for these tests, held by one process at a time that each test hands on to
  // the next (a start takes seconds): the first test's holder is the one the second kills with
  // -9, the second's is the one the third stops with SIGTERM, the third's the one whose lock the
  // fourth takes away. A test that finds no holder serving (run alone, or after one that failed)
  // starts its own.
  let dataDir: string;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let holder: Running | undefined;
  beforeAll(async () => {
    // A data directory as a first start leaves it (the lock is the subject here, not loading the reference data).
    dataDir = (await databaseEnv('file')).DATA_DIR!;
    port = await freePort();
    env = { ...quietProcessEnv(port), DATA_DIR: dataDir, DATA_DIR_LOCK_REFRESH_SECONDS: String(LOCK_REFRESH_SECONDS) };
  }, 180_000);

  /** The process serving on the data directory: the one an earlier test left, else a new one. */
  async function servingHolder(): Promise<Running> {
    if (holder && holder.child.exitCode === null && holder.child.signalCode === null) return holder;
    holder = await startServing(env, port, 'file');
    return holder;
  }

  it('a second process on a held data directory exits 1 with one line (directory, holder, ways out), writes nothing, and the first keeps serving its data', async () => {
    const first = await servingHolder();
    const email = `held-${Date.now()}@example.com`;
    await writeData(port, email, first);

    // The first process is paused while the second tries, so that any change in the directory
    // can only be the second one's.
    first.child.kill('SIGSTOP');
    let before: string[], after: string[], second: Running, code: number | null;
    try {
      await until(() => stopped(first.child.pid!), 'the first process paused', 10_000, first);
      before = listing(dataDir);
      second = await startProcess({ ...quietProcessEnv(await freePort()), DATA_DIR: dataDir });
      ({ code } = await Promise.race([
        second.exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the second process did not exit:\n${second.output()}`)), 60_000),
        ),
      ]));
      after = listing(dataDir);
    } finally {
      first.child.kill('SIGCONT');
    }

    expect(code).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Safar cannot start: the data directory ${dataDir} is in use by another Safar process`);
    expect(lines[0]).toMatch(new RegExp(`pid ${first.child.pid} on \\S+, since \\d{4}-\\d\\d-\\d\\dT`));
    expect(lines[0]).toMatch(/Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL/);
    expect(after).toEqual(before);

    // The first one still serves, writes and has its data.
    await writeData(port, `after-${Date.now()}@example.com`, first);
    expect(await mailsTo(port, email)).toBe(1);
  }, 120_000);

  it('after kill -9 of the holder, the next start takes the lock over on its own, at once, with the data kept', async () => {
    const first = await servingHolder();
    const email = `crash-${Date.now()}@example.com`;
    await writeData(port, email, first);
    await killHard(first);
    // The dead holder left its lock behind: nothing released it.
    expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(true);
    expect(existsSync(join(dataDir, LOCK_RECORD_NAME))).toBe(true);

    const startedAt = Date.now();
    const second = await servingHolder();
    // Well before the lock could have gone stale: the dead pid told the second one.
    expect(Date.now() - startedAt).toBeLessThan(LOCK_STALE_MS / 3);
    expect(second.output()).not.toContain('cannot start');
    expect(await mailsTo(port, email)).toBe(1);
  }, 120_000);

  it('a clean stop (SIGTERM) releases the lock at once: a new process starts straight after', async () => {
    const first = await servingHolder();
    expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_RECORD_NAME))).toBe(false);

    const second = await servingHolder();
    expect(second.output()).not.toContain('cannot start');
  }, 120_000);

  it('a holder whose lock is taken away stops with status 1 at its next refresh, rather than write beside another', async () => {
    const running = await servingHolder();
    rmdirSync(join(dataDir, LOCK_DIR_NAME));
    // Its next refresh is within a second; ten leave room for a busy machine.
    const { code } = await Promise.race([
      running.exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`still running:\n${running.output()}`)), 10 * LOCK_REFRESH_SECONDS * 1000),
      ),
    ]);
    expect(code).toBe(1);
    expect(running.output()).toContain(`Safar stops: its lock on the data directory ${dataDir} was taken away`);
  }, 120_000);
});

describe.skipIf(TEST_DRIVER === 'postgres')('npm run dev', () => {
  it('on a held data directory stops before starting the API or Vite, with the same line', async () => {
    const dataDir = tempDataDir();
    // The holder here is this test process: alive, on this host.
    const lock = await lockDataDir(dataDir, (err) => {
      throw err;
    });
    onCleanup(() => lock.release());
    const devScript = fileURLToPath(new URL('../../../scripts/dev.mjs', import.meta.url));
    const child = spawn(process.execPath, [devScript], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onCleanup(() => void (child.exitCode === null && child.kill('SIGKILL')));
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Safar cannot start: the data directory ${dataDir} is in use by another Safar process (pid ${process.pid} on ${lock.holder.host}, since ${lock.holder.since}). ` +
        'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
  }, 60_000);
});

describe.runIf(TEST_DRIVER === 'postgres')('with DATABASE_URL', () => {
  it('takes no lock: two processes on one PostgreSQL database and the same DATA_DIR both serve', async () => {
    // An empty database: both processes migrate and seed it and make the job queues at once, as
    // two first starts would (the only test of that: the other process tests start on a prepared one).
    const shared = { DATABASE_URL: await tempPgDatabase(), DATA_DIR: tempDataDir() };
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b] = await Promise.all([
      startProcess({ ...quietProcessEnv(portA), ...shared }),
      startProcess({ ...quietProcessEnv(portB), ...shared }),
    ]);
    await Promise.all([waitUntilServing(portA, a), waitUntilServing(portB, b)]);
    const email = `shared-${Date.now()}@example.com`;
    await register(portA, email);
    await until(async () => (await mailsTo(portB, email)) === 1, 'the mail seen through the other process', 30_000, a, b);
    expect(existsSync(join(shared.DATA_DIR, LOCK_DIR_NAME))).toBe(false);
  }, 120_000);
});
