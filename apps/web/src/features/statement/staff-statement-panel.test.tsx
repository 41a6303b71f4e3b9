import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminLedgerScreen } from '@/features/ledger/admin-ledger-screen';
import { AGENT, ME } from '@/features/money/money.fixtures';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildStatementAnswer } from './statement.fixtures';

beforeAll(() => setupI18n(['statement', 'ledger', 'users', 'validation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = (search: string) => ({ path: '/admin/admin-ledger', route: `/admin/admin-ledger${search}`, user: ME });

describe('admin ledger: agency statement tab', () => {
  it('asks for an agency first, then shows the chosen agent’s statement', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : ok(buildStatementAnswer())));
    renderScreen(<AdminLedgerScreen />, route('?tab=statement'));
    expect(await screen.findByText('Choose an agency to see its statement.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agency statement' }).getAttribute('aria-current')).toBe('page');
    expect(calls.some((c) => c.url.pathname === '/api/agent-statment')).toBe(false);

    fireEvent.focus(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
    await screen.findByRole('table', { name: 'Statement entries' });
    const get = calls.find((c) => c.url.pathname === '/api/agent-statment')!;
    expect(Object.fromEntries(get.url.searchParams)).toEqual({ user_id: AGENT.id, page: '1', per_page: '50' });
    expect(screen.getByTestId('location').textContent).toBe(
      `/admin/admin-ledger?tab=statement&user_id=${AGENT.id}&agency_name=Bilal+Travels`,
    );
  });

  it('opens straight on an agent from the address (the wallet card’s link), with its period', async () => {
    const calls = stubMoneyApi((c) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : ok(buildStatementAnswer())));
    renderScreen(
      <AdminLedgerScreen />,
      route(`?tab=statement&user_id=${AGENT.id}&agency_name=Bilal%20Travels&from=2026-04-01&to=2026-04-30`),
    );
    await screen.findByRole('table', { name: 'Statement entries' });
    expect((screen.getByRole('combobox', { name: 'Agency' }) as HTMLInputElement).value).toBe('Bilal Travels');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/agent-statment')).toHaveLength(1));
    const get = calls.find((c) => c.url.pathname === '/api/agent-statment')!;
    expect(Object.fromEntries(get.url.searchParams)).toEqual({
      user_id: AGENT.id,
      from: '2026-04-01',
      to: '2026-04-30',
      page: '1',
      per_page: '50',
    });
    expect(screen.getByText('Bilal Travels', { selector: 'strong' })).toBeTruthy();
  });
});
