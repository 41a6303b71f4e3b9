import type { TBookingDetails } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { failure, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ACCOUNTS, ADMIN, buildDetails, fromNow, RESERVATION } from './booking-desk.fixtures';
import { AdminBookingDetailsScreen, ReservationBookingDetailsScreen } from './area-screens';

beforeAll(() => setupI18n(['desk', 'bookings', 'travellers', 'ledger', 'flights']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAILS = buildDetails({
  status: 'void_requested',
  actions: ['void', 'decline_void'],
  deadlines: { ...buildDetails().deadlines, void_until: fromNow(20), supplier_deadline_at: '2026-01-01T00:00:00.000Z' },
});
const at = (booking: TBookingDetails, path = '/admin/booking-details') => ({
  path,
  route: `${path}?id=${booking.id}`,
  user: ADMIN,
});
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST');

/** Answers the details with `current`, and POSTs with `onPost`. */
function stub(
  initial: TBookingDetails,
  onPost: (call: TMoneyCall) => { status?: number; body: unknown } = () => failure(500, 'internal_error', ''),
) {
  return stubMoneyApi((c) => (c.method === 'POST' ? onPost(c) : ok({ booking: initial })));
}

describe('/admin/booking-details', () => {
  it('shows the summary, deadlines with the time left in the agency’s zone, flights, travellers with tickets, prices and the timeline', async () => {
    const calls = stub(DETAILS);
    renderScreen(<AdminBookingDetailsScreen />, at(DETAILS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/get-admin-booking');
    expect(calls[0]!.url.searchParams.get('id')).toBe(DETAILS.id);
    expect(screen.getAllByText('Void requested').length).toBeGreaterThan(0);

    const summary = card('Summary');
    expect(within(summary).getByRole('link', { name: 'Crescent Travels' }).getAttribute('href')).toContain('agency=');
    expect(within(summary).getByRole('link', { name: 'TXN-100042' }).getAttribute('href')).toBe('/admin/admin-ledger?search=TXN-100042');
    expect(summary.textContent).toContain('12 Mar 2026, 14:00'); // 09:00 UTC in Asia/Karachi
    expect(summary.textContent).toContain('bookings@agency.example');

    const deadlines = card('Deadlines');
    expect(deadlines.textContent).toContain('Times in Asia/Karachi');
    expect(deadlines.textContent).toContain('Void window closes');
    expect(deadlines.textContent).toContain('20 h 0 min left');
    expect(deadlines.textContent).toContain('Passed');

    const flights = card('Flights');
    expect(flights.textContent).toContain('EK 601');
    expect(flights.textContent).toContain('Terminal 1 to terminal 3');

    const travellers = screen.getByRole('table', { name: 'Travellers' });
    expect(travellers.textContent).toContain('Mr IMRAN KHAN');
    expect(travellers.textContent).toContain('176-2400000001');

    const prices = screen.getByRole('table', { name: 'Price per traveller' });
    expect(within(prices).getByRole('columnheader', { name: 'Net fare' })).toBeTruthy();
    expect(prices.textContent).toMatch(/PKR\s*53,000\.00/);

    const timeline = card('Timeline');
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((e) => e.querySelector('strong')!.textContent)).toEqual(['Booking requested', 'Tickets issued', 'Void requested']);
    expect(events[1]!.textContent).toContain('Ticketing → Ticketed');
    expect(events[1]!.textContent).toContain('System');
    expect(events[2]!.textContent).toContain('Customer changed plans');
  });

  it('lists the bags and seats booked with the flight after the fares, each for its traveller, with no margin', async () => {
    const withExtras = buildDetails({
      extras: [
        { kind: 'bag', bag_kind: 'checked', kg: 23, passenger_ref: 'p1', quantity: 2, unit_minor: 1_200_000, total_minor: 2_400_000 },
        { kind: 'seat', segment_index: 0, designator: '12A', passenger_ref: 'p1', quantity: 1, unit_minor: 300_000, total_minor: 300_000 },
      ],
    });
    stub(withExtras);
    renderScreen(<AdminBookingDetailsScreen />, at(withExtras));
    const prices = await screen.findByRole('table', { name: 'Price per traveller' });
    const [, , bag, seat] = within(prices).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent!.replace(/\s+/g, ' ').trim());
    expect(cells(bag!)).toEqual([
      'Extra checked bag, 23 kgIMRAN KHAN',
      '2',
      'PKR 12,000.00',
      'PKR 0.00',
      'PKR 12,000.00',
      'PKR 0.00',
      'PKR 12,000.00',
    ]);
    expect(cells(seat!)[0]).toBe('Seat 12A on KHI → DXB, EK 601IMRAN KHAN');
    expect(cells(seat!)[6]).toBe('PKR 3,000.00');
  });

  it('offers only the actions the API lists: here void (decline has no button), not approve, confirm or cancel', async () => {
    stub(DETAILS);
    renderScreen(<AdminBookingDetailsScreen />, at(DETAILS));
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(screen.getByRole('button', { name: 'Void' })).toBeTruthy();
    for (const name of ['Approve', 'Pay and issue', 'Cancel booking']) expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();

    const held = buildDetails({ status: 'held', needs_approval: true, actions: ['confirm', 'cancel', 'approve'] });
    stub(held);
    renderScreen(<AdminBookingDetailsScreen />, at(held, '/admin/bookings-details'));
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(screen.getByText('Needs staff approval')).toBeTruthy();
    for (const name of ['Approve', 'Pay and issue', 'Cancel booking']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    cleanup();

    const done = buildDetails({ status: 'voided', actions: [] });
    stub(done);
    renderScreen(<AdminBookingDetailsScreen />, at(done));
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    // Its documents stay (it was ticketed); no action does.
    const documents = screen.getByRole('heading', { level: 2, name: 'Documents' }).closest('section')!;
    expect(screen.queryAllByRole('button').filter((b) => !documents.contains(b))).toHaveLength(0);
  });

  it('voids with a note and an Idempotency-Key, and retries the same request with the same key after the supplier gave no answer', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
    let answer = failure(503, 'service_unavailable', 'The airline did not answer.');
    const calls = stub(DETAILS, () => answer);
    renderScreen(<AdminBookingDetailsScreen />, at(DETAILS));
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void booking BKG-100001' });
    expect(dialog.textContent).toContain('less the void fee');
    expect(dialog.textContent).toContain('20 h 0 min left');
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Agent asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the tickets' }));
    expect(await within(dialog).findByText('The airline did not answer.')).toBeTruthy();
    answer = ok({ booking: { ...DETAILS, status: 'voided', actions: [] } }, 'Booking has been voided successfully.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the tickets' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking has been voided successfully.'));
    const [first, second] = posts(calls);
    expect(first!.url.pathname).toBe('/api/void-booking');
    expect(first!.body).toEqual({ booking_id: DETAILS.id, note: 'Agent asked by phone' });
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('pays and issues a hold after confirming, with an Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const held = buildDetails({ status: 'held', actions: ['confirm', 'cancel'] });
    const calls = stub(held, () => ok({ booking: { ...held, status: 'ticketed' } }, 'Booking confirmed successfully.'));
    renderScreen(<AdminBookingDetailsScreen />, at(held));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay and issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay and issue booking BKG-100001' });
    expect(dialog.textContent).toContain('Crescent Travels');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay and issue' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking confirmed successfully.'));
    const [post] = posts(calls);
    expect(post!.url.pathname).toBe('/api/confirm-pnr');
    expect(post!.body).toEqual({ booking_id: held.id });
    expect(post!.headers['idempotency-key']).toBeTruthy();
  });

  it('cancels a ticketed booking only at the refund quoted first, each call with its own key', async () => {
    const success = vi.spyOn(toast, 'success');
    const ticketed = buildDetails({ status: 'ticketed', actions: ['cancel', 'request_void', 'void'] });
    const quote = {
      supplier_refund_minor: 4_000_000,
      fee_minor: 500_000,
      refund_minor: 3_500_000,
      currency: 'PKR',
      expires_at: fromNow(0.25),
    };
    const calls = stub(ticketed, (c) =>
      (c.body as { accept_refund_minor?: number }).accept_refund_minor === undefined
        ? ok({ booking: ticketed, quote }, 'Done.')
        : ok({ booking: { ...ticketed, status: 'cancelled' }, quote }, 'Booking canceled successfully.'),
    );
    renderScreen(<AdminBookingDetailsScreen />, at(ticketed));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BKG-100001' });
    expect(dialog.textContent).toMatch(/Airline refund\s*PKR\s*40,000\.00/);
    expect(dialog.textContent).toMatch(/Cancellation fee\s*PKR\s*5,000\.00/);
    expect(dialog.textContent).toMatch(/Back to the wallet\s*PKR\s*35,000\.00/);
    expect(dialog.textContent).toContain('15 min left');
    expect(success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking canceled successfully.'));
    const [ask, accept] = posts(calls);
    expect(ask!.body).toEqual({ booking_id: ticketed.id });
    expect(accept!.body).toEqual({ booking_id: ticketed.id, accept_refund_minor: 3_500_000 });
    expect(accept!.headers['idempotency-key']).not.toBe(ask!.headers['idempotency-key']);
  });

  it('releases a hold after confirming, in one call', async () => {
    vi.spyOn(toast, 'success');
    const held = buildDetails({ status: 'held', actions: ['confirm', 'cancel'] });
    const calls = stub(held, () => ok({ booking: { ...held, status: 'cancelled' }, quote: null }, 'Booking canceled successfully.'));
    renderScreen(<AdminBookingDetailsScreen />, at(held));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the hold' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ booking_id: held.id });
  });

  it('says "Nothing Found" for an unknown booking', async () => {
    stubMoneyApi(() => failure(404, 'not_found', 'Not found.'));
    renderScreen(<AdminBookingDetailsScreen />, at(DETAILS));
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to bookings' }).getAttribute('href')).toBe('/admin/bookings');
  });
});

describe('other readers', () => {
  it('accounts staff read through the shared endpoint and see no actions the API does not list', async () => {
    const calls = stub({ ...DETAILS, actions: [] });
    renderScreen(<AdminBookingDetailsScreen />, { ...at(DETAILS), user: ACCOUNTS });
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(calls[0]!.url.pathname).toBe('/api/get-flight-booking-details');
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('reservation staff get their own area’s links and no ledger link', async () => {
    const withoutMargins = buildDetails({
      actions: ['approve'],
      status: 'awaiting_approval',
      price_lines: [{ type: 'adult', count: 1, due_minor: 5_500_000, markup_minor: 200_000, gross_minor: 5_700_000 }],
    });
    stub(withoutMargins);
    renderScreen(<ReservationBookingDetailsScreen />, { ...at(withoutMargins, '/reservation/booking-details'), user: RESERVATION });
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(screen.getByRole('link', { name: 'Back to bookings' }).getAttribute('href')).toBe('/reservation/bookings');
    expect(screen.queryByRole('link', { name: 'TXN-100042' })).toBeNull();
    expect(screen.getByText('TXN-100042')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Net fare' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
