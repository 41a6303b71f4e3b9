import type { TLedgerAdjustment, TLedgerTransaction } from '@safar/contracts';
import { AGENCY_ID, AGENT, ME } from '@/features/money/money.fixtures';

export function buildTransaction(overrides: Partial<TLedgerTransaction> = {}): TLedgerTransaction {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000c1',
    reference: 'TXN-1001',
    kind: 'deposit',
    description: 'DEP-7 approved',
    reverses_transaction_id: null,
    reversed_by_transaction_id: null,
    negative: false,
    created_by: ME.id,
    on_behalf_of_id: AGENT.id,
    created_at: '2026-02-01T10:00:00.000Z',
    entries: [
      {
        id: '1',
        account_id: 'w',
        account_code: 'WAL-1-PKR',
        account_kind: 'agency_wallet',
        owner_type: 'agency',
        owner_id: AGENCY_ID,
        amount_minor: 2500000,
        currency: 'PKR',
        balance_after_minor: 2500000,
      },
      {
        id: '2',
        account_id: 'b',
        account_code: 'BNK-2-PKR',
        account_kind: 'bank',
        owner_type: 'bank',
        owner_id: 'x',
        amount_minor: -2500000,
        currency: 'PKR',
        balance_after_minor: -2500000,
      },
    ],
    ...overrides,
  };
}

export function buildAdjustment(overrides: Partial<TLedgerAdjustment> = {}): TLedgerAdjustment {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000d1',
    reference: 'ADJ-1',
    agency_id: AGENCY_ID,
    account_id: 'w',
    direction: 'credit',
    amount_minor: 150000,
    currency: 'PKR',
    reason: 'Opening balance',
    status: 'pending',
    maker_id: '0190a0a0-0000-7000-8000-0000000000e9',
    checker_id: null,
    decision_reason: null,
    decided_at: null,
    transaction_id: null,
    reversal_transaction_id: null,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
