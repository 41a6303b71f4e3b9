/**
 * Calendar and wall-clock arithmetic on local times (`YYYY-MM-DDTHH:mm`) that involves no time
 * zone: moving a schedule by days or minutes, the "+1" beside an arrival, a layover at one
 * airport. Anything that needs a zone (instants, durations between airports) is in the shared
 * local-time module of `@safar/contracts`.
 */
import { localDateTimeMs } from '@safar/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The fields of `YYYY-MM-DDTHH:mm` read as UTC, in epoch ms (throws on a malformed or impossible time). */
function parseWall(local: string): number {
  const ms = localDateTimeMs(local);
  if (ms === null) throw new RangeError(`not a local time (YYYY-MM-DDTHH:mm): ${local}`);
  return ms;
}

const formatWall = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 16);

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
