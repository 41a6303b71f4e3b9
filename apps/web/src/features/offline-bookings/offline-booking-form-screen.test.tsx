import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { ME } from '@/features/money/money.fixtures';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { OfflineBookingFormScreen } from './offline-booking-form-screen';

beforeAll(() => setupI18n(['offline_bookings', 'travellers', 'ledger', 'users', 'common']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/admin/new-offline-booking', route: '/admin/new-offline-booking', user: ME };
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/offline-bookings');
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save booking' }));

function fillWalkInSale() {
  fireEvent.change(screen.getByLabelText(/^Booked for/), { target: { value: 'walk_in' } });
  fill(/^Customer's name/, 'Sara Ahmed');
  fill(/^Customer's email/, 'sara@walkin.example');
  fill(/^Supplier/, 'Crescent Consolidators');
  fill(/^PNR/, 'off123');
  fill(/^Flight number/, 'pk 213');
  fill(/^From/, 'khi');
  fill(/^To/, 'dxb');
  fill(/^Departure/, '2031-03-01T10:00');
  fill(/^Arrival/, '2031-03-01T11:30');
  fill(/^Given names/, 'Sara');
  fill(/^Family name/, 'Ahmed');
  fill(/^Net price/, '800');
  fill(/^Selling price/, '950.50');
}

describe('new offline booking', () => {
  it('checks the fields with the API schema before calling it', async () => {
    const calls = stubMoneyApi(() => listOf([]));
    renderScreen(<OfflineBookingFormScreen />, route);
    submit();
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(5);

    // The rules between fields once each field is right: an owner, a price that covers the net.
    fillWalkInSale();
    fireEvent.change(screen.getByLabelText(/^Booked for/), { target: { value: 'agency' } });
    fill(/^Net price/, '900');
    fill(/^Selling price/, '800');
    submit();
    expect(await screen.findByText('The selling fare cannot be lower than the net fare.')).toBeTruthy();
    expect(screen.getByText('Choose an agency, or enter the walk-in customer.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the sale in minor units under one Idempotency-Key; a failure shows its toast and leaves the form, the retry reuses the key', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let answers = [failure(503, 'internal_error', '')];
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname !== '/api/offline-bookings') return listOf([]);
      const next = answers[0];
      answers = answers.slice(1);
      return next ?? ok({ booking: { id: '0190a000-0000-7000-8000-000000000001' }, offline: {} }, 'Booking saved successfully.');
    });
    renderScreen(<OfflineBookingFormScreen />, route);
    fillWalkInSale();
    submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong while saving the booking.'));
    expect(screen.getByRole('button', { name: 'Save booking' })).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save booking' }).hasAttribute('disabled')).toBe(false));
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking saved successfully.'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/offline-booking-details?id=0190a000-0000-7000-8000-000000000001'),
    );

    const [first, second] = posts(calls);
    expect(first!.body).toMatchObject({
      agency_id: null,
      customer: { name: 'Sara Ahmed', email: 'sara@walkin.example', phone: null },
      supplier_name: 'Crescent Consolidators',
      pnr: 'OFF123',
      flights: [
        {
          flight_number: 'PK 213',
          origin: 'KHI',
          destination: 'DXB',
          departure_local: '2031-03-01T10:00',
          arrival_local: '2031-03-01T11:30',
        },
      ],
      passengers: [{ type: 'adult', title: 'mr', given_name: 'Sara', family_name: 'Ahmed', ticket_number: null }],
      net_minor: 80_000,
      selling_minor: 95_050,
      currency: 'PKR',
    });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });
});
