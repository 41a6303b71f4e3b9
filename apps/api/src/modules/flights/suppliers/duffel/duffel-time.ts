/*
 * Times as Duffel gives them: `departing_at` / `arriving_at` are local to each airport and carry
 * no offset ("2025-03-01T16:38:00"); airports name their tz database zone; durations are ISO
 * 8601 ("PT7H5M", "P1DT2H"). Zone arithmetic is the app's shared local-time module.
 */
import { isTimeZone, localToUtcMs } from '@safar/contracts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** "2025-03-01T16:38:00" → "2025-03-01T16:38" (the app's local-time form). */
export function localMinute(value: string): string {
  const match = LOCAL.exec(value);
  if (!match) throw new RangeError(`not a local date-time: "${value}"`);
  return match[0];
}

/** Minutes of an ISO 8601 duration (days, hours, minutes, seconds); null when absent or not one. */
export function isoDurationMinutes(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (weeks ?? 0) * 10080 + (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + Math.round((seconds ?? 0) / 60);
}

const knownZone = (timeZone: string | null | undefined): timeZone is string => !!timeZone && isTimeZone(timeZone);

/**
 * Minutes from a departure to an arrival, each local to its own airport. A zone Duffel did not
 * give (or one Intl does not know) is taken as UTC, so at worst the figure is off by the offset.
 */
export function minutesBetween(
  fromLocal: string,
  fromZone: string | null | undefined,
  toLocal: string,
  toZone: string | null | undefined,
): number {
  const from = localToUtcMs(localMinute(fromLocal), knownZone(fromZone) ? fromZone : 'UTC');
  const to = localToUtcMs(localMinute(toLocal), knownZone(toZone) ? toZone : 'UTC');
  return Math.round((to - from) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from a birth date to a day (both `YYYY-MM-DD`): the age Duffel compares with the
 * age a passenger was searched with. Someone born on 29 February turns a year older on 1 March
 * in other years. Null when either is not a date.
 */
export function ageOn(bornOn: string, day: string): number | null {
  const born = DATE.exec(bornOn);
  const on = DATE.exec(day.slice(0, 10));
  if (!born || !on) return null;
  const [, by, bm, bd] = born.map(Number) as [number, number, number, number];
  const [, y, m, d] = on.map(Number) as [number, number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
