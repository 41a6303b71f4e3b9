import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AdminAgentBookingsScreen, ReservationAgentBookingsScreen } from './area-screens';
import { ADMIN, AGENCY, buildRow, RESERVATION } from './booking-desk.fixtures';

beforeAll(() => setupI18n(['desk', 'bookings', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGENT = buildUser({
  id: '01900000-0000-7000-8000-0000000000a1',
  role: 'agent',
  name: 'Ali Agent',
  agency: {
    id: AGENCY.id,
    name: AGENCY.name,
    contact_person: 'Ali Raza',
    phone: '+92 42 3576 1100',
    address: '12 Mall Road, Lahore',
    country_code: 'PK',
    country_name: 'Pakistan',
    city_id: null,
    city_name: null,
    licence_number: 'IATA-PK-20451',
    currency: 'PKR',
    name_review: null,
  },
});
const answer = (c: { url: URL }) => (c.url.pathname === '/api/users' ? listOf([AGENT]) : listOf([buildRow()]));

describe('/admin/agent-detail-bookings?user_id=…', () => {
  it('lists the agent’s agency’s bookings, linking back to the agent and to its deposits', async () => {
    const calls = stubApi(answer);
    renderScreen(<AdminAgentBookingsScreen />, {
      path: '/admin/agent-detail-bookings',
      route: `/admin/agent-detail-bookings?user_id=${AGENT.id}`,
      user: ADMIN,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings of Crescent Travels' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Agency' })).toBeNull();
    const list = calls.find((c) => c.url.pathname === '/api/get-admin-bookings')!;
    expect(list.url.searchParams.get('agency_id')).toBe(AGENCY.id);
    expect(screen.getByRole('link', { name: 'Back to the agent' }).getAttribute('href')).toBe(`/admin/user-details?id=${AGENT.id}`);
    expect(screen.getByRole('link', { name: 'Deposits of this agent' }).getAttribute('href')).toBe(
      `/admin/agent-detail-deposits?user_id=${AGENT.id}`,
    );
  });

  it('in the reservation area: its own links, and no deposits (finance data)', async () => {
    stubApi(answer);
    renderScreen(<ReservationAgentBookingsScreen />, {
      path: '/reservation/agent-detail-bookings',
      route: `/reservation/agent-detail-bookings?user_id=${AGENT.id}`,
      user: RESERVATION,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings of Crescent Travels' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the agent' }).getAttribute('href')).toBe(`/reservation/user-details?id=${AGENT.id}`);
    expect(screen.queryByRole('link', { name: 'Deposits of this agent' })).toBeNull();
  });
});
