import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { users } from './users';

/**
 * In-app notifications, one row per recipient. The text is not stored: `type`
 * and `params` are translated on the reader's screen (and in the mail) in their language.
 * Rows are deleted by their owner (delete, clear all); the activity log keeps the record.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Screen the notification opens, e.g. /admin/deposit-details?id=… */
    link: text('link'),
    readAt: tsColumn('read_at'),
    emailedAt: tsColumn('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
