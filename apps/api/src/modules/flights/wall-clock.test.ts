import { describe, expect, it } from 'vitest';
import { addDays, addWallMinutes, dayOffset, wallMinutesBetween, weekday } from './wall-clock';

describe('wall-clock arithmetic', () => {
  it('prints "+1" days from the local dates alone', () => {
    expect(dayOffset('2026-05-01T09:30', '2026-05-01T11:00')).toBe(0);
    // An overnight KHI → LHR lands the same day, a JFK → KHI the next.
    expect(dayOffset('2026-05-01T02:00', '2026-05-01T07:30')).toBe(0);
    expect(dayOffset('2026-05-01T22:00', '2026-05-02T21:30')).toBe(1);
    // Auckland → Honolulu lands the day before; Los Angeles → Auckland two days later.
    expect(dayOffset('2026-05-02T09:00', '2026-05-01T19:50')).toBe(-1);
    expect(dayOffset('2026-05-01T21:30', '2026-05-03T05:30')).toBe(2);
  });

  it('moves plain dates and wall times', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addWallMinutes('2026-12-31T23:30', 45)).toBe('2027-01-01T00:15');
    expect(wallMinutesBetween('2026-12-31T23:30', '2027-01-01T01:05')).toBe(95);
    expect(weekday('2026-05-01')).toBe(5);
    expect(() => addWallMinutes('2026-12-31 23:30', 5)).toThrow(RangeError);
  });
});
