import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { agencies, users } from './users';

/** One row of a plan's price table, as stored (written only through the API's zod schema). */
export interface TStoredPriceBand {
  minAge: number;
  maxAge: number;
  minDays: number;
  maxDays: number;
  priceMinor: number;
  agentPriceMinor: number;
}

/** One line of what a plan covers, in both languages, with its covered amount (plan currency) when it has one. */
export interface TStoredBenefit {
  labelEn: string;
  labelAr: string;
  coveredMinor: number | null;
}

/**
 * Travel insurance plans admin keeps. The benefits and the price table are jsonb: they have no
 * life of their own (written and read whole with the plan), a table has a few dozen rows at most,
 * and a quote reads every published plan of a region whole anyway. The rows' rules (no two rows
 * pricing the same traveller, ranges, agent price not above the public one) are checked by the
 * API's schema before a write.
 */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    summaryEn: text('summary_en'),
    summaryAr: text('summary_ar'),
    insurerName: text('insurer_name').notNull(),
    /** The regions the plan covers (contracts' INSURANCE_REGIONS). */
    regions: text('regions').array().notNull(),
    maxTripDays: integer('max_trip_days').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    benefits: jsonb('benefits').$type<TStoredBenefit[]>().notNull().default([]),
    priceBands: jsonb('price_bands').$type<TStoredPriceBand[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('insurance_plans_slug_unique').on(t.slug),
    index('insurance_plans_status_idx').on(t.status),
    check('insurance_plans_max_trip_days', sql`${t.maxTripDays} between 1 and 365`),
    check('insurance_plans_regions', sql`cardinality(${t.regions}) >= 1`),
  ],
);

/** A plan as a quote priced it: what the purchase that follows is charged from, whatever the plan becomes. */
export interface TStoredQuotedPlan {
  planId: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  summaryEn: string | null;
  summaryAr: string | null;
  insurerName: string;
  regions: string[];
  maxTripDays: number;
  benefits: TStoredBenefit[];
  currency: string;
  /** Per traveller, in the order of the quote's travellers. */
  travellers: { age: number; priceMinor: number; agentPriceMinor: number }[];
  totalPriceMinor: number;
  agentTotalPriceMinor: number;
}

/** A plan that covers the destination but not this trip, and why (contracts' INSURANCE_UNAVAILABLE_REASONS). */
export interface TStoredUnavailablePlan {
  planId: string;
  nameEn: string;
  nameAr: string;
  insurerName: string;
  reason: 'age_not_covered' | 'trip_too_long' | 'trip_length_not_priced';
  ages: number[];
  maxTripDays: number;
}

/**
 * A travel insurance quote as its reader was given it: the trip, and each plan priced with both
 * the public and the agent price. The id is a UUIDv7 whose random part nobody can guess, and the
 * quote is its reader's (an agency's, a customer's, a visitor's browser, or staff), as flight
 * offers are. A purchase names a quote and a plan and is priced from here, never from the browser.
 */
export const insuranceQuotes = pgTable(
  'insurance_quotes',
  {
    id: idColumn(),
    viewerKind: text('viewer_kind', { enum: ['public', 'agent', 'staff'] }).notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id),
    userId: uuid('user_id').references(() => users.id),
    visitorId: text('visitor_id'),
    region: text('region').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    tripDays: integer('trip_days').notNull(),
    travellerAges: jsonb('traveller_ages').$type<number[]>().notNull(),
    plans: jsonb('plans').$type<TStoredQuotedPlan[]>().notNull(),
    unavailable: jsonb('unavailable').$type<TStoredUnavailablePlan[]>().notNull().default([]),
    expiresAt: tsColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('insurance_quotes_expiry_idx').on(t.expiresAt)],
);
