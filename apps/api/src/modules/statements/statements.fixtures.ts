import type { TStatement, TStatementEntry } from '@safar/contracts';

/** Test statements: a few real-looking entries, Arabic descriptions, and a long one for page breaks. */
const DESCRIPTIONS = [
  'إيداع نقدي في بنك الحبيب',
  'رسوم خدمة تذكرة طيران (كراتشي - دبي)',
  'Deposit approved — HBL ref 7781',
  'حجز فندق مكة 3 ليال',
  'عكس رسوم تعديل الحجز رقم BKG-000123',
];

export function buildStatement(count: number, overrides: Partial<TStatement> = {}): TStatement {
  const entries: TStatementEntry[] = [];
  let balance = 1_500_000;
  for (let i = 0; i < count; i++) {
    const credit = i % 3 === 0 ? 250_000 + i : 0;
    const debit = credit ? 0 : 120_050 + i * 7;
    balance += credit - debit;
    entries.push({
      date: new Date(Date.UTC(2026, 9, 1 + (i % 28), 20, 30)).toISOString(),
      reference: `TXN-${String(1000 + i).padStart(6, '0')}`,
      description: DESCRIPTIONS[i % DESCRIPTIONS.length] ?? '',
      debit_minor: debit,
      credit_minor: credit,
      running_balance_minor: balance,
    });
  }
  return {
    agency: { name: 'وكالة السفر الذهبية', code: 'AG-0042' },
    period: { from: '2026-10-01', to: '2026-10-31', timezone: 'Asia/Karachi' },
    currency: 'PKR',
    opening_balance_minor: 1_500_000,
    entries,
    closing_balance_minor: balance,
    generated_at: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}
