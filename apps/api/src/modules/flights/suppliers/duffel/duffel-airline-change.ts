import type { TSupplierAirlineChange, TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { mapSlices, type TDuffelOffer } from './duffel-offer-mapper';

/** Duffel's airline-initiated change as its webhook carries it (the fields read here). */
export interface TDuffelAirlineChange {
  id: string;
  order_id: string;
  added?: unknown[];
  removed?: unknown[];
  created_at?: string;
}

const ends = (s: TSupplierSlice) => `${s.segments[0]?.origin ?? ''}-${s.segments[s.segments.length - 1]?.destination ?? ''}`;

/**
 * Duffel's change in the contract's terms. Duffel names only the slices the airline removed and
 * those it added (with new segment ids), so the itinerary after the change is the booked one
 * with the removed slices (matched by where they start and end) replaced by the added ones, in
 * order of departure. Slices removed with nothing added is the airline cancelling them. Duffel
 * gives no deadline for an answer.
 */
export function duffelAirlineChange(change: TDuffelAirlineChange, booked: TSupplierSlice[]): TSupplierAirlineChange {
  const slices = (list: unknown[] | undefined) => mapSlices({ slices: (list ?? []) as TDuffelOffer['slices'] });
  const removed = new Set(slices(change.removed).map(ends));
  const added = slices(change.added);
  const kept = booked.filter((s) => !removed.has(ends(s)));
  const cancelled = removed.size > 0 && added.length === 0;
  const after = cancelled
    ? []
    : [...kept, ...added].sort((a, b) => (a.segments[0]?.departureLocal ?? '').localeCompare(b.segments[0]?.departureLocal ?? ''));
  return {
    changeKey: change.id,
    orderKey: change.order_id,
    kind: cancelled ? 'cancellation' : 'schedule',
    before: structuredClone(booked),
    after,
    answerBy: null,
    detectedAt: change.created_at ?? new Date().toISOString(),
  };
}
