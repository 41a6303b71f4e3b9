import { currencyExponent, roundHalfUp, type TCurrency } from './money';

/**
 * Exchange rates are kept exactly, as integer millionths of the quote currency per one unit of
 * the base currency: 1 USD = 280.123456 PKR is 280_123_456. Six decimals cover what banks and
 * suppliers quote; integers keep conversions free of floating-point error.
 */
export const RATE_SCALE = 1_000_000;
export const RATE_DECIMALS = 6;

/** The largest rate accepted: 999,999,999.999999 (its millionths stay a safe integer). */
export const MAX_RATE_MILLIONTHS = 999_999_999_999_999;

/** The identity rate (a currency against itself). */
export const IDENTITY_RATE_MILLIONTHS = RATE_SCALE;

const RATE_TEXT = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

/**
 * A rate typed as a decimal ("280.123456", "0.5", "74") → millionths; null when it is not a
 * positive decimal with at most six decimals and nine integer digits. Commas grouping
 * thousands are allowed, as people type them ("1,250.5").
 */
export function parseRate(text: string): number | null {
  const match = RATE_TEXT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const millionths = Number(whole) * RATE_SCALE + Number(fraction.padEnd(RATE_DECIMALS, '0'));
  return millionths > 0 ? millionths : null;
}

/** Millionths → the rate as a decimal, trailing zeros dropped (280_123_000 → "280.123", 74_000_000 → "74"). */
export function formatRate(millionths: number): string {
  const whole = Math.floor(millionths / RATE_SCALE);
  const fraction = String(millionths % RATE_SCALE)
    .padStart(RATE_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Converts an amount in minor units of `from` into minor units of `to`, at `rateMillionths`
 * (units of `to` per one unit of `from`), exactly on bigints and rounded half-up (halves away
 * from zero) to `to`'s minor unit. The currencies' exponents differ (USD 2, KWD 3, JPY 0), so
 * the arithmetic goes through major units:
 *
 *   to_minor = from_minor / 10^exp(from) × rate / 10^6 × 10^exp(to)
 *
 * A currency against itself needs the identity rate. Throws a RangeError for a rate that is not
 * a positive safe integer or a result outside the safe integer range.
 */
export function convertMinor(amountMinor: number | bigint, from: TCurrency, to: TCurrency, rateMillionths: number): number {
  if (!Number.isSafeInteger(rateMillionths) || rateMillionths <= 0) throw new RangeError('rateMillionths must be a positive safe integer');
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) throw new RangeError('amountMinor must be a safe integer');
  if (from === to && rateMillionths !== IDENTITY_RATE_MILLIONTHS) throw new RangeError(`a rate from ${from} to itself must be 1`);
  const numerator = BigInt(amountMinor) * BigInt(rateMillionths) * 10n ** BigInt(currencyExponent(to));
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(currencyExponent(from));
  const result = roundHalfUp(numerator, denominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError('the converted amount is outside the safe integer range');
  return Number(result);
}
