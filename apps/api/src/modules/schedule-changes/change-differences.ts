import { MIN_CONNECTION_MINUTES, type TChangeDifferences, type TChangeFlight } from '@safar/contracts';
import type { TSupplierSegment, TSupplierSlice } from '@/modules/flights/suppliers/supplier';

/** Minutes from one local wall-clock time to another (`YYYY-MM-DDTHH:mm`, read alike, so zones cancel out at one airport). */
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000);

export const changeFlight = (s: TSupplierSegment): TChangeFlight => ({
  carrier: s.marketingCarrier,
  flight_number: s.flightNumber,
  origin: s.origin,
  destination: s.destination,
  departure_local: s.departureLocal,
  arrival_local: s.arrivalLocal,
});

/** The booked flights as the inbox shows them, slice by slice. */
export const changeFlights = (slices: TSupplierSlice[]) => slices.map((s) => s.segments.map(changeFlight));

/** Time on the ground before each flight of a slice after the first (arrival and departure are at the same airport). */
const connections = (segments: TSupplierSegment[]) =>
  segments.slice(1).map((s, i) => ({ airport: s.origin, minutes: minutesBetween(segments[i]!.arrivalLocal, s.departureLocal) }));

/**
 * What an airline's change did to the booked flights: each flight paired with the one in its
 * place (same slice, same position) and marked unchanged, retimed, renumbered, cancelled or
 * added, with the shift of its departure and arrival; and each connection of the new itinerary
 * shorter than the minimum connecting time (or negative), which the passenger can no longer make.
 */
export function compareItineraries(
  before: TSupplierSlice[],
  after: TSupplierSlice[],
  minimumMinutes = MIN_CONNECTION_MINUTES,
): TChangeDifferences {
  const flights: TChangeDifferences['flights'] = [];
  const lost: TChangeDifferences['lost_connections'] = [];
  const sliceCount = Math.max(before.length, after.length);
  for (let slice = 0; slice < sliceCount; slice++) {
    const was = before[slice]?.segments ?? [];
    const now = after[slice]?.segments ?? [];
    for (let segment = 0; segment < Math.max(was.length, now.length); segment++) {
      const b = was[segment];
      const a = now[segment];
      const departureShift = b && a ? minutesBetween(b.departureLocal, a.departureLocal) : null;
      const arrivalShift = b && a ? minutesBetween(b.arrivalLocal, a.arrivalLocal) : null;
      const renumbered = !!b && !!a && (b.flightNumber !== a.flightNumber || b.marketingCarrier !== a.marketingCarrier);
      const change = !a
        ? 'cancelled'
        : !b
          ? 'added'
          : renumbered
            ? 'renumbered'
            : departureShift !== 0 || arrivalShift !== 0 || b.origin !== a.origin || b.destination !== a.destination
              ? 'retimed'
              : 'unchanged';
      flights.push({
        slice,
        segment,
        change,
        before: b ? changeFlight(b) : null,
        after: a ? changeFlight(a) : null,
        departure_shift_minutes: departureShift,
        arrival_shift_minutes: arrivalShift,
        flight_number_changed: renumbered,
      });
    }
    const previous = connections(was);
    connections(now).forEach((c, i) => {
      if (c.minutes >= minimumMinutes) return;
      const same = previous[i] && previous[i].airport === c.airport ? previous[i].minutes : null;
      lost.push({ slice, airport: c.airport, minutes: c.minutes, minutes_before: same, minimum_minutes: minimumMinutes });
    });
  }
  return { flights, lost_connections: lost };
}

/** How many flights the change touched. */
export const changedFlights = (d: TChangeDifferences) => d.flights.filter((f) => f.change !== 'unchanged').length;
