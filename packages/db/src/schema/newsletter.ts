import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { groupTickets } from './group-tickets';
import { users } from './users';

/**
 * The group-travel newsletter, with double opt-in: a sign-up is `pending` until the address's
 * owner opens the mailed link (its token kept hashed, with an expiry; expired pending rows are
 * purged). Only `subscribed` addresses are mailed. Unsubscribing keeps the row, so signing up
 * again starts over with a new confirmation.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: idColumn(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: tsColumn('confirm_expires_at'),
    /**
     * The token of every mail's unsubscribe link, kept as it is (not hashed): each newsletter mail
     * must carry it, and all it can do is unsubscribe this address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: tsColumn('confirmed_at'),
    unsubscribedAt: tsColumn('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_unique').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_unique').on(t.unsubscribeToken),
    index('newsletter_subscribers_status_idx').on(t.status, t.confirmExpiresAt),
    check('newsletter_pending_has_token', sql`${t.status} <> 'pending' or ${t.confirmTokenHash} is not null`),
  ],
);

/**
 * The group travel page's launch date, set by admin: the countdown shown while no group ticket is
 * on sale. One row (id 'main').
 */
export const groupTravelSettings = pgTable(
  'group_travel_settings',
  {
    id: text('id').primaryKey().default('main'),
    launchAt: tsColumn('launch_at'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('group_travel_settings_one_row', sql`${t.id} = 'main'`)],
);

/**
 * Group tickets the newsletter has announced, one row each: the announcing job claims a block by
 * inserting its row, so a block is announced once whichever process runs the job.
 */
export const newsletterAnnouncements = pgTable('newsletter_announcements', {
  groupTicketId: uuid('group_ticket_id')
    .primaryKey()
    .references(() => groupTickets.id, { onDelete: 'cascade' }),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});
