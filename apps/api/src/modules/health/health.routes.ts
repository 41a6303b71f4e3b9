import type { FastifyInstance } from 'fastify';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public', ownership: 'none' }, schema: { tags: ['system'] } }, async (req) =>
    ok(req, { status: 'ok', uptime_s: Math.round(process.uptime()) }),
  );
  app.get('/ready', { config: { access: 'public', ownership: 'none' }, schema: { tags: ['system'] } }, async (req) => {
    try {
      await app.database.ping();
    } catch (err) {
      req.log.error({ err }, 'database not reachable');
      throw new AppError('internal_error', { status: 503 });
    }
    return ok(req, { status: 'ready', database: app.database.driver });
  });
}
