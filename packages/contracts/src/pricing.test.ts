import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, type TCurrency } from './money';
import { fixedMarginFromMajor, marginOn, percentRate, PricingError, priceQuote, type TMarginRule, ZMarginRule } from './pricing';

const pct = (percent: string): TMarginRule => ({ type: 'percent', percent });
const bp = (basis_points: number): TMarginRule => ({ type: 'percent', basis_points });
const fixed = (amount_minor: number, currency: TCurrency = 'PKR'): TMarginRule => ({ type: 'fixed', amount_minor, currency });

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof PricingError) return err.code;
    throw err;
  }
  throw new Error('expected a PricingError');
}

describe('percentRate', () => {
  it('reads basis points and decimal strings into the same exact rate', () => {
    expect(percentRate({ type: 'percent', basis_points: 250 })).toBe(25_000n);
    expect(percentRate({ type: 'percent', percent: '2.5' })).toBe(25_000n);
    expect(percentRate({ type: 'percent', percent: '2.50' })).toBe(25_000n);
    expect(percentRate({ type: 'percent', percent: '12.3456' })).toBe(123_456n);
    expect(percentRate({ type: 'percent', percent: ' 7 ' })).toBe(70_000n);
    expect(percentRate({ type: 'percent', percent: '0' })).toBe(0n);
    expect(percentRate({ type: 'percent', percent: '100' })).toBe(1_000_000n);
    expect(percentRate({ type: 'percent', percent: '1000' })).toBe(10_000_000n);
  });

  it('refuses negative, over 1000 %, too many decimals, exponents and junk', () => {
    for (const percent of ['-1', '-0.5', '1000.0001', '1.23456', '1e2', 'abc', '', '.5', '5.', '0x10', 'NaN', 'Infinity', '1,5']) {
      expect(
        codeOf(() => percentRate({ type: 'percent', percent })),
        percent,
      ).toBe('validation.percent');
    }
    for (const basis_points of [-1, 100_001, 1.5, Number.NaN]) {
      expect(
        codeOf(() => percentRate({ type: 'percent', basis_points })),
        String(basis_points),
      ).toBe('validation.percent');
    }
  });
});

describe('marginOn: rounding half-up to the minor unit', () => {
  it('rounds exactly .5 up and below .5 down (PKR 2 decimals)', () => {
    expect(marginOn(1999, pct('2.5'), 'PKR')).toBe(50); // 49.975 → 50
    expect(marginOn(100, pct('0.5'), 'PKR')).toBe(1); // 0.5 → 1
    expect(marginOn(100, pct('0.4999'), 'PKR')).toBe(0); // 0.4999 → 0
    expect(marginOn(300, bp(50), 'PKR')).toBe(2); // 1.5 → 2
    expect(marginOn(500, bp(50), 'PKR')).toBe(3); // 2.5 → 3 (not banker's 2)
    expect(marginOn(700, bp(50), 'PKR')).toBe(4); // 3.5 → 4
    expect(marginOn(101, pct('10'), 'PKR')).toBe(10); // 10.1 → 10
    expect(marginOn(105, pct('10'), 'PKR')).toBe(11); // 10.5 → 11
  });

  it('has no float error where floats would (0.1 + 0.2 style cases)', () => {
    // 4.1 % of 1500 = 61.5 → 62; Math.round(1500 * 4.1 / 100) gives 61 (61.49999999999999).
    expect(marginOn(1500, pct('4.1'), 'USD')).toBe(62);
    expect(marginOn(3000, pct('1.15'), 'USD')).toBe(35);
    expect(marginOn(3000, bp(995), 'USD')).toBe(299);
    expect(marginOn(1_000_000, pct('33.3333'), 'USD')).toBe(333_333);
  });

  it('rounds per line in 3-decimal currencies (KWD) on fils, not on dinars', () => {
    // 2.5 % of KWD 1.999 (1999 fils) = 49.975 fils → 50 fils = KWD 0.050
    expect(marginOn(1999, pct('2.5'), 'KWD')).toBe(50);
    // 0.05 % of KWD 10.010 = 5.005 fils → 5 fils
    expect(marginOn(10_010, bp(5), 'KWD')).toBe(5);
    expect(marginOn(10_000, bp(5), 'KWD')).toBe(5);
    expect(marginOn(1_000, bp(5), 'KWD')).toBe(1); // 0.5 fils → 1
  });

  it('zero and 100 % margins', () => {
    expect(marginOn(123_456, pct('0'), 'PKR')).toBe(0);
    expect(marginOn(123_456, bp(0), 'PKR')).toBe(0);
    expect(marginOn(123_456, fixed(0), 'PKR')).toBe(0);
    expect(marginOn(123_457, pct('100'), 'PKR')).toBe(123_457);
    expect(marginOn(0, pct('100'), 'PKR')).toBe(0);
  });

  it('fixed margins must be in the quote currency and not negative', () => {
    expect(marginOn(1000, fixed(250, 'KWD'), 'KWD')).toBe(250);
    expect(codeOf(() => marginOn(1000, fixed(250, 'USD'), 'PKR'))).toBe('validation.currency');
    expect(codeOf(() => marginOn(1000, fixed(-1), 'PKR'))).toBe('validation.amount_not_negative');
    expect(codeOf(() => marginOn(1000, fixed(1.5), 'PKR'))).toBe('validation.amount_integer');
  });

  it('never leaves half a minor unit of error (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 100_000 }), (base, points) => {
        const m = marginOn(base, bp(points), 'PKR');
        // exact: base * points / 10000; |m - exact| <= 1/2, and exactly 1/2 only rounds up
        const twiceDiff = 2n * (BigInt(m) * 10_000n - BigInt(base) * BigInt(points));
        expect(twiceDiff <= 10_000n && twiceDiff > -10_000n).toBe(true);
      }),
    );
  });
});

