import type { TFlightRow } from '@safar/contracts';
import { pickAirport } from '@/features/flights/search/airport-test-kit';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { agentPrice, buildRow, buildSearchResult, buildSlice, buildSupplier, generateRows } from '../flights.fixtures';
import { deferred, stubFlightApi } from '../flights-test-api';
import { AgentFlightsScreen, FlightSearchScreen } from '../flight-search-screen';
import { sameOriginImage } from './flight-card';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['flights']));
beforeEach(() => localStorage.removeItem('previous_search'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEARCH = 'trip_type=one_way&origin=KHI&destination=DXB&departure_date=2026-12-10&adults=1&children=0&infants=0&cabin_class=economy';
const visitor = (extra = '') => ({ path: '/flight/search', route: `/flight/search?${SEARCH}${extra}`, user: null });
const location = () => screen.getByTestId('location').textContent!;
const cards = () => screen.queryAllByRole('article');
/** Text with every space (Intl puts no-break spaces in amounts) as one plain space. */
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');
const airlinesShown = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent!.split(',')[0]);

const emirates = buildRow({
  flight_id: 'ek-saver',
  itinerary_key: 'ek',
  fare_brand: 'Saver',
  seats_left: 3,
  price: { currency: 'PKR', gross_minor: 8_500_000, per_passenger: [{ type: 'adult', count: 1, gross_minor: 8_500_000 }] },
});
const emiratesFlex = buildRow({
  ...emirates,
  flight_id: 'ek-flex',
  fare_brand: 'Flex',
  refundable: true,
  seats_left: 9,
  isSooperFlight: true,
  supplier: 'sooper',
  baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 2, checked_kg: 23 },
  price: { currency: 'PKR', gross_minor: 11_000_000, per_passenger: [{ type: 'adult', count: 1, gross_minor: 11_000_000 }] },
});
const qatar = buildRow({
  flight_id: 'qr',
  itinerary_key: 'qr',
  airline: { code: 'QR', name: 'Qatar Airways', logo_url: null },
  fare_brand: null,
  slices: [
    buildSlice({
      departure_local: '2026-12-10T21:40',
      arrival_local: '2026-12-11T03:05',
      day_offset: 1,
      duration_minutes: 385,
      stops: 1,
      stop_airports: ['DOH'],
      carriers: ['QR'],
      flight_numbers: ['QR611', 'QR1070'],
    }),
  ],
  duration_minutes: 385,
  baggage: { carry_on_pieces: 1, carry_on_kg: null, checked_pieces: 0, checked_kg: null },
  price: { currency: 'PKR', gross_minor: 7_000_000, per_passenger: [{ type: 'adult', count: 1, gross_minor: 7_000_000 }] },
});
const pia = buildRow({
  flight_id: 'pk',
  itinerary_key: 'pk',
  airline: { code: 'PK', name: 'PIA', logo_url: null },
  slices: [
    buildSlice({
      departure_local: '2026-12-10T13:15',
      arrival_local: '2026-12-10T15:00',
      duration_minutes: 105,
      flight_numbers: ['PK213'],
    }),
  ],
  duration_minutes: 105,
  refundable: true,
  price: { currency: 'PKR', gross_minor: 9_000_000, per_passenger: [{ type: 'adult', count: 1, gross_minor: 9_000_000 }] },
});
const ROWS = [emirates, emiratesFlex, qatar, pia];

function answer(rows: TFlightRow[] = ROWS, overrides = {}): (call: { url: URL }) => TApiAnswer {
  return (call) => {
    if (call.url.pathname === '/api/flight-providers') return ok({ providers: [] });
    return ok(buildSearchResult(rows, overrides));
  };
}

