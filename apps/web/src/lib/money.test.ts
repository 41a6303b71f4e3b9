import { CURRENCIES } from '@safar/contracts';
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, minorToDecimalString, parseMoneyInput } from './money';

// Intl puts bidi marks around Arabic amounts; the figures are what matter here.
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('currencyDigits', () => {
  it('follows the ledger table (ISO 4217), not CLDR, where they differ', () => {
    expect(currencyDigits('PKR')).toBe(2);
    expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PKR' }).resolvedOptions().maximumFractionDigits).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('falls back to Intl for currencies outside the table, and agrees with Intl for most of the table', () => {
    expect(currencyDigits('TND')).toBe(3);
    expect(currencyDigits('ISK')).toBe(0);
    expect(() => currencyDigits('no')).toThrow(RangeError);
    const disagree = CURRENCIES.filter(
      (c) =>
        new Intl.NumberFormat('en-US', { style: 'currency', currency: c }).resolvedOptions().maximumFractionDigits !== currencyDigits(c),
    );
    expect(disagree).toEqual(['PKR']);
  });
});

describe('formatMoney', () => {
  it('formats minor units with the currency exponent in English', () => {
    expect(plain(formatMoney(2_500_000, 'PKR', 'en'))).toBe('PKR 25,000.00');
    expect(plain(formatMoney(1250, 'KWD', 'en'))).toBe('KWD 1.250');
    expect(plain(formatMoney(1, 'KWD', 'en'))).toBe('KWD 0.001');
    expect(plain(formatMoney(45_000, 'JPY', 'en'))).toBe('¥45,000');
    expect(plain(formatMoney(5, 'USD', 'en'))).toBe('$0.05');
    expect(plain(formatMoney(0, 'USD', 'en'))).toBe('$0.00');
    expect(plain(formatMoney(-150, 'USD', 'en'))).toBe('-$1.50');
  });

  it('keeps every digit of large amounts (no float rounding)', () => {
    expect(plain(formatMoney(999_999_999_999_999, 'KWD', 'en'))).toBe('KWD 999,999,999,999.999');
    expect(plain(formatMoney(9_007_199_254_740_993n, 'USD', 'en'))).toBe('$90,071,992,547,409.93');
    expect(() => formatMoney(1.5, 'USD', 'en')).toThrow(RangeError);
  });

  it('Arabic uses Latin digits and the same exponent', () => {
    const ar = plain(formatMoney(2_500_000, 'PKR', 'ar'));
    expect(ar).toContain('25,000.00');
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
    expect(plain(formatMoney(1250, 'KWD', 'ar'))).toContain('1.250');
    expect(plain(formatMoney(1250, 'KWD', 'ar'))).toMatch(/د\.ك/);
  });

  it('minorToDecimalString pads and signs exactly', () => {
    expect(minorToDecimalString(5, 3)).toBe('0.005');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(120, 0)).toBe('120');
  });
});

describe('parseMoneyInput', () => {
  const ok = (amount_minor: number) => ({ ok: true, amount_minor });
  const err = (error: string, params?: Record<string, number>) => (params ? { ok: false, error, params } : { ok: false, error });

  it('reads plain and grouped decimals into minor units', () => {
    expect(parseMoneyInput('25000', 'PKR')).toEqual(ok(2_500_000));
    expect(parseMoneyInput('25,000.50', 'PKR')).toEqual(ok(2_500_050));
    expect(parseMoneyInput(' 25000.5 ', 'PKR')).toEqual(ok(2_500_050));
    expect(parseMoneyInput('1 250 000', 'PKR')).toEqual(ok(125_000_000));
    expect(parseMoneyInput('.5', 'USD')).toEqual(ok(50));
    expect(parseMoneyInput('5.', 'USD')).toEqual(ok(500));
    expect(parseMoneyInput('1.250', 'KWD')).toEqual(ok(1250));
    expect(parseMoneyInput('0.001', 'KWD')).toEqual(ok(1));
    expect(parseMoneyInput('45000', 'JPY')).toEqual(ok(45_000));
    expect(parseMoneyInput('+10', 'USD')).toEqual(ok(1000));
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(parseMoneyInput('٢٥٬٠٠٠٫٥٠', 'PKR')).toEqual(ok(2_500_050));
    expect(parseMoneyInput('۱۲۳', 'USD')).toEqual(ok(12_300));
  });

  it('refuses more decimals than the currency allows, never rounding', () => {
    expect(parseMoneyInput('1.005', 'PKR')).toEqual(err('validation.amount_decimals', { max: 2 }));
    expect(parseMoneyInput('1.0001', 'KWD')).toEqual(err('validation.amount_decimals', { max: 3 }));
    expect(parseMoneyInput('1.5', 'JPY')).toEqual(err('validation.amount_decimals', { max: 0 }));
  });

  it('refuses negatives, non-numbers, zero (unless allowed), empty, huge and unknown currencies', () => {
    expect(parseMoneyInput('-5', 'USD')).toEqual(err('validation.amount_not_negative'));
    expect(parseMoneyInput('−5', 'USD')).toEqual(err('validation.amount_not_negative'));
    expect(parseMoneyInput('-1,000', 'USD')).toEqual(err('validation.amount_not_negative'));
    for (const junk of ['abc', '1e3', '0x10', 'Infinity', 'NaN', '1.2.3', '12abc', '1,5', '12,34', '.', '--5', '5-', '$5']) {
      expect(parseMoneyInput(junk, 'USD'), junk).toEqual(err('validation.amount_number'));
    }
    expect(parseMoneyInput('', 'USD')).toEqual(err('validation.required'));
    expect(parseMoneyInput('   ', 'USD')).toEqual(err('validation.required'));
    expect(parseMoneyInput('0', 'USD')).toEqual(err('validation.amount_positive'));
    expect(parseMoneyInput('0.00', 'USD', { allowZero: true })).toEqual(ok(0));
    // MAX_AMOUNT_MINOR (10^15) itself is allowed, as the API's zod schema allows it
    expect(parseMoneyInput('10000000000000', 'USD')).toEqual(ok(1_000_000_000_000_000));
    expect(parseMoneyInput('10000000000000.01', 'USD')).toEqual(err('validation.amount_too_large'));
    expect(parseMoneyInput('9'.repeat(400), 'USD')).toEqual(err('validation.amount_too_large'));
    expect(parseMoneyInput('9999999999999.99', 'USD')).toEqual(ok(999_999_999_999_999));
    expect(parseMoneyInput('5', 'no')).toEqual(err('validation.currency'));
  });
});
