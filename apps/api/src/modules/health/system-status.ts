import type { TJobCounts, TSystemStatus } from '@safar/contracts';
import { outgoingMails } from '@safar/db';
import { and, count, isNotNull, isNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const sum = (counts: TJobCounts[]): TJobCounts =>
  counts.reduce((a, c) => ({ queued: a.queued + c.queued, active: a.active + c.active, failed: a.failed + c.failed }), {
    queued: 0,
    active: 0,
    failed: 0,
  });

/** The job queue's counts per kind of job and in all. */
export async function jobStatus(app: FastifyInstance): Promise<TSystemStatus['jobs']> {
  const byName = await app.jobs.counts();
  return { running: app.jobs.running, totals: sum(Object.values(byName)), by_name: byName };
}

/** What waits in the background and what failed: jobs, and mails not delivered. */
export async function systemStatus(app: FastifyInstance): Promise<TSystemStatus> {
  const [jobs, [waiting], [failed]] = await Promise.all([
    jobStatus(app),
    app.db
      .select({ n: count(), oldest: min(outgoingMails.createdAt) })
      .from(outgoingMails)
      .where(and(isNull(outgoingMails.sentAt), isNull(outgoingMails.failedAt))),
    app.db
      .select({ n: count() })
      .from(outgoingMails)
      .where(and(isNull(outgoingMails.sentAt), isNotNull(outgoingMails.failedAt))),
  ]);
  return {
    jobs,
    mails: { waiting: waiting?.n ?? 0, failed: failed?.n ?? 0, oldest_waiting_at: waiting?.oldest?.toISOString() ?? null },
  };
}
