import { zId, zIdParams, ZNotification, ZNotificationList, ZNotificationListQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { clearNotifications, deleteNotification, listNotifications, markAllRead, markRead } from './notifications.service';

const tags = ['notifications'];
const own = { access: 'signedIn', ownership: 'notificationsScope' } as const;

/**
 * The signed-in user's notifications. `/notifications/clear-all` and
 * `/notifications/read-all` are static paths, which the router prefers over `/notifications/:id`,
 * so they never reach the id routes.
 */
export async function notificationsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: own,
      schema: {
        tags,
        summary: "The signed-in user's notifications",
        querystring: ZNotificationListQuery,
        response: { 200: envelope(ZNotificationList) },
      },
    },
    async (req) => ok(req, await listNotifications(app.db, requireUser(req), req.query)),
  );

  app.post(
    '/notifications/read-all',
    {
      config: own,
      schema: { tags, summary: 'Mark all notifications read', response: { 200: envelope(z.strictObject({ updated: z.number().int() })) } },
    },
    async (req) => ok(req, await markAllRead(app.db, req, requireUser(req)), 'messages.notifications_read'),
  );

  app.post(
    '/notifications/read/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark a notification read',
        params: zIdParams,
        response: { 200: envelope(z.strictObject({ notification: ZNotification })), ...errors(404) },
      },
    },
    async (req) => ok(req, { notification: await markRead(app.db, req, requireUser(req), req.params.id) }, 'messages.notification_read'),
  );

  app.delete(
    '/notifications/clear-all',
    {
      config: own,
      schema: { tags, summary: 'Delete all notifications', response: { 200: envelope(z.strictObject({ deleted: z.number().int() })) } },
    },
    async (req) => ok(req, await clearNotifications(app.db, req, requireUser(req)), 'messages.notifications_cleared'),
  );

  app.delete(
    '/notifications/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Delete a notification',
        params: zIdParams,
        response: { 200: envelope(z.strictObject({ id: zId })), ...errors(404) },
      },
    },
    async (req) => {
      await deleteNotification(app.db, req, requireUser(req), req.params.id);
      return ok(req, { id: req.params.id }, 'messages.notification_deleted');
    },
  );
}
