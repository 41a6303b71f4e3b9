import { describe, expect, it } from 'vitest';
import { csvCell, renderStatementCsv } from './statement-csv';
import { buildStatement } from './statements.fixtures';

/** A small RFC 4180 reader, to prove the output parses back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses formulas with a leading apostrophe but leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('-150.00')).toBe('-150.00');
    expect(csvCell('1200.57')).toBe('1200.57');
  });
});

describe('renderStatementCsv', () => {
  it('starts with a UTF-8 BOM, uses CRLF, and reads back to the statement', () => {
    const statement = buildStatement(4);
    const csv = renderStatementCsv(statement, 'ar');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual(['التاريخ', 'المرجع', 'المستند', 'البيان', 'مدين (PKR)', 'دائن (PKR)', 'الرصيد (PKR)']);
    expect(rows[1]).toEqual(['2026-10-01', '', '', 'الرصيد الافتتاحي', '', '', '15000.00']);
    // 20:30 UTC on 1 October is 01:30 on 2 October in Karachi: the agency's calendar day is used.
    expect(rows[2]).toEqual(['2026-10-02', 'TXN-001000', '', 'إيداع نقدي في بنك الحبيب', '', '2500.00', '17500.00']);
    expect(rows[3]).toEqual(['2026-10-03', 'TXN-001001', '', 'رسوم خدمة تذكرة طيران (كراتشي - دبي)', '1200.57', '', '16299.43']);
    expect(rows).toHaveLength(statement.entries.length + 3);
    expect(rows.at(-1)).toEqual([
      '2026-10-31',
      '',
      '',
      'الرصيد الختامي',
      '2401.21',
      '5000.03',
      (statement.closing_balance_minor / 100).toFixed(2),
    ]);
  });

  it('guards user text and keeps the currency exponent', () => {
    const statement = buildStatement(0, {
      currency: 'KWD',
      opening_balance_minor: -1_250,
      closing_balance_minor: 5,
      entries: [
        {
          date: '2026-10-05',
          reference: '=cmd|calc',
          document_reference: 'DEP-100200',
          description: 'Refund, "urgent"\nsecond line',
          debit_minor: 0,
          credit_minor: 1_255,
          running_balance_minor: 5,
        },
      ],
    });
    const rows = parseCsv(renderStatementCsv(statement, 'en').slice(1));
    expect(rows[0]).toEqual(['Date', 'Reference', 'Document', 'Description', 'Debit (KWD)', 'Credit (KWD)', 'Balance (KWD)']);
    expect(rows[1]?.[6]).toBe('-1.250');
    expect(rows[2]).toEqual(['2026-10-05', "'=cmd|calc", 'DEP-100200', 'Refund, "urgent"\nsecond line', '', '1.255', '0.005']);
  });
});
