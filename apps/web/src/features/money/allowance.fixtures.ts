import type { TCreditAllowanceRequest } from '@safar/contracts';
import { AGENCY_ID } from './money.fixtures';

/** A pending credit allowance change for the test agency, asked by another staff member than ME. */
export function buildAllowanceRequest(overrides: Partial<TCreditAllowanceRequest> = {}): TCreditAllowanceRequest {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000c7',
    reference: 'CAR-100007',
    agency: { id: AGENCY_ID, name: 'Bilal Travels' },
    account_id: '0190a0a0-0000-7000-8000-0000000000c8',
    currency: 'PKR',
    current_allowance_minor: 100000,
    requested_allowance_minor: 250050,
    reason: 'Peak season bookings',
    status: 'pending',
    maker: { id: '0190a0a0-0000-7000-8000-0000000000e9', name: 'Amina Admin' },
    checker: null,
    decision_reason: null,
    decided_at: null,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
