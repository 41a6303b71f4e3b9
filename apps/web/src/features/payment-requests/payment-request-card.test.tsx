import type { TBookingDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingDetailsScreen } from '@/features/agent-bookings/booking-details-screen';
import { BOOKING_ID, buildBookingDetails, ticketedBooking } from '@/features/agent-bookings/bookings.fixtures';
import { ok, renderScreen } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['agent_bookings', 'bookings', 'flights', 'booking_documents_ui', 'payment_requests', 'validation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The booking's details, and POST /send-payment-request answered as the API does; every call kept. */
function stub(booking: TBookingDetails) {
  const sent: { body: unknown; key: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const reply = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/send-payment-request') {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        sent.push({ body: JSON.parse(String(init?.body)), key: headers['Idempotency-Key'] ?? headers['idempotency-key'] });
        return reply(
          ok({ sent_to: 'client@example.com', amount_minor: booking.gross_minor, currency: booking.currency, pay_by: null }).body,
        );
      }
      return reply(ok({ booking }).body);
    }),
  );
  return sent;
}

const open = () =>
  renderScreen(<BookingDetailsScreen />, {
    path: '/agent/agent-booking-details',
    route: `/agent/agent-booking-details?id=${BOOKING_ID}`,
    user: AGENT_USER,
  });

describe('a payment request on a held booking', () => {
  it("mails the customer's address in the language chosen, with an Idempotency-Key", async () => {
    const sent = stub(buildBookingDetails());
    open();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Ask the customer to pay by card' })).closest('section')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Send a payment request' }));
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText(/Customer's email/) as HTMLInputElement;
    // The booking's contact, to start from.
    expect(to.value).toBe('ali@example.com');
    fireEvent.change(to, { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(to, { target: { value: 'client@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Language of the mail'), { target: { value: 'ar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ booking_id: BOOKING_ID, to: 'client@example.com', locale: 'ar' });
    expect(sent[0]!.key).toBeTruthy();
  });

  it('is not offered once the booking is paid', async () => {
    stub(ticketedBooking());
    open();
    await screen.findByRole('heading', { level: 2, name: 'Documents' });
    expect(screen.queryByRole('heading', { name: 'Ask the customer to pay by card' })).toBeNull();
  });
});
