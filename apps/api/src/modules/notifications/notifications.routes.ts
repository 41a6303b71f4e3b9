import { zIdParams, ZNotificationListQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { clearNotifications, deleteNotification, listNotifications, markAllRead, markRead } from './notifications.service';

const tags = ['notifications'];
const own = { access: 'signedIn', ownership: 'notificationsScope' } as const;

/**
 * The signed-in user's notifications (issue 3 §6). `/notifications/clear-all` and
 * `/notifications/read-all` are static paths, which the router prefers over `/notifications/:id`,
 * so they never reach the id routes.
 */
export async function notificationsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/notifications', { config: own, schema: { tags, querystring: ZNotificationListQuery } }, async (req) =>
    ok(req, await listNotifications(app.db, requireUser(req), req.query)),
  );

  app.post('/notifications/read-all', { config: own, schema: { tags } }, async (req) =>
    ok(req, await markAllRead(app.db, req, requireUser(req)), 'messages.notifications_read'),
  );

  app.post('/notifications/read/:id', { config: own, schema: { tags, params: zIdParams } }, async (req) =>
    ok(req, { notification: await markRead(app.db, req, requireUser(req), req.params.id) }, 'messages.notification_read'),
  );

  app.delete('/notifications/clear-all', { config: own, schema: { tags } }, async (req) =>
    ok(req, await clearNotifications(app.db, req, requireUser(req)), 'messages.notifications_cleared'),
  );

  app.delete('/notifications/:id', { config: own, schema: { tags, params: zIdParams } }, async (req) => {
    await deleteNotification(app.db, req, requireUser(req), req.params.id);
    return ok(req, { id: req.params.id }, 'messages.notification_deleted');
  });
}
