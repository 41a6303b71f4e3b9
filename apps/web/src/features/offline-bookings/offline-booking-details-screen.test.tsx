import type { TOfflineBookingDetails } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, AGENCY, buildDetails, RESERVATION } from '@/features/booking-desk/booking-desk.fixtures';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { AdminOfflineBookingDetailsScreen } from './offline-booking-details-screen';

beforeAll(() => setupI18n(['offline_bookings', 'desk', 'bookings', 'travellers', 'common', 'ledger']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '01900000-0000-7000-8000-0000000000d1';
const route = (user = ADMIN) => ({ path: '/admin/offline-booking-details', route: `/admin/offline-booking-details?id=${ID}`, user });

function offlineDetails(over: Partial<TOfflineBookingDetails['offline']> = {}, booking = {}): TOfflineBookingDetails {
  return {
    booking: buildDetails({
      id: ID,
      reference: 'BKG-100500',
      channel: 'offline',
      status: 'ticketed',
      pnr: 'OFF123',
      agency: AGENCY,
      currency: 'PKR',
      ...booking,
    }),
    offline: {
      supplier_name: 'Crescent Consolidators',
      customer: null,
      locale: 'en',
      flights: [],
      net_minor: 80_000,
      selling_minor: 95_000,
      charged: true,
      no_charge_reason: null,
      deletable: false,
      ...over,
    },
  };
}
const cancels = (calls: TMoneyCall[]) => calls.filter((c) => c.url.pathname === '/api/cancel-offline-booking');

describe('an offline booking', () => {
  it('says "Something went wrong while fetching booking details." when it cannot be read, and shows the error state', async () => {
    const error = vi.spyOn(toast, 'error');
    stubMoneyApi(() => failure(503, 'internal_error', ''));
    renderScreen(<AdminOfflineBookingDetailsScreen />, route());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong while fetching booking details.'));
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('a charged sale: its supplier and prices, no delete, and admin cancels it with the supplier refund in minor units', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/get-offline-booking-details') return ok(offlineDetails());
      if (c.url.pathname === '/api/cancel-offline-booking')
        return ok(offlineDetails({}, { status: 'cancelled' }), 'Booking canceled successfully.');
      return listOf([]);
    });
    renderScreen(<AdminOfflineBookingDetailsScreen />, route());
    expect(await screen.findByText('Crescent Consolidators')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete booking' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByRole('dialog', { name: 'Cancel booking BKG-100500' });
    fireEvent.change(screen.getByLabelText(/^Supplier's refund/), { target: { value: '700' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Traveller cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking canceled successfully.'));
    const [sent] = cancels(calls);
    expect(sent!.body).toEqual({ id: ID, supplier_refund_minor: 70_000, reason: 'Traveller cancelled' });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reservation staff do not cancel (a refund is admin’s); a walk-in sale no money moved for is deleted after a confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/get-offline-booking-details')
        return ok(
          offlineDetails(
            { charged: false, deletable: true, customer: { name: 'Sara Ahmed', email: 'sara@walkin.example', phone: null } },
            { agency: null },
          ),
        );
      if (c.method === 'DELETE') return ok({ id: ID }, 'Booking deleted successfully.');
      return listOf([]);
    });
    renderScreen(<AdminOfflineBookingDetailsScreen />, route(RESERVATION));
    expect((await screen.findAllByText('Sara Ahmed')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete booking' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking deleted successfully.'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/offline-bookings'));
    expect(calls.filter((c) => c.method === 'DELETE')[0]!.url.searchParams.get('id')).toBe(ID);
  });
});
