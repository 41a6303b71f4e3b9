import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** Mails captured in development (never in production). */
export const capturedMails = pgTable(
  'captured_mails',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captured_mails_created_idx').on(t.createdAt)],
);
