import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, idColumn, tsColumn } from './columns';
import { notifications } from './notifications';

/** Mails captured in development (never in production). */
export const capturedMails = pgTable(
  'captured_mails',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the mail carried (List-Unsubscribe), so the development inbox shows them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('captured_mails_created_idx').on(t.createdAt)],
);

/**
 * The mail outbox: every outgoing mail is written here in the same transaction as the change
 * that causes it, then sent by a background job. `sent_at` marks delivery to the mail server;
 * once sent, the body is cleared (sign-in codes and reset links must not outlive their use in
 * the database) and the row stays as a record of what was sent to whom.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** What the mail is (otp, reset, notice_deposit_approved, …), for the record once the body is gone. */
    kind: text('kind').notNull(),
    /** Extra headers to send (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The in-app notification this mail carries, marked emailed when the mail is sent. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tsColumn('sent_at'),
    /** Set when the last retry failed: the mail is given up on and shown to staff. */
    failedAt: tsColumn('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_mails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('outgoing_mails_sent_idx').on(t.sentAt),
  ],
);

/**
 * Files attached to a mail: of an outbox mail (until it is sent), or of a captured one (the
 * development inbox). One table for both, each row belonging to exactly one mail and removed with
 * it. Once the outbox mail is sent its bytes are cleared like its body, and the name, type and
 * size stay as the record of what was attached.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    outgoingMailId: uuid('outgoing_mail_id').references(() => outgoingMails.id, { onDelete: 'cascade' }),
    capturedMailId: uuid('captured_mail_id').references(() => capturedMails.id, { onDelete: 'cascade' }),
    /** The attachment's place among the mail's attachments, from 0. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes, kept after the content is cleared. */
    size: integer('size').notNull(),
    /** Null once the mail is sent. */
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_attachments_one_mail', sql`(${t.outgoingMailId} is null) <> (${t.capturedMailId} is null)`),
    index('mail_attachments_outgoing_idx').on(t.outgoingMailId),
    index('mail_attachments_captured_idx').on(t.capturedMailId),
  ],
);
