import { sql } from 'drizzle-orm';
import { check, index, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { users } from './users';

export const enquiryReferenceSeq = pgSequence('enquiry_reference_seq', { startWith: 100001 });

/**
 * Everything that needs a person before it can become a sale: the public contact form, an
 * agent's message, and a visitor's question about a product (a car, a tour, a group quote).
 * The product is named by kind and id with its title as it read when asked (products are edited
 * and removed later; the enquiry keeps what the sender saw), so no foreign key: the kinds live
 * in different tables.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: idColumn(),
    /** Human reference ENQ-…, unique. */
    reference: text('reference')
      .notNull()
      .default(sql`('ENQ-' || nextval('enquiry_reference_seq')::text)`),
    /** Where it came from: the public contact form, an agent's contact form, a product's enquire button. */
    kind: text('kind', { enum: ['contact', 'agent_contact', 'product'] }).notNull(),
    productKind: text('product_kind'),
    productId: uuid('product_id'),
    productTitle: text('product_title'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** The sender's language: replies are mailed in it. */
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    /** The signed-in sender (an agent, a customer), if any. */
    senderId: uuid('sender_id').references(() => users.id),
    status: text('status', { enum: ['new', 'open', 'answered', 'closed', 'converted'] })
      .notNull()
      .default('new'),
    /** The staff member handling it. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    /** The booking staff turned it into (status converted). */
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiries_reference_unique').on(t.reference),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_assigned_idx').on(t.assignedTo),
    check('enquiries_product_named', sql`(${t.kind} = 'product') = (${t.productKind} is not null and ${t.productId} is not null)`),
    check('enquiries_converted_booking', sql`(${t.status} = 'converted') = (${t.bookingId} is not null)`),
  ],
);

/** Staff's answers to an enquiry, oldest first; each one is mailed to the enquirer. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: idColumn(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** When the mail carrying it was queued (always with the reply; kept for the thread's display). */
    mailedAt: tsColumn('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
