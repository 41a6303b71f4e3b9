import { AppError } from './app-error';

/*
 * Sums of minor units. The API answers amounts as JSON numbers, which are exact only up to
 * 2^53 - 1; each entry and balance is kept well inside that, but a sum over many of them is
 * not. A sum outside the range is refused (422 sum_out_of_range, asking for a narrower report)
 * rather than answered with lost digits.
 */

const tooLarge = () => new AppError('sum_out_of_range');

/** A database sum (PostgreSQL answers sums of bigint as numeric, sent here as text); null is an empty sum. */
export function exactSum(text: string | null | undefined): number {
  if (text === null || text === undefined) return 0;
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw tooLarge();
  return Number(value);
}

/** a + b, refused when the result leaves the safe-integer range. */
export function addExact(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw tooLarge();
  return sum;
}
