import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlightDetails, TFlightSearchResult } from '@safar/contracts';
import { airlines } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from '@/test/test-app';
import { DAY, flightsTestApp, setAgentFlightMargin, threeSuppliers, visitorCookie } from './test/flights-test-kit';

const query = (extra = '') =>
  `/api/flights?trip_type=one_way&origin=KHI&destination=DXB&departure_date=${DAY}&adults=2&children=1&infants=1&cabin_class=economy${extra}`;

describe('GET /api/flights', () => {
  let t: TestApp;
  let kit: ReturnType<typeof threeSuppliers>;
  let agentToken: string;
  beforeAll(async () => {
    kit = threeSuppliers();
    t = await flightsTestApp(kit.sources);
    await setAgentFlightMargin(t, 500);
    agentToken = await t.signIn('agent@example.com');
  });
  afterAll(() => t.close());

  it('answers a visitor with every supplier that answered in time, gross prices only, and names the one that timed out', async () => {
    const started = performance.now();
    const res = await t.request({ method: 'GET', url: query() });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    const data = res.json().data as TFlightSearchResult;
    expect(data.suppliers.map((s) => [s.code, s.status, s.offers])).toEqual([
      ['fake-pkr', 'ok', 2],
      ['fake-usd', 'ok', 1],
      ['fake-hang', 'timeout', 0],
    ]);
    expect(data.flights).toHaveLength(3);
    expect(data.flights.map((f) => f.price.gross_minor)).toEqual([...data.flights.map((f) => f.price.gross_minor)].sort((a, b) => a - b));
    for (const f of data.flights) {
      expect(f.price.net_minor).toBeUndefined();
      expect(f.price.margin_minor).toBeUndefined();
      expect(f.flight_id).toMatch(/^[0-9a-f]{32}-\d+$/);
    }
    expect(data.previous_search).toMatchObject({ origin: 'KHI', destination: 'DXB', adults: 2, children: 1, infants: 1 });
    expect(data.available_airlines.map((a) => a.code).sort()).toEqual(['EK', 'PK', 'QR']);
  });

  it('converts a supplier currency at the rate finance set, per passenger', async () => {
    const data = (await t.request({ method: 'GET', url: query() })).json().data as TFlightSearchResult;
    const qr = data.flights.find((f) => f.airline.code === 'QR')!;
    // USD 250.00 per adult at 280 PKR: PKR 70,000.00; a child 187.50 → 52,500.00; an infant 25.00 → 7,000.00.
    expect(qr.price.per_passenger.map((p) => [p.type, p.count, p.gross_minor])).toEqual([
      ['adult', 2, 70_000_00],
      ['child', 1, 52_500_00],
      ['infant', 1, 7_000_00],
    ]);
    expect(qr.price.gross_minor).toBe(2 * 70_000_00 + 52_500_00 + 7_000_00);
  });

  it("shows an approved agent the net, its own margin and the gross, and reuses the suppliers' answers for the same search", async () => {
    const before = kit.pkr.calls;
    const res = await t.request({ method: 'GET', url: query(), token: agentToken });
    const data = res.json().data as TFlightSearchResult;
    const pk = data.flights.find((f) => f.airline.code === 'PK')!;
    expect(pk.price.net_minor).toBe(2 * 80_000_00 + 60_000_00 + 8_000_00);
    const adult = pk.price.per_passenger.find((p) => p.type === 'adult')!;
    expect(adult.net_minor).toBe(80_000_00);
    expect(adult.sell_margin_minor).toBe(4_000_00);
    expect(adult.gross_minor).toBe(84_000_00);
    expect(pk.price.margin_minor).toBe(pk.price.gross_minor - pk.price.net_minor!);
    expect(kit.pkr.calls).toBe(before);
  });

  it("passes the children's and infants' ages to the suppliers, and does not answer other ages from the cache", async () => {
    const before = kit.pkr.calls;
    const res = await t.request({ method: 'GET', url: query('&child_ages=5&infant_ages=0') });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as TFlightSearchResult).previous_search).toMatchObject({ child_ages: [5], infant_ages: [0] });
    expect(kit.pkr.calls).toBe(before + 1);
    expect(kit.pkr.requests.at(-1)).toMatchObject({ children: 1, childAges: [5], infants: 1, infantAges: [0] });
    await t.request({ method: 'GET', url: query('&child_ages=9&infant_ages=0') });
    expect(kit.pkr.calls).toBe(before + 2);
    expect(kit.pkr.requests.at(-1)).toMatchObject({ childAges: [9], infantAges: [0] });
    // Without ages the supplier is asked as before, and assumes its typical ages.
    expect(kit.pkr.requests[0]).not.toHaveProperty('childAges');
    expect(kit.pkr.requests[0]).not.toHaveProperty('infantAges');
  });

  it('refuses a search that breaks the rules, with the message on the field', async () => {
    const multi = await t.request({ method: 'GET', url: query().replace('one_way', 'multi_city') });
    expect(multi.statusCode).toBe(422);
    expect(multi.json().message.description).toBe('Multi-city booking feature in development.');
    const past = await t.request({ method: 'GET', url: query().replace(DAY, '2020-01-01') });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.departure_date).toEqual(['This date has passed.']);
    const lap = await t.request({ method: 'GET', url: query().replace('adults=2', 'adults=1').replace('infants=1', 'infants=2') });
    expect(lap.json().errors.infants).toBeDefined();
    const same = await t.request({ method: 'GET', url: query().replace('destination=DXB', 'destination=KHI') });
    expect(same.json().errors.destination).toBeDefined();
    const back = await t.request({ method: 'GET', url: query().replace('one_way', 'round_trip') });
    expect(back.json().errors.return_date).toBeDefined();
    const ages = await t.request({ method: 'GET', url: query('&child_ages=5,9&infant_ages=2') });
    expect(ages.statusCode).toBe(422);
    expect(ages.json().errors).toMatchObject({
      child_ages: ["Give each child's age, from 2 to 11 years: one age per child."],
      infant_ages: ["Give each infant's age, under 1 or 1 year: one age per infant."],
    });
  });
});

