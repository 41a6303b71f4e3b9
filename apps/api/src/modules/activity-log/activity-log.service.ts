import type { TActivityLog, TActivityQuery, TList } from '@safar/contracts';
import { activityLogs, users, type Db } from '@safar/db';
import { and, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withinDays } from '@/core/agency-days';
import { conflict, notFound } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { prefixPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { toActivityView } from './activity-log.presenter';

const actor = alias(users, 'actor');
const behalf = alias(users, 'on_behalf_of');

/**
 * Filters of the log screen. A user matches entries it made or that were made on its behalf;
 * an action matches itself and its sub-actions ("user" finds "user.created"); from/to are
 * whole days in the agency's time zone.
 */
function filters(q: TActivityQuery, timezone: string): (SQL | undefined)[] {
  return [
    isNull(activityLogs.deletedAt),
    q.user_id ? or(eq(activityLogs.actorId, q.user_id), eq(activityLogs.onBehalfOfId, q.user_id)) : undefined,
    q.action ? or(eq(activityLogs.action, q.action), like(activityLogs.action, prefixPattern(`${q.action}.`))) : undefined,
    ...withinDays(activityLogs.createdAt, q, timezone),
  ];
}

/** GET /activity-logs (admin): newest first, deleted entries left out. */
export async function listActivity(db: Db, q: TActivityQuery, timezone: string): Promise<TList<TActivityLog>> {
  const where = and(...filters(q, timezone));
  return paginate(db, {
    rows: db
      .select({
        entry: activityLogs,
        actor: { id: actor.id, name: actor.name, email: actor.email },
        onBehalfOf: { id: behalf.id, name: behalf.name, email: behalf.email },
      })
      .from(activityLogs)
      .leftJoin(actor, eq(actor.id, activityLogs.actorId))
      .leftJoin(behalf, eq(behalf.id, activityLogs.onBehalfOfId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)),
    count: { from: activityLogs, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toActivityView),
  });
}

/** The action of the entry that records a deletion. */
export const DELETION_ACTION = 'activity_log.deleted';

/**
 * DELETE /delete-activity-logs?id= (admin): hides an entry (never erased) and logs the deletion
 * itself. An unknown or already deleted entry is 404. The record of a deletion is kept for good
 * (409): otherwise an admin could hide an entry and then hide the trace of having hidden it.
 */
export async function deleteActivity(app: FastifyInstance, req: FastifyRequest, by: AuthUser, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(activityLogs).where(eq(activityLogs.id, id)).for('update').limit(1);
    if (!entry || entry.deletedAt) throw notFound();
    if (entry.action === DELETION_ACTION) throw conflict('messages.activity_log_deletion_kept');
    await tx
      .update(activityLogs)
      .set({ deletedAt: sql`now()`, deletedBy: by.id })
      .where(eq(activityLogs.id, id));
    await recordActivity(tx, req, {
      action: DELETION_ACTION,
      subjectType: 'activity_log',
      subjectId: id,
      before: {
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        actor_id: entry.actorId,
        on_behalf_of_id: entry.onBehalfOfId,
        created_at: entry.createdAt,
      },
    });
  });
}
