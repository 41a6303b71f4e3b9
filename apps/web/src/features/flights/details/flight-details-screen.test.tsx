import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { agentPrice, buildAncillaries, buildDetails, buildQuote, financePrice } from '../flights.fixtures';
import { stubFlightApi } from '../flights-test-api';
import { FlightDetailsScreen } from './flight-details-screen';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['flights']));
beforeEach(() => localStorage.removeItem('previous_search'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL_OF_OFFER = '/flight/details?flight_id=off_0001&supplier=sabre&isSooperFlight=false';
const AGENT = buildUser({ role: 'agent', name: 'Bilal' });
const at = (user = AGENT as ReturnType<typeof buildUser> | null, route = URL_OF_OFFER) => ({ path: '/flight/details', route, user });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

function stub(flight = buildDetails({ expires_at: inMinutes(15) }), more: (call: TApiCall) => TApiAnswer | null = () => null) {
  return stubFlightApi((call) => {
    const other = more(call);
    if (other) return other;
    if (call.url.pathname.startsWith('/api/flight/')) return ok({ flight });
    if (call.url.pathname === '/api/ancillaries') return ok({ ancillaries: buildAncillaries() });
    if (call.url.pathname === '/api/flight-quotation') return ok({ quote: buildQuote() });
    return failure(404, 'not_found', 'Nothing here.');
  });
}

describe('the flight details (/flight/details)', () => {
  it('shows every segment with its layover, the baggage and conditions, the price, and how long it is held', async () => {
    const calls = stub();
    renderScreen(<FlightDetailsScreen />, at(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'KHI → LHR with Qatar Airways' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/flight/off_0001/sabre/false');

    const itinerary = screen.getByRole('heading', { name: 'Itinerary' }).closest('section')!;
    const segments = within(itinerary).getAllByRole('listitem');
    expect(segments).toHaveLength(3);
    expect(text(segments[0]!)).toContain('Qatar Airways QR605');
    expect(text(segments[0]!)).toContain('Airbus A350-900');
    expect(text(segments[0]!)).toContain('Jinnah International (KHI) · Karachi · Terminal 1');
    expect(text(segments[0]!)).toContain('08:30');
    expect(text(segments[0]!)).toContain('3h 10m');
    expect(text(segments[1]!)).toBe('Layover in Doha: 9h 25m');
    expect(text(segments[2]!)).toContain('operated by British Airways');
    expect(text(segments[2]!)).toContain('Heathrow (LHR) · London · Terminal 4');

    const conditions = screen.getByRole('heading', { name: 'Baggage and conditions' }).closest('section')!;
    expect(text(conditions)).toContain('Refundable with a penalty of PKR 15,000.00');
    expect(text(conditions)).toContain('Changes allowed without a penalty');
    expect(text(conditions)).toContain('Checked baggage1 × 30 kg');

    const price = screen.getByRole('table', { name: 'Price per passenger type' });
    expect(within(price).getByRole('row', { name: /Adult/ }).textContent).toContain('85,000.00');
    expect(within(price).queryByRole('columnheader', { name: 'Net' })).toBeNull();
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    // Visitors cannot send quotes.
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
  });

  it('shows an agent its net, its margin and the gross, and nothing of the supplier', async () => {
    stub(buildDetails({ expires_at: inMinutes(15), price: agentPrice(9_000_000, 400_000), exchange: null }));
    renderScreen(<FlightDetailsScreen />, at());
    const price = await screen.findByRole('table', { name: 'Price per passenger type' });
    expect(within(price).getByRole('columnheader', { name: 'Net' })).toBeTruthy();
    const row = within(price).getByRole('row', { name: /Adult/ });
    expect(text(row)).toContain('PKR 86,000.00');
    expect(text(row)).toContain('PKR 4,000.00');
    expect(screen.queryByText(/^Supplier price/)).toBeNull();
  });

  it('shows finance staff the net, the margins and the gross, and the exchange the supplier priced at', async () => {
    stub(
      buildDetails({
        expires_at: inMinutes(15),
        price: financePrice(9_000_000, 150_000, 250_000),
        exchange: { supplier_currency: 'USD', supplier_total_minor: 31_000, rate: '278.5', rate_date: '2026-11-20' },
      }),
    );
    renderScreen(<FlightDetailsScreen />, at());
    const price = await screen.findByRole('table', { name: 'Price per passenger type' });
    expect(within(price).getAllByRole('columnheader').map(text)).toEqual([
      'Passenger',
      'Net',
      'Airline margin',
      'Markup',
      'Per passenger',
      'Subtotal',
    ]);
    const row = within(price).getByRole('row', { name: /Adult/ });
    expect(within(row).getAllByRole('cell').map(text)).toEqual([
      'PKR 86,000.00',
      'PKR 1,500.00',
      'PKR 2,500.00',
      'PKR 90,000.00',
      'PKR 90,000.00',
    ]);
    expect(screen.getByText(/^Supplier price/).textContent!.replace(/\s+/g, ' ')).toBe(
      'Supplier price $310.00, converted at 278.5 on 20 Nov 2026.',
    );
  });

  it('an expired offer (410) shows the server message and offers to search again', async () => {
    localStorage.setItem('previous_search', JSON.stringify({ origin: 'KHI', destination: 'LHR', departure_date: '2099-01-10' }));
    stub(undefined, (call) => (call.url.pathname.startsWith('/api/flight/') ? failure(410, 'not_found', 'This offer has expired.') : null));
    renderScreen(<FlightDetailsScreen />, at(null));
    expect(await screen.findByText('This offer has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const again = screen.getByRole('link', { name: 'Search again' });
    expect(again.getAttribute('href')).toBe(
      '/flight/search?trip_type=one_way&origin=KHI&destination=LHR&departure_date=2099-01-10&adults=1&children=0&infants=0&cabin_class=economy',
    );
  });

  it('says so when the price hold ran out, and no quote can be sent', async () => {
    stub(buildDetails({ expires_at: inMinutes(-1) }));
    renderScreen(<FlightDetailsScreen />, at());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/^This offer has expired: prices and seats change/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send quote' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("follows the new id when the supplier's price moved (the answer carries it), without asking again", async () => {
    const calls = stub(buildDetails({ flight_id: 'off_0002', expires_at: inMinutes(15) }));
    renderScreen(<FlightDetailsScreen />, at(null));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/flight/details?flight_id=off_0002&supplier=sabre&isSooperFlight=false'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'KHI → LHR with Qatar Airways' })).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/flight/')).map((c) => c.url.pathname)).toEqual([
      '/api/flight/off_0001/sabre/false',
    ]);
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/ancillaries' && c.url.searchParams.get('flight_id') === 'off_0002')).toBe(true),
    );
  });

  it('an address without an offer says so', async () => {
    const calls = stub();
    renderScreen(<FlightDetailsScreen />, at(null, '/flight/details?supplier=sabre'));
    expect(await screen.findByText('This address does not name a flight. Search again to choose one.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('extras', () => {
  it('chooses bags and a seat per passenger and saves them with the offer', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(buildDetails({ expires_at: inMinutes(15), passengers: { adults: 1, children: 0, infants: 1 } }), (call) =>
      call.url.pathname === '/api/patch-ancillaries'
        ? ok(
            {
              ancillaries: buildAncillaries({
                selected: [{ id: 'seat_0_12A', passenger_index: 0, quantity: 1 }],
                selected_total_minor: 300_000,
              }),
            },
            'Extras saved.',
          )
        : null,
    );
    renderScreen(<FlightDetailsScreen />, at(null));
    const adult = await screen.findByRole('group', { name: 'Adult 1' });
    // The infant gets no seat and no bag (the bag is for adults and children).
    expect(screen.queryByRole('group', { name: 'Infant 1' })).toBeNull();
    fireEvent.change(within(adult).getByRole('combobox', { name: /^Extra checked bags, 23 kg \(PKR\s12,000\.00 each\)$/ }), {
      target: { value: '2' },
    });
    const seat = within(adult).getByRole('combobox', { name: 'Seat on KHI → DOH, QR605' });
    // 12B is taken: not offered.
    expect(
      within(seat)
        .getAllByRole('option')
        .map((o) => text(o)),
    ).toEqual(['No seat chosen', '12A · PKR 3,000.00 · window']);
    fireEvent.change(seat, { target: { value: 'seat_0_12A' } });
    expect(text(screen.getByText('Extras:').closest('p')!)).toBe('Extras: PKR 27,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save extras' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Extras saved.'));
    const post = calls.find((c) => c.url.pathname === '/api/patch-ancillaries')!;
    expect(post.body).toEqual({
      flight_id: 'off_0001',
      selections: [
        { id: 'bag_23', passenger_index: 0, quantity: 2 },
        { id: 'seat_0_12A', passenger_index: 0, quantity: 1 },
      ],
    });
    // The saved answer is what the form shows now.
    await waitFor(() => expect(text(screen.getByText('Extras:').closest('p')!)).toBe('Extras: PKR 3,000.00'));
  });

  it("shows staff who may not change another's extras the choice, without a way to change it", async () => {
    const chosen = { selected: [{ id: 'seat_0_12A', passenger_index: 0, quantity: 1 }], selected_total_minor: 300_000, may_change: false };
    const calls = stub(buildDetails({ expires_at: inMinutes(15) }), (call) =>
      call.url.pathname === '/api/ancillaries' ? ok({ ancillaries: buildAncillaries(chosen) }) : null,
    );
    renderScreen(<FlightDetailsScreen />, at(null));
    const adult = await screen.findByRole('group', { name: 'Adult 1' });
    expect(within(adult).getByRole('combobox', { name: 'Seat on KHI → DOH, QR605' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save extras' })).toBeNull();
    expect(screen.getByText("Only the traveller's agency, or admin and reservation staff, can change these extras.")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/patch-ancillaries')).toBe(false);
  });
});

describe('send quote (agents)', () => {
  it('previews the quote, checks the fields, sends it and says "Email sent successfully."', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stub(undefined, (call) => (call.url.pathname === '/api/send-sooper-quote' ? ok(null, 'Email sent successfully.') : null));
    renderScreen(<FlightDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a quote' });
    expect(await within(dialog).findByRole('heading', { name: 'Quote Q-7K2M9QXA' })).toBeTruthy();
    expect(text(dialog)).toContain('Adult × 1: PKR 90,000.00 each');
    expect(calls.some((c) => c.url.pathname === '/api/flight-quotation' && c.url.searchParams.get('flight_id') === 'off_0001')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    // The client's name and address are both required (the same rules as the API's).
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: ' Ayesha Khan ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Client email/), { target: { value: 'Ayesha@Example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Language of the email/), { target: { value: 'ar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note to the client/), { target: { value: 'Fares change quickly.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Email sent successfully.'));
    expect(calls.find((c) => c.url.pathname === '/api/send-sooper-quote')!.body).toEqual({
      flight_id: 'off_0001',
      client_name: 'Ayesha Khan',
      client_email: 'ayesha@example.com',
      language: 'ar',
      note: 'Fares change quickly.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field message in the dialog", async () => {
    vi.spyOn(toast, 'error');
    stub(undefined, (call) =>
      call.url.pathname === '/api/send-sooper-quote'
        ? failure(422, 'validation_failed', 'The given data was invalid.', { client_email: ['This address cannot receive mail.'] })
        : null,
    );
    renderScreen(<FlightDetailsScreen />, at());
    fireEvent.click(await screen.findByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a quote' });
    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: 'Ayesha' } });
    fireEvent.change(within(dialog).getByLabelText(/^Client email/), { target: { value: 'a@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(await within(dialog).findByText('This address cannot receive mail.')).toBeTruthy();
  });
});
