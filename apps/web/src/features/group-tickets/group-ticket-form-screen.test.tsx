import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { groupTicketFixture } from './group-ticket-fixture';
import { GroupTicketFormScreen } from './group-ticket-form-screen';

beforeAll(() => setupI18n(['group-tickets']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const fill = (scope: { getByLabelText: (label: RegExp) => HTMLElement }, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const group = (name: string) => within(screen.getByRole('group', { name }));
const renderNew = () =>
  renderScreen(<GroupTicketFormScreen />, { path: '/admin/new/group-ticket', route: '/admin/new/group-ticket', user: admin });
const renderEdit = (id: string) =>
  renderScreen(<GroupTicketFormScreen />, {
    path: '/admin/update/group-ticket',
    route: `/admin/update/group-ticket?id=${id}`,
    user: admin,
  });

function fillLeg(section: string, leg: [flight: string, from: string, to: string, departs: string, arrives: string]) {
  const scope = group(section);
  const [flight, from, to, departs, arrives] = leg;
  fill(scope, /^Flight number/, flight);
  fill(scope, /^From \(airport code\)/, from);
  fill(scope, /^To \(airport code\)/, to);
  fill(scope, /^Departs \(local time\)/, departs);
  fill(scope, /^Arrives \(local time\)/, arrives);
}

function fillFares(adult: [string, string]) {
  fill(screen, /^Adult net fare/, adult[0]);
  fill(screen, /^Adult selling fare/, adult[1]);
  fill(screen, /^Child net fare/, '150,000');
  fill(screen, /^Child selling fare/, '162,000');
  fill(screen, /^Infant net fare/, '30,000');
  fill(screen, /^Infant selling fare/, '35,000');
}

describe('group ticket form', () => {
  it('creates a return block with POST /group-tickets: flights in local time, fares in minor units, the cut-off as an instant', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi(() => ok({ group_ticket: groupTicketFixture() }, 'Group ticket saved successfully.'));
    renderNew();
    fill(screen, /^Airline code/, 'sv');
    fill(screen, /^Title/, 'Umrah group');
    fillLeg('Outbound flights', ['sv701', 'khi', 'JED', '2026-12-24T04:30', '2026-12-24T07:05']);
    fillLeg('Return flights', ['SV 700', 'JED', 'KHI', '2026-12-31T08:30', '2026-12-31T15:20']);
    fill(screen, /^Seats bought/, '40');
    fillFares(['175,000', '189,500']);
    fill(screen, /^Booking cut-off/, '2026-12-22T18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save group ticket' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Group ticket saved successfully.'));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/group-tickets');
    expect(calls[0]!.body).toMatchObject({
      airline_code: 'SV',
      title: 'Umrah group',
      trip_type: 'return',
      cabin_class: 'economy',
      outbound_legs: [
        {
          flight_number: 'SV 701',
          origin: 'KHI',
          destination: 'JED',
          departure_local: '2026-12-24T04:30',
          arrival_local: '2026-12-24T07:05',
          aircraft: null,
        },
      ],
      return_legs: [{ flight_number: 'SV 700', origin: 'JED', destination: 'KHI' }],
      seats_total: 40,
      currency: 'PKR',
      fares: {
        adult: { net_minor: 17_500_000, selling_minor: 18_950_000 },
        child: { net_minor: 15_000_000, selling_minor: 16_200_000 },
        infant: { net_minor: 3_000_000, selling_minor: 3_500_000 },
      },
      baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 1, checked_kg: 23 },
      booking_cutoff_at: new Date('2026-12-22T18:00').toISOString(),
      refundable: false,
      status: 'active',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/group-tickets'));
  });

  it('says what is wrong before calling the API: required fields, an amount that is no number, selling below net', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    renderNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Save group ticket' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(5);
    fillFares(['175,000', '170,000']);
    fill(screen, /^Child net fare/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save group ticket' }));
    expect(await screen.findByText('The selling fare cannot be lower than the net fare.')).toBeTruthy();
    expect(screen.getByText('Enter an amount as a number, e.g. 25,000.50.')).toBeTruthy();
    expect(screen.getByLabelText(/^Adult selling fare/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('hides the return flights of a one-way block, and adds and removes connecting flights', async () => {
    const calls = stubApi(() => ok({ group_ticket: groupTicketFixture() }, 'Group ticket saved successfully.'));
    renderNew();
    fill(screen, /^Trip/, 'one_way');
    expect(screen.queryByRole('group', { name: 'Return flights' })).toBeNull();
    fillLeg('Outbound flights', ['EK 623', 'LHE', 'DXB', '2026-12-24T04:30', '2026-12-24T06:40']);
    fireEvent.click(screen.getByRole('button', { name: 'Add a connecting flight' }));
    const second = within(screen.getByRole('group', { name: 'Flight 2' }));
    // A connection leaves from where the previous flight landed.
    expect((second.getByLabelText(/^From \(airport code\)/) as HTMLInputElement).value).toBe('DXB');
    fireEvent.click(screen.getByRole('button', { name: 'Add a connecting flight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    expect(screen.queryByRole('group', { name: 'Flight 3' })).toBeNull();
    fill(second, /^Flight number/, 'EK 803');
    fill(second, /^To \(airport code\)/, 'JED');
    fill(second, /^Departs \(local time\)/, '2026-12-24T09:40');
    fill(second, /^Arrives \(local time\)/, '2026-12-24T11:45');
    fill(screen, /^Airline code/, 'EK');
    fill(screen, /^Seats bought/, '20');
    fillFares(['96,000', '104,000']);
    fill(screen, /^Booking cut-off/, '2026-12-20T18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save group ticket' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as { trip_type: string; return_legs: unknown[]; outbound_legs: { origin: string; destination: string }[] };
    expect(body.trip_type).toBe('one_way');
    expect(body.return_legs).toEqual([]);
    expect(body.outbound_legs.map((l) => `${l.origin}-${l.destination}`)).toEqual(['LHE-DXB', 'DXB-JED']);
  });

  it('edits with ?id= (GET /group-tickets/{id}, PUT ?id=): a new fare; flights read-only once seats are sold', async () => {
    const success = vi.spyOn(toast, 'success');
    const ticket = groupTicketFixture();
    const calls = stubApi((call) =>
      call.method === 'GET' ? ok({ group_ticket: ticket }) : ok({ group_ticket: ticket }, 'Group ticket saved successfully.'),
    );
    renderEdit(ticket.id);
    expect(await screen.findByRole('heading', { name: 'Edit group ticket GT-100001' }, { timeout: 5000 })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe(`/api/group-tickets/${ticket.id}`);
    expect((screen.getByLabelText(/^Adult selling fare/) as HTMLInputElement).value).toBe('189500.00');
    expect(screen.getByText('2 of these seats are sold.')).toBeTruthy();
    expect(
      group('Outbound flights')
        .getByLabelText(/^Flight number/)
        .hasAttribute('readonly'),
    ).toBe(true);
    fill(screen, /^Adult selling fare/, '195,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Group ticket saved successfully.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.searchParams.get('id')).toBe(ticket.id);
    expect(put.body).toMatchObject({ fares: { adult: { net_minor: 17_500_000, selling_minor: 19_500_000 } }, seats_total: 40 });
  });

  it("shows the server's message on the flight field it names, and stays on the form", async () => {
    const ticket = groupTicketFixture({ seats_left: 40, seats_sold: 0 });
    stubApi((call) =>
      call.method === 'GET'
        ? ok({ group_ticket: ticket })
        : failure(422, 'validation_failed', 'The given data was invalid.', {
            'outbound_legs.0.arrival_local': ["The arrival must be after the departure (each in its airport's local time)."],
          }),
    );
    renderEdit(ticket.id);
    await screen.findByRole('heading', { name: 'Edit group ticket GT-100001' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText("The arrival must be after the departure (each in its airport's local time).");
    const input = group('Outbound flights').getByLabelText(/^Arrives \(local time\)/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('location').textContent).toBe(`/admin/update/group-ticket?id=${ticket.id}`);
  });
});
