import type { TBookingDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingDetailsScreen } from '@/features/agent-bookings/booking-details-screen';
import { BOOKING_ID, buildBookingDetails, ticketedBooking } from '@/features/agent-bookings/bookings.fixtures';
import { refusal, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { AdminBookingDetailsScreen } from '@/features/booking-desk/area-screens';
import { ADMIN, buildDetails } from '@/features/booking-desk/booking-desk.fixtures';
import { ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['agent_bookings', 'bookings', 'flights', 'desk', 'travellers', 'booking_documents_ui']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const PDF = '%PDF-1.7\n%test\n';

/**
 * Replaces fetch: the booking's details, the PDF (or `onDocument`'s refusal) and the mail
 * (`onMail`), each call recorded with its headers; saved files are caught at the link's click.
 */
function stub(
  booking: TBookingDetails,
  { onDocument, onMail }: { onDocument?: () => TApiAnswer; onMail?: (call: TBookingCall) => TApiAnswer } = {},
) {
  const calls: TBookingCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const call: TBookingCall = {
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      };
      calls.push(call);
      const json = (answer: TApiAnswer) =>
        new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
      if (call.url.pathname === '/api/create-invoice') {
        if (onDocument) return json(onDocument());
        const name = `${call.url.searchParams.get('document') === 'eticket' ? 'eticket-BKG-100001' : 'invoice-INV-100001'}.pdf`;
        return new Response(PDF, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}"` },
        });
      }
      if (call.url.pathname === '/api/send-email') return json(onMail ? onMail(call) : refusal(500, 'internal_error', ''));
      return json(ok({ booking }));
    }),
  );
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:document')), revokeObjectURL: vi.fn() }),
  );
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { calls, blobs, saved };
}

const agentAt = (id = BOOKING_ID) => ({
  path: '/agent/agent-booking-details',
  route: `/agent/agent-booking-details?id=${id}`,
  user: AGENT_USER,
});
const documentsCard = async () => (await screen.findByRole('heading', { level: 2, name: 'Documents' })).closest('section')!;
const downloads = (calls: TBookingCall[]) => calls.filter((c) => c.url.pathname === '/api/create-invoice');
const cancelledWith = (tickets: boolean): TBookingDetails => {
  const ticketed = ticketedBooking();
  return {
    ...ticketed,
    status: 'cancelled',
    actions: [],
    passenger_list: tickets ? ticketed.passenger_list : ticketed.passenger_list.map((p) => ({ ...p, ticket_number: null })),
  };
};

