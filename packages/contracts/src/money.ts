import { z } from 'zod';

/**
 * Money: integers in minor units beside an ISO 4217 currency. The exponent says
 * how many minor units make a major one (PKR 2: 2500000 = 25,000.00; KWD 3; JPY 0).
 */
export const CURRENCY_EXPONENTS = {
  PKR: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  INR: 2,
  TRY: 2,
  MYR: 2,
  CAD: 2,
  AUD: 2,
  CNY: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  JPY: 0,
} as const satisfies Record<string, 0 | 2 | 3>;

export type TCurrency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as [TCurrency, ...TCurrency[]];

export function isCurrency(value: unknown): value is TCurrency {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_EXPONENTS, value);
}

export const currencyExponent = (currency: TCurrency): number => CURRENCY_EXPONENTS[currency];

/** Largest amount a request may carry: 10^15 minor units (safe in a JS number and far above any real transfer). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000;

export const zCurrency = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.currency') })
  .trim()
  .toUpperCase()
  .refine(isCurrency, { error: 'validation.currency' })
  .transform((v) => v as TCurrency);

const amount = (min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.amount_integer') })
    .min(min, { error: min > 0 ? 'validation.amount_positive' : 'validation.amount_not_negative' })
    .max(MAX_AMOUNT_MINOR, { error: 'validation.amount_too_large' })
    // After the range checks so an absurd 1e300 says "too large" rather than "not whole".
    .refine(Number.isInteger, { error: 'validation.amount_integer' });

/** A positive amount in minor units: a JSON integer, 1 … 10^15 (strings and fractions are refused). */
export const zAmountMinor = amount(1);
/** Zero or more minor units (credit allowances). */
export const zAmountMinorOrZero = amount(0);

/**
 * numerator / denominator rounded half-up (halves away from zero), exactly, on bigints.
 * Percentages round half-up to the minor unit, per line.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** Percent values carry at most 4 decimal places (12.3456 %); they are scaled to integers by this. */
const PERCENT_SCALE = 10_000;

/**
 * `percent` % of an amount in minor units, rounded half-up to the minor unit. The percent may
 * have up to four decimals; it is turned into an exact integer first so no float error leaks
 * into the result (e.g. 2.5 % of 1999 = 49.975 → 50).
 */
export function percentOfMinor(amountMinor: number, percent: number): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('amountMinor must be a safe integer');
  const scaled = Math.round(percent * PERCENT_SCALE);
  if (!Number.isFinite(percent) || Math.abs(scaled / PERCENT_SCALE - percent) > 1e-9)
    throw new RangeError('percent has more than 4 decimals');
  const result = roundHalfUp(BigInt(amountMinor) * BigInt(scaled), BigInt(100 * PERCENT_SCALE));
  return Number(result);
}

/** Formats minor units as a plain decimal string in the currency's exponent (2500000 PKR → "25000.00"). */
export function minorToDecimal(amountMinor: number, currency: TCurrency): string {
  const exp = currencyExponent(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(exp + 1, '0');
  return exp === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}