describe('fixedMarginFromMajor: the currency exponent decides', () => {
  it('converts major units exactly', () => {
    expect(fixedMarginFromMajor('12.5', 'PKR')).toEqual({ type: 'fixed', amount_minor: 1250, currency: 'PKR' });
    expect(fixedMarginFromMajor('12.500', 'KWD')).toEqual({ type: 'fixed', amount_minor: 12_500, currency: 'KWD' });
    expect(fixedMarginFromMajor('12.5', 'KWD').amount_minor).toBe(12_500);
    expect(fixedMarginFromMajor('0.001', 'KWD').amount_minor).toBe(1);
    expect(fixedMarginFromMajor('1500', 'JPY').amount_minor).toBe(1500);
    expect(fixedMarginFromMajor('0', 'USD').amount_minor).toBe(0);
    expect(fixedMarginFromMajor(' 4.10 ', 'USD').amount_minor).toBe(410);
  });

  it('refuses more decimals than the currency has, negatives, junk and huge values', () => {
    expect(codeOf(() => fixedMarginFromMajor('1.005', 'PKR'))).toBe('validation.amount_decimals');
    expect(codeOf(() => fixedMarginFromMajor('1.0001', 'KWD'))).toBe('validation.amount_decimals');
    expect(codeOf(() => fixedMarginFromMajor('1.5', 'JPY'))).toBe('validation.amount_decimals');
    expect(codeOf(() => fixedMarginFromMajor('-1', 'PKR'))).toBe('validation.amount_not_negative');
    expect(codeOf(() => fixedMarginFromMajor('1e3', 'PKR'))).toBe('validation.amount_integer');
    expect(codeOf(() => fixedMarginFromMajor('', 'PKR'))).toBe('validation.amount_integer');
    expect(codeOf(() => fixedMarginFromMajor('99999999999999999', 'PKR'))).toBe('validation.amount_too_large');
  });
});

