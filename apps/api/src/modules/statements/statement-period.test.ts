import { describe, expect, it } from 'vitest';
import { statementFileName } from './statement-format';
import { statementPeriod } from './statements.service';

describe('statementPeriod (days in the agency time zone)', () => {
  const karachi = (iso: string, q: { from?: string; to?: string } = {}) => statementPeriod(q, 'Asia/Karachi', new Date(iso));

  it('defaults to the first of the current month up to today, where the agency is', () => {
    expect(karachi('2026-04-30T18:59:00Z')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    // 00:30 on 1 May in Karachi is still 30 April in UTC: the agency is already in May.
    expect(karachi('2026-04-30T19:30:00Z')).toEqual({ from: '2026-05-01', to: '2026-05-01' });
    expect(statementPeriod({}, 'America/New_York', new Date('2026-05-01T02:00:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('takes the month of `to` when only the end is given, and today when only the start is', () => {
    expect(karachi('2026-06-15T10:00:00Z', { to: '2026-02-28' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(karachi('2026-06-15T10:00:00Z', { from: '2025-12-25' })).toEqual({ from: '2025-12-25', to: '2026-06-15' });
  });

  it('refuses a start after the end (422 on `to`)', () => {
    expect(() => karachi('2026-06-15T10:00:00Z', { from: '2026-06-16' })).toThrow(
      expect.objectContaining({ status: 422, options: { errors: { to: ['validation.date_range'] } } }),
    );
  });
});

describe('statementFileName', () => {
  const period = { from: '2026-10-01', to: '2026-10-31', timezone: 'Asia/Karachi' };
  it('names the agency in ASCII, with its own script in the Unicode name', () => {
    expect(statementFileName({ agency: { name: 'Crescent Travels (Pvt) Ltd.' }, period }, 'csv')).toEqual({
      ascii: 'statement-crescent-travels-pvt-ltd-2026-10-01-2026-10-31.csv',
      unicode: 'statement-crescent-travels-pvt-ltd-2026-10-01-2026-10-31.csv',
    });
    expect(statementFileName({ agency: { name: 'Çağ Turizm' }, period }, 'pdf')).toEqual({
      ascii: 'statement-cag-turizm-2026-10-01-2026-10-31.pdf',
      unicode: 'statement-çağ-turizm-2026-10-01-2026-10-31.pdf',
    });
  });

  it('falls back to the wallet code, then to "agency", when the name has no ASCII letters', () => {
    expect(statementFileName({ agency: { name: 'وكالة السفر', code: 'WAL-100231-PKR' }, period }, 'pdf')).toEqual({
      ascii: 'statement-wal-100231-pkr-2026-10-01-2026-10-31.pdf',
      unicode: 'statement-وكالة-السفر-2026-10-01-2026-10-31.pdf',
    });
    expect(statementFileName({ agency: { name: '"/..\\' }, period }, 'csv').ascii).toBe('statement-agency-2026-10-01-2026-10-31.csv');
  });
});
