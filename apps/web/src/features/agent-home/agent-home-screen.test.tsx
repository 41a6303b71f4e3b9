import { airportAnswer, pickAirport } from '@/features/flights/search/airport-test-kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { buildRow, buildSearchResult } from '@/features/flights/flights.fixtures';
import { buildLine } from '@/features/statement/statement.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentHomeScreen } from './agent-home-screen';

beforeAll(() => setupI18n(['agent', 'ledger', 'users', 'flights']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGENT = buildUser({ role: 'agent', name: 'Bilal' });
const at = (user = AGENT) => ({ path: '/agent/dashboard-flights', route: '/agent/dashboard-flights', user });
const balance = {
  agency_id: '0190a0a0-0000-7000-8000-0000000000a1',
  currency: 'PKR',
  balance_minor: 3_250_000,
  credit_allowance_minor: 500_000,
  available_minor: 3_750_000,
};

describe('agent home wallet card', () => {
  it('shows balance, credit allowance and available, and the last transactions, newest first, with a link to the statement', async () => {
    const charge = buildLine({
      id: 'e2',
      kind: 'charge',
      reference: 'TXN-100300',
      document_reference: 'CHG-100002',
      description: 'Service fee',
      debit_minor: 250_000,
      credit_minor: 0,
      date: '2026-04-03T08:00:00.000Z',
    });
    const calls = stubApi(() => ok({ balance, recent_entries: [charge, buildLine()] }));
    renderScreen(<AgentHomeScreen />, at());
    const card = (await screen.findByRole('heading', { name: 'Wallet' })).closest('section')!;
    expect(await within(card).findByText('PKR 32,500.00')).toBeTruthy();
    expect(within(card).getByText('PKR 5,000.00')).toBeTruthy();
    expect(within(card).getByText('PKR 37,500.00')).toBeTruthy();
    // GET /agency-balance without a target: the agent's own wallet.
    const get = calls.find((c) => c.url.pathname === '/api/agency-balance')!;
    expect([...get.url.searchParams]).toEqual([]);

    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('bdi')!.textContent)).toEqual(['Service fee', 'Deposit approved — HBL 7781']);
    expect(within(items[0]!).getByText('-PKR 2,500.00')).toBeTruthy();
    expect(within(items[0]!).getByText('CHG-100002')).toBeTruthy();
    expect(within(items[1]!).getByText('+PKR 25,000.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View statement' }).getAttribute('href')).toBe('/agent/agent-ledger');
  });

  it('says when there is no transaction yet, and shows the server message on failure', async () => {
    stubApi(() => ok({ balance: { ...balance, balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 }, recent_entries: [] }));
    renderScreen(<AgentHomeScreen />, at());
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    cleanup();
    stubApi(() => failure(500, 'internal_error', 'An unexpected error occurred.'));
    renderScreen(<AgentHomeScreen />, at());
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
  });

  it('starts with the flight search box; a search shows its results in place of the cards', async () => {
    const calls = stubApi((call) => {
      const airports = airportAnswer(call);
      if (airports) return airports;
      if (call.url.pathname === '/api/flights') return ok(buildSearchResult([buildRow()]));
      if (call.url.pathname === '/api/flight-providers') return ok({ providers: [] });
      return ok({ balance, recent_entries: [] });
    });
    renderScreen(<AgentHomeScreen />, at());
    expect(await screen.findByRole('form', { name: 'Search flights' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeTruthy();
    await pickAirport(/^From/, 'KHI');
    await pickAirport(/^To/, 'DXB');
    fireEvent.change(screen.getByLabelText(/^Departure date/), { target: { value: '2099-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/agent\/dashboard-flights\?trip_type=one_way&origin=KHI/),
    );
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/flights')).toHaveLength(1);
  });

  it('an agent awaiting approval sees no wallet and calls nothing', async () => {
    const calls = stubApi(() => ok({}));
    renderScreen(<AgentHomeScreen />, at(buildUser({ role: 'agent', is_approved: '0' })));
    expect(await screen.findByRole('heading', { name: 'Agency profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
