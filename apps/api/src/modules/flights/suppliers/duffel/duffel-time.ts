/*
 * Times as Duffel gives them: `departing_at` / `arriving_at` are local to each airport and carry
 * no offset ("2025-03-01T16:38:00"); airports name their tz database zone; durations are ISO
 * 8601 ("PT7H5M", "P1DT2H"). Zone arithmetic goes through Intl, which knows every zone.
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallClock(epochMs: number, timeZone: string): number[] {
  const parts = formatter(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetMs(epochMs: number, timeZone: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallClock(epochMs, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of a local time in a zone (the earlier one when a DST change repeats the hour). */
export function zonedToEpochMs(local: string, timeZone: string): number {
  const match = LOCAL.exec(local);
  if (!match) throw new RangeError(`not a local date-time: "${local}"`);
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const first = asUtc - offsetMs(asUtc, timeZone);
  return asUtc - offsetMs(first, timeZone);
}

/** The local time (`YYYY-MM-DDTHH:mm`) in a zone at an instant. */
export function epochToZoned(epochMs: number, timeZone: string): string {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = wallClock(epochMs, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

const knownZone = (timeZone: string | null | undefined): timeZone is string => {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
};

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
  const from = zonedToEpochMs(fromLocal, knownZone(fromZone) ? fromZone : 'UTC');
  const to = zonedToEpochMs(toLocal, knownZone(toZone) ? toZone : 'UTC');
  return Math.round((to - from) / 60_000);
}
