import { afterEach, describe, expect, it } from 'vitest';
import { databaseEnv, freePort, killHard, quietProcessEnv, runCleanups, startProcess, until, waitUntilServing } from '@/test/api-process';
import { startSmtpSink } from '@/test/smtp-sink';

afterEach(runCleanups);

/** The job queue's counts, as GET /api/ready reports them. */
const jobsOf = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()) as { data: { jobs: { queued: number; active: number } } }).data.jobs;

describe('the mail outbox across a crash', () => {
  it('a mail committed while the mail server is down is sent after the process is killed and started again', async () => {
    const port = await freePort();
    const env = {
      ...(await databaseEnv()),
      ...quietProcessEnv(port),
      APP_URL: 'http://safar.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_FROM: 'Safar <no-reply@safar.test>',
      // The failed send is retried 5 to 10 s later, not 10 to 20 s (the mail job's own): about
      // when the second life is up. Still well after the first life is killed.
      JOBS_RETRY_DELAY_SECONDS: '5',
      // The scheduled jobs only on January 1st at midnight: the queue's counts are the mail's
      // (a housekeeping job due as the test ends would wait up to 30 s for its worker's poll).
      JOBS_CRON: '0 0 1 1 *',
    };
    // First life: nothing listens on the mail port.
    const first = await startProcess({ ...env, SMTP_PORT: String(await freePort()) });
    await waitUntilServing(port, first);
    const email = `crash-${Date.now()}@example.com`;
    const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Test', email, password: 'a-long-password-1', password_confirmation: 'a-long-password-1' }),
    });
    expect(res.status).toBe(200);
    // The change committed and the send was tried (and failed) by the worker: now the process dies.
    await until(() => first.output().includes('mail not sent'), 'the first send attempt', 30_000, first);
    // …and the queue has recorded the failed try (the job waits to be retried, no longer running):
    // killed before that, the job would stay "active" until it expires, minutes later.
    await until(async () => (await jobsOf(port)).active === 0, 'the failed try recorded', 30_000, first);
    await killHard(first);

    // Second life, with a mail server that answers: the queued mail goes out, once.
    const smtp = await startSmtpSink();
    const second = await startProcess({ ...env, SMTP_PORT: String(smtp.port) });
    await waitUntilServing(port, second);
    await until(() => smtp.received.length > 0, 'the mail after the restart', 60_000, second);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.header('subject')).toMatch(/verify/i);
    expect(mail!.raw).toMatch(/\b\d{6}\b/);
    expect(mail!.header('message-id')).toMatch(/^<[0-9a-f-]{36}@safar\.test>$/);
    // The development inbox shows it once it was really sent (recorded just after the send).
    const inbox = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${port}/api/dev/mail?search=${encodeURIComponent(email)}`)).json()) as {
          data: { items: unknown[] };
        }
      ).data.items;
    let shown: unknown[] = [];
    await until(async () => (shown = await inbox()).length > 0, 'the mail in the development inbox', 10_000, second);
    expect(shown).toHaveLength(1);
    // Once the queue has no job left waiting or running, nothing can send the mail again.
    const idle = async () => {
      const jobs = await jobsOf(port);
      return jobs.queued === 0 && jobs.active === 0;
    };
    await until(idle, 'an idle job queue', 30_000, second);
    expect(smtp.received).toHaveLength(1);
  }, 180_000);
});
