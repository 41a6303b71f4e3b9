import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/**
 * Cars for hire and tours: items staff list for visitors to enquire about (no online booking).
 * One table for both: they share every column but their key facts, which are nullable and
 * checked per kind.
 */
export const listedItems = pgTable(
  'listed_items',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['car', 'tour'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }).notNull(),
    /** "From" price, optional; with its currency. */
    priceFromMinor: bigint('price_from_minor', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    /** A car's seats and gearbox. */
    seats: integer('seats'),
    transmission: text('transmission', { enum: ['automatic', 'manual'] }),
    /** A tour's length in hours (a day tour 8, three days 72). */
    durationHours: integer('duration_hours'),
    active: boolean('active').notNull().default(true),
    /** Lower first on the public page. */
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listed_items_kind_position_idx').on(t.kind, t.active, t.position),
    check('listed_items_price_currency', sql`(${t.priceFromMinor} is null) = (${t.currency} is null)`),
    check('listed_items_price_positive', sql`${t.priceFromMinor} is null or ${t.priceFromMinor} > 0`),
    check('listed_items_car_facts', sql`${t.kind} <> 'car' or ${t.durationHours} is null`),
    check('listed_items_tour_facts', sql`${t.kind} <> 'tour' or (${t.seats} is null and ${t.transmission} is null)`),
  ],
);
