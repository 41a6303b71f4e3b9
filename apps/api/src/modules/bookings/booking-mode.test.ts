import { describe, expect, it } from 'vitest';
import { AppError } from '@/core/app-error';
import { bookingMode, type TModeFacts } from './booking-mode';

const facts = (over: Partial<TModeFacts>): TModeFacts => ({
  ticketing: 'now',
  canHold: true,
  extrasOnlyWhenPaid: false,
  agentNeedsApproval: false,
  ...over,
});

const refusal = (f: TModeFacts) => {
  try {
    bookingMode(f);
  } catch (err) {
    if (err instanceof AppError) return err.key;
    throw err;
  }
  return null;
};

describe('bookingMode', () => {
  it('holds whatever can be held, "ticket now" included (confirm follows, with its approval step)', () => {
    expect(bookingMode(facts({ ticketing: 'hold' }))).toBe('hold');
    expect(bookingMode(facts({ ticketing: 'now' }))).toBe('hold');
    expect(bookingMode(facts({ ticketing: 'now', agentNeedsApproval: true }))).toBe('hold');
  });

  it('makes at once what cannot be held, on "ticket now"', () => {
    expect(bookingMode(facts({ canHold: false }))).toBe('instant');
    expect(bookingMode(facts({ extrasOnlyWhenPaid: true }))).toBe('instant');
  });

  it('leaves an unholdable fare asked as a hold to the supplier, but refuses extras that need payment', () => {
    expect(bookingMode(facts({ ticketing: 'hold', canHold: false }))).toBe('hold');
    expect(refusal(facts({ ticketing: 'hold', extrasOnlyWhenPaid: true }))).toBe('messages.booking_extras_need_ticket_now');
  });

  it('refuses an agent whose tickets wait for staff a booking made at once', () => {
    expect(refusal(facts({ canHold: false, agentNeedsApproval: true }))).toBe('messages.booking_instant_needs_staff');
    expect(refusal(facts({ extrasOnlyWhenPaid: true, agentNeedsApproval: true }))).toBe('messages.booking_instant_needs_staff');
  });
});
