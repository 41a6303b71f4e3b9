/** One flight of a booking as the supplier's offer holds it (the booking keeps the offer it was sold on). */
export interface TBookedSegment {
  marketingCarrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  /** The airport's wall-clock time, `YYYY-MM-DDTHH:mm`. */
  departureLocal: string;
  arrivalLocal: string;
  originTerminal: string | null;
  destinationTerminal: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const orNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The booking's slices (the API types them as unknown: they are the supplier's own shape), each
 * as its flights. What is not a flight is left out rather than shown wrong.
 */
export function bookedSlices(slices: readonly unknown[]): TBookedSegment[][] {
  return slices.map((slice) => {
    const segments = (slice as { segments?: unknown } | null)?.segments;
    if (!Array.isArray(segments)) return [];
    return segments.flatMap((raw: unknown) => {
      if (typeof raw !== 'object' || raw === null) return [];
      const s = raw as Record<string, unknown>;
      const segment: TBookedSegment = {
        marketingCarrier: text(s.marketingCarrier),
        flightNumber: text(s.flightNumber),
        origin: text(s.origin),
        destination: text(s.destination),
        departureLocal: text(s.departureLocal),
        arrivalLocal: text(s.arrivalLocal),
        originTerminal: orNull(s.originTerminal),
        destinationTerminal: orNull(s.destinationTerminal),
      };
      return segment.origin && segment.destination && segment.departureLocal && segment.arrivalLocal ? [segment] : [];
    });
  });
}
