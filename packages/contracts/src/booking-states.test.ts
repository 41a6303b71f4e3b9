import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  FINAL_BOOKING_STATUSES,
  nextBookingStatus,
  type TBookingEvent,
  type TBookingStatus,
} from './booking-states';

// The whole table, written out a second time by hand: a change to the machine must change this too.
const EXPECTED: Record<TBookingEvent, Partial<Record<TBookingStatus, TBookingStatus>>> = {
  hold_booked: { pending: 'held', outcome_unknown: 'held' },
  ticketed: { pending: 'ticketed', outcome_unknown: 'ticketed', ticketing: 'ticketed' },
  refused: { pending: 'failed', outcome_unknown: 'failed' },
  answer_lost: { pending: 'outcome_unknown', ticketing: 'outcome_unknown' },
  paid: { held: 'ticketing' },
  paid_for_approval: { held: 'awaiting_approval' },
  approved: { awaiting_approval: 'ticketing' },
  issue_failed: { ticketing: 'held' },
  released: { held: 'cancelled', awaiting_approval: 'cancelled', ticketing: 'cancelled', outcome_unknown: 'cancelled' },
  expired: { held: 'expired' },
  void_requested: { ticketed: 'void_requested' },
  void_declined: { void_requested: 'ticketed' },
  voided: { ticketed: 'voided', void_requested: 'voided', outcome_unknown: 'voided' },
  cancelled: { ticketed: 'cancelled', void_requested: 'cancelled' },
  airline_change_refunded: { held: 'cancelled', awaiting_approval: 'cancelled', ticketed: 'cancelled', void_requested: 'cancelled' },
};

describe('booking state machine', () => {
  it('allows exactly the listed transitions, from every state by every event', () => {
    for (const event of Object.keys(BOOKING_EVENTS) as TBookingEvent[])
      for (const status of BOOKING_STATUSES)
        expect([event, status, nextBookingStatus(status, event)]).toEqual([event, status, EXPECTED[event][status] ?? null]);
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(BOOKING_EVENTS).sort());
  });

  it('never leaves a final state', () => {
    for (const status of FINAL_BOOKING_STATUSES)
      for (const event of Object.keys(BOOKING_EVENTS) as TBookingEvent[]) expect(nextBookingStatus(status, event)).toBeNull();
  });

  it('reaches every state, and every non-final state has a way out', () => {
    const reached = new Set<TBookingStatus>(['pending']);
    for (const rule of Object.values(BOOKING_EVENTS)) reached.add(rule.to);
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const status of BOOKING_STATUSES.filter((s) => !FINAL_BOOKING_STATUSES.includes(s)))
      expect(Object.values(BOOKING_EVENTS).some((rule) => (rule.from as readonly TBookingStatus[]).includes(status))).toBe(true);
  });
});
