import type { TStatementAnswer, TStatementLine } from '@safar/contracts';

export const AGENCY_ID = '0190a0a0-0000-7000-8000-0000000000a1';

export function buildLine(overrides: Partial<TStatementLine> = {}): TStatementLine {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000e1',
    transaction_id: '0190a0a0-0000-7000-8000-0000000000c1',
    // 00:30 on 1 April in Karachi, still 31 March in UTC.
    date: '2026-03-31T19:30:00.000Z',
    reference: 'TXN-100201',
    document_reference: 'DEP-100007',
    kind: 'deposit',
    description: 'Deposit approved — HBL 7781',
    debit_minor: 0,
    credit_minor: 2_500_000,
    running_balance_minor: 3_500_000,
    ...overrides,
  };
}

export function buildStatementAnswer(entries: TStatementLine[] = [buildLine()], total = entries.length, page = 1): TStatementAnswer {
  return {
    statement: {
      agency: { id: AGENCY_ID, name: 'Bilal Travels', code: 'WAL-100100-PKR', email: 'agent@example.com', phone: null, address: null },
      period: { from: '2026-04-01', to: '2026-04-30', timezone: 'Asia/Karachi' },
      currency: 'PKR',
      opening_balance_minor: 1_000_000,
      closing_balance_minor: 3_250_000,
      totals: { debit_minor: 250_000, credit_minor: 2_500_000 },
      entries,
      generated_at: '2026-05-01T05:00:00.000Z',
    },
    pagination: { page, per_page: 50, total },
  };
}
