import type { TBookingDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { BookingDetailsScreen } from './booking-details-screen';
import { BOOKING_ID, buildBookingDetails, ticketedBooking } from './bookings.fixtures';
import { refusal, stubBookingApi, writes, type TBookingCall } from './bookings-test-api';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['agent_bookings', 'bookings', 'flights']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const at = (id = BOOKING_ID) => ({
  path: '/agent/agent-booking-details',
  route: `/agent/agent-booking-details?id=${id}`,
  user: AGENT_USER,
});
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

function stub(booking: TBookingDetails, onWrite: (call: TBookingCall) => TApiAnswer = () => refusal(500, 'internal_error', '')) {
  return stubBookingApi((call) => (call.method === 'GET' ? ok({ booking }) : onWrite(call)));
}

describe('one booking (/agent/agent-booking-details)', () => {
  it('shows its status, PNR, deadlines in the agency zone, passengers, flights, price, money and timeline', async () => {
    const calls = stub(buildBookingDetails());
    renderScreen(<BookingDetailsScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' })).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('id')).toBe(BOOKING_ID);
    const facts = section('Booking');
    expect(text(facts)).toContain('StatusOn hold');
    expect(text(facts)).toContain('ABC123');
    expect(text(facts)).toContain('20 Nov 2026, 12:00 GMT+5');

    const deadlines = section('Deadlines');
    const pay = within(deadlines).getByText('Pay by (your deadline)').closest('div')!;
    expect(text(pay)).toMatch(/GMT\+5\s?Times in Asia\/Karachi1 d 0[12]:\d\d:\d\d left$/);
    expect(within(deadlines).getAllByRole('timer')).toHaveLength(3);
    expect(within(deadlines).queryByText('Void window closes')).toBeNull();

    const passengers = screen.getByRole('table', { name: 'Passengers and their tickets' });
    const [, adult, infant] = within(passengers).getAllByRole('row');
    expect(text(adult!)).toBe('MR ALI RAZA KHANAdult12 Apr 1988AB1234567 (PK)30 Jun 2031Not issued');
    expect(text(infant!)).toContain('On the lap of ALI RAZA KHAN');

    const flights = section('Flights');
    expect(text(flights)).toContain('EK 601');
    expect(text(flights)).toContain('KHI · Terminal 1');
    expect(text(flights)).toContain('08:30');

    const price = screen.getByRole('table', { name: 'Price per passenger type' });
    expect(text(within(price).getByRole('row', { name: /Infant × 1/ }))).toBe('Infant × 1PKR 10,000.00PKR 500.00PKR 10,500.00');
    expect(text(within(price).getByRole('row', { name: /Total/ }))).toBe('TotalPKR 86,000.00PKR 4,000.00PKR 90,000.00');
    expect(text(section('Payment and refund'))).toBe('Payment and refundPaymentNoneRefundNone');

    const events = within(section('Timeline')).getAllByRole('listitem');
    expect(text(events[0]!)).toBe('20 Nov 2026, 12:00 GMT+5Booking requested · Pendingby Bilal');
    expect(text(events[1]!)).toBe('20 Nov 2026, 12:00 GMT+5Seats held by the airline · Pending → On holdSystem');
    // An agent may confirm or cancel a hold, and nothing else.
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getAllByRole('button').map(text)).toEqual(['Confirm and pay', 'Cancel booking']);
  });

  it('lists the bags and seats booked with the flight in the price, each for its passenger, with no markup', async () => {
    const extras: TBookingDetails['extras'] = [
      { kind: 'bag', bag_kind: 'checked', kg: 23, passenger_ref: 'p1', quantity: 2, unit_minor: 1_200_000, total_minor: 2_400_000 },
      { kind: 'seat', segment_index: 0, designator: '12A', passenger_ref: 'p1', quantity: 1, unit_minor: 300_000, total_minor: 300_000 },
    ];
    stub(buildBookingDetails({ extras, due_minor: 8_870_000, gross_minor: 9_270_000 }));
    renderScreen(<BookingDetailsScreen />, at());
    const price = await screen.findByRole('table', { name: 'Price per passenger type' });
    expect(text(within(price).getByRole('row', { name: /checked bag/ }))).toBe(
      'Extra checked bag, 23 kg × 2ALI RAZA KHANPKR 12,000.00PKR 0.00PKR 12,000.00',
    );
    expect(text(within(price).getByRole('row', { name: /Seat 12A/ }))).toBe(
      'Seat 12A on KHI → DXB, EK 601ALI RAZA KHANPKR 3,000.00PKR 0.00PKR 3,000.00',
    );
    expect(text(within(price).getByRole('row', { name: /Total/ }))).toBe('TotalPKR 88,700.00PKR 4,000.00PKR 92,700.00');
  });

  it('confirms after showing the amount, with an Idempotency-Key, and shows the tickets', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(buildBookingDetails(), () => ok({ booking: ticketedBooking() }, 'Booking confirmed successfully.'));
    renderScreen(<BookingDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay and issue the tickets?' });
    expect(text(dialog)).toContain('PKR 86,000.00 is paid from your agency wallet, and the airline issues the tickets.');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay PKR\s86,000\.00$/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking confirmed successfully.'));
    const [post] = writes(calls);
    expect(post!.url.pathname).toBe('/api/confirm-pnr');
    expect(post!.body).toEqual({ booking_id: BOOKING_ID });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('176-0000000001')).toBeTruthy();
    expect(text(section('Booking'))).toContain('StatusTicketed');
    expect(text(section('Payment and refund'))).toContain('TXN-100045');
    expect(within(section('Deadlines')).getByText('Void window closes')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('button')
        .map(text),
    ).toEqual(['Request void', 'Cancel booking']);
  });

  it('shows "Insufficient Balance" as the API says it, and nothing changes', async () => {
    const failed = vi.spyOn(toast, 'error');
    stub(buildBookingDetails(), () => refusal(422, 'validation_failed', 'Insufficient Balance'));
    renderScreen(<BookingDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay PKR\s86,000\.00$/ }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Insufficient Balance'));
    expect(text(section('Booking'))).toContain('StatusOn hold');
  });

  it('cancels a hold after asking', async () => {
    const success = vi.spyOn(toast, 'success');
    const cancelled = { ...buildBookingDetails(), status: 'cancelled' as const, actions: [] };
    const calls = stub(buildBookingDetails(), () => ok({ booking: cancelled, quote: null }, 'Booking canceled successfully.'));
    renderScreen(<BookingDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this hold?' });
    expect(text(dialog)).toContain('The seats go back to the airline. Nothing is charged.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the hold' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking canceled successfully.'));
    expect(writes(calls).map((c) => [c.url.pathname, c.body])).toEqual([['/api/cancel-pnr', { booking_id: BOOKING_ID }]]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull());
    expect(text(section('Booking'))).toContain('StatusCancelled');
  });

  it("cancels tickets only at the refund shown, and shows a refund that moved before it's accepted", async () => {
    const success = vi.spyOn(toast, 'success');
    const quote = (refund: number) => ({
      supplier_refund_minor: refund + 250_000,
      fee_minor: 250_000,
      refund_minor: refund,
      currency: 'PKR',
      expires_at: '2026-12-01T10:00:00.000Z',
    });
    const answers = [
      ok({ booking: ticketedBooking(), quote: quote(6_000_000) }, 'Done.'),
      refusal(409, 'conflict', 'The refund is now PKR 5500000. Review it and confirm again.', { quote: quote(5_500_000) }),
      ok(
        { booking: { ...ticketedBooking(), status: 'cancelled', actions: [] }, quote: quote(5_500_000) },
        'Booking canceled successfully.',
      ),
    ];
    const calls = stub(ticketedBooking(), () => answers.shift()!);
    renderScreen(<BookingDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the tickets?' });
    await within(dialog).findByText('Airline refund');
    expect(text(dialog)).toContain('Airline refundPKR 62,500.00Cancellation feePKR 2,500.00Back to your walletPKR 60,000.00');
    expect(text(dialog)).toContain('This refund holds until 1 Dec 2026, 15:00 GMT+5.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept the refund and cancel' }));
    expect(await within(dialog).findByText('The refund is now PKR 5500000. Review it and confirm again.')).toBeTruthy();
    expect(text(dialog)).toContain('Back to your walletPKR 55,000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept the refund and cancel' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking canceled successfully.'));
    expect(writes(calls).map((c) => c.body)).toEqual([
      { booking_id: BOOKING_ID },
      { booking_id: BOOKING_ID, accept_refund_minor: 6_000_000 },
      { booking_id: BOOKING_ID, accept_refund_minor: 5_500_000 },
    ]);
  });

  it('requests a void with a note for the desk', async () => {
    const success = vi.spyOn(toast, 'success');
    const requested = { ...ticketedBooking(), status: 'void_requested' as const, actions: ['cancel' as const] };
    const calls = stub(ticketedBooking(), () => ok({ booking: requested }, 'Void request sent successfully.'));
    renderScreen(<BookingDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Request void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the ticketing desk to void these tickets?' });
    fireEvent.change(within(dialog).getByLabelText('Note for the ticketing desk (optional)'), { target: { value: ' Wrong date. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the void request' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Void request sent successfully.'));
    expect(writes(calls).map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/void-request', { booking_id: BOOKING_ID, note: 'Wrong date.' }],
    ]);
    // The header's badge and the facts' both.
    expect(await screen.findAllByText('Void requested', { selector: '.badge' })).toHaveLength(2);
  });

  it('says so for a booking it cannot find, and speaks Arabic', async () => {
    stubBookingApi(() => refusal(404, 'not_found', 'Not found.'));
    renderScreen(<BookingDetailsScreen />, at());
    expect(
      await screen.findByText('This booking was not found: it may belong to another agency, or the address is incomplete.'),
    ).toBeTruthy();
    cleanup();
    await i18next.changeLanguage('ar');
    stub(ticketedBooking());
    renderScreen(<BookingDetailsScreen />, at());
    expect(await screen.findByRole('heading', { level: 1, name: 'الحجز BKG-100001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'طلب إلغاء فوري' })).toBeTruthy();
    expect(screen.getAllByText('صدرت التذاكر', { selector: '.badge' })).toHaveLength(2);
  });
});
