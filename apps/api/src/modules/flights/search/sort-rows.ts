import type { TFlightRow, TFlightSortKey } from '@safar/contracts';

const departure = (row: TFlightRow) => row.slices[0]?.departure_local ?? '';

/** Cheapest (then fastest), fastest (then cheapest), earliest departure (then cheapest). */
export function sortRows(rows: TFlightRow[], sort: TFlightSortKey): TFlightRow[] {
  const byPrice = (a: TFlightRow, b: TFlightRow) => a.price.gross_minor - b.price.gross_minor;
  const byDuration = (a: TFlightRow, b: TFlightRow) => a.duration_minutes - b.duration_minutes;
  const compare =
    sort === 'cheapest'
      ? (a: TFlightRow, b: TFlightRow) => byPrice(a, b) || byDuration(a, b)
      : sort === 'fastest'
        ? (a: TFlightRow, b: TFlightRow) => byDuration(a, b) || byPrice(a, b)
        : (a: TFlightRow, b: TFlightRow) => departure(a).localeCompare(departure(b)) || byPrice(a, b);
  return [...rows].sort(compare);
}
