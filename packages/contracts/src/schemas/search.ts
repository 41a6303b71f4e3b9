import { z } from 'zod';
import { zDay } from './common';
import { zFieldsOnly } from './travellers';

/**
 * How many flight searches one client address may make in an hour without signing in: enough for
 * a family comparing dates and airports, never enough for a price scraper. Every search asks each
 * supplier, and aggregators bill searches beyond a ratio to bookings.
 */
export const VISITOR_SEARCHES_DEFAULT = 60;
export const VISITOR_SEARCHES_MIN = 1;
export const VISITOR_SEARCHES_MAX = 100_000;

const zVisitorSearches = z
  .number({ error: 'validation.visitor_searches' })
  .int({ error: 'validation.visitor_searches' })
  .min(VISITOR_SEARCHES_MIN, { error: 'validation.visitor_searches' })
  .max(VISITOR_SEARCHES_MAX, { error: 'validation.visitor_searches' });

/** GET /search-settings (admin): how searches are rationed (who changed it is in the activity log). */
export const ZSearchSettings = z.strictObject({ visitor_searches_per_hour: z.number().int() });
export type TSearchSettings = z.infer<typeof ZSearchSettings>;

/** PUT /search-settings (admin). */
export const ZUpdateSearchSettings = zFieldsOnly({ visitor_searches_per_hour: zVisitorSearches });
export type TUpdateSearchSettings = z.infer<typeof ZUpdateSearchSettings>;

/**
 * Searches over some days: how many were made, how many supplier asks they made (one per enabled
 * supplier per search: what a supplier bills) and how many of those asks the search cache answered.
 */
export const ZSearchFigures = z.strictObject({
  /** The first and last day counted (YYYY-MM-DD, in the agency's time zone). */
  from: zDay,
  to: zDay,
  searches: z.number().int(),
  supplier_asks: z.number().int(),
  cache_hits: z.number().int(),
});
export type TSearchFigures = z.infer<typeof ZSearchFigures>;

/** GET /search-stats (admin dashboard): today's searches and the last seven days' (today included). */
export const ZSearchStats = z.strictObject({
  timezone: z.string(),
  today: ZSearchFigures,
  last_7_days: ZSearchFigures,
});
export type TSearchStats = z.infer<typeof ZSearchStats>;
