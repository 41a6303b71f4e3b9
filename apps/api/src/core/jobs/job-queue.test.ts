import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { JobQueue } from './job-queue';

let t: TestApp;
let adminToken: string;
const attempts: number[] = [];
let flakyDone = false;
let afterStartRuns = 0;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      // Fails twice, then succeeds: retried with a growing delay.
      app.jobs.define<{ n: number }>({
        name: 'test.flaky',
        retryLimit: 3,
        retryDelay: 1,
        retryBackoff: true,
        pollingIntervalSeconds: 0.5,
        async handler() {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
          flakyDone = true;
        },
      });
      // Found by a sweep soon after each start, as a stopped process's leftovers are.
      app.jobs.define({
        name: 'test.after-start',
        afterStartSeconds: 0,
        pollingIntervalSeconds: 0.5,
        async handler() {
          afterStartRuns += 1;
        },
      });
      app.jobs.define({
        name: 'test.broken',
        retryLimit: 0,
        pollingIntervalSeconds: 0.5,
        async handler() {
          throw new Error('always fails');
        },
      });
    },
  });
  adminToken = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const send = (name: string) => t.database.db.transaction((tx) => t.app.jobs.sendIn(tx, name, { n: 1 }));

describe('the job queue', () => {
  it('retries a failing job with backoff until it succeeds', async () => {
    await send('test.flaky');
    t.app.jobs.wake('test.flaky');
    const signal = AbortSignal.timeout(20_000);
    while (!flakyDone) await t.app.jobs.nextSettled('test.flaky', signal);
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
  }, 30_000);

  it('runs a job that asks for it once after the start, with nothing sent', async () => {
    const signal = AbortSignal.timeout(20_000);
    while (afterStartRuns === 0) await t.app.jobs.nextSettled('test.after-start', signal);
    expect(afterStartRuns).toBe(1);
  }, 30_000);

  it('keeps a job that failed for good visible: in the counts, /ready and the admin system status', async () => {
    const settled = t.app.jobs.nextSettled('test.broken', AbortSignal.timeout(20_000));
    await send('test.broken');
    t.app.jobs.wake('test.broken');
    await settled;
    // The handler threw; the queue records the failure for good (no retries) just after.
    await vi.waitFor(async () => expect((await t.app.jobs.counts())['test.broken']?.failed).toBe(1), { timeout: 5_000, interval: 20 });

    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ready', jobs: { running: true, failed: 1 } });

    const status = await t.request({ method: 'GET', url: '/api/system-status', token: adminToken });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.status.jobs).toMatchObject({
      running: true,
      totals: { failed: 1 },
      by_name: { 'test.broken': { queued: 0, active: 0, failed: 1 }, 'mail.send': { failed: 0 } },
    });
    expect(status.json().data.status.mails).toEqual({ waiting: 0, failed: 0, oldest_waiting_at: null });
  });

  it('shows the system status to admins only', async () => {
    const accounts = await t.signIn('accounts@example.com');
    expect((await t.request({ method: 'GET', url: '/api/system-status', token: accounts })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/system-status' })).statusCode).toBe(401);
  });

  it('a job sent in a transaction that rolls back never exists', async () => {
    const before = (await t.app.jobs.counts())['test.broken']!;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.jobs.sendIn(tx, 'test.broken', { n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await t.app.jobs.counts())['test.broken']).toEqual(before);
  });

  it('schedules the housekeeping jobs, and refuses unknown jobs and late definitions', async () => {
    const { rows } = await t.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual([
      { name: 'bookings.sweep', cron: '*/5 * * * *' },
      { name: 'card-payments.refunds', cron: '*/5 * * * *' },
      { name: 'idempotency-keys.purge', cron: '7 * * * *' },
      { name: 'images.purge-unused', cron: '41 * * * *' },
      { name: 'insurance-quotes.purge-lapsed', cron: '23 4 * * *' },
      { name: 'mail-records.purge', cron: '17 3 * * *' },
      { name: 'newsletter.announce-group-tickets', cron: '*/10 * * * *' },
      { name: 'newsletter.purge-pending', cron: '47 * * * *' },
      { name: 'product-bookings.expire', cron: '* * * * *' },
      { name: 'schedule-changes.sweep', cron: '*/5 * * * *' },
      { name: 'uploads.purge-unused', cron: '37 * * * *' },
    ]);
    await expect(t.database.db.transaction((tx) => t.app.jobs.sendIn(tx, 'no.such.job', {}))).rejects.toThrow('unknown job');
    expect(() => t.app.jobs.define({ name: 'too.late', handler: async () => undefined })).toThrow('after the queue started');
  });

  it('/ready answers 503 once the queue has stopped', async () => {
    await t.app.jobs.stop();
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
  });

  // The last two: a queue's start removes the schedules it does not define, the app's included.
  it('gives every queue the retry delay of a retry delay override (JOBS_RETRY_DELAY_SECONDS, a testing aid), else its own', async () => {
    const retryDelay = async (name: string) =>
      (await t.database.executeSql('select retry_delay from pgboss.queue where name = $1', [name])).rows[0] as { retry_delay: number };
    expect(await retryDelay('test.flaky')).toEqual({ retry_delay: 1 });
    const queue = new JobQueue(t.database, t.app.log, { timeZone: 'UTC', retryDelayOverride: 3 });
    queue.define({ name: 'test.overridden', retryDelay: 60, handler: async () => undefined });
    await queue.start();
    await queue.stop();
    expect(await retryDelay('test.overridden')).toEqual({ retry_delay: 3 });
  });

  it('drops the note of a job that ends after the queue stopped, rather than failing on its answer', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const queue = new JobQueue(t.database, t.app.log, { timeZone: 'UTC' });
      queue.define({
        name: 'test.late',
        retryLimit: 0,
        pollingIntervalSeconds: 0.5,
        async handler() {
          started();
          await released;
          throw new Error('ended after the queue stopped');
        },
      });
      await queue.start();
      await t.database.db.transaction((tx) => queue.sendIn(tx, 'test.late', {}));
      await running;
      // The handler outlives both of the stop's waits; its failure is noted once the queue has stopped.
      await queue.stop(100);
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('writes a queue or schedule on start only when its settings changed, and applies those that did', async () => {
    const stored = async () =>
      (
        await t.database.executeSql(
          `select q.retry_limit, q.updated_on as queue_updated, s.cron, s.timezone, s.updated_on as schedule_updated
           from pgboss.queue q join pgboss.schedule s on s.name = q.name where q.name = 'test.settings'`,
        )
      ).rows[0] as { retry_limit: number; queue_updated: Date; cron: string; timezone: string; schedule_updated: Date };
    const startWith = async (timeZone: string, retryLimit: number, cron: string) => {
      const queue = new JobQueue(t.database, t.app.log, { timeZone });
      queue.define({ name: 'test.settings', retryLimit, cron, handler: async () => undefined });
      await queue.start();
      await queue.stop();
    };
    await startWith('UTC', 2, '5 * * * *');
    const first = await stored();
    expect(first).toMatchObject({ retry_limit: 2, cron: '5 * * * *', timezone: 'UTC' });
    await startWith('UTC', 2, '5 * * * *');
    expect(await stored()).toEqual(first);
    await startWith('Asia/Karachi', 4, '6 3 * * *');
    const changed = await stored();
    expect(changed).toMatchObject({ retry_limit: 4, cron: '6 3 * * *', timezone: 'Asia/Karachi' });
    expect(changed.queue_updated.getTime()).toBeGreaterThan(first.queue_updated.getTime());
    // A schedule that names no hour fires at the same moments in UTC, where it costs less to check.
    await startWith('Asia/Karachi', 4, '*/5 * * * *');
    expect(await stored()).toMatchObject({ cron: '*/5 * * * *', timezone: 'UTC' });
  });
});
