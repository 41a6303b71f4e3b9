import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { countries } from './reference';
import { users } from './users';

/**
 * One document an applicant brings, as stored in `documents`: a stable id (a booking names the
 * documents it received by it, so renaming a label or reordering the list keeps them matched),
 * its label in both languages, and whether the application asks for it as an upload.
 */
export interface TStoredVisaDocument {
  id: string;
  labelEn: string;
  labelAr: string;
  upload: boolean;
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Visas the agency sells: one row per product (a country's visa of one type and entries).
 * Prices are per applicant, adult and child, each with the agent's price beside the public one.
 * The documents are jsonb: they have no life of their own and are written and read whole.
 */
export const visas = pgTable(
  'visas',
  {
    id: idColumn(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'restrict' }),
    visaType: text('visa_type', {
      enum: ['tourist', 'visit', 'business', 'transit', 'umrah', 'student', 'work', 'family', 'medical'],
    }).notNull(),
    entries: text('entries', { enum: ['single', 'double', 'multiple'] }).notNull(),
    processingDaysMin: integer('processing_days_min').notNull(),
    processingDaysMax: integer('processing_days_max').notNull(),
    validityDays: integer('validity_days').notNull(),
    maxStayDays: integer('max_stay_days').notNull(),
    documents: jsonb('documents').$type<TStoredVisaDocument[]>().notNull().default([]),
    currency: varchar('currency', { length: 3 }).notNull(),
    adultPriceMinor: money('adult_price_minor'),
    childPriceMinor: money('child_price_minor'),
    agentAdultPriceMinor: money('agent_adult_price_minor'),
    agentChildPriceMinor: money('agent_child_price_minor'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    /** Sanitised HTML ('' when there is none). */
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visas_slug_unique').on(t.slug),
    // The storefront's list: published visas of a country.
    index('visas_status_country_idx').on(t.status, t.countryCode),
    check(
      'visas_processing_days',
      sql`${t.processingDaysMin} between 0 and 365 and ${t.processingDaysMax} between ${t.processingDaysMin} and 365`,
    ),
    check('visas_days', sql`${t.validityDays} between 1 and 3650 and ${t.maxStayDays} between 1 and 3650`),
    check(
      'visas_prices',
      sql`${t.adultPriceMinor} >= 1 and ${t.childPriceMinor} >= 0
       and ${t.agentAdultPriceMinor} between 1 and ${t.adultPriceMinor}
       and ${t.agentChildPriceMinor} between 0 and ${t.childPriceMinor}`,
    ),
    check('visas_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
