import type { TLocale, TStatement } from '@safar/contracts';
import { decimalAmount } from '@/core/money-format';
import { formatDay, label, statementTotals } from './statement-format';

/**
 * The statement as CSV (RFC 4180: CRLF rows, fields quoted when they hold a comma, quote or line
 * break, quotes doubled), with a UTF-8 byte order mark so Excel opens Arabic text correctly.
 * Amounts are plain decimals in the currency's exponent so a spreadsheet can add them up.
 */

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// Cells a spreadsheet would run as a formula (=, +, -, @, and tab/CR that some apps strip first).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a user controls is defused with a leading apostrophe; our own numbers ("-150.00") are left as numbers. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The PDF's columns plus the source document (DEP-…, CHG-…) in its own column, so a spreadsheet can filter by it. */
const CSV_COLUMNS = ['date', 'reference', 'document', 'description', 'debit', 'credit', 'balance'] as const;

export function renderStatementCsv(statement: TStatement, locale: TLocale): string {
  const { currency, period } = statement;
  const money = (minor: number) => decimalAmount(minor, currency);
  const header = CSV_COLUMNS.map((key) => {
    const name = label(locale, `column_${key}`);
    return key === 'debit' || key === 'credit' || key === 'balance' ? `${name} (${currency})` : name;
  });
  const totals = statementTotals(statement);
  const rows: string[][] = [
    header,
    [period.from, '', '', label(locale, 'opening_balance'), '', '', money(statement.opening_balance_minor)],
    ...statement.entries.map((e) => [
      formatDay(e.date, period.timezone),
      e.reference,
      e.document_reference ?? '',
      e.description,
      e.debit_minor ? money(e.debit_minor) : '',
      e.credit_minor ? money(e.credit_minor) : '',
      money(e.running_balance_minor),
    ]),
    [
      period.to,
      '',
      '',
      label(locale, 'closing_balance'),
      money(totals.debit_minor),
      money(totals.credit_minor),
      money(statement.closing_balance_minor),
    ],
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
