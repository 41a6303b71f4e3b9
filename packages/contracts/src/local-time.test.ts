import { describe, expect, it } from 'vitest';
import { instantToLocal, isLocalDateTime, isTimeZone, localToInstant, minutesBetween } from './local-time';

describe('local date and time', () => {
  it('accepts real minutes only', () => {
    expect(isLocalDateTime('2026-12-12T04:30')).toBe(true);
    for (const bad of ['2026-04-31T10:00', '2026-12-12T24:00', '2026-12-12T10:60', '2026-12-12 10:00', '2026-12-12T10:00:00', '']) {
      expect(isLocalDateTime(bad), bad).toBe(false);
    }
  });

  it('turns local times into instants in zones without daylight saving', () => {
    expect(localToInstant('2026-12-12T04:30', 'Asia/Karachi')?.toISOString()).toBe('2026-12-11T23:30:00.000Z');
    expect(localToInstant('2026-12-12T07:05', 'Asia/Riyadh')?.toISOString()).toBe('2026-12-12T04:05:00.000Z');
    expect(localToInstant('2026-12-12T00:15', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-11T18:45:00.000Z');
    expect(instantToLocal(new Date('2026-12-11T23:30:00Z'), 'Asia/Karachi')).toBe('2026-12-12T04:30');
  });

  it('refuses a time the clocks skip and takes the earlier of a time that happens twice', () => {
    // London: forward at 01:00 UTC on 29 March 2026, back at 01:00 UTC on 25 October 2026.
    expect(localToInstant('2026-03-29T01:30', 'Europe/London')).toBeNull();
    expect(localToInstant('2026-03-29T02:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localToInstant('2026-10-25T01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(localToInstant('2026-10-25T02:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
    // New York: forward at 02:00 local on 8 March 2026.
    expect(localToInstant('2026-03-08T02:15', 'America/New_York')).toBeNull();
    expect(localToInstant('2026-03-08T03:15', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:15:00.000Z');
  });

  it('measures a flight across zones and the date line', () => {
    const from = localToInstant('2026-12-12T22:00', 'Asia/Dubai')!;
    const to = localToInstant('2026-12-13T03:30', 'Asia/Karachi')!;
    expect(minutesBetween(from, to)).toBe(270);
    // Auckland to Honolulu arrives "the day before".
    const akl = localToInstant('2026-12-12T23:00', 'Pacific/Auckland')!;
    const hnl = localToInstant('2026-12-12T08:40', 'Pacific/Honolulu')!;
    // 23:00 NZDT (UTC+13) is 10:00 UTC; 08:40 in Honolulu (UTC-10) is 18:40 UTC.
    expect(minutesBetween(akl, hnl)).toBe(520);
  });

  it('knows which zones exist', () => {
    expect(isTimeZone('Asia/Karachi')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('\\N')).toBe(false);
  });
});
