import type { TLocale, TStatement } from '@safar/contracts';
import { displayAmount } from '@/core/money-format';
import { A4, FOOTER, numberPages, startPdf } from '@/core/pdf/pdf-document';
import { drawLine, isolateLtr, type TDirection, wrapLines } from '@/core/pdf/pdf-text';
import { COLUMN_KEYS, formatDay, formatInstant, label, statementTotals, type TColumnKey } from './statement-format';

/**
 * The agency statement as PDF (core/pdf: PDFKit, Vazirmatn and the bidi pass). A4, header,
 * period, a table with the header repeated on every page, totals, and "Page n of N". Arabic
 * mirrors the page: columns run right to left and text is right-aligned; amounts stay
 * right-aligned so decimals line up.
 */

const PAGE = A4;
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = FOOTER.bottom;
const SIZE = { title: 16, heading: 11, body: 9, table: 8.5 };
const ROW_LINE = 11.5;
const PAD = 3;

const WIDTHS: Record<TColumnKey, number> = { date: 60, reference: 82, description: 0, debit: 74, credit: 74, balance: 80 };
WIDTHS.description = CONTENT - Object.values(WIDTHS).reduce((a, b) => a + b, 0);
const NUMERIC = new Set<TColumnKey>(['debit', 'credit', 'balance']);

type Row = Record<TColumnKey, string>;

export async function renderStatementPdf(statement: TStatement, locale: TLocale): Promise<Buffer> {
  const rtl = locale === 'ar';
  const dir: TDirection = rtl ? 'rtl' : 'ltr';
  const t = (key: string, params?: Record<string, unknown>) => label(locale, key, params);
  const money = (minor: number) => displayAmount(minor, statement.currency, locale);
  const tz = statement.period.timezone;
  // Dates inside an Arabic sentence are isolated, or the algorithm would show 2026-10-31 as 31-10-2026.
  const period = t('period_range', { from: isolateLtr(statement.period.from), to: isolateLtr(statement.period.to) });

  const { doc, done } = await startPdf({
    title: `${t('title')} — ${statement.agency.name}`,
    subject: `${statement.period.from} – ${statement.period.to}`,
    locale,
  });

  /** Column left edges in display order: mirrored for Arabic. */
  const columnX = {} as Record<TColumnKey, number>;
  let cursor = 0;
  for (const key of COLUMN_KEYS) {
    columnX[key] = rtl ? PAGE.margin + CONTENT - cursor - WIDTHS[key] : PAGE.margin + cursor;
    cursor += WIDTHS[key];
  }
  // Text starts on the reading side; amounts align right in both languages.
  const textAlign = rtl ? 'right' : 'left';
  const line = (text: string, y: number, font: 'regular' | 'bold', size: number, align: 'left' | 'right' = textAlign) => {
    doc.font(font).fontSize(size);
    drawLine(doc, text, PAGE.margin, y, CONTENT, align, dir);
  };

  let y = PAGE.margin;
  const header = () => {
    line(t('title'), y, 'bold', SIZE.title);
    y += 24;
    line(statement.agency.name, y, 'bold', SIZE.heading);
    y += 16;
    const details = [
      statement.agency.code ? `${t('agency_code')}: ${isolateLtr(statement.agency.code)}` : null,
      `${t('period')}: ${period}`,
      `${t('timezone')}: ${isolateLtr(tz)}`,
      `${t('currency')}: ${statement.currency}`,
      `${t('generated_at')}: ${isolateLtr(formatInstant(statement.generated_at, tz))}`,
    ];
    for (const text of details.filter((d): d is string => d !== null)) {
      line(text, y, 'regular', SIZE.body);
      y += 13;
    }
    y += 8;
  };
  const continuationHeader = () => {
    line(`${t('title')} — ${statement.agency.name} — ${period} (${t('continued')})`, y, 'regular', SIZE.body);
    y += 18;
  };
  const tableHeader = () => {
    doc
      .save()
      .rect(PAGE.margin, y - 2, CONTENT, ROW_LINE + 5)
      .fill('#e8eef5')
      .restore();
    doc.fillColor('#000000').font('bold').fontSize(SIZE.table);
    for (const key of COLUMN_KEYS) {
      const name = NUMERIC.has(key) ? `${t(`column_${key}`)} (${statement.currency})` : t(`column_${key}`);
      drawLine(doc, name, columnX[key] + PAD, y, WIDTHS[key] - 2 * PAD, NUMERIC.has(key) ? 'right' : textAlign, dir);
    }
    y += ROW_LINE + 6;
  };
  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
    continuationHeader();
    tableHeader();
  };
  const row = (cells: Row, font: 'regular' | 'bold' = 'regular', shade = false) => {
    doc.font(font).fontSize(SIZE.table);
    // The description wraps; the reference cell holds the transaction and, below it, its source document.
    const wrapped = COLUMN_KEYS.map((key) =>
      key === 'description' ? wrapLines(doc, cells[key], WIDTHS[key] - 2 * PAD) : cells[key].split('\n'),
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * ROW_LINE + 4;
    if (y + height > BOTTOM) newPage();
    if (shade)
      doc
        .save()
        .rect(PAGE.margin, y - 2, CONTENT, height)
        .fill('#f4f6f8')
        .restore();
    doc.fillColor('#000000').font(font).fontSize(SIZE.table);
    COLUMN_KEYS.forEach((key, i) => {
      (wrapped[i] ?? []).forEach((text, n) => {
        // Dates, references and amounts are left-to-right tokens even inside an Arabic page; a
        // description takes the direction of its own first letter (either script on either page).
        const cellDir: TDirection = key === 'description' ? 'auto' : 'ltr';
        drawLine(doc, text, columnX[key] + PAD, y + n * ROW_LINE, WIDTHS[key] - 2 * PAD, NUMERIC.has(key) ? 'right' : textAlign, cellDir);
      });
    });
    y += height;
    doc
      .save()
      .moveTo(PAGE.margin, y - 2)
      .lineTo(PAGE.margin + CONTENT, y - 2)
      .lineWidth(0.3)
      .stroke('#c8ced6')
      .restore();
  };

  header();
  tableHeader();
  const blank = { reference: '', debit: '', credit: '' };
  row(
    { ...blank, date: statement.period.from, description: t('opening_balance'), balance: money(statement.opening_balance_minor) },
    'bold',
    true,
  );
  if (statement.entries.length === 0) row({ ...blank, date: '', description: t('no_entries'), balance: '' });
  for (const e of statement.entries) {
    row({
      date: formatDay(e.date, tz),
      reference: e.document_reference ? `${e.reference}\n${e.document_reference}` : e.reference,
      description: e.description,
      debit: e.debit_minor ? money(e.debit_minor) : '',
      credit: e.credit_minor ? money(e.credit_minor) : '',
      balance: money(e.running_balance_minor),
    });
  }
  const totals = statementTotals(statement);
  row(
    {
      date: '',
      reference: '',
      description: `${t('total_debits')} / ${t('total_credits')}`,
      debit: money(totals.debit_minor),
      credit: money(totals.credit_minor),
      balance: '',
    },
    'bold',
  );
  row(
    { ...blank, date: statement.period.to, description: t('closing_balance'), balance: money(statement.closing_balance_minor) },
    'bold',
    true,
  );

  numberPages(doc, (page, pages) => t('page_of', { page, pages }), dir);
  doc.end();
  return done;
}
