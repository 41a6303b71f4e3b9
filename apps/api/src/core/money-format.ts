import { currencyExponent, type TCurrency, type TLocale } from '@safar/contracts';

/**
 * Amounts in documents (statements, quotes): the currency's exponent from the contracts' table
 * (the one the ledger stores minor units by: PKR 2, KWD 3, JPY 0), computed on strings so large
 * amounts keep every digit.
 */

/** Exact plain decimal ("-1234.50") of minor units: what a spreadsheet should read. */
export function decimalAmount(amountMinor: number, currency: TCurrency): string {
  const exp = currencyExponent(currency);
  const value = BigInt(amountMinor);
  const digits = (value < 0n ? -value : value).toString().padStart(exp + 1, '0');
  const sign = value < 0n ? '-' : '';
  return exp === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

// Intl inserts bidi marks around Arabic numbers; a PDF orders runs itself and the font has no glyph for them.
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Grouped amount for reading ("1,234.500"); Arabic keeps Latin digits (as the web does). */
export function displayAmount(amountMinor: number, currency: TCurrency, locale: TLocale): string {
  const exp = currencyExponent(currency);
  const format = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    minimumFractionDigits: exp,
    maximumFractionDigits: exp,
  });
  // A decimal string keeps every digit (ES2023 Intl.NumberFormat v3); the lib types still say number.
  return format.format(decimalAmount(amountMinor, currency) as unknown as number).replace(BIDI_MARKS, '');
}
