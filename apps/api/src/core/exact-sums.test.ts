import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { addExact, exactSum } from './exact-sums';

describe('exact sums of minor units', () => {
  it('reads database sums exactly up to the safe-integer range, and an empty sum as 0', () => {
    expect(exactSum(null)).toBe(0);
    expect(exactSum('-42')).toBe(-42);
    expect(exactSum(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactSum(String(Number.MIN_SAFE_INTEGER))).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('refuses a sum that a JSON number would round (422 sum_out_of_range), never answering lost digits', () => {
    for (const text of ['9007199254740992', '9999999999999999', '-9007199254740993']) {
      expect(() => exactSum(text)).toThrow(AppError);
      try {
        exactSum(text);
      } catch (err) {
        expect((err as AppError).status).toBe(422);
        expect((err as AppError).code).toBe('sum_out_of_range');
      }
    }
    expect(addExact(1, 2)).toBe(3);
    expect(() => addExact(Number.MAX_SAFE_INTEGER, 1)).toThrow(AppError);
    expect(() => addExact(Number.MIN_SAFE_INTEGER, -1)).toThrow(AppError);
  });
});
