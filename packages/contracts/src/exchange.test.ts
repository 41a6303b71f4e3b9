import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, formatRate, MAX_RATE_MILLIONTHS, parseRate } from './exchange';

describe('convertMinor', () => {
  it('converts between two-decimal currencies at a six-decimal rate, half-up', () => {
    // USD 100.00 at 280.123456 = PKR 28,012.3456 → 28,012.35
    expect(convertMinor(10_000, 'USD', 'PKR', 280_123_456)).toBe(2_801_235);
    // USD 0.01 at 280.5 = PKR 2.805 → 2.81 (a half goes up)
    expect(convertMinor(1, 'USD', 'PKR', 280_500_000)).toBe(281);
    // USD 0.01 at 280.4 = PKR 2.804 → 2.80
    expect(convertMinor(1, 'USD', 'PKR', 280_400_000)).toBe(280);
    expect(convertMinor(0, 'USD', 'PKR', 280_123_456)).toBe(0);
  });

  it('honours the exponents of the currencies (KWD 3, JPY 0)', () => {
    // KWD 1.250 at 905.5 = PKR 1,131.875 → 1,131.88
    expect(convertMinor(1_250, 'KWD', 'PKR', 905_500_000)).toBe(113_188);
    // JPY 1,000 at 1.85 = PKR 1,850.00
    expect(convertMinor(1_000, 'JPY', 'PKR', 1_850_000)).toBe(185_000);
    // PKR 1,000.00 at 0.5343 = JPY 534.3 → 534
    expect(convertMinor(100_000, 'PKR', 'JPY', 534_300)).toBe(534);
    // USD 10.00 at 0.3075 = KWD 3.075 (three decimals kept)
    expect(convertMinor(1_000, 'USD', 'KWD', 307_500)).toBe(3_075);
    // JPY 1 at 0.002055 = KWD 0.002055 → 0.002
    expect(convertMinor(1, 'JPY', 'KWD', 2_055)).toBe(2);
    // JPY 5 at 0.0001 = KWD 0.0005 → 0.001 (a half goes up)
    expect(convertMinor(5, 'JPY', 'KWD', 100)).toBe(1);
  });

  it('rounds a negative amount (a refund) half away from zero, like a positive one', () => {
    expect(convertMinor(-1, 'USD', 'PKR', 280_500_000)).toBe(-281);
    expect(convertMinor(-10_000, 'USD', 'PKR', 280_123_456)).toBe(-2_801_235);
  });

  it('is exact for large amounts where floating point is not', () => {
    // USD 1,000,000,000.00 at 280.123457: 280,123,457,000.00 PKR, exactly.
    expect(convertMinor(100_000_000_000, 'USD', 'PKR', 280_123_457)).toBe(28_012_345_700_000);
    // Past 2^53 in the intermediate product: 99,999,999,999,999 × 1.000001 = 100,000,099,999,998.999999.
    expect(convertMinor(99_999_999_999_999n, 'USD', 'PKR', 1_000_001)).toBe(100_000_099_999_999);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'PKR', 280_000_000)).toThrow(RangeError);
  });

  it('is the identity for a currency against itself, and refuses another rate there', () => {
    expect(convertMinor(12_345, 'PKR', 'PKR', 1_000_000)).toBe(12_345);
    expect(() => convertMinor(12_345, 'PKR', 'PKR', 280_000_000)).toThrow(RangeError);
  });

  it('refuses a rate that is not a positive integer and an unsafe amount', () => {
    expect(() => convertMinor(1, 'USD', 'PKR', 0)).toThrow(RangeError);
    expect(() => convertMinor(1, 'USD', 'PKR', -1)).toThrow(RangeError);
    expect(() => convertMinor(1, 'USD', 'PKR', 1.5)).toThrow(RangeError);
    expect(() => convertMinor(0.5, 'USD', 'PKR', 1_000_000)).toThrow(RangeError);
  });

  it('is never more than half a minor unit from the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.constantFrom('USD', 'KWD', 'JPY'),
        fc.constantFrom('PKR', 'BHD', 'JPY'),
        (amount, rate, from, to) => {
          fc.pre(from !== to);
          const exp = { USD: 2, KWD: 3, JPY: 0, PKR: 2, BHD: 3 } as const;
          const result = BigInt(convertMinor(amount, from, to, rate));
          // exact = amount·rate·10^exp(to) / (10^6·10^exp(from)); |result − exact| ≤ ½
          const d = 10n ** BigInt(6 + exp[from]);
          const n = BigInt(amount) * BigInt(rate) * 10n ** BigInt(exp[to]);
          const diff2 = 2n * (result * d - n);
          expect(diff2 <= d && diff2 >= -d).toBe(true);
        },
      ),
    );
  });
});

describe('parseRate and formatRate', () => {
  it('reads a positive decimal with up to six decimals as millionths', () => {
    expect(parseRate('280.123456')).toBe(280_123_456);
    expect(parseRate('74')).toBe(74_000_000);
    expect(parseRate(' 0.5 ')).toBe(500_000);
    expect(parseRate('1,250.5')).toBe(1_250_500_000);
    expect(parseRate('0.000001')).toBe(1);
    expect(parseRate('999999999.999999')).toBe(MAX_RATE_MILLIONTHS);
  });

  it('refuses zero, negatives, seven decimals, ten integer digits and anything else', () => {
    for (const text of ['0', '0.000000', '-1', '1.1234567', '1000000000', '1e3', 'abc', '', '.5', '5.', '1.2.3'])
      expect(parseRate(text), text).toBeNull();
  });

  it('formats millionths back without trailing zeros', () => {
    expect(formatRate(280_123_456)).toBe('280.123456');
    expect(formatRate(280_123_000)).toBe('280.123');
    expect(formatRate(74_000_000)).toBe('74');
    expect(formatRate(1)).toBe('0.000001');
    expect(parseRate(formatRate(MAX_RATE_MILLIONTHS))).toBe(MAX_RATE_MILLIONTHS);
  });
});
