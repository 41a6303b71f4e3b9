import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  databaseEnv,
  freePort,
  quietProcessEnv,
  runCleanups,
  startProcess,
  until,
  waitUntilServing,
  type Running,
} from '@/test/api-process';
import { startSmtpSink } from '@/test/smtp-sink';
import { TEST_DRIVER } from '@/test/test-app';

afterEach(runCleanups);

const SCHEDULED = ['idempotency-keys.purge', 'mail-records.purge', 'uploads.purge-unused'];

/** Several API processes share one queue only on PostgreSQL (the embedded database serves one process). */
describe.runIf(TEST_DRIVER === 'postgres')('two API processes on one PostgreSQL database', () => {
  it('send every mail once and run each scheduled job once per tick', async () => {
    // A copy of the prepared database: two first starts on an empty one (migrations, seeds and
    // queues made once) are data-dir-lock.process.test.ts's.
    const url = (await databaseEnv()).DATABASE_URL!;
    const smtp = await startSmtpSink();
    const ports = [await freePort(), await freePort()] as const;
    const env = {
      DATABASE_URL: url,
      APP_URL: 'http://safar.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Safar <no-reply@safar.test>',
      // Every scheduled job fires each minute, so a tick falls within the test (and the queue
      // looks for ticks and jobs every second or two, see JobQueueOptions.cronOverride).
      JOBS_CRON: '* * * * *',
    };
    const processes = await Promise.all(ports.map((port) => startProcess({ ...quietProcessEnv(port), ...env })));
    await Promise.all(ports.map((port, i) => waitUntilServing(port, processes[i]!)));
    const upSince = Date.now();

    const emails = Array.from({ length: 20 }, (_, i) => `twice-${i}-${Date.now()}@example.com`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Reader ${i}`, email, password: 'a-long-password-1', password_confirmation: 'a-long-password-1' }),
      });
      expect(res.status).toBe(200);
    }
    await until(() => smtp.received.length >= emails.length, 'all mails sent', 60_000, ...processes);

    // The first minute that starts after both were up, plus time for the tick to become jobs and run.
    const tick = Math.ceil(upSince / 60_000) * 60_000;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const runs = async () =>
        (
          await client.query<{ name: string; state: string; created_on: Date }>(
            `select name, state, created_on from pgboss.job where name = any($1)
             union all select name, state, created_on from pgboss.archive where name = any($1)`,
            [SCHEDULED],
          )
        ).rows.filter((r) => r.created_on.getTime() >= tick && r.created_on.getTime() < tick + 60_000);
      await until(
        async () => (await runs()).filter((r) => r.state === 'completed').length >= SCHEDULED.length,
        'the scheduled jobs of one tick',
        Math.max(0, tick - Date.now()) + 60_000,
        ...processes,
      );
      await new Promise((r) => setTimeout(r, 3000)); // a second process that would run them again
      // Both stopped the way a deployment stops them (each finishes what it took), so nothing
      // moves while counting: a tick falling just now would otherwise be counted half made.
      await Promise.all(processes.map(stopGracefully));
      // Each minute's tick becomes one "send it" job per schedule (one per minute slot, whichever
      // process saw the tick), and each one that ran, one job. Counted over the whole run, not by
      // creation time: under load a tick's job may be created well into the next minute.
      const { rows: ticks } = await client.query<{ name: string; slots: number; sends: number; ran: number }>(
        `select data->>'name' as name, count(distinct singleton_on)::int as slots, count(*)::int as sends,
                count(*) filter (where state = 'completed')::int as ran
         from (select data, singleton_on, state from pgboss.job where name = '__pgboss__send-it'
               union all select data, singleton_on, state from pgboss.archive where name = '__pgboss__send-it') s
         where data->>'name' = any($1) group by 1`,
        [SCHEDULED],
      );
      const { rows: jobs } = await client.query<{ name: string; runs: number }>(
        `select name, count(*)::int as runs from (select name from pgboss.job where name = any($1)
         union all select name from pgboss.archive where name = any($1)) j group by 1`,
        [SCHEDULED],
      );
      for (const name of SCHEDULED) {
        const tick = ticks.find((r) => r.name === name)!;
        expect(tick.sends, `${name}: one "send it" per minute`).toBe(tick.slots);
        expect(jobs.find((r) => r.name === name)?.runs, `${name}: one job per tick`).toBe(tick.ran);
      }
    } finally {
      await client.end();
    }

    expect(smtp.received).toHaveLength(emails.length);
    expect(new Set(smtp.received.flatMap((m) => m.to))).toEqual(new Set(emails));
  }, 300_000);
});

/** SIGTERM, and the process's own shutdown (its job handlers finish) before it exits. */
async function stopGracefully(running: Running): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  await running.exited;
}
