import { describe, expect, it } from 'vitest';
import { pagesOf, toUnicodeEntries, type TItem } from '@/core/pdf/pdf.test-helpers';
import { renderStatementPdf } from './statement-pdf';
import { buildStatement } from './statements.fixtures';

const find = (items: TItem[], text: string) => items.find((i) => i.str === text);

describe('renderStatementPdf, Arabic', () => {
  it('writes the Arabic text so that a reader gets it back in logical order', async () => {
    const pdf = await renderStatementPdf(buildStatement(5), 'ar');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pagesOf(pdf);
    const texts = (page ?? []).map((i) => i.str);
    expect(texts).toContain('كشف حساب');
    expect(texts).toContain('وكالة السفر الذهبية');
    expect(texts).toContain('إيداع نقدي في بنك الحبيب');
    expect(texts).toContain('البيان');
    // A Latin description on the Arabic page stays left to right.
    expect(texts).toContain('Deposit approved — HBL ref 7781');
    expect(texts).toContain('TXN-001000');
    expect(texts).toContain('2026-10-02');
  });

  it('uses the joined (initial, medial, final) letter forms, not one isolated glyph per letter', async () => {
    const pdf = await renderStatementPdf(buildStatement(5), 'ar');
    const entries = toUnicodeEntries(pdf);
    // "بنك الحبيب" alone needs beh initial, medial and final: unshaped text would use a single glyph for U+0628.
    const behForms = entries.filter((e) => e === '<0628>').length;
    expect(behForms).toBeGreaterThanOrEqual(3);
    // Same for lam (U+0644) in "الوكالة", "الحبيب", "الرصيد".
    expect(entries.filter((e) => e === '<0644>').length).toBeGreaterThanOrEqual(2);
    // The lam-alef ligature is one glyph standing for two letters.
    expect(entries.some((e) => /^<0644 062[37]>$/.test(e) || /^<0644 0625>$/.test(e))).toBe(true);
  });

  it('mirrors the page: columns run right to left and text is right-aligned', async () => {
    const [page = []] = await pagesOf(await renderStatementPdf(buildStatement(5), 'ar'));
    const x = (text: string) => find(page, text)?.x ?? Number.NaN;
    expect(x('التاريخ')).toBeGreaterThan(x('المرجع'));
    expect(x('المرجع')).toBeGreaterThan(x('البيان'));
    const date = find(page, '2026-10-02');
    const balance = find(page, '17,500.00');
    expect(date && balance && date.x > balance.x).toBe(true);
    // Two Arabic descriptions of different lengths end at the same right edge and start at different left edges.
    const a = find(page, 'إيداع نقدي في بنك الحبيب');
    const b = find(page, 'حجز فندق مكة 3 ليال') ?? page.find((i) => i.str.startsWith('حجز فندق'));
    expect(a && b).toBeTruthy();
    if (a && b) {
      expect(Math.abs(a.x + a.width - (b.x + b.width))).toBeLessThan(1);
      expect(Math.abs(a.x - b.x)).toBeGreaterThan(5);
    }
  });

  it('200 entries: several pages, the table header and page numbers on every one, every entry once', async () => {
    const statement = buildStatement(200);
    const pages = await pagesOf(await renderStatementPdf(statement, 'ar'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.forEach((items, i) => {
      const texts = items.map((item) => item.str);
      for (const heading of ['التاريخ', 'المرجع', 'البيان']) expect(texts, `page ${i + 1}`).toContain(heading);
      expect(texts, `page ${i + 1}`).toContain(`صفحة ${i + 1} من ${pages.length}`);
      if (i > 0) expect(texts.some((t) => t.includes('تابع'))).toBe(true);
    });
    const references = pages
      .flat()
      .filter((item) => item.str.startsWith('TXN-'))
      .map((item) => item.str);
    expect(references).toHaveLength(200);
    expect(new Set(references).size).toBe(200);
    const last = pages[pages.length - 1] ?? [];
    const closing = statement.closing_balance_minor;
    expect(last.map((i) => i.str)).toContain(
      `${Math.floor(closing / 100).toLocaleString('en-US')}.${String(closing % 100).padStart(2, '0')}`,
    );
  });
});

describe('renderStatementPdf, English and currencies', () => {
  it('lays out left to right with labels, totals and page numbers', async () => {
    const statement = buildStatement(3, { agency: { name: 'Golden Travels', code: 'AG-0042' } });
    const [page = []] = await pagesOf(await renderStatementPdf(statement, 'en'));
    const texts = page.map((i) => i.str);
    for (const text of ['Account statement', 'Golden Travels', 'Opening balance', 'Closing balance', 'Page 1 of 1', '15,000.00'])
      expect(texts).toContain(text);
    expect((find(page, 'Date')?.x ?? 0) < (find(page, 'Description')?.x ?? 0)).toBe(true);
    expect(texts.some((t) => t.startsWith('Period: 2026-10-01 to 2026-10-31'))).toBe(true);
  });

  it('formats amounts with the currency exponent (KWD 3, JPY 0)', async () => {
    const kwd = buildStatement(2, { currency: 'KWD', opening_balance_minor: 1_500_000 });
    const texts = (await pagesOf(await renderStatementPdf(kwd, 'en'))).flat().map((i) => i.str);
    expect(texts).toContain('1,500.000');
    expect(texts).toContain('Balance (KWD)');
    const jpy = buildStatement(1, { currency: 'JPY', opening_balance_minor: 45_000, entries: [], closing_balance_minor: 45_000 });
    const jpyTexts = (await pagesOf(await renderStatementPdf(jpy, 'ar'))).flat().map((i) => i.str);
    expect(jpyTexts).toContain('45,000');
    // (pdf.js hands a lam-alef ligature back with its two letters swapped, so the check skips "لا" and "معاملات".)
    expect(jpyTexts.some((t) => t.includes('توجد') && t.includes('في هذه الفترة.'))).toBe(true);
  });

  it('shows the source document under the transaction reference, in the same column', async () => {
    const statement = buildStatement(2);
    statement.entries[0] = { ...statement.entries[0]!, document_reference: 'DEP-100200' };
    const [page = []] = await pagesOf(await renderStatementPdf(statement, 'en'));
    const txn = find(page, 'TXN-001000');
    const doc = find(page, 'DEP-100200');
    expect(txn && doc).toBeTruthy();
    if (txn && doc) {
      expect(Math.abs(txn.x - doc.x)).toBeLessThan(1);
      expect(doc.y).toBeLessThan(txn.y); // PDF y grows upwards: the document line is below
    }
  });
});
