import type { TSupplierAirlineChange, TSupplierSegment, TSupplierSlice } from '@/modules/flights/suppliers/supplier';

/*
 * Changes the simulated airline makes to a booked order, on demand (tests, the demo): a flight
 * moved by some minutes (arrival with it), given another flight number, or the whole itinerary
 * cancelled. Like a GDS's schedule-change queue, each change stays on the order until the agency
 * answers it: accepting puts the new flights on the order, a refund cancels it and gives back
 * everything paid.
 */

export type TSimulatedChange =
  { kind: 'retime'; segmentIndex: number; minutes: number } | { kind: 'renumber'; segmentIndex: number } | { kind: 'cancel' };

export interface TSimChangeRecord extends TSupplierAirlineChange {
  status: 'open' | 'accepted' | 'refunded';
}

const HOUR_MS = 3_600_000;

/** A local wall-clock time (`YYYY-MM-DDTHH:mm`) moved by some minutes. */
export const shiftLocal = (local: string, minutes: number) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/** Another flight number of the same carrier: a thousand more (wrapping), keeping any letter suffix. */
const renumber = (flightNumber: string) => {
  const match = /^(\d+)(\D*)$/.exec(flightNumber);
  const digits = match ? Number(match[1]) : 0;
  return `${(digits + 1000) % 10000 || 1}${match?.[2] ?? ''}`;
};

/** The slices after the change; null when the chosen flight does not exist. */
export function changedSlices(slices: TSupplierSlice[], change: TSimulatedChange): TSupplierSlice[] | null {
  if (change.kind === 'cancel') return [];
  const after = structuredClone(slices);
  const flat: TSupplierSegment[] = after.flatMap((s) => s.segments);
  const target = flat[change.segmentIndex];
  if (!target) return null;
  if (change.kind === 'retime') {
    target.departureLocal = shiftLocal(target.departureLocal, change.minutes);
    target.arrivalLocal = shiftLocal(target.arrivalLocal, change.minutes);
  } else target.flightNumber = renumber(target.flightNumber);
  return after;
}

/**
 * The change's record: an id of its own on the order, and an answer wanted within two days but
 * before the first flight (an hour before it at the latest, never before now).
 */
export function changeRecord(
  orderKey: string,
  count: number,
  before: TSupplierSlice[],
  after: TSupplierSlice[],
  nowMs: number,
  departureMs: number,
): TSimChangeRecord {
  return {
    changeKey: `${orderKey}:SC${count + 1}`,
    orderKey,
    kind: after.length === 0 ? 'cancellation' : 'schedule',
    before,
    after,
    answerBy: new Date(Math.max(nowMs, Math.min(nowMs + 48 * HOUR_MS, departureMs - HOUR_MS))).toISOString(),
    detectedAt: new Date(nowMs).toISOString(),
    status: 'open',
  };
}

/** What the adapter answers about a change (the record without its status). */
export const changeView = ({ status: _status, ...change }: TSimChangeRecord): TSupplierAirlineChange => structuredClone(change);
