import { describe, expect, it } from 'vitest';
import { isLocalDateTime, isTimeZone, localToInstant, localToUtcMs, minutesBetween, minutesBetweenLocal, utcToLocal } from './local-time';

const localToUtc = (local: string, zone: string) => new Date(localToUtcMs(local, zone)).toISOString();

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
    expect(utcToLocal(new Date('2026-12-11T23:30:00Z'), 'Asia/Karachi')).toBe('2026-12-12T04:30');
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

describe('local wall times ↔ UTC', () => {
  it('Karachi is UTC+5 all year', () => {
    expect(localToUtc('2026-01-15T09:30', 'Asia/Karachi')).toBe('2026-01-15T04:30:00.000Z');
    expect(localToUtc('2026-07-15T09:30', 'Asia/Karachi')).toBe('2026-07-15T04:30:00.000Z');
    expect(utcToLocal('2026-01-15T04:30:00Z', 'Asia/Karachi')).toBe('2026-01-15T09:30');
  });

  it('Dubai is UTC+4, and a midnight crossing changes the date', () => {
    expect(localToUtc('2026-03-01T02:15', 'Asia/Dubai')).toBe('2026-02-28T22:15:00.000Z');
    expect(utcToLocal(Date.parse('2026-02-28T22:15:00Z'), 'Asia/Dubai')).toBe('2026-03-01T02:15');
  });

  it('London is UTC+0 in winter and UTC+1 in summer', () => {
    expect(localToUtc('2026-01-10T12:00', 'Europe/London')).toBe('2026-01-10T12:00:00.000Z');
    expect(localToUtc('2026-07-10T12:00', 'Europe/London')).toBe('2026-07-10T11:00:00.000Z');
    expect(utcToLocal('2026-07-10T11:00:00Z', 'Europe/London')).toBe('2026-07-10T12:00');
  });

  it('New York is UTC−5 in winter and UTC−4 in summer', () => {
    expect(localToUtc('2026-01-10T08:00', 'America/New_York')).toBe('2026-01-10T13:00:00.000Z');
    expect(localToUtc('2026-07-10T08:00', 'America/New_York')).toBe('2026-07-10T12:00:00.000Z');
  });

  it('a wall time in a DST gap moves forward by the gap (London, 29 March 2026, 01:00 → 02:00)', () => {
    // 01:30 never shows on a London clock that night: it is read as 01:30 GMT, which is 02:30 BST.
    expect(localToUtc('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToLocal('2026-03-29T01:30:00Z', 'Europe/London')).toBe('2026-03-29T02:30');
    // New York springs forward at 02:00 local on 8 March 2026.
    expect(utcToLocal(localToUtc('2026-03-08T02:30', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T03:30');
  });

  it('a wall time in a DST overlap takes the earlier instant (London, 25 October 2026, 01:30 twice)', () => {
    expect(localToUtc('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(utcToLocal('2026-10-25T00:30:00Z', 'Europe/London')).toBe('2026-10-25T01:30');
    expect(utcToLocal('2026-10-25T01:30:00Z', 'Europe/London')).toBe('2026-10-25T01:30');
  });

  it('round-trips every quarter hour of a year in zones with and without DST', () => {
    for (const zone of ['Asia/Karachi', 'Europe/London', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata']) {
      for (let ms = Date.parse('2026-01-01T00:00Z'); ms < Date.parse('2027-01-01T00:00Z'); ms += 15 * 60_000 * 97) {
        const local = utcToLocal(ms, zone);
        // Wall times seen on a clock always exist; the overlap hour maps back to its first instant.
        const back = Date.parse(localToUtc(local, zone));
        expect(back === ms || back === ms - 3_600_000).toBe(true);
      }
    }
  });

  it('refuses malformed or impossible local times and unknown zones', () => {
    expect(() => localToUtc('2026-02-30T10:00', 'Asia/Dubai')).toThrow(RangeError);
    expect(() => localToUtc('2026-02-01 10:00', 'Asia/Dubai')).toThrow(RangeError);
    expect(() => localToUtc('2026-02-01T10:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(isLocalDateTime('2026-12-31T23:59')).toBe(true);
    expect(isLocalDateTime('2026-12-31T24:00')).toBe(false);
  });
});

describe('durations between airports', () => {
  it('KHI 09:30 → DXB 11:00 is two and a half hours', () => {
    expect(minutesBetweenLocal('2026-05-01T09:30', 'Asia/Karachi', '2026-05-01T11:00', 'Asia/Dubai')).toBe(150);
  });

  it('LHR → JFK in summer and winter (the gap between the zones stays 5 h, except in March)', () => {
    expect(minutesBetweenLocal('2026-07-01T10:00', 'Europe/London', '2026-07-01T13:00', 'America/New_York')).toBe(480);
    expect(minutesBetweenLocal('2026-01-01T10:00', 'Europe/London', '2026-01-01T13:00', 'America/New_York')).toBe(480);
    // Between 8 and 29 March 2026 New York is already on summer time and London not yet: 4 h apart.
    expect(minutesBetweenLocal('2026-03-20T10:00', 'Europe/London', '2026-03-20T13:00', 'America/New_York')).toBe(420);
  });

  it('Auckland → Honolulu crosses the date line and lands the day before, 530 minutes later', () => {
    // NZ is UTC+12 in May, Honolulu UTC−10: 09:00 on the 2nd in Auckland is 21:00 UTC on the 1st.
    const dep = '2026-05-02T09:00';
    const arr = utcToLocal(Date.parse(localToUtc(dep, 'Pacific/Auckland')) + 530 * 60_000, 'Pacific/Honolulu');
    expect(arr).toBe('2026-05-01T19:50');
    expect(minutesBetweenLocal(dep, 'Pacific/Auckland', arr, 'Pacific/Honolulu')).toBe(530);
  });

  it('Los Angeles → Auckland lands two calendar days later', () => {
    const dep = '2026-05-01T21:30';
    const arrMs = Date.parse(localToUtc(dep, 'America/Los_Angeles')) + 13 * 60 * 60_000;
    const arr = utcToLocal(arrMs, 'Pacific/Auckland');
    expect(arr).toBe('2026-05-03T05:30');
  });
});
