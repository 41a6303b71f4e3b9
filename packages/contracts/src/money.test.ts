import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, minorToDecimal, percentOfMinor, roundHalfUp, zAmountMinor, zCurrency } from './money';

describe('roundHalfUp', () => {
  it('rounds halves away from zero and everything else to nearest', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(-5n, 2n)).toBe(-3n);
    expect(roundHalfUp(7n, 3n)).toBe(2n);
    expect(roundHalfUp(8n, 3n)).toBe(3n);
    expect(roundHalfUp(-7n, 3n)).toBe(-2n);
    expect(roundHalfUp(4n, 2n)).toBe(2n);
    expect(roundHalfUp(0n, 7n)).toBe(0n);
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half a unit away from the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const q = roundHalfUp(n, d);
        const diff2 = 2n * (q * d - n); // 2·(q − n/d)·d
        expect(diff2 <= d && diff2 >= -d).toBe(true);
        // An exact half goes away from zero: up for positive quotients, down for negative ones.
        if (diff2 === d) expect(n > 0n).toBe(true);
        if (diff2 === -d) expect(n < 0n).toBe(true);
      }),
    );
  });
});

describe('percentOfMinor', () => {
  it('applies a percentage per line, half-up to the minor unit', () => {
    expect(percentOfMinor(1999, 2.5)).toBe(50); // 49.975
    expect(percentOfMinor(1000, 12.5)).toBe(125);
    expect(percentOfMinor(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOfMinor(3, 33.3333)).toBe(1);
    expect(percentOfMinor(2500000, 0)).toBe(0);
    expect(percentOfMinor(-1999, 2.5)).toBe(-50);
    // 0.1 + 0.2 style float noise never leaks: 1.1 % of 1000 = 11 exactly.
    expect(percentOfMinor(1000, 1.1)).toBe(11);
    expect(percentOfMinor(MAX_AMOUNT_MINOR, 100)).toBe(MAX_AMOUNT_MINOR);
  });

  it('refuses fractional amounts and over-precise percentages', () => {
    expect(() => percentOfMinor(10.5, 1)).toThrow(RangeError);
    expect(() => percentOfMinor(10, 1.00001)).toThrow(RangeError);
    expect(() => percentOfMinor(10, Number.NaN)).toThrow(RangeError);
  });
});

describe('zCurrency and zAmountMinor', () => {
  it('accepts known ISO 4217 codes (any case) and refuses others', () => {
    expect(zCurrency.parse('pkr')).toBe('PKR');
    expect(zCurrency.parse('KWD')).toBe('KWD');
    for (const bad of ['XYZ', 'PK', '', 'toString', 12]) expect(zCurrency.safeParse(bad).success, String(bad)).toBe(false);
    expect(zCurrency.safeParse('XYZ').error?.issues[0]?.message).toBe('validation.currency');
  });

  it('accepts positive safe integers up to 10^15 only', () => {
    expect(zAmountMinor.parse(2500000)).toBe(2500000);
    expect(zAmountMinor.parse(MAX_AMOUNT_MINOR)).toBe(MAX_AMOUNT_MINOR);
    const cases: [unknown, string][] = [
      [0, 'validation.amount_positive'],
      [-1, 'validation.amount_positive'],
      [1.5, 'validation.amount_integer'],
      ['100', 'validation.amount_integer'],
      [MAX_AMOUNT_MINOR + 1, 'validation.amount_too_large'],
      [1e300, 'validation.amount_too_large'],
      [undefined, 'validation.required'],
    ];
    for (const [input, key] of cases) expect(zAmountMinor.safeParse(input).error?.issues[0]?.message, String(input)).toBe(key);
  });

  it('formats minor units with the currency exponent', () => {
    expect(minorToDecimal(2500000, 'PKR')).toBe('25000.00');
    expect(minorToDecimal(1234, 'KWD')).toBe('1.234');
    expect(minorToDecimal(5, 'KWD')).toBe('0.005');
    expect(minorToDecimal(-150, 'USD')).toBe('-1.50');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
  });
});