describe("a booking's documents on the agent's details", () => {
  it('downloads the invoice with the bearer token in the header, and saves the PDF under the name the server gives', async () => {
    localStorage.setItem('access_token', 'secret-token-7');
    const { calls, blobs, saved } = stub(ticketedBooking());
    renderScreen(<BookingDetailsScreen />, agentAt());
    const card = await documentsCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [download] = downloads(calls);
    expect(download!.method).toBe('GET');
    // The defaults: the agency's copy, the price as the server decides, the screen's language.
    expect(Object.fromEntries(download!.url.searchParams)).toEqual({ id: BOOKING_ID, document: 'invoice', copy: 'agency', locale: 'en' });
    expect(download!.headers.authorization).toBe('Bearer secret-token-7');
    expect(download!.url.toString()).not.toContain('secret-token-7');
    expect(saved[0]).toEqual({ href: 'blob:document', download: 'invoice-INV-100001.pdf' });
    expect((await blobs[0]!.text()).startsWith('%PDF')).toBe(true);
  });

  it("sends the options chosen: the customer's copy under another name, without the price, in Arabic", async () => {
    const { calls, saved } = stub(ticketedBooking());
    renderScreen(<BookingDetailsScreen />, agentAt());
    const card = await documentsCard();
    // The name is asked for only on the customer's copy.
    expect(within(card).queryByLabelText(/Agency name/)).toBeNull();
    fireEvent.change(within(card).getByLabelText('Copy'), { target: { value: 'customer' } });
    const name = within(card).getByLabelText("Agency name on the customer's copy");
    expect(card.textContent).toContain('Leave it empty to print Crescent Travels.');
    fireEvent.change(name, { target: { value: '  Sky Tours  ' } });
    fireEvent.change(within(card).getByLabelText('Show the price'), { target: { value: 'no' } });
    fireEvent.change(within(card).getByLabelText('Language of the documents'), { target: { value: 'ar' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Download e-ticket' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(downloads(calls)[0]!.url.searchParams)).toEqual({
      id: BOOKING_ID,
      document: 'eticket',
      copy: 'customer',
      show_price: 'false',
      agency_name: 'Sky Tours',
      locale: 'ar',
    });
    expect(saved[0]!.download).toBe('eticket-BKG-100001.pdf');
  });

  it('defaults the language to the screen’s', async () => {
    await i18next.changeLanguage('ar');
    const { calls, saved } = stub(ticketedBooking());
    renderScreen(<BookingDetailsScreen />, agentAt());
    const card = (await screen.findByRole('heading', { level: 2, name: 'المستندات' })).closest('section')!;
    fireEvent.change(within(card).getByLabelText('إظهار السعر'), { target: { value: 'yes' } });
    fireEvent.click(within(card).getByRole('button', { name: 'تنزيل الفاتورة' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads(calls)[0]!.url.searchParams.get('locale')).toBe('ar');
    expect(downloads(calls)[0]!.url.searchParams.get('show_price')).toBe('true');
  });

  it("shows the server's refusal and saves nothing", async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'This booking is on hold: its invoice and e-ticket exist once its tickets are issued.';
    const { saved } = stub(ticketedBooking(), { onDocument: () => refusal(409, 'conflict', message, { status: 'held' }) });
    renderScreen(<BookingDetailsScreen />, agentAt());
    const card = await documentsCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(saved).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Download invoice' })).toHaveProperty('disabled', false);
  });

  it('mails the documents chosen with an Idempotency-Key, and shows the server’s message', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = stub(ticketedBooking(), {
      onMail: () => ok({ invoice_number: 'INV-100001', files: ['invoice-INV-100001.pdf'] }, 'Email sent successfully.'),
    });
    renderScreen(<BookingDetailsScreen />, agentAt());
    const card = await documentsCard();
    fireEvent.change(within(card).getByLabelText('Copy'), { target: { value: 'customer' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Email documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the documents' });
    // The mail starts from the options chosen on the screen.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Copy').value).toBe('customer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Email address/), { target: { value: ' Ali@Example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('Documents to send'), { target: { value: 'invoice' } });
    fireEvent.change(within(dialog).getByLabelText("Agency name on the customer's copy"), { target: { value: 'Sky Tours' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Email sent successfully.'));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post!.url.pathname).toBe('/api/send-email');
    expect(post!.body).toEqual({
      booking_id: BOOKING_ID,
      document: 'invoice',
      to: 'Ali@Example.com',
      copy: 'customer',
      agency_name: 'Sky Tours',
      locale: 'en',
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a field's refusal beside it and keeps the dialog open", async () => {
    const { calls } = stub(ticketedBooking(), {
      onMail: () => refusal(422, 'validation_failed', 'The given data was invalid.', null, { to: ['Enter a valid email address.'] }),
    });
    renderScreen(<BookingDetailsScreen />, agentAt());
    fireEvent.click(within(await documentsCard()).getByRole('button', { name: 'Email documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the documents' });
    fireEvent.change(within(dialog).getByLabelText(/^Email address/), { target: { value: 'ali@localhost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toMatchObject({ document: 'both', copy: 'agency' });
  });

  it('shows no documents for a hold, or a booking cancelled before its tickets; a cancelled ticketed one keeps them', async () => {
    stub(buildBookingDetails());
    renderScreen(<BookingDetailsScreen />, agentAt());
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    cleanup();

    stub(cancelledWith(false));
    renderScreen(<BookingDetailsScreen />, agentAt());
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    cleanup();

    stub(cancelledWith(true));
    renderScreen(<BookingDetailsScreen />, agentAt());
    expect(within(await documentsCard()).getByRole('button', { name: 'Download e-ticket' })).toBeTruthy();
  });
});

describe("a booking's documents on the desk", () => {
  it('offers the same documents to staff, who print the agency’s own name', async () => {
    const booking = buildDetails();
    const { calls, saved } = stub(booking);
    renderScreen(<AdminBookingDetailsScreen />, {
      path: '/admin/booking-details',
      route: `/admin/booking-details?id=${booking.id}`,
      user: ADMIN,
    });
    const card = await documentsCard();
    fireEvent.change(within(card).getByLabelText('Copy'), { target: { value: 'customer' } });
    expect(within(card).queryByLabelText(/Agency name/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(downloads(calls)[0]!.url.searchParams)).toEqual({
      id: booking.id,
      document: 'invoice',
      copy: 'customer',
      locale: 'en',
    });
  });
});
