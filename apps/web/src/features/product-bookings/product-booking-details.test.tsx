import type { TBookingDetails, TCustomerBookingDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, type TBookingCall } from '@/features/agent-bookings/bookings-test-api';
import { BookingDetailsScreen } from '@/features/agent-bookings/booking-details-screen';
import { AdminBookingDetailsScreen } from '@/features/booking-desk/area-screens';
import { ACCOUNTS, ADMIN } from '@/features/booking-desk/booking-desk.fixtures';
import { CustomerBookingScreen } from '@/features/storefront-bookings/customer-booking-screen';
import { ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { buildCustomerUmrahBooking, buildVisaBooking, DOCUMENT_ID, passportFile } from './product-bookings.fixtures';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() =>
  setupI18n([
    'product_bookings',
    'agent_bookings',
    'bookings',
    'flights',
    'desk',
    'travellers',
    'storefront',
    'visas',
    'packages',
    'ledger',
  ]),
);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem('access_token');
  await i18next.changeLanguage('en');
});

/** Replaces fetch: JSON answers by `handler`, or a Response as it is (a file). */
function stubFetch(handler: (call: TBookingCall) => TApiAnswer | Response) {
  const calls: TBookingCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      };
      calls.push(call);
      const answer = handler(call);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

interface TSent {
  method: string;
  url: string;
  body: FormData;
  headers: Record<string, string>;
}

