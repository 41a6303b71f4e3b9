import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  findLockHolder,
  LOCK_DIR_NAME,
  LOCK_RECORD_NAME,
  LOCK_STALE_MS,
  lockDataDir,
  type DataDirLock,
  type LockHolder,
} from '@/data-dir-lock';

// The lock's decisions, in one process: who counts as holding DATA_DIR, and when a left-over lock
// is taken over. The process tests (data-dir-lock.process.test.ts) show the same with real processes.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safar-lock-unit-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function take(dataDir: string): Promise<DataDirLock> {
  const lock = await lockDataDir(dataDir, (err) => {
    throw err;
  });
  cleanups.push(() => lock.release());
  return lock;
}

/** A lock as a holder leaves it when it dies without releasing: the directory and its record. */
function leaveLock(dataDir: string, holder: LockHolder, ageMs = 0): void {
  mkdirSync(join(dataDir, LOCK_DIR_NAME));
  writeFileSync(join(dataDir, LOCK_RECORD_NAME), JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  utimesSync(join(dataDir, LOCK_DIR_NAME), at, at);
}

/** A pid that was alive moments ago and is not any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('lockDataDir', () => {
  it('creates a new data directory, records the holder, and a second attempt is refused naming it in one line', async () => {
    const dataDir = join(tempDir(), 'new');
    const lock = await take(dataDir);
    expect(lock.holder).toMatchObject({ pid: process.pid, host: hostname() });
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_RECORD_NAME), 'utf8'))).toEqual(lock.holder);
    expect(findLockHolder(dataDir)).toEqual({ holder: lock.holder });

    const refused = await lockDataDir(dataDir, () => undefined).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toBe(
      `the data directory ${dataDir} is in use by another Safar process (pid ${process.pid} on ${hostname()}, since ${lock.holder.since}). ` +
        'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
  });

  it('refuses a refresh interval the lock cannot keep (under 1 s, or over half the stale period), having written nothing', async () => {
    const dataDir = join(tempDir(), 'new');
    for (const updateMs of [500, LOCK_STALE_MS / 2 + 1000]) {
      await expect(lockDataDir(dataDir, () => undefined, { updateMs })).rejects.toThrow(RangeError);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('release removes the lock and its record, and the directory can be taken again at once', async () => {
    const dataDir = tempDir();
    const lock = await take(dataDir);
    await lock.release();
    expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_RECORD_NAME))).toBe(false);
    expect(findLockHolder(dataDir)).toBeNull();
    await take(dataDir);
  });

  it('takes over at once a fresh lock whose holder on this host is dead', async () => {
    const dataDir = tempDir();
    leaveLock(dataDir, { pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00.000Z' });
    expect(findLockHolder(dataDir)).toBeNull();
    const lock = await take(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_RECORD_NAME), 'utf8'))).toEqual(lock.holder);
  });

  it('refuses a lock whose holder on this host is alive, however old its mtime', async () => {
    const dataDir = tempDir();
    const holder = { pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00.000Z' };
    leaveLock(dataDir, holder, 10 * LOCK_STALE_MS);
    expect(findLockHolder(dataDir)).toEqual({ holder });
    await expect(lockDataDir(dataDir, () => undefined)).rejects.toThrow(
      `(pid ${process.ppid} on ${hostname()}, since 2026-01-01T00:00:00.000Z)`,
    );
    expect(existsSync(join(dataDir, LOCK_DIR_NAME))).toBe(true);
  });

  it('takes over the lock of a previous life that had our pid (a restarted container)', async () => {
    const dataDir = tempDir();
    leaveLock(dataDir, { pid: process.pid, host: hostname(), since: '2026-01-01T00:00:00.000Z' });
    const lock = await take(dataDir);
    expect(lock.holder.since).not.toBe('2026-01-01T00:00:00.000Z');
  });

  it('a holder on another host holds while its lock is refreshed, and is taken over once the lock is stale', async () => {
    const dataDir = tempDir();
    const holder = { pid: process.pid, host: `not-${hostname()}`, since: '2026-01-01T00:00:00.000Z' };
    leaveLock(dataDir, holder, LOCK_STALE_MS / 2);
    expect(findLockHolder(dataDir)).toEqual({ holder });
    await expect(lockDataDir(dataDir, () => undefined)).rejects.toThrow(`pid ${process.pid} on not-${hostname()}`);

    const stale = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(join(dataDir, LOCK_DIR_NAME), stale, stale);
    expect(findLockHolder(dataDir)).toBeNull();
    const lock = await take(dataDir);
    expect(lock.holder.host).toBe(hostname());
  });
});
