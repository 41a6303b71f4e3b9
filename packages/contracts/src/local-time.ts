/*
 * Wall-clock times at a place (an airport's local time) and the instants they name. Airline
 * schedules are published in each airport's local time, so that is what people type and read;
 * the instant (UTC) is derived from it with the airport's IANA time zone when durations,
 * connections or "has it departed" are needed. Zone rules are the ones `Intl` ships.
 *
 * A wall time the clocks skip or repeat has two readings, both here:
 * - `localToInstant` is strict: null for a time that does not exist (a form refuses it), the
 *   earlier instant for one that happens twice;
 * - `localToUtcMs` always answers, the way JavaScript's Temporal does by default ("compatible"):
 *   a time in a gap moves forward by the gap's length (02:30 on the night New York jumps from
 *   02:00 to 03:00 is 03:30), a repeated time is the earlier one. Suppliers' schedules use it.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A local date and time to the minute, `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` holds). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The same fields read as UTC, in epoch milliseconds; null when not a real local time (no 31 April, no 24:00). */
export function localDateTimeMs(local: string): number | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return ms;
}

/** Whether `value` is a real local date and time (no 31 April, no 24:00). */
export const isLocalDateTime = (value: string): boolean => localDateTimeMs(value) !== null;

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
      second: '2-digit',
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

/** Local wall clock minus UTC at a whole second, in milliseconds. */
function exactOffsetMs(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(whole)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - whole;
}

// Offsets change at most a couple of times a year and never twice within a day: the offset at
// both ends of a UTC day is kept, and only a day whose ends differ is asked at the instant itself.
// A search prices hundreds of segments over a handful of zones and days, so this saves most calls.
const dayEnds = new Map<string, [number, number]>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const day = Math.floor(epochMs / DAY_MS);
  const key = `${timeZone}|${day}`;
  let ends = dayEnds.get(key);
  if (!ends) {
    ends = [exactOffsetMs(day * DAY_MS, timeZone), exactOffsetMs((day + 1) * DAY_MS - 1000, timeZone)];
    if (dayEnds.size > 50_000) dayEnds.clear();
    dayEnds.set(key, ends);
  }
  return ends[0] === ends[1] ? ends[0] : exactOffsetMs(epochMs, timeZone);
}

/**
 * The instants a wall time names at a zone, earliest first (none in a gap, two in an overlap),
 * and the offset in force before it. The offsets a day either side are the only candidates.
 */
function readings(wall: number, timeZone: string): { instants: number[]; offsetBefore: number } {
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const instants = (before === after ? [before] : [before, after])
    .map((offset) => ({ offset, instant: wall - offset }))
    .filter(({ offset, instant }) => zoneOffsetMs(instant, timeZone) === offset)
    .map(({ instant }) => instant)
    .sort((a, b) => a - b);
  return { instants, offsetBefore: before };
}

/**
 * The instant a local date and time names at `timeZone`, or null when it is not a real local
 * time or the clocks skip it there. A time that happens twice (clocks go back) is the earlier one.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const wall = localDateTimeMs(local);
  if (wall === null) return null;
  const [first] = readings(wall, timeZone).instants;
  return first === undefined ? null : new Date(first);
}

/**
 * The instant (epoch ms) of a wall time at a zone, always: a time in a gap is read with the
 * offset in force before it, which lands after the jump. Throws a RangeError for a malformed
 * time or an unknown zone.
 */
export function localToUtcMs(local: string, timeZone: string): number {
  const wall = localDateTimeMs(local);
  if (wall === null) throw new RangeError(`not a real local time (YYYY-MM-DDTHH:mm): ${local}`);
  const { instants, offsetBefore } = readings(wall, timeZone);
  return instants[0] ?? wall - offsetBefore;
}

/** The wall time at `timeZone` of an instant (epoch ms, Date or ISO string), as `YYYY-MM-DDTHH:mm`. */
export function utcToLocal(instant: number | Date | string, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  return new Date(minute + zoneOffsetMs(minute, timeZone)).toISOString().slice(0, 16);
}

/** Whole minutes from one instant to another. */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE_MS);

/** Minutes from a departure (local at its zone) to an arrival (local at its zone); negative if before. */
export function minutesBetweenLocal(fromLocal: string, fromZone: string, toLocal: string, toZone: string): number {
  return Math.round((localToUtcMs(toLocal, toZone) - localToUtcMs(fromLocal, fromZone)) / MINUTE_MS);
}
