import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, marginBasisPoints, ZSaveMargins } from './margins';

describe('margin percentages', () => {
  it('are whole basis points, shown as plain decimals', () => {
    expect(marginBasisPoints({ type: 'percent', percent: '2.5' })).toBe(250);
    expect(marginBasisPoints({ type: 'percent', percent: '12.34' })).toBe(1234);
    expect(marginBasisPoints({ type: 'percent', percent: '12.3400' })).toBe(1234);
    expect(marginBasisPoints({ type: 'percent', basis_points: 7 })).toBe(7);
    expect(marginBasisPoints({ type: 'percent', percent: '12.345' })).toBeNull();
    expect(() => marginBasisPoints({ type: 'percent', percent: '1000.01' })).toThrow();
    for (const [bp, text] of [
      [0, '0'],
      [5, '0.05'],
      [50, '0.5'],
      [250, '2.5'],
      [1234, '12.34'],
      [100000, '1000'],
    ] as const) {
      expect(basisPointsToPercent(bp)).toBe(text);
      expect(marginBasisPoints({ type: 'percent', percent: text })).toBe(bp);
    }
  });

  it('ZSaveMargins reports one message per bad field, at the entry', () => {
    const issues = (margins: unknown[]) => {
      const result = ZSaveMargins.safeParse({ margins });
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues([{ product: 'flight', type: 'percent', percent: '1000.5' }])).toEqual(['margins.0.percent: validation.percent']);
    expect(issues([{ product: 'flight', type: 'percent', percent: '2.125' }])).toEqual([
      'margins.0.percent: validation.margin_percent_decimals',
    ]);
    expect(issues([{ product: 'flight', type: 'percent', percent: 'abc' }])).toEqual(['margins.0.percent: validation.percent']);
    expect(issues([{ product: 'flight', type: 'percent', basis_points: -1 }])).toEqual(['margins.0.basis_points: validation.percent']);
    expect(
      issues([
        { product: 'flight', type: 'none' },
        { product: 'flight', type: 'none' },
      ]),
    ).toEqual(['margins.1.product: validation.margin_duplicate_product']);
    expect(
      issues([
        { product: 'flight', type: 'percent', percent: ' 7 ' },
        { product: 'visa', type: 'fixed', amount_minor: 0, currency: 'kwd' },
      ]),
    ).toEqual([]);
    expect(ZSaveMargins.parse({ margins: [{ product: 'visa', type: 'fixed', amount_minor: 0, currency: 'kwd', extra: 1 }] })).toEqual({
      margins: [{ product: 'visa', type: 'fixed', amount_minor: 0, currency: 'KWD' }],
    });
  });
});
