import type { TBookingRow } from '@safar/contracts';
import { useAirportByCode } from '@/features/reference-data/air-queries';
import { formatInZone } from './time-left';

/**
 * When the first flight leaves, on the clock of its airport (the airport's zone from the airports
 * reference; the agency's while it loads or when the airport is unknown).
 */
export function LocalDeparture({ booking }: { booking: Pick<TBookingRow, 'origin' | 'departs_at' | 'deadlines'> }) {
  // A product booking has no airport: its first day is shown on the agency's clock.
  const airport = useAirportByCode(booking.origin ?? '');
  const zone = airport.data?.time_zone ?? booking.deadlines.time_zone;
  return <time dateTime={booking.departs_at}>{formatInZone(booking.departs_at, zone)}</time>;
}