describe('the results (/flight/search)', () => {
  it('says "Searching…" with the suppliers it asks, then lists the flights of one search call', async () => {
    const running = deferred<TApiAnswer>();
    const calls = stubFlightApi((call) => {
      if (call.url.pathname === '/api/flight-providers')
        return ok({ providers: [buildSupplier({ name: 'Sabre' }), buildSupplier({ code: 'duffel', name: 'Duffel' })] });
      return running.promise;
    });
    renderScreen(<FlightSearchScreen />, visitor());
    const searching = await screen.findByText('Searching…');
    expect(searching.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Asking Sabre and Duffel')).toBeTruthy();
    await act(async () => running.resolve(ok(buildSearchResult(ROWS))));
    expect(await screen.findByText('Flights: 3 of 3')).toBeTruthy();
    const search = calls.filter((c) => c.url.pathname === '/api/flights');
    expect(search).toHaveLength(1);
    expect(search[0]!.url.search).toBe(`?${SEARCH}`);
  });

  it('shows each card: times with +1, duration, stops, flight numbers, baggage, refund terms, seats left, brands side by side, the Sooper badge', async () => {
    stubFlightApi(answer());
    renderScreen(<FlightSearchScreen />, visitor());
    await screen.findByText('Flights: 3 of 3');
    // Cheapest first: Qatar (70,000), Emirates from 85,000, PIA 90,000.
    expect(airlinesShown()).toEqual(['Qatar Airways', 'Emirates', 'PIA']);
    const [qr, ek] = cards();
    expect(text(qr!)).toContain('21:40');
    expect(text(qr!)).toContain('03:05');
    expect(within(qr!).getByText('+1')).toBeTruthy();
    expect(text(qr!)).toContain('6h 25m');
    expect(text(qr!)).toContain('1 stop · DOH');
    expect(text(qr!)).toContain('QR611, QR1070');
    expect(text(qr!)).toContain('No checked bag');
    expect(text(qr!)).toContain('Carry-on bags: 1');
    expect(within(qr!).getByText('Standard')).toBeTruthy();
    expect(within(qr!).getByText('Non-refundable')).toBeTruthy();
    expect(within(qr!).queryByText('Sooper')).toBeNull();

    const brands = within(ek!)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('flight-brand'));
    expect(brands.map((b) => within(b).getByText(/^(Saver|Flex)$/).textContent)).toEqual(['Saver', 'Flex']);
    expect(text(brands[0]!)).toContain('PKR 85,000.00');
    expect(text(brands[0]!)).toContain('Seats left: 3');
    expect(text(brands[0]!)).toContain('Checked: 1 × 30 kg');
    expect(text(brands[1]!)).toContain('PKR 110,000.00');
    expect(text(brands[1]!)).toContain('Refundable');
    expect(text(brands[1]!)).not.toContain('Seats left');
    expect(within(ek!).getByText('Sooper')).toBeTruthy();
    // Visitors see the gross only.
    expect(text(ek!)).not.toContain('Net');
    const link = within(brands[1]!).getByRole('link', { name: /^View details/ });
    expect(link.getAttribute('href')).toBe('/flight/details?flight_id=ek-flex&supplier=sooper&isSooperFlight=true');
  });

  it('filters by stops, airline, time of day, price and refund terms, in the address and without searching again', async () => {
    const calls = stubFlightApi(answer());
    renderScreen(<FlightSearchScreen />, visitor());
    await screen.findByText('Flights: 3 of 3');
    const filters = screen.getByRole('region', { name: 'Filters' });

    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Non-stop' }));
    await waitFor(() => expect(airlinesShown()).toEqual(['Emirates', 'PIA']));
    expect(location()).toContain('stops=0');

    fireEvent.click(within(filters).getByRole('checkbox', { name: /^PIA/ }));
    await waitFor(() => expect(airlinesShown()).toEqual(['PIA']));
    expect(new URLSearchParams(location().split('?')[1]).get('airlines')).toBe('PK');

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(3));

    fireEvent.click(within(filters).getByRole('radio', { name: /^Evening and night/ }));
    await waitFor(() => expect(airlinesShown()).toEqual(['Qatar Airways']));
    fireEvent.click(within(filters).getByRole('radio', { name: /^Afternoon/ }));
    await waitFor(() => expect(airlinesShown()).toEqual(['PIA']));
    fireEvent.click(within(filters).getByRole('radio', { name: 'Any time' }));

    // Refundable only: Emirates keeps only its Flex brand.
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Refundable only' }));
    await waitFor(() => expect(airlinesShown()).toEqual(['PIA', 'Emirates']));
    expect(text(cards()[1]!)).not.toContain('Saver');
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Refundable only' }));

    const slider = within(filters).getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
    expect([slider.min, slider.max]).toEqual(['7000000', '11000000']);
    expect(within(filters).getByText('Any price')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '8600000' } });
    await waitFor(() => expect(airlinesShown()).toEqual(['Qatar Airways', 'Emirates']));
    expect(within(filters).getByText('Up to PKR 86,000.00')).toBeTruthy();
    expect(location()).toContain('max_price=8600000');

    expect(calls.filter((c) => c.url.pathname === '/api/flights')).toHaveLength(1);
  });

  it('lists airlines with their lowest price and sorts cheapest, fastest or earliest', async () => {
    stubFlightApi(answer());
    renderScreen(<FlightSearchScreen />, visitor('&sort=fastest'));
    await screen.findByText('Flights: 3 of 3');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: /^Emirates from PKR\s85,000\.00$/ })).toBeTruthy();
    expect(airlinesShown()).toEqual(['PIA', 'Emirates', 'Qatar Airways']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'earliest' } });
    await waitFor(() => expect(airlinesShown()).toEqual(['Emirates', 'PIA', 'Qatar Airways']));
    expect(location()).toContain('sort=earliest');
    fireEvent.change(sort, { target: { value: 'cheapest' } });
    await waitFor(() => expect(airlinesShown()).toEqual(['Qatar Airways', 'Emirates', 'PIA']));
    expect(location()).not.toContain('sort=');
  });

  it('reads filters from the address; when none matches it says so and offers to clear them', async () => {
    stubFlightApi(answer());
    renderScreen(<FlightSearchScreen />, visitor('&stops=2'));
    expect(await screen.findByText('No flight matches these filters.')).toBeTruthy();
    expect(screen.getByText('Flights: 0 of 3')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(location()).not.toContain('stops=');
  });

  it('says "Nothing Found", and names the suppliers that timed out or failed', async () => {
    stubFlightApi(
      answer([], {
        suppliers: [
          buildSupplier({ name: 'Sabre', status: 'timeout' }),
          buildSupplier({ code: 'duffel', name: 'Duffel', status: 'error' }),
          buildSupplier({ code: 'sooper', name: 'Sooper', status: 'ok' }),
        ],
      }),
    );
    renderScreen(<FlightSearchScreen />, visitor());
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(screen.getByText('No answer in time from Sabre.')).toBeTruthy();
    expect(screen.getByText('The search failed at Duffel.')).toBeTruthy();
    expect(screen.getByText('Some flights may be missing from these results.')).toBeTruthy();
  });

  it("shows the server's message: multi-city is refused, a field refused shows on its field, a failure can be retried", async () => {
    stubFlightApi(() => failure(422, 'validation_failed', 'Multi-city booking feature in development.'));
    renderScreen(<FlightSearchScreen />, { ...visitor(), route: `/flight/search?${SEARCH.replace('one_way', 'multi_city')}` });
    expect(await screen.findByText('Multi-city booking feature in development.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Multi-city' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    stubFlightApi(() => failure(422, 'validation_failed', 'The given data was invalid.', { departure_date: ['This date has passed.'] }));
    renderScreen(<FlightSearchScreen />, visitor());
    expect(await screen.findByText('This date has passed.')).toBeTruthy();
    expect(screen.getByLabelText(/^Departure date/).getAttribute('aria-invalid')).toBe('true');
    cleanup();

    let fail = true;
    stubFlightApi((call) =>
      call.url.pathname === '/api/flights' && fail
        ? ((fail = false), failure(503, 'internal_error', 'Suppliers are unavailable.'))
        : answer()(call),
    );
    renderScreen(<FlightSearchScreen />, visitor());
    expect(await screen.findByText('Suppliers are unavailable.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Flights: 3 of 3')).toBeTruthy();
  });

  it('renders only the cards near the screen out of 1,000 rows, each with its place in the whole list', async () => {
    const rows = generateRows(1000);
    const itineraries = new Set(rows.map((r) => r.itinerary_key)).size;
    stubFlightApi(answer(rows));
    renderScreen(<FlightSearchScreen />, visitor());
    await screen.findByText(`Flights: ${itineraries} of ${itineraries}`);
    const shown = cards();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(15);
    const items = screen.getByRole('list', { name: 'Flights' }).querySelectorAll(':scope > li');
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]!.getAttribute('aria-setsize')).toBe(String(itineraries));
  });

  it('shows only the search box while the address names no search, and calls nothing', async () => {
    const calls = stubFlightApi(answer());
    renderScreen(<FlightSearchScreen />, { path: '/flight/search', route: '/flight/search', user: null });
    expect(await screen.findByRole('form', { name: 'Search flights' })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});

describe('the agent results (/agent/flights)', () => {
  it('show net, margin and gross, and the form searches there', async () => {
    const rows = [buildRow({ price: agentPrice(10_000_000, 500_000) })];
    stubFlightApi(answer(rows));
    renderScreen(<AgentFlightsScreen />, { path: '/agent/flights', route: `/agent/flights?${SEARCH}`, user: buildUser({ role: 'agent' }) });
    const card = (await screen.findAllByRole('article'))[0]!;
    const price = within(card).getByText('Net').closest('dl')!;
    expect(text(price)).toContain('NetPKR 95,000.00');
    expect(text(price)).toContain('MarginPKR 5,000.00');
    expect(text(price)).toContain('GrossPKR 100,000.00');
    await pickAirport(/^To/, 'JED');
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(location()).toMatch(/^\/agent\/flights\?trip_type=one_way&origin=KHI&destination=JED/));
  });
});

describe('airline logos', () => {
  it('are loaded only from the app itself (or as data: images), else the code stands in', () => {
    expect(sameOriginImage('/api/files/logo-ek.png?sig=1')).toBe('/api/files/logo-ek.png?sig=1');
    expect(sameOriginImage(`${window.location.origin}/api/files/qr.png`)).toBe(`${window.location.origin}/api/files/qr.png`);
    expect(sameOriginImage('https://cdn.example.com/ek.png')).toBeNull();
    expect(sameOriginImage('//cdn.example.com/ek.png')).toBeNull();
    expect(sameOriginImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(sameOriginImage(null)).toBeNull();
  });
});
