import type { TFlightRow } from '@safar/contracts';

/**
 * Each result row's JSON, written as soon as its supplier answers, while slower suppliers are
 * still awaited. Writing out a thousand rows takes a few milliseconds; done at the end it would
 * all add to the search's time, done as the answers arrive only the last supplier's share does.
 * Keyed by the row object itself: a row is never changed once presented.
 */
const written = new WeakMap<TFlightRow, string>();

export function writeRowJson(row: TFlightRow): void {
  written.set(row, JSON.stringify(row));
}

/** Stands for the rows in the rest of the answer; no JSON text can contain it unescaped. */
const ROWS = '\u0000flights\u0000';

/**
 * An answer whose `data.flights` are result rows, as JSON, reusing each row's JSON written
 * earlier (a row without one is written now). Any other answer (an error) is written as it is.
 */
export function stringifyWithRows(answer: unknown): string {
  const data = (answer as { data?: { flights?: unknown } } | null)?.data;
  if (!data || !Array.isArray(data.flights)) return JSON.stringify(answer);
  const rows = (data.flights as TFlightRow[]).map((row) => written.get(row) ?? JSON.stringify(row)).join(',');
  const rest = JSON.stringify({ ...(answer as object), data: { ...data, flights: ROWS } });
  return rest.replace(JSON.stringify(ROWS), () => `[${rows}]`);
}
