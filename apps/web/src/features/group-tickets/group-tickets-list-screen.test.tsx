import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { groupTicketFixture } from './group-ticket-fixture';
import { GroupTicketsListScreen } from './group-tickets-list-screen';

beforeAll(() => setupI18n(['group-tickets', 'resource']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
/** The list answers its items under `flights`. */
const flights = (items: unknown[]) => ok({ flights: items, pagination: { page: 1, per_page: 20, total: items.length } });
const render = (route: string) => renderScreen(<GroupTicketsListScreen />, { path: '/admin/group-tickets', route, user: admin });
const query = (call: TApiCall) => Object.fromEntries(call.url.searchParams);

describe('group tickets list', () => {
  it('lists the blocks from `flights`: reference, airline, route, departure, seats, adult fare and status', async () => {
    const soldOut = groupTicketFixture({
      id: '0190a0a0-0000-7000-8000-0000000000a2',
      reference: 'GT-100002',
      title: null,
      trip_type: 'one_way',
      return_legs: [],
      seats_left: 0,
      status: 'inactive',
    });
    const calls = stubApi(() => flights([groupTicketFixture(), soldOut]));
    render('/admin/group-tickets');
    const link = await screen.findByRole('link', { name: 'GT-100001' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/update/group-ticket?id=0190a0a0-0000-7000-8000-0000000000a1');
    expect(screen.getByRole('heading', { name: 'Group tickets' })).toBeTruthy();
    expect(screen.getAllByText('KHI → JED')).toHaveLength(2);
    expect(screen.getAllByText('Karachi → Jeddah')).toHaveLength(2);
    expect(screen.getByText('38 of 40')).toBeTruthy();
    expect(screen.getByText('Sold out', { selector: '.badge' })).toBeTruthy();
    expect(screen.getAllByText('PKR 189,500.00')).toHaveLength(2);
    // The departure in Karachi's own time, whatever the reader's zone.
    expect(screen.getAllByText('24 Dec 2026, 04:30')).toHaveLength(2);
    expect(screen.getByText('Return 31 Dec 2026, 08:30')).toBeTruthy();
    expect(screen.getByText('One way', { selector: '.cell-sub' })).toBeTruthy();
    expect(screen.getByText('On sale', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take off sale: GT-100001 Umrah group' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put on sale: GT-100002' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/group-tickets');
    expect(query(calls[0]!)).toEqual({ page: '1', per_page: '20' });
  });

  it('sends the route, airline, days, status and seats filters of the address bar, dropping values the API would refuse', async () => {
    const calls = stubApi(() => flights([groupTicketFixture()]));
    render(
      '/admin/group-tickets?origin=KHI&destination=jed&airline=SV&from=2026-12-01&to=2026-12-31&active=1&has_seats=1&sort=departure_at',
    );
    await screen.findByRole('link', { name: 'GT-100001' }, { timeout: 5000 });
    expect(query(calls[0]!)).toEqual({
      origin: 'KHI',
      destination: 'jed',
      airline: 'SV',
      from: '2026-12-01',
      to: '2026-12-31',
      active: '1',
      has_seats: '1',
      sort: 'departure_at',
      page: '1',
      per_page: '20',
    });
    cleanup();
    const refused = stubApi(() => flights([groupTicketFixture()]));
    render('/admin/group-tickets?origin=KH&from=someday&has_seats=2');
    await screen.findByRole('link', { name: 'GT-100001' }, { timeout: 5000 });
    expect(query(refused[0]!)).toEqual({ page: '1', per_page: '20' });
  });

  it('applies a typed airport code once typing pauses, keeping a half-typed one in the box', async () => {
    const calls = stubApi(() => flights([groupTicketFixture()]));
    render('/admin/group-tickets?page=2');
    const origin = await screen.findByLabelText('From (airport code)', undefined, { timeout: 5000 });
    fireEvent.change(origin, { target: { value: 'KH' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/group-tickets?origin=KH'));
    expect((origin as HTMLInputElement).value).toBe('KH');
    fireEvent.change(origin, { target: { value: 'KHI' } });
    await waitFor(() => expect(query(calls[calls.length - 1]!)).toMatchObject({ origin: 'KHI', page: '1' }));
    fireEvent.change(screen.getByLabelText('Departing from'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/group-tickets?origin=KHI&from=2026-12-01'));
  });

  it('shows "Nothing Found" for an empty list', async () => {
    stubApi(() => flights([]));
    render('/admin/group-tickets');
    expect(await screen.findByText('Nothing Found', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('takes a block off sale with PUT ?id= { status: inactive } and shows the server message', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? ok({ group_ticket: groupTicketFixture({ status: 'inactive' }) }, 'Group ticket saved successfully.')
        : flights([groupTicketFixture()]),
    );
    render('/admin/group-tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Take off sale: GT-100001 Umrah group' }, { timeout: 5000 }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Group ticket saved successfully.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/group-tickets');
    expect(put.url.searchParams.get('id')).toBe('0190a0a0-0000-7000-8000-0000000000a1');
    expect(put.body).toEqual({ status: 'inactive' });
  });
});
