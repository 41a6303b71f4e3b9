import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Calendar days in the agency time zone as instants in SQL: a day YYYY-MM-DD
 * starts at its midnight in the zone, and a range of days is the half-open [start of `from`,
 * start of the day after `to`), so an entry at 23:30 on the last day is in and 00:00 after is not.
 */

/** The first instant of a day in the zone. */
export const dayStart = (day: string, timeZone: string): SQL => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The first instant after a day in the zone (the start of the next day). */
export const dayEnd = (day: string, timeZone: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/** List filters "from day … to day" on a timestamp column; an absent side leaves that end open. */
export function withinDays(
  column: PgColumn,
  days: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): (SQL | undefined)[] {
  return [days.from ? gte(column, dayStart(days.from, timeZone)) : undefined, days.to ? lt(column, dayEnd(days.to, timeZone)) : undefined];
}
