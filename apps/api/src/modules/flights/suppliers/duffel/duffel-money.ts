import { CURRENCY_EXPONENTS, isCurrency } from '@safar/contracts';

/*
 * Duffel sends amounts as decimal strings ("1234.56", "12000" for JPY, "98.125" for KWD).
 * They are turned into integers of minor units by string arithmetic: a float would turn
 * 0.1 + 0.2 into 0.30000000000000004 and a price into a different price.
 */

export class DuffelMoneyError extends Error {
  override name = 'DuffelMoneyError';
}

/** Minor-unit exponent of a currency Safar keeps money in; null for any other. */
export function exponentOf(currency: string): number | null {
  return isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : null;
}

function requireExponent(currency: string): number {
  const exponent = exponentOf(currency);
  if (exponent === null) throw new DuffelMoneyError(`Duffel priced in ${currency}, a currency Safar does not keep money in`);
  return exponent;
}

/**
 * "1234.56" USD → 123456. Digits beyond the exponent are accepted only when they are zeros
 * ("100.00" JPY → 100); anything else would have to be rounded, and a price is never rounded.
 */
export function decimalToMinor(amount: string, currency: string): number {
  const exponent = requireExponent(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new DuffelMoneyError(`not a decimal amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(exponent))) throw new DuffelMoneyError(`${amount} ${currency} has more than ${exponent} decimals`);
  const minor = BigInt(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  const value = Number(sign === '-' ? -minor : minor);
  if (!Number.isSafeInteger(value)) throw new DuffelMoneyError(`${amount} ${currency} is out of range`);
  return value;
}

/** 123456 USD → "1234.56", the form Duffel expects in payments. */
export function minorToDecimalString(minor: number, currency: string): string {
  const exponent = requireExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * Splits `amount` into parts proportional to `weights`, exactly: each part is rounded down, and
 * the units left over go one each to the parts with the largest remainders (the earliest on a
 * tie). The parts always sum to `amount`.
 */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) throw new RangeError('weights must sum to more than zero');
  const whole = BigInt(amount);
  const sum = BigInt(total);
  const parts = weights.map((w) => {
    const scaled = whole * BigInt(w);
    // Floor division for negative amounts too, so the remainder is never negative.
    let quotient = scaled / sum;
    if (scaled % sum !== 0n && scaled < 0n) quotient -= 1n;
    return { quotient, remainder: scaled - quotient * sum };
  });
  let left = whole - parts.reduce((acc, p) => acc + p.quotient, 0n);
  const order = parts.map((_, i) => i).sort((a, b) => Number(parts[b]!.remainder - parts[a]!.remainder) || a - b);
  for (const i of order) {
    if (left <= 0n) break;
    parts[i]!.quotient += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.quotient));
}
