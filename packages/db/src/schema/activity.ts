import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { users } from './users';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id),
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    changes: jsonb('changes').$type<{ before?: unknown; after?: unknown } | null>(),
    ip: text('ip'),
    requestId: text('request_id'),
    /** Entries are never erased: deleting one hides it and is itself logged. */
    deletedAt: tsColumn('deleted_at'),
    deletedBy: uuid('deleted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt),
    index('activity_logs_actor_idx').on(t.actorId, t.createdAt),
    index('activity_logs_action_idx').on(t.action),
  ],
);
