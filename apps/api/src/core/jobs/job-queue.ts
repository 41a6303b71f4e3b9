import { EventEmitter, once } from 'node:events';
import { JOB_QUEUES_LOCK, type Database, type DbOrTx } from '@safar/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { txExecutor } from './tx-executor';

/** How a kind of job runs. Handlers must be safe to run twice: delivery is at least once. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Receives one job; throwing makes it retry (with backoff) until `retryLimit`, then it fails. */
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>;
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each retry when `retryBackoff` is on. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job still active after this long is taken to have died with its process and is retried. */
  expireInSeconds?: number;
  /** Cron expression (agency time zone) for jobs the queue starts by itself. */
  cron?: string;
  /** Also runs once this many seconds after each start (a sweep for what a stopped process left); not under a cron override. */
  afterStartSeconds?: number;
  /** Seconds between polls when idle (`wake` skips the wait); 2, or 30 for scheduled jobs (2 under a cron override). */
  pollingIntervalSeconds?: number;
}

export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueueOptions {
  timeZone: string;
  /**
   * Replaces every definition's cron (tests that need schedules to fire each minute). The queue
   * then also looks for ticks and scheduled jobs every second or two instead of every 10 to 30 s,
   * so that such a test waits for the minute, not for the polling on top of it.
   */
  cronOverride?: string | null;
  /** Replaces every definition's `retryDelay` (tests that restart a process and wait for a retry). */
  retryDelayOverride?: number | null;
}

const SCHEMA = 'pgboss';

/**
 * What a statement of the queue's gets once it has stopped: no rows, except for a note of a job's
 * outcome, which answers the count of jobs it changed and is read back as such (none changed).
 */
const droppedAnswer = (text: string) => ({ rows: /select count\(\*\) from \w+\s*$/i.test(text) ? [{ count: '0' }] : [] });

/**
 * The time zone a schedule is read in: the agency's when the schedule names an hour (a nightly
 * clean-up at 03:17 is the agency's night), UTC when it runs every hour or more often. Those fire
 * at the same moments in any zone a whole number of hours from UTC, and the queue library checks
 * every schedule every ten seconds: the check costs a third as much in UTC.
 */
export function scheduleTimeZone(cron: string, agencyTimeZone: string): string {
  return cron.trim().split(/\s+/)[1] === '*' ? 'UTC' : agencyTimeZone;
}

/** The gap between two workers' starts. */
const WORKER_STAGGER_MS = 20;

