import type { TDepartureData } from '@safar/contracts';
import { travelPackageDepartures as departures, type Tx } from '@safar/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';
import { priceColumns } from './departure-columns';
import type { TDepartureRow } from './travel-packages.presenter';

/** A 422 on one field of the request, with figures for its message. */
/**
 * Makes a package's departures what the form sent: a departure named by id is updated, one
 * without an id is added, and a saved one left out is removed. What bookings hold stays: a
 * departure with seats taken is never removed, its total never goes below them and its date
 * never moves (422 on the field, naming the seats). A new or moved date must lie after `today`.
 * Runs in the package's write transaction; the departures are locked while they are compared.
 */
export async function syncDepartures(tx: Tx, packageId: string, wanted: TDepartureData[], today: string): Promise<void> {
  const saved: TDepartureRow[] = await tx.select().from(departures).where(eq(departures.packageId, packageId)).for('update');
  const byId = new Map(saved.map((d) => [d.id, d]));
  const kept = new Set(wanted.flatMap((d) => (d.id ? [d.id] : [])));

  for (const gone of saved.filter((d) => !kept.has(d.id))) {
    if (gone.seatsTaken > 0)
      throw fieldError('departures', 'validation.departure_has_bookings', { date: gone.departureDate, taken: gone.seatsTaken });
  }
  wanted.forEach((d, i) => {
    const current = d.id ? byId.get(d.id) : undefined;
    if (d.id && !current) throw fieldError(`departures.${i}.id`, 'validation.departure_unknown');
    const moved = !current || current.departureDate !== d.date;
    if (current && moved && current.seatsTaken > 0)
      throw fieldError(`departures.${i}.date`, 'validation.departure_date_fixed', { taken: current.seatsTaken });
    if (moved && d.date <= today) throw fieldError(`departures.${i}.date`, 'validation.departure_date_past');
    if (current && d.seats_total < current.seatsTaken)
      throw fieldError(`departures.${i}.seats_total`, 'validation.seats_below_taken', { taken: current.seatsTaken });
  });

  const removed = saved.filter((d) => !kept.has(d.id)).map((d) => d.id);
  if (removed.length) await tx.delete(departures).where(and(eq(departures.packageId, packageId), inArray(departures.id, removed)));
  for (const d of wanted) {
    const columns = { departureDate: d.date, seatsTotal: d.seats_total, status: d.status, ...priceColumns(d) };
    if (d.id)
      await tx
        .update(departures)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(departures.id, d.id));
    else await tx.insert(departures).values({ ...columns, packageId });
  }
}
