import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ADMIN, AGENCY, buildRow, fromNow, RESERVATION } from './booking-desk.fixtures';
import { AdminBookingsScreen, ReservationBookingsScreen } from './area-screens';

beforeAll(() => setupI18n(['desk', 'bookings', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TICKETED = buildRow({ id: '01900000-0000-7000-8000-0000000000b2', reference: 'BKG-100002', status: 'ticketed', passengers: 3 });
const HELD = buildRow({ pnr: null, agency: null });
const admin = (route = '/admin/bookings') => ({ path: '/admin/bookings', route, user: ADMIN });

describe('/admin/bookings', () => {
  it('lists every booking with its agency, route, travellers, status and amount, linking to the details; pages through', async () => {
    const calls = stubMoneyApi(() => listOf([TICKETED, HELD], 45));
    renderScreen(<AdminBookingsScreen />, admin());
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Crescent Travels');
    expect(rows[0]!.textContent).toContain('KHI → DXB');
    expect(rows[0]!.textContent).toContain('PNR: ABC123');
    expect(rows[0]!.textContent).toContain('and 2 more');
    expect(rows[0]!.textContent).toContain('Ticketed');
    expect(rows[0]!.textContent).toMatch(/PKR\s*55,000\.00/);
    expect(rows[1]!.textContent).toContain('On hold');
    expect(within(rows[0]!).getByRole('link', { name: 'BKG-100002' }).getAttribute('href')).toBe(
      `/admin/booking-details?id=${TICKETED.id}`,
    );
    const list = calls.at(-1)!;
    expect(list.url.pathname).toBe('/api/get-admin-bookings');
    expect(list.url.searchParams.get('per_page')).toBe('20');
    expect(screen.getByText('Showing 1–20 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('filters by status, booking dates and search (the API’s q) from the address bar, and by agency', async () => {
    const calls = stubMoneyApi(() => listOf([]));
    renderScreen(
      <AdminBookingsScreen />,
      admin(`/admin/bookings?status=void_requested&from=2026-02-01&to=2026-02-28&search=KHAN&agency=${AGENCY.id}&agency_name=Crescent`),
    );
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    const query = calls.at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'void_requested',
      from: '2026-02-01',
      to: '2026-02-28',
      q: 'KHAN',
      agency_id: AGENCY.id,
    });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('void_requested');
    expect(screen.getByRole('combobox', { name: /Agency/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'held' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('held'));
    expect(screen.getByTestId('location').textContent).toContain('status=held');
  });

  it('shows the server’s error with a retry', async () => {
    stubMoneyApi(() => failure(500, 'internal_error', 'Bookings are unavailable.'));
    renderScreen(<AdminBookingsScreen />, admin());
    expect(await screen.findByText('Bookings are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the ticketing queue (?tab=ticketing)', () => {
  const AWAITING = buildRow({
    id: '01900000-0000-7000-8000-0000000000b3',
    reference: 'BKG-100003',
    status: 'awaiting_approval',
    needs_approval: true,
    actions: ['cancel', 'approve'],
  });
  const FAILED = buildRow({
    id: '01900000-0000-7000-8000-0000000000b4',
    reference: 'BKG-100004',
    status: 'held',
    needs_approval: true,
    actions: ['confirm', 'cancel', 'approve'],
    deadlines: { ...HELD.deadlines, agency_deadline_at: fromNow(5) },
  });
  const PLAIN_HOLD = buildRow({ id: '01900000-0000-7000-8000-0000000000b5', reference: 'BKG-100005', actions: ['confirm', 'cancel'] });

  it('lists paid bookings awaiting approval and holds whose issue failed; Approve posts with a note and an Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.method === 'POST') return ok({ booking: { ...AWAITING, status: 'ticketed' } }, 'Booking approved and sent for ticketing.');
      return c.url.searchParams.get('status') === 'awaiting_approval' ? listOf([AWAITING]) : listOf([FAILED, PLAIN_HOLD], 2);
    });
    renderScreen(<AdminBookingsScreen />, admin('/admin/bookings?tab=ticketing'));
    expect(screen.getByRole('link', { name: 'Ticketing queue' }).getAttribute('aria-current')).toBe('page');

    const awaiting = await screen.findByRole('table', { name: 'Bookings paid and waiting for approval' });
    expect(within(awaiting).getAllByRole('row')).toHaveLength(2);
    const failed = await screen.findByRole('table', { name: 'Holds whose issue failed' });
    const failedRows = within(failed).getAllByRole('row').slice(1);
    expect(failedRows).toHaveLength(1);
    expect(failedRows[0]!.textContent).toContain('BKG-100004');
    expect(failedRows[0]!.textContent).toContain('Needs staff approval');
    expect(failedRows[0]!.textContent).toContain('5 h 0 min left');
    expect(screen.getByRole('heading', { name: 'Holds whose issue failed (1)' })).toBeTruthy();
    const holds = calls.find((c) => c.url.searchParams.get('status') === 'held')!;
    expect(holds.url.searchParams.get('per_page')).toBe('100');

    fireEvent.click(within(awaiting).getByRole('button', { name: 'Approve booking BKG-100003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve booking BKG-100003' });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Checked with the agency' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and issue' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking approved and sent for ticketing.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/approve-booking');
    expect(post.body).toEqual({ booking_id: AWAITING.id, note: 'Checked with the agency' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when more holds exist than were checked, and keeps the dialog open with the server’s refusal', async () => {
    vi.spyOn(toast, 'error');
    stubMoneyApi((c) => {
      if (c.method === 'POST') return failure(409, 'conflict', 'This booking is Ticketing: that cannot be done now.');
      return c.url.searchParams.get('status') === 'awaiting_approval' ? listOf([]) : listOf([FAILED], 140);
    });
    renderScreen(<AdminBookingsScreen />, admin('/admin/bookings?tab=ticketing'));
    expect(await screen.findByText('Only the newest 1 of 140 holds were checked.')).toBeTruthy();
    expect(screen.getByText('No paid booking is waiting for approval.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve booking BKG-100004' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('pays again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and issue' }));
    expect(await within(dialog).findByText('This booking is Ticketing: that cannot be done now.')).toBeTruthy();
  });
});

describe('/reservation/bookings', () => {
  it('links to the reservation area’s details and reads through the desk’s endpoint', async () => {
    const calls = stubMoneyApi(() => listOf([TICKETED]));
    renderScreen(<ReservationBookingsScreen />, { path: '/reservation/bookings', route: '/reservation/bookings', user: RESERVATION });
    const link = await screen.findByRole('link', { name: 'BKG-100002' });
    expect(link.getAttribute('href')).toBe(`/reservation/booking-details?id=${TICKETED.id}`);
    expect(calls.some((c) => c.url.pathname === '/api/get-admin-bookings')).toBe(true);
    expect(calls.some((c) => c.url.pathname === '/api/get-bookings')).toBe(false);
  });
});
