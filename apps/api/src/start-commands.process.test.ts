import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_DIR_NAME, LOCK_RECORD_NAME } from '@/data-dir-lock';
import {
  apiBundle,
  databaseEnv,
  freePort,
  onCleanup,
  quietProcessEnv,
  runCleanups,
  runFileCleanups,
  until,
  waitUntilServing,
  type Running,
} from '@/test/api-process';
import { TEST_DRIVER } from '@/test/test-app';

/*
 * The commands that start Safar, as a supervisor or a person runs them: the compiled API
 * (`node apps/api/dist/main.js`, the production command) and `npm start`. What is checked is
 * what a supervisor relies on: SIGTERM to the process it started ends the app, gracefully.
 */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiRoot, '../..');

// The bundle is the run's (api-process.ts builds it once, with build-bundle.mjs as `npm run build`
// does), beside apps/api/dist/main.js so that it finds node_modules as that one does.
let bundle: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bundle = await apiBundle();
  env = await databaseEnv('file');
}, 180_000);
afterEach(runCleanups);
afterAll(runFileCleanups);

function start(command: string, args: string[], extraEnv: NodeJS.ProcessEnv, port: number): Running {
  let output = '';
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...quietProcessEnv(port), ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, exited, output: () => output };
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );

/** Whether `pid` still runs (an exited process its new parent has not reaped yet counts as gone). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/\) Z /.test(readFileSync(stat, 'utf8'));
};

describe('starting and stopping Safar', () => {
  it('the compiled API (the production command) serves, and on SIGTERM to its pid drains and exits 0', async () => {
    const port = await freePort();
    const running = start(process.execPath, [bundle], {}, port);
    await waitUntilServing(port, running);
    // Migrated and seeded through the bundle: the database answers, the job queue runs.
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    const { code, signal } = await running.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(await answers(port)).toBe(false);
  }, 120_000);

  // The data directory's lock record names the app's pid (a grandchild of npm) and is removed
  // only after the database closed: the proof of a graceful stop. PostgreSQL runs take no lock.
  it.skipIf(TEST_DRIVER === 'postgres')(
    '`npm start` signalled with SIGTERM (npm passes it to a shell that drops it) still stops the app gracefully',
    async () => {
      const dataDir = env.DATA_DIR!;
      const port = await freePort();
      const running = start('npm', ['start', '--silent'], { SKIP_WEB_BUILD: 'true' }, port);
      await waitUntilServing(port, running);
      const { pid } = JSON.parse(readFileSync(join(dataDir, LOCK_RECORD_NAME), 'utf8')) as { pid: number };
      expect(pid).not.toBe(running.child.pid);
      onCleanup(() => void (alive(pid) && process.kill(pid, 'SIGKILL')));

      running.child.kill('SIGTERM');
      await running.exited;
      await until(async () => !(await answers(port)), 'the app stops answering', 10_000, running);
      await until(() => !alive(pid), 'the app process ends', 10_000, running);
      expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(false);
      expect(running.output()).not.toMatch(/shutdown took longer/);
    },
    120_000,
  );
});
