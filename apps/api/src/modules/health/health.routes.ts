import { ZSystemStatus } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { jobStatus, systemStatus } from './system-status';

const ZHealth = z.strictObject({ status: z.literal('ok'), uptime_s: z.number().int() });
const ZReady = z.strictObject({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** The job queue: running, and its jobs waiting (including retries), running and failed for good. */
  jobs: z.strictObject({ running: z.boolean(), queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
});

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { access: 'public', ownership: 'none' },
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: envelope(ZHealth) } },
    },
    async (req) => ok(req, { status: 'ok', uptime_s: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public', ownership: 'none' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and the job queue runs',
        response: { 200: envelope(ZReady), ...errors(503) },
      },
    },
    async (req) => {
      let jobs;
      try {
        await app.database.ping();
        jobs = await jobStatus(app);
      } catch (err) {
        req.log.error({ err }, 'database not reachable');
        throw new AppError('internal_error', { status: 503 });
      }
      if (!jobs.running) throw new AppError('internal_error', { status: 503 });
      return ok(req, { status: 'ready', database: app.database.driver, jobs: { running: jobs.running, ...jobs.totals } });
    },
  );

  app.get(
    '/system-status',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags: ['system'],
        summary: 'Background jobs and the mail outbox (admin dashboard)',
        response: { 200: envelope(z.strictObject({ status: ZSystemStatus })) },
      },
    },
    async (req) => ok(req, { status: await systemStatus(app) }),
  );
}
