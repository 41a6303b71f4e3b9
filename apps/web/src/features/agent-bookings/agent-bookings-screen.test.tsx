import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { AgentBookingsScreen } from './agent-bookings-screen';
import { buildBookingRow } from './bookings.fixtures';
import { stubBookingApi, type TBookingCall } from './bookings-test-api';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['agent_bookings', 'bookings', 'flights']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const at = (route = '/agent/agent-bookings') => ({ path: '/agent/agent-bookings', route, user: AGENT_USER });
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
const DUBAI = { iata_code: 'DXB', time_zone: 'Asia/Dubai' };

function stub(rows = [buildBookingRow()]) {
  return stubBookingApi((call) => {
    // The first flight leaves Dubai in one row: its time is shown on Dubai's clock.
    if (call.url.pathname === '/api/airports') return listOf(call.url.searchParams.get('search') === 'DXB' ? [DUBAI] : []);
    return listOf(rows);
  });
}
const listCalls = (calls: TBookingCall[]) => calls.filter((c) => c.url.pathname === '/api/get-bookings');

describe("the agency's bookings (/agent/agent-bookings)", () => {
  it('lists each booking: reference, PNR, route, local departure, lead passenger, status, amount and a hold’s countdown', async () => {
    const calls = stub([
      buildBookingRow(),
      buildBookingRow({
        id: '01900000-0000-7000-8000-0000000000b2',
        reference: 'BKG-100002',
        status: 'ticketed',
        pnr: 'XYZ789',
        origin: 'DXB',
        destination: 'KHI',
        departs_at: '2026-12-20T20:15:00.000Z',
        passengers: 1,
        actions: ['cancel', 'request_void'],
      }),
    ]);
    renderScreen(<AgentBookingsScreen />, at());
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const [, held, ticketed] = within(table).getAllByRole('row');
    expect(within(held!).getAllByRole('cell').map(text).slice(0, 7)).toEqual([
      'BKG-100001',
      'ABC123',
      'KHI → DXB',
      '10 Dec 2026, 08:30 GMT+5',
      'ALI RAZA KHANand 1 more',
      'On hold',
      'PKR 86,000.00Customer: PKR 90,000.00',
    ]);
    expect(within(held!).getByRole('link', { name: 'BKG-100001' }).getAttribute('href')).toBe(
      '/agent/agent-booking-details?id=01900000-0000-7000-8000-0000000000b1',
    );
    expect(within(held!).getByRole('timer').textContent).toMatch(/^1 d 0[12]:\d\d:\d\d$/);
    await waitFor(() => expect(text(within(ticketed!).getAllByRole('cell')[3]!)).toBe('21 Dec 2026, 00:15 GST'));
    expect(within(ticketed!).queryByRole('timer')).toBeNull();
    expect(listCalls(calls)[0]!.url.searchParams.get('per_page')).toBe('20');
  });

  it('filters by status, booking days and a reference, PNR or name, kept in the address', async () => {
    const calls = stub();
    renderScreen(<AgentBookingsScreen />, at());
    await screen.findByRole('table', { name: 'Bookings' });
    const bar = screen.getByRole('region', { name: 'Filters' });
    fireEvent.change(within(bar).getByLabelText('Status'), { target: { value: 'held' } });
    fireEvent.change(within(bar).getByLabelText('Booked from'), { target: { value: '2026-11-01' } });
    const search = within(bar).getByLabelText('Reference, PNR or traveller');
    expect((search as HTMLInputElement).placeholder).toBe('e.g. BKG-100001, ABC123 or KHAN');
    fireEvent.change(search, { target: { value: ' khan ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/agent/agent-bookings?status=held&from=2026-11-01&search=khan'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({
        page: '1',
        from: '2026-11-01',
        status: 'held',
        q: 'khan',
        per_page: '20',
      }),
    );
    expect(within(bar).getByRole('option', { name: 'Void requested' })).toBeTruthy();
  });

  it('says when there is nothing yet, and in Arabic', async () => {
    stub([]);
    renderScreen(<AgentBookingsScreen />, at());
    expect(await screen.findByText('No bookings yet. Search for a flight to book one.')).toBeTruthy();
    cleanup();
    await i18next.changeLanguage('ar');
    stub();
    renderScreen(<AgentBookingsScreen />, at());
    const table = await screen.findByRole('table', { name: 'الحجوزات' });
    expect(within(table).getByText('محجوز مؤقتًا')).toBeTruthy();
    expect(within(table).getByText('من KHI إلى DXB')).toBeTruthy();
  });
});
