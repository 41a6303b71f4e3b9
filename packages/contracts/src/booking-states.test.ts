import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  FINAL_BOOKING_STATUSES,
  nextBookingStatus,
  nextProductBookingStatus,
  PRODUCT_BOOKING_EVENTS,
  type TBookingEvent,
  type TBookingStatus,
} from './booking-states';
import { visaStepAllowed } from './schemas/product-booking-facts';

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
    // A flight starts pending; a product the agency sells starts waiting for its payment.
    const reached = new Set<TBookingStatus>(['pending', 'awaiting_payment']);
    const rules = [...Object.values(BOOKING_EVENTS), ...Object.values(PRODUCT_BOOKING_EVENTS)];
    for (const rule of rules) reached.add(rule.to);
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const status of BOOKING_STATUSES.filter((s) => !FINAL_BOOKING_STATUSES.includes(s)))
      expect(
        rules.some((rule) => (rule.from as readonly TBookingStatus[]).includes(status)),
        status,
      ).toBe(true);
  });
});

describe('product booking state machine', () => {
  it('is sold when paid, lapses only unpaid, and is cancelled from either state', () => {
    expect(nextProductBookingStatus('awaiting_payment', 'paid')).toBe('confirmed');
    expect(nextProductBookingStatus('confirmed', 'paid')).toBeNull();
    expect(nextProductBookingStatus('awaiting_payment', 'expired')).toBe('expired');
    expect(nextProductBookingStatus('confirmed', 'expired')).toBeNull();
    expect(nextProductBookingStatus('confirmed', 'cancelled')).toBe('cancelled');
    expect(nextProductBookingStatus('cancelled', 'cancelled')).toBeNull();
    // Never a flight's states: a flight job looking for holds never finds a product.
    for (const rule of Object.values(PRODUCT_BOOKING_EVENTS)) expect(rule.from).not.toContain('held');
  });

  it('moves a visa application forward only, back only from documents received, and decides it once submitted', () => {
    expect(visaStepAllowed('awaiting_documents', 'documents_received')).toBe(true);
    expect(visaStepAllowed('awaiting_documents', 'submitted')).toBe(false);
    expect(visaStepAllowed('documents_received', 'awaiting_documents')).toBe(true);
    expect(visaStepAllowed('submitted', 'approved')).toBe(true);
    expect(visaStepAllowed('submitted', 'refused')).toBe(true);
    expect(visaStepAllowed('approved', 'refused')).toBe(false);
    expect(visaStepAllowed('refused', 'submitted')).toBe(false);
  });
});