describe('GET /api/flight/{flight_id}/{supplier}/{isSooperFlight}', () => {
  let t: TestApp;
  let agentToken: string;
  let visitorFlight: TFlightSearchResult['flights'][number];
  let agentFlight: TFlightSearchResult['flights'][number];
  /** The visitor's browser: its cookie makes its offers its own. */
  let visitor: { cookie: string };
  beforeAll(async () => {
    t = await flightsTestApp(threeSuppliers().sources);
    agentToken = await t.signIn('agent@example.com');
    const searched = await t.request({ method: 'GET', url: query() });
    visitor = { cookie: visitorCookie(searched) };
    visitorFlight = (searched.json().data as TFlightSearchResult).flights[0]!;
    agentFlight = ((await t.request({ method: 'GET', url: query(), token: agentToken })).json().data as TFlightSearchResult).flights[0]!;
  });
  afterAll(() => t.close());

  const detailsUrl = (f: { flight_id: string; supplier: string }, sooper = 'false') => `/api/flight/${f.flight_id}/${f.supplier}/${sooper}`;

  it('shows every segment, the conditions and the price of a stored offer', async () => {
    const res = await t.request({ method: 'GET', url: detailsUrl(visitorFlight), headers: visitor });
    expect(res.statusCode).toBe(200);
    const flight = res.json().data.flight as TFlightDetails;
    expect(flight.flight_id).toBe(visitorFlight.flight_id);
    expect(flight.segments[0]![0]).toMatchObject({ flight_number: expect.stringMatching(/^[A-Z0-9]{2} \d+/), layover_minutes: null });
    expect(flight.conditions.refund.allowed).toBe(true);
    expect(flight.price.gross_minor).toBe(visitorFlight.price.gross_minor);
    expect(flight.passengers).toEqual({ adults: 2, children: 1, infants: 1 });
  });

  it("keeps an agency's offer to that agency: a visitor or a wrong path gets a 404", async () => {
    expect((await t.request({ method: 'GET', url: detailsUrl(agentFlight), token: agentToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: detailsUrl(agentFlight) })).statusCode).toBe(404);
    const wrong = [
      { ...visitorFlight, supplier: 'other' },
      { ...visitorFlight, flight_id: 'not-an-id' },
    ];
    for (const f of wrong) expect((await t.request({ method: 'GET', url: detailsUrl(f), headers: visitor })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: detailsUrl(visitorFlight, 'true'), headers: visitor })).statusCode).toBe(404);
  });

  it('sorts a stored search for an API client', async () => {
    const search = (await t.request({ method: 'GET', url: query(), headers: visitor })).json().data as TFlightSearchResult;
    const sort = { search_id: search.search_id, sort: 'earliest' };
    const res = await t.request({ method: 'POST', url: '/api/sort-flights', payload: sort, headers: visitor });
    expect(res.statusCode).toBe(200);
    const times = (res.json().data.flights as TFlightSearchResult['flights']).map((f) => f.slices[0]!.departure_local);
    expect(times).toEqual([...times].sort());
  });

  it('lists no extras for a supplier that sells none, and refuses a choice it never offered', async () => {
    const res = await t.request({ method: 'GET', url: `/api/ancillaries?flight_id=${visitorFlight.flight_id}`, headers: visitor });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ancillaries).toMatchObject({ bags: [], seats: [], selected: [], selected_total_minor: 0 });
    const bad = await t.request({
      method: 'POST',
      url: '/api/patch-ancillaries',
      payload: { flight_id: visitorFlight.flight_id, selections: [{ id: 'nope', passenger_index: 0, quantity: 1 }] },
      headers: visitor,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('an airline margin staff set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await flightsTestApp(threeSuppliers().sources);
    await t.database.db
      .insert(airlines)
      .values({ iataCode: 'PK', name: 'Pakistan International Airlines', countryCode: 'PK' })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  it('changes the next search at once, although the suppliers answered from the cache', async () => {
    const admin = await t.signIn('admin@example.com');
    const pkOf = async () =>
      ((await t.request({ method: 'GET', url: query(), token: admin })).json().data as TFlightSearchResult).flights.find(
        (f) => f.airline.code === 'PK',
      )!;
    const before = await pkOf();
    expect(before.price.margin_minor).toBe(0);
    const [pia] = await t.database.db.select().from(airlines).where(eq(airlines.iataCode, 'PK'));
    const set = await t.request({
      method: 'POST',
      url: '/api/updateAirlineMargin',
      token: admin,
      payload: { airline_id: pia!.id, margin: { type: 'percent', percent: '10' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await pkOf();
    expect(after.airline.name).toBe('Pakistan International Airlines');
    expect(after.price.per_passenger.find((p) => p.type === 'adult')).toMatchObject({
      net_minor: 80_000_00,
      airline_margin_minor: 8_000_00,
      gross_minor: 88_000_00,
    });
    expect(after.price.gross_minor).toBe(before.price.gross_minor + after.price.margin_minor!);
  });
});
