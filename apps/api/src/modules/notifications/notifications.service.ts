import type { TNotification, TNotificationList, TNotificationListQuery } from '@safar/contracts';
import { notifications, type Db } from '@safar/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { notificationsScope } from './notifications.policy';
import { toNotificationView } from './notifications.presenter';

/** GET /notifications: the caller's own, newest first, and the caller's unread count. */
export async function listNotifications(db: Db, user: AuthUser, q: TNotificationListQuery): Promise<TNotificationList> {
  const own = notificationsScope(user);
  const where = q.unread ? and(own, isNull(notifications.readAt)) : own;
  const [counts] = await db
    .select({ all: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int` })
    .from(notifications)
    .where(own);
  const unread = counts?.unread ?? 0;
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    items: rows.map(toNotificationView),
    pagination: { page: q.page, per_page: q.per_page, total: q.unread ? unread : (counts?.all ?? 0) },
    unread_count: unread,
  };
}

/** POST /notifications/read/{id}: marks one read; reading it again keeps the first read_at. */
export async function markRead(db: Db, req: FastifyRequest, user: AuthUser, id: string): Promise<TNotification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(notificationsScope(user), eq(notifications.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordActivity(tx, req, {
      action: 'notification.read',
      subjectType: 'notification',
      subjectId: row.id,
      after: { read_at: row.readAt },
    });
    return toNotificationView(row);
  });
}

/** POST /notifications/read-all: marks every unread notification of the caller read (one activity row). */
export async function markAllRead(db: Db, req: FastifyRequest, user: AuthUser): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(notificationsScope(user), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    await recordActivity(tx, req, {
      action: 'notification.read_all',
      subjectType: 'user',
      subjectId: user.id,
      after: { updated: rows.length },
    });
    return { updated: rows.length };
  });
}

/** DELETE /notifications/{id}: the caller's own only (another's is 404). */
export async function deleteNotification(db: Db, req: FastifyRequest, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(and(notificationsScope(user), eq(notifications.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordActivity(tx, req, {
      action: 'notification.deleted',
      subjectType: 'notification',
      subjectId: row.id,
      before: toNotificationView(row),
    });
  });
}

/** DELETE /notifications/clear-all: deletes every notification of the caller, and only theirs. */
export async function clearNotifications(db: Db, req: FastifyRequest, user: AuthUser): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(notifications).where(notificationsScope(user)).returning({ id: notifications.id });
    await recordActivity(tx, req, {
      action: 'notification.cleared',
      subjectType: 'user',
      subjectId: user.id,
      after: { deleted: rows.length },
    });
    return { deleted: rows.length };
  });
}