describe('priceQuote', () => {
  it('chains net → airline margin → agent margin → gross per line and in totals', () => {
    const quote = priceQuote({
      currency: 'PKR',
      lines: [
        { id: 'ADT', net_minor: 10_000_00, quantity: 2 },
        { id: 'CHD', net_minor: 7_500_00 },
        { id: 'INF', net_minor: 1_000_00 },
      ],
      airline_margin: pct('2.5'),
      sell_margin: { kind: 'agent', rule: fixed(500_00) },
    });
    expect(quote.sell_margin_kind).toBe('agent');
    expect(quote.lines[0]).toEqual({
      id: 'ADT',
      quantity: 2,
      unit: {
        net_minor: 1_000_000,
        airline_margin_minor: 25_000,
        after_airline_minor: 1_025_000,
        sell_margin_minor: 50_000,
        gross_minor: 1_075_000,
      },
      total: {
        net_minor: 2_000_000,
        airline_margin_minor: 50_000,
        after_airline_minor: 2_050_000,
        sell_margin_minor: 100_000,
        gross_minor: 2_150_000,
      },
    });
    expect(quote.lines[1]?.unit).toEqual({
      net_minor: 750_000,
      airline_margin_minor: 18_750,
      after_airline_minor: 768_750,
      sell_margin_minor: 50_000,
      gross_minor: 818_750,
    });
    // four passengers, a fixed margin each
    expect(quote.totals).toEqual({
      net_minor: 2_850_000,
      airline_margin_minor: 71_250,
      after_airline_minor: 2_921_250,
      sell_margin_minor: 200_000,
      gross_minor: 3_121_250,
    });
  });

  it('applies the customer percentage to net + airline margin and rounds per passenger', () => {
    const quote = priceQuote({
      currency: 'KWD',
      lines: [{ id: 'ADT', net_minor: 1999, quantity: 3 }],
      airline_margin: bp(250), // 49.975 → 50 fils
      sell_margin: { kind: 'customer', rule: pct('10') }, // 10 % of 2049 = 204.9 → 205
    });
    expect(quote.lines[0]?.unit).toEqual({
      net_minor: 1999,
      airline_margin_minor: 50,
      after_airline_minor: 2049,
      sell_margin_minor: 205,
      gross_minor: 2254,
    });
    // per-passenger rounding: 3 × 50, not round(3 × 49.975) = 150 either way; 3 × 205 = 615, not round(614.7) = 615
    expect(quote.totals.gross_minor).toBe(3 * 2254);
    expect(quote.sell_margin_kind).toBe('customer');
  });

  it('per-line rounding: splitting passengers into lines never changes the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 100_000 }),
        (net, qty, points) => {
          const base = { currency: 'USD' as const, airline_margin: bp(points), sell_margin: { kind: 'agent' as const, rule: bp(points) } };
          const together = priceQuote({ ...base, lines: [{ id: 'A', net_minor: net, quantity: qty }] });
          const split = priceQuote({ ...base, lines: Array.from({ length: qty }, (_, i) => ({ id: `A${i}`, net_minor: net })) });
          expect(split.totals).toEqual(together.totals);
          const t = together.totals;
          expect(t.gross_minor).toBe(t.net_minor + t.airline_margin_minor + t.sell_margin_minor);
          expect(t.gross_minor >= t.net_minor).toBe(true);
        },
      ),
    );
  });

  it('no margins: gross is net; no lines: all zero', () => {
    const quote = priceQuote({ currency: 'JPY', lines: [{ id: 'ADT', net_minor: 45_000 }] });
    expect(quote.totals).toEqual({
      net_minor: 45_000,
      airline_margin_minor: 0,
      after_airline_minor: 45_000,
      sell_margin_minor: 0,
      gross_minor: 45_000,
    });
    expect(quote.sell_margin_kind).toBeNull();
    expect(priceQuote({ currency: 'PKR', lines: [] }).totals.gross_minor).toBe(0);
  });

  it('rejects negative margins and nets, bad quantities, unknown currencies and overflow', () => {
    const line = [{ id: 'ADT', net_minor: 1000 }];
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: line, airline_margin: fixed(-5) }))).toBe('validation.amount_not_negative');
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: line, sell_margin: { kind: 'agent', rule: pct('-2') } }))).toBe(
      'validation.percent',
    );
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: line, sell_margin: { kind: 'agent', rule: bp(-1) } }))).toBe(
      'validation.percent',
    );
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: -1 }] }))).toBe('validation.amount_not_negative');
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: 10.5 }] }))).toBe('validation.amount_integer');
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: 1, quantity: 0 }] }))).toBe('validation.quantity');
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: 1, quantity: 1.5 }] }))).toBe('validation.quantity');
    expect(codeOf(() => priceQuote({ currency: 'XXX' as TCurrency, lines: line }))).toBe('validation.currency');
    expect(
      codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: MAX_AMOUNT_MINOR }], airline_margin: pct('100') })),
    ).toBe('validation.amount_too_large');
    expect(codeOf(() => priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: MAX_AMOUNT_MINOR / 2, quantity: 3 }] }))).toBe(
      'validation.amount_too_large',
    );
  });
});

describe('ZMarginRule', () => {
  it('accepts the three shapes and refuses negatives and floats', () => {
    expect(ZMarginRule.parse({ type: 'fixed', amount_minor: 500, currency: 'pkr' })).toEqual({
      type: 'fixed',
      amount_minor: 500,
      currency: 'PKR',
    });
    expect(ZMarginRule.parse({ type: 'percent', basis_points: 250 })).toEqual({ type: 'percent', basis_points: 250 });
    expect(ZMarginRule.parse({ type: 'percent', percent: '2.5' })).toEqual({ type: 'percent', percent: '2.5' });
    const issues = (value: unknown) => ZMarginRule.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues({ type: 'fixed', amount_minor: -1, currency: 'PKR' })).toEqual(['validation.amount_not_negative']);
    expect(issues({ type: 'fixed', amount_minor: 1.5, currency: 'PKR' })).toEqual(['validation.amount_integer']);
    expect(issues({ type: 'percent', basis_points: -1 })).toEqual(['validation.percent']);
    expect(issues({ type: 'percent', percent: '-1' })).toEqual(['validation.percent']);
    expect(issues({ type: 'percent', percent: 2.5 })).toBeDefined();
    expect(issues({ type: 'bogus' })).toBeDefined();
  });
});

describe('percent rule shape', () => {
  it('needs exactly one of basis_points and percent', () => {
    expect(codeOf(() => percentRate({ type: 'percent' }))).toBe('validation.percent');
    expect(codeOf(() => percentRate({ type: 'percent', basis_points: 1, percent: '1' }))).toBe('validation.percent');
    expect(ZMarginRule.safeParse({ type: 'percent' }).error?.issues.map((i) => i.message)).toEqual(['validation.percent']);
    expect(ZMarginRule.safeParse({ type: 'percent', basis_points: 1, percent: '1' }).success).toBe(false);
  });
});
