import type { TAgentCharge } from '@safar/contracts';
import { AGENCY_ID, ME } from '@/features/money/money.fixtures';

export function buildCharge(overrides: Partial<TAgentCharge> = {}): TAgentCharge {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000c9',
    reference: 'CHG-100001',
    agency: { id: AGENCY_ID, name: 'Bilal Travels' },
    title: 'Late ticketing fee',
    description: 'ADM from the airline',
    amount_minor: 150000,
    currency: 'PKR',
    status: 'applied',
    negative: false,
    transaction: { id: '0190a0a0-0000-7000-8000-0000000000c1', reference: 'TXN-100010' },
    reversal_transaction: null,
    reverse_reason: null,
    reversed_by: null,
    reversed_at: null,
    created_by: { id: ME.id, name: ME.name },
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
