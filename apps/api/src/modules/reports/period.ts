import { todayIn } from '@safar/contracts';

/**
 * Calendar days in the agency time zone: "today" and "this month" are the zone's,
 * not the server's (todayIn in contracts). Days are YYYY-MM-DD strings; core/agency-days.ts turns
 * them into instants in SQL.
 */
/**
 * The period of a report: the given days, else this month up to today. Only `from`: up to today
 * (or that day, when it is later); only `to`: from the first of its month.
 */
export function reportPeriod(
  now: Date,
  timeZone: string,
  q: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  return { from, to };
}