const SETTINGS = ['retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;
const sameSettings = (stored: Partial<PgBoss.Queue>, wanted: Pick<PgBoss.Queue, (typeof SETTINGS)[number]>) =>
  SETTINGS.every((key) => stored[key] === wanted[key]);

/**
 * Background jobs on the application's own database (pg-boss), the same code on PGlite and on
 * PostgreSQL: the queue talks to the database through `Database.executeSql`, so on PGlite its
 * statements share the embedded database's one connection, and on PostgreSQL the app's pool.
 * Several processes on one PostgreSQL database share the queue: each job is fetched by one of
 * them (row locks with SKIP LOCKED) and each cron tick makes one job.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workers = new Map<string, string>();
  /** Emits a job's name each time one of its jobs finishes in this process, done or failed. */
  private readonly settled = new EventEmitter();
  private started = false;
  /**
   * Set once stopping is done. pg-boss notes a job's outcome without awaiting it, so a note can
   * come after the app closed its database (a handler that ended just as it stopped): it is
   * dropped, not sent to a closed pool as an unhandled rejection. The job stays active, expires
   * and is retried, as for any process that stopped while working.
   */
  private stopped = false;
  /** Handlers running now: stopping waits for them, so none outlives the database it writes to. */
  private readonly inFlight = new Set<Promise<void>>();
  /** What the start set going and stopping cancels: workers yet to start, runs due after the start (see `afterStartSeconds`). */
  private readonly dueTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => (this.stopped ? Promise.resolve(droppedAnswer(text)) : database.executeSql(text, values)) },
      schema: SCHEMA,
      // Completed jobs move to the archive after an hour and are deleted after a week; failed
      // ones stay in the queue (and in the counts) for a week, so staff see them.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 7,
      // Maintenance (expiring, archiving) runs on PGlite's one thread too: every few minutes in
      // small batches rather than in one long pause.
      maintenanceIntervalSeconds: 300,
      monitorStateIntervalSeconds: 300,
      // A cron tick is turned into its job within about 15 s (one small query per 10 s, and the
      // job made at the next 5 s poll); within 3 s under a cron override (tests).
      cronMonitorIntervalSeconds: options.cronOverride ? 2 : 10,
      cronWorkerIntervalSeconds: options.cronOverride ? 1 : 5,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  /** Declares a kind of job; call before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Creates the queue's tables (first start), the queues and schedules, and starts the workers. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    await this.boss.start();
    // Creating queues from two processes at once can deadlock inside the queue library: the
    // processes take turns under an advisory lock.
    await this.database.withAdvisoryLock(JOB_QUEUES_LOCK, async () => {
      // Read once and written only where they differ: a start with nothing changed costs two
      // queries, not three per kind of job (about 0.3 s of every start on the embedded database).
      const queues = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
      for (const d of this.definitions.values()) {
        const queue = {
          name: d.name,
          retryLimit: d.retryLimit ?? 5,
          retryDelay: this.options.retryDelayOverride ?? d.retryDelay ?? 10,
          retryBackoff: d.retryBackoff ?? true,
          expireInSeconds: d.expireInSeconds ?? 15 * 60,
        };
        const existing = queues.get(d.name);
        if (!existing) await this.boss.createQueue(d.name, queue);
        else if (!sameSettings(existing, queue)) await this.boss.updateQueue(d.name, queue);
      }
      const schedules = new Map((await this.boss.getSchedules()).map((s) => [s.name, s]));
      const cronNames = new Set<string>();
      for (const d of this.definitions.values()) {
        if (!d.cron) continue;
        cronNames.add(d.name);
        const cron = this.options.cronOverride || d.cron;
        const tz = scheduleTimeZone(cron, this.options.timeZone);
        const existing = schedules.get(d.name);
        if (existing?.cron === cron && existing.options?.tz === tz) continue;
        await this.boss.schedule(d.name, cron, {}, { tz });
      }
      for (const name of schedules.keys()) {
        if (!cronNames.has(name)) await this.boss.unschedule(name);
      }
    });
    // The workers start a moment apart, the scheduled ones (whose jobs come from the schedule) last:
    // each looks for work as it starts, and twenty looks at once held the embedded database's one
    // connection, and the start with it, for a third of a second.
    const order = [...this.definitions.values()].sort((a, b) => Number(Boolean(a.cron)) - Number(Boolean(b.cron)));
    order.forEach((d, i) => this.later(i * WORKER_STAGGER_MS, () => this.startWorker(d)));
    // A cron override (tests, trials) is the whole schedule: no run after start beside its ticks.
    // The job is sent when it comes due rather than at start, so that a process stopped sooner
    // leaves none behind (the next start sends its own).
    for (const d of this.definitions.values()) {
      if (d.afterStartSeconds === undefined || this.options.cronOverride) continue;
      this.later(d.afterStartSeconds * 1000, () => this.sendNow(d.name));
    }
  }

  /** Runs `work` in `ms`, unless the queue stops first. */
  private later(ms: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.dueTimers.delete(timer);
      void work();
    }, ms);
    timer.unref();
    this.dueTimers.add(timer);
  }

  /** Starts the worker of one kind of job; nothing once the queue is stopping. */
  private async startWorker(d: JobDefinition): Promise<void> {
    if (!this.started) return;
    try {
      const id = await this.boss.work<object>(
        d.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: d.pollingIntervalSeconds ?? (d.cron && !this.options.cronOverride ? 30 : 2),
        },
        ([job]) => {
          const run = (async () => {
            try {
              await d.handler(job!);
            } catch (err) {
              this.log.warn(
                { err, job: job!.id, name: d.name, retry: job!.retryCount },
                'job failed; it will be retried if retries remain',
              );
              throw err;
            } finally {
              this.settled.emit(d.name);
            }
          })();
          this.inFlight.add(run);
          void run.then(
            () => this.inFlight.delete(run),
            () => this.inFlight.delete(run),
          );
          return run;
        },
      );
      this.workers.set(d.name, id);
    } catch (err) {
      if (this.started) this.log.error({ err, name: d.name }, 'a job worker did not start');
    }
  }

  /** Sends a job of the queue's own (no transaction caused it) and wakes its worker. */
  private async sendNow(name: string): Promise<void> {
    try {
      await this.boss.send(name, {});
      this.wake(name);
    } catch (err) {
      this.log.warn({ err, name }, 'a job due after the start was not sent');
    }
  }

  /**
   * Stops taking jobs, lets the ones running finish (up to `timeoutMs`), then stops. Leaves the
   * database open. A handler still running past the timeout (pg-boss has then marked its job
   * failed, to be retried) is waited for as long again: closing the database under it would
   * fail its queries and pg-boss's own note of its outcome, which it writes once the handler
   * returns (the turn of the event loop after it).
   */
  async stop(timeoutMs = 5000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.dueTimers) clearTimeout(timer);
    this.dueTimers.clear();
    try {
      await this.waitForStop(timeoutMs);
    } finally {
      this.stopped = true;
    }
  }

  private async waitForStop(timeoutMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  /**
   * Queues a job inside the caller's transaction: it exists exactly when the transaction commits.
   * The transaction is required on purpose: a job sent beside an open PGlite transaction would
   * wait for it, and on PostgreSQL would commit even when the change rolls back.
   */
  async sendIn<T extends object>(tx: DbOrTx, name: string, data: T, options: Omit<PgBoss.SendOptions, 'db'> = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    await this.boss.send(name, data, { ...options, db: txExecutor(tx) });
  }

  /** Wakes the job's worker now instead of at its next poll (e.g. a sign-in code was queued). */
  wake(name: string): void {
    const id = this.workers.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * Resolves when a job of this kind next finishes in this process (its handler returned or
   * threw), so a caller waits for the work itself rather than polling on a clock; rejects when
   * `signal` aborts first.
   */
  async nextSettled(name: string, signal?: AbortSignal): Promise<void> {
    await once(this.settled, name, signal ? { signal } : {});
  }

  get running(): boolean {
    return this.started;
  }

  /**
   * Of these singleton keys of a kind of job, the ones whose job is waiting, waiting to retry or
   * running. The queue's keys do not stop a second job by themselves (they do only with a
   * throttle): a sweep that sends jobs again asks first.
   */
  async liveKeys(name: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const { rows } = await this.database.executeSql(
      `select distinct singleton_key as key from ${SCHEMA}.job
       where name = $1 and state in ('created', 'retry', 'active') and singleton_key in (select jsonb_array_elements_text($2::jsonb))`,
      [name, JSON.stringify(keys)],
    );
    return new Set((rows as { key: string }[]).map((r) => r.key));
  }

  /** Jobs waiting (including those waiting to retry), running, and failed for good, per queue. */
  async counts(): Promise<Record<string, JobCounts>> {
    const { rows } = await this.database.executeSql(
      `select name, state, count(*)::int as n from ${SCHEMA}.job where name not like '\\_\\_pgboss%' group by name, state`,
    );
    const counts: Record<string, JobCounts> = {};
    for (const name of this.definitions.keys()) counts[name] = { queued: 0, active: 0, failed: 0 };
    for (const row of rows as { name: string; state: string; n: number }[]) {
      const c = (counts[row.name] ??= { queued: 0, active: 0, failed: 0 });
      if (row.state === 'created' || row.state === 'retry') c.queued += row.n;
      else if (row.state === 'active') c.active += row.n;
      else if (row.state === 'failed') c.failed += row.n;
    }
    return counts;
  }
}
