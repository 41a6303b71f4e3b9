import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/*
 * The embedded database belongs to one process: PGlite does not lock its directory, and two
 * processes on one directory each acknowledge writes that the other then loses. So the server
 * start path takes an exclusive lock on DATA_DIR before opening it (see docs/operations.md).
 *
 * proper-lockfile makes the lock: an atomic mkdir of DATA_DIR/safar.lock whose mtime the holder
 * refreshes; a contender treats a lock not refreshed for LOCK_STALE_MS as abandoned. Beside it the
 * holder records who it is (safar.lock.json), so that a contender on the same host can see at once
 * that the holder died (kill -9, power loss) instead of waiting for the staleness.
 */

export const LOCK_DIR_NAME = 'safar.lock';
export const LOCK_RECORD_NAME = 'safar.lock.json';

/**
 * A lock whose mtime was not refreshed for this long is abandoned. Generous on purpose: PGlite
 * runs WebAssembly on the main thread, and migrations or a big query can hold the event loop (and
 * with it the refresh timer) for seconds; a live holder must never look dead. A dead holder on
 * this host is seen at once through its pid, so only a holder on another host (a network file
 * system) waits this long.
 */
export const LOCK_STALE_MS = 60_000;
/**
 * How often the holder refreshes the mtime by default: a dozen chances per stale period. Each
 * refresh also checks that the lock is still this process's, so a holder whose lock was taken
 * away notices within this time (DATA_DIR_LOCK_REFRESH_SECONDS sets it, from 1 s to half the
 * stale period).
 */
export const LOCK_UPDATE_MS = 5_000;
/** The bounds proper-lockfile keeps a refresh interval within: at least a second, at most half the stale period. */
export const LOCK_UPDATE_MIN_MS = 1_000;
export const LOCK_UPDATE_MAX_MS = LOCK_STALE_MS / 2;

export interface LockHolder {
  pid: number;
  host: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `pid ${holder.pid} on ${holder.host}, since ${holder.since}` : 'a process that has not recorded itself yet';
    super(
      `the data directory ${dataDir} is in use by another Safar process (${who}). ` +
        'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
  }
}

export interface DataDirLock {
  holder: LockHolder;
  /** Lets the next process in at once. Call after the database is closed. */
  release(): Promise<void>;
}

/** Directories this process holds: its own pid in a record does not mean "a previous life" for these. */
const heldHere = new Set<string>();

function readRecord(dataDir: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, LOCK_RECORD_NAME), 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.since !== 'string') return null;
    return { pid: value.pid, host: value.host, since: value.since };
  } catch {
    return null; // missing, or half-written by a holder that is taking the lock right now
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * What the recorded holder is, seen from here: `gone` when it ran on this host and its pid is
 * no longer alive (or is our own pid, which after a container restart names a previous life),
 * `alive` when it runs on this host, `unknown` on another host (only the mtime can tell).
 */
function holderState(dataDir: string, holder: LockHolder): 'gone' | 'alive' | 'unknown' {
  if (holder.host !== hostname()) return 'unknown';
  if (holder.pid === process.pid) return heldHere.has(dataDir) ? 'alive' : 'gone';
  return pidAlive(holder.pid) ? 'alive' : 'gone';
}

/**
 * Who holds the lock on `dataDir` now, without writing anything: null when it is free or its
 * holder is gone (the next start takes it over).
 */
export function findLockHolder(dataDir: string): { holder: LockHolder | null } | null {
  if (!existsSync(join(dataDir, LOCK_DIR_NAME))) return null;
  const holder = readRecord(dataDir);
  const state = holder ? holderState(dataDir, holder) : 'unknown';
  if (state !== 'unknown') return state === 'alive' ? { holder } : null;
  // No record yet, or a holder on another host: its refreshes tell.
  return lockfile.checkSync(dataDir, lockOptions(dataDir)) ? { holder } : null;
}

const lockOptions = (dataDir: string) => ({
  realpath: false,
  lockfilePath: join(dataDir, LOCK_DIR_NAME),
  stale: LOCK_STALE_MS,
});

/**
 * Takes the lock on `dataDir` (creating the directory on a first start) or throws
 * DataDirLockedError, having written nothing. `onLost` is called if the lock is taken away
 * while held (its directory removed, or refreshed by someone else), at the next refresh
 * (`updateMs`): the process must stop writing at once.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (err: Error) => void,
  { updateMs = LOCK_UPDATE_MS }: { updateMs?: number } = {},
): Promise<DataDirLock> {
  if (!(updateMs >= LOCK_UPDATE_MIN_MS && updateMs <= LOCK_UPDATE_MAX_MS))
    throw new RangeError(`the lock's refresh interval must be from ${LOCK_UPDATE_MIN_MS} to ${LOCK_UPDATE_MAX_MS} ms (got ${updateMs})`);
  if (heldHere.has(dataDir)) throw new DataDirLockedError(dataDir, readRecord(dataDir));
  mkdirSync(dataDir, { recursive: true });
  const lockDir = join(dataDir, LOCK_DIR_NAME);
  const recordPath = join(dataDir, LOCK_RECORD_NAME);

  const recorded = existsSync(lockDir) ? readRecord(dataDir) : null;
  if (recorded) {
    const state = holderState(dataDir, recorded);
    if (state === 'alive') throw new DataDirLockedError(dataDir, recorded);
    if (state === 'gone') {
      // The holder died without releasing: remove its lock (record first, so a record never
      // names a holder of someone else's lock) and take it like a free one.
      rmSync(recordPath, { force: true });
      try {
        rmdirSync(lockDir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }

  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(dataDir, { ...lockOptions(dataDir), update: updateMs, retries: 0, onCompromised: onLost });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir, readRecord(dataDir));
    throw err;
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(recordPath, `${JSON.stringify(holder)}\n`);
  heldHere.add(dataDir);

  // An exit without release (an uncaught error, process.exit) still lets the next start in:
  // proper-lockfile removes its lock directory on exit, and this removes the record before it.
  const removeRecord = () => rmSync(recordPath, { force: true });
  process.on('exit', removeRecord);
  let released = false;
  return {
    holder,
    async release() {
      if (released) return;
      released = true;
      process.off('exit', removeRecord);
      removeRecord();
      heldHere.delete(dataDir);
      await unlock();
    },
  };
}
