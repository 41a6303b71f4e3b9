/**
 * Calendar days in the agency time zone (DESIGN.md §5): "today" and "this month" are the zone's,
 * not the server's. Days are YYYY-MM-DD strings; SQL turns a day into its first instant with
 * `(day::date)::timestamp at time zone <zone>`.
 */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The period of a report: the given days, else this month up to today. Only `from`: up to today
 * (or that day, when it is later); only `to`: from the first of its month.
 */
export function reportPeriod(now: Date, timeZone: string, q: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const today = dayIn(now, timeZone);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  return { from, to };
}
