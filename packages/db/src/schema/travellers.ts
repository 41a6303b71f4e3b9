import { sql } from 'drizzle-orm';
import { date, index, pgSequence, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { countries } from './reference';
import { agencies, users } from './users';

export const travellerNumberSeq = pgSequence('traveller_number_seq', { startWith: 100001 });

/**
 * The people an agency books for, kept so an agent can pick them into a checkout instead of
 * typing a passport again. Owned by the agency (any of its agent logins sees them), not by the
 * agent who saved them. Names are stored as the passport's machine-readable zone prints them
 * (Latin letters and single spaces, upper case): that is what an airline's booking takes.
 *
 * A traveller is deleted for real: it is an address book, not a record of what happened. A
 * booking keeps its own copy of each passenger as booked, so removing a traveller (and the
 * passport data with it) changes no booking.
 */
export const travellers = pgTable(
  'travellers',
  {
    id: idColumn(),
    /** Human number TRV-…, unique. */
    number: text('number')
      .notNull()
      .default(sql`('TRV-' || nextval('traveller_number_seq')::text)`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    title: text('title', { enum: ['mr', 'mrs', 'ms', 'miss', 'mstr'] }).notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    bornOn: date('born_on', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['m', 'f'] }).notNull(),
    nationality: varchar('nationality', { length: 2 })
      .notNull()
      .references(() => countries.code),
    passportNumber: text('passport_number').notNull(),
    passportCountry: varchar('passport_country', { length: 2 })
      .notNull()
      .references(() => countries.code),
    passportExpiresOn: date('passport_expires_on', { mode: 'string' }).notNull(),
    email: text('email'),
    phone: text('phone'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travellers_number_unique').on(t.number),
    index('travellers_agency_idx').on(t.agencyId, t.familyName, t.givenName),
    /**
     * One traveller per person in an agency: the same given name, family name and birth date
     * (whatever their case) is the same person saved twice, and two copies would drift apart
     * (a passport renewed in one of them only). Kept by the database, so two agents saving the
     * same person at the same moment cannot both succeed.
     */
    uniqueIndex('travellers_person_unique').on(t.agencyId, sql`lower(${t.givenName})`, sql`lower(${t.familyName})`, t.bornOn),
  ],
);
