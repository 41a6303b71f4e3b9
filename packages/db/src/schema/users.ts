import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { cities, countries } from './reference';

export const agencies = pgTable(
  'agencies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    cityId: integer('city_id').references(() => cities.id),
    licenceNumber: text('licence_number').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('PKR'),
    /** Its agents' paid bookings wait in the staff ticketing queue until approved, instead of being issued at once. */
    ticketingApproval: boolean('ticketing_approval').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The name as agencies are compared: compatibility-normalised, invisible characters removed,
     * spaces collapsed, lower-cased. Kept by the database itself, so every agency has it however
     * it was written, and two agencies with the same key look the same to a reader.
     */
    nameKey: text('name_key').generatedAlwaysAs(
      sql`lower(regexp_replace(regexp_replace(btrim(normalize(name, NFKC)), '[\\u00AD\\u200B-\\u200F\\u2060-\\u2064\\uFEFF]', '', 'g'), '\\s+', ' ', 'g'))`,
    ),
    /** Why staff should look at the agency's name (a rename, a name another agency has); null once reviewed. */
    nameReview: jsonb('name_review').$type<{
      reasons: ('renamed' | 'name_taken')[];
      previous_name: string | null;
      same_name_as: string | null;
      flagged_at: string;
    } | null>(),
  },
  (t) => [index('agencies_name_key_idx').on(t.nameKey)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'accounts', 'salesman', 'reservation', 'agent', 'customer'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: tsColumn('email_verified_at'),
    isApproved: boolean('is_approved').notNull().default(false),
    isFormFilled: boolean('is_form_filled').notNull().default(false),
    approvedAt: tsColumn('approved_at'),
    approvedBy: uuid('approved_by'),
    agencyId: uuid('agency_id').references(() => agencies.id),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    createdBy: uuid('created_by'),
    lastLoginAt: tsColumn('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role), index('users_created_by_idx').on(t.createdBy)],
);
