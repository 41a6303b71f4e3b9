/**
 * Local wall times at airports. Flight times are written as the clock on the wall at each
 * airport (`YYYY-MM-DDTHH:mm`) beside the airport's IANA zone; these helpers turn them into
 * instants and back with `Intl.DateTimeFormat`, so the zone rules are the ones Node ships.
 *
 * A wall time that does not exist or exists twice is resolved the way JavaScript's Temporal
 * does by default ("compatible"):
 * - in a gap (clocks jump forward), the time moves forward by the length of the gap:
 *   02:30 on the night London jumps from 01:00 to 02:00 GMT… is read as 01:30 GMT = 02:30 BST;
 * - in an overlap (clocks fall back), the earlier of the two instants is taken.
 * Both rules are deterministic, so a schedule built on them is the same on every machine.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what a caller passing one should see.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock at `zone` at instant `ms`, as milliseconds of a UTC date with the same fields. */
function wallMsAt(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(zone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

// Offsets change at most a couple of times a year, and never twice within a day: the offset at
// both ends of a UTC day is cached, and only a day whose ends differ is asked minute by minute.
const dayEnds = new Map<string, [number, number]>();

function exactOffsetMs(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallMsAt(whole, zone) - whole;
}

/** Minutes-precise offset of `zone` from UTC at instant `ms` (positive east of Greenwich). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const cacheKey = `${zone}|${day}`;
  let ends = dayEnds.get(cacheKey);
  if (!ends) {
    ends = [exactOffsetMs(day * DAY_MS, zone), exactOffsetMs((day + 1) * DAY_MS - 1000, zone)];
    if (dayEnds.size > 50_000) dayEnds.clear();
    dayEnds.set(cacheKey, ends);
  }
  return ends[0] === ends[1] ? ends[0] : exactOffsetMs(ms, zone);
}

/** Parses `YYYY-MM-DDTHH:mm` into the milliseconds of the same fields read as UTC. */
function parseWall(local: string): number {
  const m = LOCAL_RE.exec(local);
  if (!m) throw new RangeError(`not a local time (YYYY-MM-DDTHH:mm): ${local}`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59)
    throw new RangeError(`not a real local time: ${local}`);
  return ms;
}

function formatWall(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 16);
}

/** True when `value` is a well-formed, real local time `YYYY-MM-DDTHH:mm`. */
export function isLocalTime(value: string): boolean {
  try {
    parseWall(value);
    return true;
  } catch {
    return false;
  }
}

/** The UTC instant (epoch ms) of the wall time `local` at `zone`; gaps and overlaps as above. */
export function localToUtcMs(local: string, zone: string): number {
  const wall = parseWall(local);
  const before = zoneOffsetMs(wall - DAY_MS, zone);
  const after = zoneOffsetMs(wall + DAY_MS, zone);
  const candidates: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = wall - offset;
    if (zoneOffsetMs(instant, zone) === offset) candidates.push(instant);
  }
  if (candidates.length > 0) return Math.min(...candidates);
  // A gap: read the wall time with the offset in force before it, which lands after the jump.
  return wall - before;
}

/** `localToUtcMs` as an ISO instant (`…Z`). */
export function localToUtc(local: string, zone: string): string {
  return new Date(localToUtcMs(local, zone)).toISOString();
}

/** The wall time at `zone` of an instant (epoch ms, Date or ISO string), as `YYYY-MM-DDTHH:mm`. */
export function utcToLocal(instant: number | Date | string, zone: string): string {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  return formatWall(minute + zoneOffsetMs(minute, zone));
}

/** Minutes from a departure (local at its zone) to an arrival (local at its zone); negative if before. */
export function minutesBetweenLocal(fromLocal: string, fromZone: string, toLocal: string, toZone: string): number {
  return Math.round((localToUtcMs(toLocal, toZone) - localToUtcMs(fromLocal, fromZone)) / MINUTE_MS);
}

/**
 * Calendar days from the departure's local date to the arrival's local date: the "+1" printed
 * beside an arrival. Negative when a flight eastward over the date line lands "the day before".
 */
export function dayOffset(departureLocal: string, arrivalLocal: string): number {
  const from = Date.parse(`${departureLocal.slice(0, 10)}T00:00Z`);
  const to = Date.parse(`${arrivalLocal.slice(0, 10)}T00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError(`not local dates: ${departureLocal}, ${arrivalLocal}`);
  return Math.round((to - from) / DAY_MS);
}

/** A plain date (`YYYY-MM-DD`) moved by whole days. */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** A local time moved by whole minutes on the wall clock (no zone involved). */
export function addWallMinutes(local: string, minutes: number): string {
  return formatWall(parseWall(local) + minutes * MINUTE_MS);
}

/** Minutes between two wall-clock times read in the same zone (a layover never changes airport). */
export function wallMinutesBetween(fromLocal: string, toLocal: string): number {
  return Math.round((parseWall(toLocal) - parseWall(fromLocal)) / MINUTE_MS);
}

/** Day of the week of a plain date, 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00Z`).getUTCDay();
}
