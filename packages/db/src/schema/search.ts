import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * How flight searches are rationed, one row (`id` 'flights'), edited by admin: how many searches
 * one client address may make in an hour without signing in. Until admin saves it the defaults
 * apply (the row need not exist).
 */
export const searchSettings = pgTable(
  'search_settings',
  {
    id: text('id').primaryKey(),
    visitorSearchesPerHour: integer('visitor_searches_per_hour').notNull().default(60),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_settings_visitor_searches', sql`${t.visitorSearchesPerHour} between 1 and 100000`)],
);

/**
 * Flight searches per day in the agency's time zone, for the admin dashboard: the searches made,
 * the suppliers asked for them (one per enabled supplier per search) and how many of those asks
 * were answered from the search cache instead of the supplier. One upsert per search.
 */
export const searchStats = pgTable(
  'search_stats',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    searches: integer('searches').notNull().default(0),
    supplierAsks: integer('supplier_asks').notNull().default(0),
    cacheHits: integer('cache_hits').notNull().default(0),
  },
  (t) => [check('search_stats_counts', sql`${t.cacheHits} between 0 and ${t.supplierAsks} and ${t.searches} >= 0`)],
);
