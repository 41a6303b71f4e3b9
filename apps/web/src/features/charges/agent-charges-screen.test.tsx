import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { AGENT } from '@/features/money/money.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { AgentChargesScreen } from './agent-charges-screen';
import { buildCharge } from './charges.fixtures';

beforeAll(() => setupI18n(['charges', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/agent/other-charges', route: '/agent/other-charges', user: AGENT };

describe('agent other charges', () => {
  it('shows the agency’s charges read-only: no agency column, no below-zero flag, no Reverse', async () => {
    const calls = stubApi(() => listOf([buildCharge({ negative: true, status: 'reversed', reverse_reason: 'Waived' })]));
    renderScreen(<AgentChargesScreen />, route);
    const table = await screen.findByRole('table', { name: 'Charges' });
    expect(within(table).getByText('Late ticketing fee')).toBeTruthy();
    expect(within(table).getByText('Reversed: Waived')).toBeTruthy();
    expect(within(table).queryByText('Agency')).toBeNull();
    expect(within(table).queryByText('Below zero')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Agency/ })).toBeNull();
    expect(calls[0]!.url.searchParams.get('agency_id')).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'reversed' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('reversed'));
  });

  it('has the empty and error states', async () => {
    stubApi(() => listOf([]));
    renderScreen(<AgentChargesScreen />, route);
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    cleanup();
    stubApi(() => failure(403, 'forbidden', 'You are not allowed to do this.'));
    renderScreen(<AgentChargesScreen />, route);
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
  });
});
