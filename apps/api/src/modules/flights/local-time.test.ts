import { describe, expect, it } from 'vitest';
import { addDays, addWallMinutes, dayOffset, isLocalTime, localToUtc, minutesBetweenLocal, utcToLocal, weekday } from './local-time';

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
    expect(isLocalTime('2026-12-31T23:59')).toBe(true);
    expect(isLocalTime('2026-12-31T24:00')).toBe(false);
  });
});

describe('durations and day offsets between airports', () => {
  it('KHI 09:30 → DXB 11:00 is two and a half hours', () => {
    expect(minutesBetweenLocal('2026-05-01T09:30', 'Asia/Karachi', '2026-05-01T11:00', 'Asia/Dubai')).toBe(150);
    expect(dayOffset('2026-05-01T09:30', '2026-05-01T11:00')).toBe(0);
  });

  it('LHR → JFK in summer and winter (the gap between the zones stays 5 h, except in March)', () => {
    expect(minutesBetweenLocal('2026-07-01T10:00', 'Europe/London', '2026-07-01T13:00', 'America/New_York')).toBe(480);
    expect(minutesBetweenLocal('2026-01-01T10:00', 'Europe/London', '2026-01-01T13:00', 'America/New_York')).toBe(480);
    // Between 8 and 29 March 2026 New York is already on summer time and London not yet: 4 h apart.
    expect(minutesBetweenLocal('2026-03-20T10:00', 'Europe/London', '2026-03-20T13:00', 'America/New_York')).toBe(420);
  });

  it('an overnight KHI → LHR lands the same day, a JFK → KHI lands the next', () => {
    expect(dayOffset('2026-05-01T02:00', '2026-05-01T07:30')).toBe(0);
    expect(dayOffset('2026-05-01T22:00', '2026-05-02T21:30')).toBe(1);
  });

  it('Auckland → Honolulu crosses the date line and lands the day before', () => {
    // NZ is UTC+12 in May, Honolulu UTC−10: 09:00 on the 2nd in Auckland is 21:00 UTC on the 1st.
    const dep = '2026-05-02T09:00';
    const arr = utcToLocal(Date.parse(localToUtc(dep, 'Pacific/Auckland')) + 530 * 60_000, 'Pacific/Honolulu');
    expect(arr).toBe('2026-05-01T19:50');
    expect(minutesBetweenLocal(dep, 'Pacific/Auckland', arr, 'Pacific/Honolulu')).toBe(530);
    expect(dayOffset(dep, arr)).toBe(-1);
  });

  it('Los Angeles → Auckland lands two calendar days later', () => {
    const dep = '2026-05-01T21:30';
    const arrMs = Date.parse(localToUtc(dep, 'America/Los_Angeles')) + 13 * 60 * 60_000;
    const arr = utcToLocal(arrMs, 'Pacific/Auckland');
    expect(arr).toBe('2026-05-03T05:30');
    expect(dayOffset(dep, arr)).toBe(2);
  });

  it('moves plain dates and wall times', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addWallMinutes('2026-12-31T23:30', 45)).toBe('2027-01-01T00:15');
    expect(weekday('2026-05-01')).toBe(5);
  });
});
