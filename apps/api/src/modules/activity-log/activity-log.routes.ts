import { ZActivityLog, ZActivityQuery, zIdQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { deleteActivity, listActivity } from './activity-log.service';

const tags = ['activity log'];

export async function activityLogRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/activity-logs',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: { tags, summary: 'List activity log entries', querystring: ZActivityQuery, response: { 200: listEnvelope(ZActivityLog) } },
    },
    async (req) => ok(req, await listActivity(app.db, req.query, app.config.agencyTimezone)),
  );

  app.delete(
    '/delete-activity-logs',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'Delete an activity log entry',
        querystring: zIdQuery,
        response: { 200: envelope(z.null()), ...errors(404, 409) },
      },
    },
    async (req) => {
      await deleteActivity(app, req, requireUser(req), req.query.id);
      return ok(req, null, 'messages.activity_log_deleted');
    },
  );
}
