/*
 * Wall-clock times at a place (an airport's local time) and the instants they name. Airline
 * schedules are published in each airport's local time, so that is what people type and read;
 * the instant (UTC) is derived from it with the airport's IANA time zone when durations,
 * connections or "has it departed" are needed.
 */

/** A local date and time to the minute, `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` holds). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a real local date and time (no 31 April, no 24:00). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone Intl does not know.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the IANA time zone (a bad airport row must not throw deep in a request). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date and time (`YYYY-MM-DDTHH:mm`) at `timeZone` of an instant. */
export function instantToLocal(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const DAY_MS = 86_400_000;

/** Local wall clock minus UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(epochMs: number, timeZone: string): number {
  const local = instantToLocal(new Date(epochMs), timeZone);
  const [y, mo, d, h, mi] = LOCAL_DATE_TIME.exec(local)!.slice(1).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(epochMs / 60_000) * 60_000;
}

/**
 * The instant a local date and time names at `timeZone`, or null when that wall-clock time does
 * not exist there (skipped when clocks go forward). A time that happens twice (clocks go back)
 * is the earlier one. The offsets a day either side are the candidates: time zones never change
 * their offset twice within a day.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  if (!isLocalDateTime(local)) return null;
  const [y, mo, d, h, mi] = LOCAL_DATE_TIME.exec(local)!.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const candidates = [...new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)])]
    .map((offset) => wall - offset)
    .filter((epoch) => instantToLocal(new Date(epoch), timeZone) === local)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}

/** Whole minutes from one instant to another. */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
