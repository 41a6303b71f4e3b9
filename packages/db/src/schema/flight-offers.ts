import { bigint, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { agencies, users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One supplier's answer to one search, as the viewer was offered it: the supplier's offers with
 * their payloads and the price lines computed for that viewer, kept as one gzip-compressed JSON
 * record (a row per offer would cost more than the search itself). An offer is addressed as
 * this row's id plus its position inside the record; the id is a UUIDv7 whose random part
 * nobody can guess. A booking reads the offer from here, never from the browser.
 */
export const flightOfferSets = pgTable(
  'flight_offer_sets',
  {
    id: idColumn(),
    searchId: uuid('search_id').notNull(),
    supplierCode: text('supplier_code').notNull(),
    /** Who the prices were computed for: a visitor or customer (B2C), an agency (B2B) or staff. */
    viewerKind: text('viewer_kind', { enum: ['public', 'agent', 'staff'] }).notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id),
    userId: uuid('user_id').references(() => users.id),
    /**
     * The visitor cookie's id when nobody was signed in: a visitor's offers are that browser's
     * (see core/visitor.ts), and stay readable by it after it signs in.
     */
    visitorId: text('visitor_id'),
    /** The search as validated. */
    query: jsonb('query').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    supplierCurrency: varchar('supplier_currency', { length: 3 }).notNull(),
    /** Agency-currency units per supplier-currency unit, in millionths; null when no conversion. */
    rateMillionths: bigint('rate_millionths', { mode: 'number' }),
    rateId: uuid('rate_id'),
    rateDate: text('rate_date'),
    offerCount: integer('offer_count').notNull(),
    /** gzip(JSON) of the priced offers. */
    offers: bytea('offers').notNull(),
    /** The earliest moment one of these offers stops being honoured. */
    expiresAt: tsColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('flight_offer_sets_search_idx').on(t.searchId), index('flight_offer_sets_expiry_idx').on(t.expiresAt)],
);

/** Extras (bags, seats) a traveller chose on one offer, kept with the offer until it is booked. */
export const flightOfferExtras = pgTable(
  'flight_offer_extras',
  {
    id: idColumn(),
    offerSetId: uuid('offer_set_id')
      .notNull()
      .references(() => flightOfferSets.id, { onDelete: 'cascade' }),
    offerIndex: integer('offer_index').notNull(),
    /** The supplier's services as priced for the viewer when they were fetched. */
    services: jsonb('services').notNull(),
    selections: jsonb('selections').notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: tsColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flight_offer_extras_offer_unique').on(t.offerSetId, t.offerIndex)],
);
