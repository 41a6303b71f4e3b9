import { type TLocale, type TStatement, translate } from '@safar/contracts';

/**
 * Formatting shared by the statement's CSV and PDF: the same figures, dates and labels in both
 * (amounts through core/money-format, shared with the other documents).
 */

export const label = (locale: TLocale, key: string, params?: Record<string, unknown>) => translate(locale, `statement.${key}`, params);

function parts(iso: string, timeZone: string, withTime: boolean): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** The calendar day (YYYY-MM-DD) of an instant in the agency's time zone; a bare day stays as it is. */
export function formatDay(iso: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const p = parts(iso, timeZone, false);
  return `${p.year}-${p.month}-${p.day}`;
}

export function formatInstant(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, true);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

export function statementTotals(statement: TStatement) {
  let debit = 0;
  let credit = 0;
  for (const e of statement.entries) {
    debit += e.debit_minor;
    credit += e.credit_minor;
  }
  return { debit_minor: debit, credit_minor: credit };
}

export const COLUMN_KEYS = ['date', 'reference', 'description', 'debit', 'credit', 'balance'] as const;
export type TColumnKey = (typeof COLUMN_KEYS)[number];

/** Letters and digits of a name joined by dashes, lower case; `ascii` keeps only a–z and 0–9 (accents dropped). */
function slug(name: string, ascii: boolean): string {
  const base = ascii ? name.normalize('NFKD').replace(/\p{M}/gu, '') : name.normalize('NFC');
  return base
    .toLowerCase()
    .replace(ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * statement-<agency>-<from>-<to>.<ext>: a plain ASCII name for every client, and the agency's
 * name in its own script for those that read RFC 6266's filename* (an Arabic name has no ASCII
 * letters, so the ASCII one falls back to the wallet's code, then to "agency").
 */
export function statementFileName(
  statement: Pick<TStatement, 'agency' | 'period'>,
  ext: 'csv' | 'pdf',
): { ascii: string; unicode: string } {
  const { from, to } = statement.period;
  const ascii = slug(statement.agency.name, true) || slug(statement.agency.code ?? '', true) || 'agency';
  const unicode = slug(statement.agency.name, false) || ascii;
  return { ascii: `statement-${ascii}-${from}-${to}.${ext}`, unicode: `statement-${unicode}-${from}-${to}.${ext}` };
}