/** A stand-in for XMLHttpRequest (the upload's progress) that answers with `answer`. */
function stubXhr(answer: () => { status: number; body: unknown }) {
  const sent: TSent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', body: new FormData(), headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      this.request.body = body;
      sent.push(this.request);
      setTimeout(() => {
        const { status, body: reply } = answer();
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const scan = () => new File([new Uint8Array(16)], 'ali-passport.pdf', { type: 'application/pdf' });
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const posts = (calls: TBookingCall[]) => calls.filter((c) => c.method !== 'GET');

describe("an agent's visa application (/agent/agent-booking-details)", () => {
  const at = (booking: TBookingDetails) => ({
    path: '/agent/agent-booking-details',
    route: `/agent/agent-booking-details?id=${booking.id}`,
    user: AGENT_USER,
  });

  it('shows the product, its dates, its step and its prices instead of flights, PNR and tickets', async () => {
    const booking = buildVisaBooking();
    stubFetch(() => ok({ booking }));
    renderScreen(<BookingDetailsScreen />, at(booking));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' })).toBeTruthy();
    const facts = card('Visa application');
    expect(facts.textContent).toContain('UAE tourist visa, 30 days');
    expect(facts.textContent).toMatch(/Date of travel\s*1 Feb 2027/);
    expect(facts.textContent).toMatch(/Stay allowed until\s*2 Mar 2027/);
    expect(facts.textContent).toMatch(/Visa type\s*Tourist/);
    expect(facts.textContent).toMatch(/Processing time\s*3–5 days/);
    expect(facts.textContent).toMatch(/Passport scan · upload a copy/);
    const lines = within(facts).getByRole('table', { name: 'Price by traveller' });
    expect(within(lines).getByRole('row', { name: /Adult × 1/ }).textContent).toMatch(/PKR\s32,000\.00/);
    expect(within(lines).getByRole('row', { name: /Your agency pays/ }).textContent).toMatch(/PKR\s55,000\.00/);
    expect(within(lines).getByRole('row', { name: /Markup/ }).textContent).toMatch(/PKR\s5,000\.00/);
    expect(within(lines).getByRole('row', { name: /Customer pays/ }).textContent).toMatch(/PKR\s60,000\.00/);

    const steps = screen.getByRole('list', { name: 'Steps of the visa application' });
    const current = within(steps)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(current.textContent).toContain('Waiting for documents');
    expect(current.textContent).toContain('(current step)');

    // A flight's parts are not there.
    expect(screen.queryByRole('heading', { name: 'Flights' })).toBeNull();
    expect(screen.queryByText('PNR')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ticket' })).toBeNull();
  });

  it("uploads an applicant's passport scan as one file part, with its kind and applicant in the address, and reads the booking again", async () => {
    localStorage.setItem('access_token', 'tok');
    let booking = buildVisaBooking();
    const calls = stubFetch(() => ok({ booking }));
    const sent = stubXhr(() => {
      booking = buildVisaBooking({}, { documents: [passportFile()] });
      return {
        status: 200,
        body: { success: true, data: { id: DOCUMENT_ID }, message: { status: 'success', description: 'Document added.' } },
      };
    });
    renderScreen(<BookingDetailsScreen />, at(booking));
    const documents = await screen.findByRole('region', { name: 'MR ALI RAZA KHAN' });
    expect(within(documents).getAllByText('Missing')).toHaveLength(2);
    fireEvent.change(within(documents).getByLabelText('Add a file: Passport scan of MR ALI RAZA KHAN'), { target: { files: [scan()] } });

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`/api/product-bookings/${booking.id}/documents?kind=passport&traveller=0`);
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer tok', 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((sent[0]!.body.get('file') as File).name).toBe('ali-passport.pdf');
    // The booking is read again: the file is listed, and the passport is no longer missing.
    expect(await within(documents).findByText('ali-passport.pdf')).toBeTruthy();
    expect(within(documents).getByText('Received')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/api/get-flight-booking-details').length).toBeGreaterThan(1);
  });

  it("shows the API's refusal of a file beside its input", async () => {
    const booking = buildVisaBooking();
    stubFetch(() => ok({ booking }));
    stubXhr(() => ({
      status: 415,
      body: {
        success: false,
        data: null,
        message: { status: 'error', code: 'unsupported_media_type', description: 'Send a JPEG, PNG or PDF file.' },
      },
    }));
    renderScreen(<BookingDetailsScreen />, at(booking));
    const documents = await screen.findByRole('region', { name: 'MSTR HAMZA KHAN' });
    const input = within(documents).getByLabelText('Add a file: Photo of MSTR HAMZA KHAN');
    fireEvent.change(input, { target: { files: [scan()] } });
    expect(await within(documents).findByText('Send a JPEG, PNG or PDF file.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads a file with the bearer token in its header, and removes one sent by mistake after asking', async () => {
    localStorage.setItem('access_token', 'tok');
    const booking = buildVisaBooking({}, { documents: [passportFile()] });
    const calls = stubFetch((call) => {
      if (call.url.pathname.endsWith(`/documents/${DOCUMENT_ID}`) && call.method === 'GET')
        return new Response(new Uint8Array(8), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="ali-passport.pdf"' },
        });
      if (call.method === 'DELETE') return ok({ id: DOCUMENT_ID }, 'Document removed.');
      return ok({ booking });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderScreen(<BookingDetailsScreen />, at(booking));
    fireEvent.click(await screen.findByRole('button', { name: 'Download ali-passport.pdf' }));
    await waitFor(() => expect(saved).toEqual(['ali-passport.pdf']));
    const download = calls.find((c) => c.url.pathname.endsWith(`/documents/${DOCUMENT_ID}`))!;
    expect(download.headers.authorization).toBe('Bearer tok');

    fireEvent.click(screen.getByRole('button', { name: 'Remove ali-passport.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!).toMatchObject({ method: 'DELETE' });
    expect(posts(calls)[0]!.url.pathname).toBe(`/api/product-bookings/${booking.id}/documents/${DOCUMENT_ID}`);
  });

  it('takes no files once the application is submitted', async () => {
    const booking = buildVisaBooking({}, { visa_step: 'submitted', documents: [passportFile()] });
    stubFetch(() => ok({ booking }));
    renderScreen(<BookingDetailsScreen />, at(booking));
    expect(await screen.findByText('The application no longer takes files.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Add a file/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download ali-passport.pdf' })).toBeTruthy();
  });
});

describe('the desk on a product booking (/admin/booking-details)', () => {
  const at = (booking: TBookingDetails, user = ADMIN) => ({
    path: '/admin/booking-details',
    route: `/admin/booking-details?id=${booking.id}`,
    user,
  });

  it('moves a visa application only to a step that may follow, with a note', async () => {
    let booking = buildVisaBooking({}, { visa_step: 'documents_received' });
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/product-bookings/visa-step') {
        booking = buildVisaBooking({}, { visa_step: 'submitted' });
        return ok({ booking }, 'Visa application updated.');
      }
      return ok({ booking });
    });
    renderScreen(<AdminBookingDetailsScreen />, at(booking));
    fireEvent.click(await screen.findByRole('button', { name: 'Move the application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move application BKG-100001' });
    expect(within(dialog).getByText('It is now at: Documents received.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Waiting for documents', 'Submitted to the embassy']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the step' }));
    expect(await within(dialog).findByText('Choose the next step.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Submitted to the embassy' }));
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: ' Appointment on Monday. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the step' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ booking_id: booking.id, step: 'submitted', note: 'Appointment on Monday.' });
    expect(posts(calls)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const steps = await screen.findByRole('list', { name: 'Steps of the visa application' });
    await waitFor(() =>
      expect(within(steps).getByText('Submitted to the embassy').closest('li')!.getAttribute('aria-current')).toBe('step'),
    );
  });

  it("keeps the dialog open with the API's refusal", async () => {
    const booking = buildVisaBooking({}, { visa_step: 'submitted' });
    stubFetch((call) =>
      call.method === 'POST' ? refusal(409, 'conflict', 'A visa application at this step cannot move to that one.') : ok({ booking }),
    );
    renderScreen(<AdminBookingDetailsScreen />, at(booking));
    fireEvent.click(await screen.findByRole('button', { name: 'Move the application' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the step' }));
    expect(await within(dialog).findByText('A visa application at this step cannot move to that one.')).toBeTruthy();
  });

  it('cancels with the reason the buyer is told, after asking', async () => {
    const booking = buildVisaBooking({}, { visa_step: 'approved' });
    const calls = stubFetch((call) =>
      call.method === 'POST' ? ok({ booking: { ...booking, status: 'cancelled' } }, 'Booking cancelled.') : ok({ booking }),
    );
    renderScreen(<AdminBookingDetailsScreen />, at(booking));
    await screen.findByRole('heading', { level: 1, name: 'Booking BKG-100001' });
    // A decided application has no next step.
    expect(screen.queryByRole('button', { name: 'Move the application' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BKG-100001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'The embassy closed applications.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url.pathname).toBe('/api/product-bookings/cancel');
    expect(posts(calls)[0]!.body).toEqual({ booking_id: booking.id, reason: 'The embassy closed applications.' });
  });

  it('shows finance staff the booking without the desk’s actions or the passports', async () => {
    const booking = buildVisaBooking({}, { visa_step: 'documents_received' });
    stubFetch(() => ok({ booking }));
    renderScreen(<AdminBookingDetailsScreen />, at(booking, ACCOUNTS));
    expect(await screen.findByRole('heading', { level: 2, name: 'Visa application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move the application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Applicants' documents" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Flights' })).toBeNull();
  });
});

describe("a traveller's product booking (/bookings-details)", () => {
  const at = (booking: TCustomerBookingDetails, payment = '') => ({
    path: '/bookings-details',
    route: `/bookings-details?booking_id=${booking.id}&token=${booking.access_token}${payment ? `&payment=${payment}` : ''}`,
    user: null,
  });

  it('shows the package booked, its room and dates, and the card payment that confirms it', async () => {
    const booking = buildCustomerUmrahBooking();
    stubFetch(() => ok({ booking }));
    renderScreen(<CustomerBookingScreen />, at(booking));
    expect(await screen.findByText('Umrah Economy', { selector: '.customer-booking__route bdi' })).toBeTruthy();
    const facts = card('Umrah package');
    expect(facts.textContent).toMatch(/Departs\s*10 Mar 2027/);
    expect(facts.textContent).toMatch(/Returns\s*17 Mar 2027/);
    expect(facts.textContent).toMatch(/Room sharing\s*Triple \(3 in a room\)/);
    expect(facts.textContent).toContain('Safar Towers · Makkah · 5 stars · 7 nights · 250 m walk to the Haram');
    expect(within(facts).getByRole('row', { name: /Adult, triple room × 2/ }).textContent).toMatch(/PKR\s620,000\.00/);
    expect(within(facts).getByRole('row', { name: /You pay/ }).textContent).toMatch(/PKR\s670,000\.00/);
    expect(card('Pay by card').textContent).toContain('to confirm your booking');
    expect(screen.queryByRole('heading', { name: 'Flights' })).toBeNull();
  });

  it('says the booking is confirmed when the traveller comes back from paying', async () => {
    const booking = buildCustomerUmrahBooking({ status: 'confirmed', can_pay: false, pay_by: null });
    stubFetch(() => ok({ booking }));
    renderScreen(<CustomerBookingScreen />, at(booking, 'paid'));
    expect(await screen.findByText('Payment received: your booking is confirmed.')).toBeTruthy();
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
  });

  it("lets a visitor send an applicant's files by the booking's link", async () => {
    const visa = buildVisaBooking();
    const booking = buildCustomerUmrahBooking({
      product: 'visa',
      title: visa.title,
      status: 'confirmed',
      can_pay: false,
      product_facts: visa.product_facts,
      passenger_list: visa.passenger_list.map(({ ref, type, title, given_name, family_name, born_on }) => ({
        ref,
        type,
        title,
        given_name,
        family_name,
        born_on,
        ticket_number: null,
      })),
    });
    stubFetch(() => ok({ booking }));
    const sent = stubXhr(() => ({
      status: 200,
      body: { success: true, data: { id: DOCUMENT_ID }, message: { status: 'success', description: 'Document added.' } },
    }));
    renderScreen(<CustomerBookingScreen />, at(booking));
    fireEvent.change(await screen.findByLabelText('Add a file: Passport scan of MR ALI RAZA KHAN'), { target: { files: [scan()] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    const url = new URL(sent[0]!.url, 'http://localhost');
    expect(url.searchParams.get('token')).toBe(booking.access_token);
    expect(url.searchParams.get('kind')).toBe('passport');
  });
});
