import { CURRENCY_EXPONENTS, isCurrency, MAX_AMOUNT_MINOR, type TLocale } from '@safar/contracts';
import { keptFormatter } from './intl-cache';

/**
 * Money on screen: amounts travel as integers in minor units beside a currency.
 *
 * The exponent comes from the contracts' currency table, the same one the ledger stores minor
 * units by, and NOT from Intl alone: CLDR (what Intl uses) gives PKR 0 fraction digits while
 * ISO 4217 and our ledger use 2, so trusting Intl would show PKR 25,000.00 as "PKR 2,500,000".
 * Intl's digits are only the fallback for a currency outside the table.
 */
export function currencyDigits(currency: string): number {
  if (isCurrency(currency)) return CURRENCY_EXPONENTS[currency];
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Arabic keeps Latin digits for amounts, like lib/i18n.ts formatNumber. */
export const numberLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-US');

/** Exact decimal string of minor units ("-2500000", 2 → "-25000.00"); no float division. */
export function minorToDecimalString(amountMinor: number | bigint, digits: number): string {
  const value = BigInt(amountMinor);
  const sign = value < 0n ? '-' : '';
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * 2500000 PKR → "PKR 25,000.00"; 1250 KWD → "KWD 1.250" (ar: "1.250 د.ك.‏" with Latin digits).
 * Intl formats the decimal string exactly (no float rounding on large amounts).
 */
export function formatMoney(amountMinor: number | bigint, currency: string, locale: TLocale): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) throw new RangeError('amountMinor must be an integer');
  const digits = currencyDigits(currency);
  const format = keptFormatter(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(numberLocale(locale), {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  // Intl.NumberFormat accepts decimal strings (ES2023) and keeps every digit; typed as number in older lib.d.ts.
  return format.format(minorToDecimalString(amountMinor, digits) as unknown as number);
}

export type TMoneyInputError =
  | 'validation.required'
  | 'validation.amount_number'
  | 'validation.amount_not_negative'
  | 'validation.amount_positive'
  | 'validation.amount_decimals'
  | 'validation.amount_too_large'
  | 'validation.currency';

export type TMoneyInputResult =
  { ok: true; amount_minor: number } | { ok: false; error: TMoneyInputError; params?: Record<string, number> };

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Grouping a user may type or paste: comma, Arabic thousands separator, spaces (incl. no-break, thin).
const GROUP_CHAR = '[,\\u066C \\u00A0\\u202F\\u2009]';
const GROUPING = new RegExp(GROUP_CHAR, 'g');
const HAS_GROUPING = new RegExp(GROUP_CHAR);
// Separators only between groups of three ("1,250,000"): "1,5" is a European 1.5, not 15, so it is refused.
const GROUPED_WHOLE = new RegExp(`^[+]?\\d{1,3}(${GROUP_CHAR}\\d{3})+(\\.\\d*)?$`);
const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * What a person typed in an amount field → minor units, or an error key for the field.
 * Accepts "25,000.50", "25000.5", ".5", Arabic-Indic digits and the Arabic decimal separator (٫).
 * Refuses negatives, more decimals than the currency has (never rounds money silently), anything
 * that is not a plain decimal number (exponents, hex, "Infinity"), and amounts over MAX_AMOUNT_MINOR.
 */
export function parseMoneyInput(text: string, currency: string, options: { allowZero?: boolean } = {}): TMoneyInputResult {
  let digits: number;
  try {
    digits = currencyDigits(currency);
  } catch {
    return { ok: false, error: 'validation.currency' };
  }
  const normalized = text
    .replace(ARABIC_INDIC, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .replace(/\u066B/g, '.')
    .trim();
  if (normalized === '') return { ok: false, error: 'validation.required' };
  if (HAS_GROUPING.test(normalized) && !GROUPED_WHOLE.test(normalized) && !/^[-\u2212][\d.]/.test(normalized))
    return { ok: false, error: 'validation.amount_number' };
  const cleaned = normalized.replace(GROUPING, '');
  if (/^[-\u2212][\d.]/.test(cleaned)) return { ok: false, error: 'validation.amount_not_negative' };
  const match = DECIMAL.exec(cleaned.replace(/^\+/, ''));
  if (!match) return { ok: false, error: 'validation.amount_number' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > digits) return { ok: false, error: 'validation.amount_decimals', params: { max: digits } };
  // Compare as bigint first: "1e400" is refused above, but 400 typed digits must not overflow to Infinity.
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(MAX_AMOUNT_MINOR)) return { ok: false, error: 'validation.amount_too_large' };
  if (minor === 0n && !options.allowZero) return { ok: false, error: 'validation.amount_positive' };
  return { ok: true, amount_minor: Number(minor) };
}
