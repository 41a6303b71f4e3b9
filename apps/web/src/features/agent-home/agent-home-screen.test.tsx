import { airportAnswer, pickAirport } from '@/features/flights/search/airport-test-kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { buildBookingRow } from '@/features/agent-bookings/bookings.fixtures';
import { buildRow, buildSearchResult } from '@/features/flights/flights.fixtures';
import { buildLine } from '@/features/statement/statement.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentHomeScreen } from './agent-home-screen';

beforeAll(() => setupI18n(['agent', 'agent_bookings', 'ledger', 'users', 'flights']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGENT = buildUser({ role: 'agent', name: 'Bilal' });

/** Answers GET /get-bookings (the holds card) with `holds`, and everything else with `rest`. */
const withHolds =
  (rest: (call: TApiCall) => TApiAnswer, holds: () => TApiAnswer = () => listOf([])) =>
  (call: TApiCall) =>
    call.url.pathname === '/api/get-bookings' ? holds() : rest(call);
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
    const calls = stubApi(withHolds(() => ok({ balance, recent_entries: [charge, buildLine()] })));
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
    stubApi(
      withHolds(() => ok({ balance: { ...balance, balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 }, recent_entries: [] })),
    );
    renderScreen(<AgentHomeScreen />, at());
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    cleanup();
    stubApi(withHolds(() => failure(500, 'internal_error', 'An unexpected error occurred.')));
    renderScreen(<AgentHomeScreen />, at());
    const wallet = (await screen.findByRole('heading', { name: 'Wallet' })).closest('section')!;
    expect(await within(wallet).findByText('An unexpected error occurred.')).toBeTruthy();
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

describe('agent home: holds near their deadline', () => {
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const due = (id: string, reference: string, hours: number, lead: string) =>
    buildBookingRow({
      id,
      reference,
      lead_passenger: lead,
      deadlines: { ...buildBookingRow().deadlines, agency_deadline_at: inHours(hours) },
    });

  it("asks for the agency's holds due within 24 hours and lists them soonest first, each linking to its booking with a countdown", async () => {
    const holds = [
      due('01900000-0000-7000-8000-0000000000b1', 'BKG-100001', 2, 'ALI RAZA KHAN'),
      due('01900000-0000-7000-8000-0000000000b2', 'BKG-100002', 20, 'SARA KHAN'),
    ];
    const calls = stubApi(
      withHolds(
        () => ok({ balance, recent_entries: [] }),
        () => listOf(holds, 12),
      ),
    );
    renderScreen(<AgentHomeScreen />, at());
    const card = (await screen.findByRole('heading', { name: 'Holds due within 24 hours' })).closest('section')!;
    const rows = await within(card).findAllByRole('row');
    // The header, then one row per hold, in the order the API gave (soonest first).
    expect(rows.slice(1).map((r) => within(r).getByRole('link').textContent)).toEqual(['BKG-100001', 'BKG-100002']);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(
      '/agent/agent-booking-details?id=01900000-0000-7000-8000-0000000000b1',
    );
    expect(rows[1]!.textContent).toContain('ALI RAZA KHAN');
    expect(rows[1]!.textContent).toContain('KHI → DXB');
    expect(within(rows[1]!).getByRole('timer').textContent).toMatch(/^0?1:5\d:\d\d left$/);
    expect(within(rows[2]!).getByRole('timer').textContent).toMatch(/^19:5\d:\d\d left$/);
    expect(within(card).getByText('10 more due within 24 hours.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See all held bookings' }).getAttribute('href')).toBe(
      '/agent/agent-bookings?status=held',
    );

    const get = calls.find((c) => c.url.pathname === '/api/get-bookings')!;
    expect(Object.fromEntries(get.url.searchParams)).toEqual({ status: 'held', deadline_within_hours: '24', per_page: '10', page: '1' });
  });

  it('says when no hold is due, and fails alone when the list cannot be read', async () => {
    stubApi(withHolds(() => ok({ balance, recent_entries: [] })));
    renderScreen(<AgentHomeScreen />, at());
    expect(await screen.findByText('No hold is due within 24 hours.')).toBeTruthy();
    cleanup();
    stubApi(
      withHolds(
        () => ok({ balance, recent_entries: [] }),
        () => failure(500, 'internal_error', 'The bookings could not be read.'),
      ),
    );
    renderScreen(<AgentHomeScreen />, at());
    const card = (await screen.findByRole('heading', { name: 'Holds due within 24 hours' })).closest('section')!;
    expect(await within(card).findByText('The bookings could not be read.')).toBeTruthy();
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    try {
      stubApi(withHolds(() => ok({ balance, recent_entries: [] })));
      renderScreen(<AgentHomeScreen />, at());
      expect(await screen.findByRole('heading', { name: 'حجوزات مؤقتة تنتهي مهلتها خلال 24 ساعة' })).toBeTruthy();
      expect(await screen.findByText('لا يوجد حجز مؤقت تنتهي مهلته خلال 24 ساعة.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
