import { describe, expect, it } from 'vitest';
import { bankReferenceKey, daysBefore, depositDateProblem, todayIn, ZUpdateDepositStatus } from './deposits';

describe('bankReferenceKey', () => {
  it('keeps only upper-case Latin letters and digits, so spellings of one reference compare equal', () => {
    expect(bankReferenceKey('ft-2024 0001')).toBe('FT20240001');
    expect(bankReferenceKey(' FT/2024/0001 ')).toBe('FT20240001');
    expect(bankReferenceKey('مرجع ٠١٢٣')).toBe('0123');
    expect(bankReferenceKey('--- / ---')).toBe('');
  });
});

describe('deposit dates', () => {
  it('decides "today" in the agency time zone, not UTC', () => {
    const instant = new Date('2025-03-04T20:30:00Z'); // 01:30 on 5 March in Karachi (UTC+5)
    expect(todayIn('Asia/Karachi', instant)).toBe('2025-03-05');
    expect(todayIn('UTC', instant)).toBe('2025-03-04');
  });

  it('refuses a future date and one older than 365 days, across month and leap-year ends', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2025-03-01', 365)).toBe('2024-03-01');
    expect(depositDateProblem('2025-03-06', '2025-03-05')).toBe('validation.deposit_date_future');
    expect(depositDateProblem('2025-03-05', '2025-03-05')).toBeNull();
    expect(depositDateProblem('2024-03-05', '2025-03-05')).toBeNull();
    expect(depositDateProblem('2024-03-04', '2025-03-05')).toBe('validation.deposit_date_too_old');
  });
});

describe('ZUpdateDepositStatus', () => {
  it('needs a reason to reject and refuses an amount on a rejection', () => {
    expect(ZUpdateDepositStatus.safeParse({ status: 'approved' }).success).toBe(true);
    expect(ZUpdateDepositStatus.safeParse({ status: 'rejected', reason: ' ' }).success).toBe(false);
    expect(ZUpdateDepositStatus.safeParse({ status: 'rejected', reason: 'Not received', approved_amount_minor: 5 }).success).toBe(false);
    expect(ZUpdateDepositStatus.safeParse({ status: 'rejected', reason: 'Not received' }).success).toBe(true);
  });
});
