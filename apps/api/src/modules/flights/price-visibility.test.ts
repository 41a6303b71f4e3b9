import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlightDetails, TFlightRow, TFlightSearchResult } from '@safar/contracts';
import { airlines, exchangeRates, margins, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { pagesOf } from '@/core/pdf/pdf.test-helpers';
import { demoTokens, freshEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { capturedQuote } from './flight-quotes.test-helpers';
import { fakeOffer, fakeSupplier } from './search/fake-supplier';
import { DAY, registryOf, visitorCookie } from './test/flights-test-kit';

/*
 * What each reader may see of a price, listed once per kind of reader, and checked against every
 * answer that carries one. The supplier sells in SAR and the agency in PKR, so a supplier price or
 * rate that slipped into an answer would show as "SAR" in it.
 */
const VIEWS = {
  gross: {
    price: ['currency', 'gross_minor', 'per_passenger'],
    passenger: ['count', 'gross_minor', 'type'],
    exchange: false,
    airlineMargin: false,
  },
  agent: {
    price: ['currency', 'gross_minor', 'margin_minor', 'net_minor', 'per_passenger'],
    passenger: ['count', 'gross_minor', 'net_minor', 'sell_margin_minor', 'type'],
    exchange: false,
    airlineMargin: false,
  },
  full: {
    price: ['currency', 'gross_minor', 'margin_minor', 'net_minor', 'per_passenger'],
    passenger: ['airline_margin_minor', 'count', 'gross_minor', 'net_minor', 'sell_margin_minor', 'type'],
    exchange: true,
    airlineMargin: true,
  },
} as const;
type TView = keyof typeof VIEWS;

const READERS: { who: string; token: TDemo | null; view: TView }[] = [
  { who: 'a visitor', token: null, view: 'gross' },
  { who: 'a customer', token: 'customer', view: 'gross' },
  { who: 'an agent awaiting approval', token: 'pendingAgent', view: 'gross' },
  { who: 'an approved agent', token: 'agent', view: 'agent' },
  { who: 'admin', token: 'admin', view: 'full' },
  { who: 'accounts (finance)', token: 'accounts', view: 'full' },
  { who: 'a salesman', token: 'salesman', view: 'gross' },
  { who: 'reservation staff', token: 'reservation', view: 'gross' },
];

const URL = `/api/flights?trip_type=one_way&origin=KHI&destination=DXB&departure_date=${DAY}&adults=2&children=1&infants=0&cabin_class=economy`;
const keys = (o: object) => Object.keys(o).sort();

function expectPrice(price: TFlightRow['price'], view: TView) {
  expect(keys(price)).toEqual(VIEWS[view].price);
  for (const line of price.per_passenger) expect(keys(line)).toEqual(VIEWS[view].passenger);
}

function expectNoSupplierPrice(answer: string) {
  expect(answer).not.toContain('SAR');
  expect(answer).not.toContain('supplier_');
  expect(answer).not.toContain('airline_margin');
}

describe('what each reader sees of a price', () => {
  let t: TestApp;
  let tok: Record<TDemo, string>;
  let piaId: string;
  beforeAll(async () => {
    const gulf = fakeSupplier('fake-gulf', {
      offers: (r) => [fakeOffer(r, { key: 's1', carrier: 'PK', currency: 'SAR', adultMinor: 2_417_00 })],
    });
    t = await buildTestApp({ flightSuppliers: registryOf([{ code: 'fake-gulf', name: 'Fake Gulf', deadlineMs: 2_000, supplier: gulf }]) });
    tok = await demoTokens(t);
    const { db } = t.database;
    const [accounts] = await db.select().from(users).where(eq(users.email, 'accounts@example.com'));
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@example.com'));
    await db
      .insert(exchangeRates)
      .values({ currency: 'SAR', quoteCurrency: 'PKR', rateMillionths: 74_280_000, effectiveOn: '2020-01-01', setBy: accounts!.id });
    await ensureDemoAirRows(db);
    await db.insert(airlines).values({ iataCode: 'PK', name: 'Pakistan International Airlines' }).onConflictDoNothing();
    const [pia] = await db.select().from(airlines).where(eq(airlines.iataCode, 'PK'));
    piaId = pia!.id;
    const set = await t.request({
      method: 'POST',
      url: '/api/updateAirlineMargin',
      token: tok.admin,
      payload: { airline_id: piaId, margin: { type: 'percent', percent: '2.5' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    await db.insert(margins).values([
      { scope: 'agent', agencyId: agent!.agencyId!, product: 'flight', type: 'percent', basisPoints: 500 },
      { scope: 'customer', product: 'flight', type: 'percent', basisPoints: 300 },
    ]);
  });
  afterAll(() => t.close());

  /** One reader's requests: its token, or for a visitor the cookie its first search was given. */
  function readerSession(token: TDemo | null) {
    let cookie: string | undefined;
    return async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
      const res = await t.request({
        method,
        url,
        ...(token ? { token: tok[token] } : {}),
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload ? { payload } : {}),
      });
      if (!token && !cookie) cookie = visitorCookie(res);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return { body: res.body, data: res.json().data };
    };
  }

  it.each(READERS)('$who: search rows, the sorted rows, details and extras', async ({ token, view }) => {
    const ask = readerSession(token);
    const search = await ask('GET', URL);
    const { flights, search_id } = search.data as TFlightSearchResult;
    const row = flights[0]!;
    expectPrice(row.price, view);
    const sorted = await ask('POST', '/api/sort-flights', { search_id, sort: 'cheapest' });
    expectPrice(sorted.data.flights[0].price, view);
    const details = await ask('GET', `/api/flight/${row.flight_id}/${row.supplier}/false`);
    const flight = details.data.flight as TFlightDetails;
    expectPrice(flight.price, view);
    if (VIEWS[view].exchange) expect(flight.exchange).toMatchObject({ supplier_currency: 'SAR', rate: '74.280000' });
    else expect(flight.exchange).toBeNull();
    const extras = await ask('GET', `/api/ancillaries?flight_id=${row.flight_id}`);
    expect(keys(extras.data.ancillaries)).toEqual([
      'bags',
      'currency',
      'flight_id',
      'may_change',
      'seats',
      'selected',
      'selected_total_minor',
    ]);
    expect(extras.data.ancillaries.currency).toBe('PKR');
    if (view !== 'full') for (const answer of [search, sorted, details, extras]) expectNoSupplierPrice(answer.body);
  });

  it("charges an agent the supplier's fare with the airline margin inside its net, which only finance sees apart", async () => {
    const { flights } = (await t.request({ method: 'GET', url: URL, token: tok.agent })).json().data as TFlightSearchResult;
    const row = flights[0]!;
    const path = `/api/flight/${row.flight_id}/${row.supplier}/false`;
    const asAdmin = (await t.request({ method: 'GET', url: path, token: tok.admin })).json().data.flight as TFlightDetails;
    const asSalesman = (await t.request({ method: 'GET', url: path, token: tok.salesman })).json().data.flight as TFlightDetails;
    expectPrice(asAdmin.price, 'full');
    expectPrice(asSalesman.price, 'gross');
    const adult = (p: TFlightRow['price']) => p.per_passenger.find((l) => l.type === 'adult')!;
    const full = adult(asAdmin.price);
    // SAR 2,417.00 at 74.28 is PKR 179,534.76; PIA's 2.5 % is 4,488.37; the agency's 5 % markup is on both.
    expect(full.net_minor).toBe(17_953_476);
    expect(full.airline_margin_minor).toBe(448_837);
    expect(adult(row.price)).toEqual({
      type: 'adult',
      count: 2,
      net_minor: 17_953_476 + 448_837,
      sell_margin_minor: full.sell_margin_minor,
      gross_minor: full.gross_minor,
    });
    expect(full.sell_margin_minor).toBe(Math.round((17_953_476 + 448_837) * 0.05));
    expect(row.price.net_minor! + row.price.margin_minor!).toBe(row.price.gross_minor);
    expect(asSalesman.price.gross_minor).toBe(row.price.gross_minor);
  });

  it.each(READERS)("$who: an airline's margin, and the filter on it", async ({ token, view }) => {
    const auth = token ? { token: tok[token] } : {};
    const one = (await t.request({ method: 'GET', url: `/api/airlines/${piaId}`, ...auth })).json().data.airline;
    const list = async (extra: string) =>
      (await t.request({ method: 'GET', url: `/api/airlines?per_page=100${extra}`, ...auth })).json().data;
    const [all, withMargin] = await Promise.all([list(''), list('&has_margin=1')]);
    if (VIEWS[view].airlineMargin) {
      expect(one.margin).toMatchObject({ type: 'percent', percent: '2.5', updated_by: { name: expect.any(String) } });
      expect(withMargin.items.map((a: { iata_code: string }) => a.iata_code)).toEqual(['PK']);
    } else {
      expect(one).not.toHaveProperty('margin');
      expect(JSON.stringify([all, withMargin])).not.toMatch(/margin|updated_by/);
      expect(withMargin.total).toBe(all.total);
    }
  });

  it('group tickets: an agent sees what it sells at, staff the cost beside it, nobody else anything', async () => {
    const created = await t.request({ method: 'POST', url: '/api/group-tickets', token: tok.admin, payload: buildGroupTicket() });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.group_ticket.id as string;
    const fareKeys = { agent: ['selling_minor'], staff: ['net_minor', 'selling_minor'] };
    for (const { token } of READERS) {
      const res = await t.request({ method: 'GET', url: `/api/group-tickets/${id}`, ...(token ? { token: tok[token] } : {}) });
      if (!token) expect(res.statusCode).toBe(401);
      else if (token === 'customer' || token === 'pendingAgent') expect(res.statusCode, token).toBe(403);
      else {
        const fares = res.json().data.group_ticket.fares as Record<string, object>;
        const expected = token === 'agent' ? fareKeys.agent : fareKeys.staff;
        for (const fare of Object.values(fares)) expect(keys(fare), token).toEqual(expected);
      }
    }
  });

  it.each([
    { who: 'an approved agent', token: 'agent' as const },
    { who: 'a salesman', token: 'salesman' as const },
    { who: 'admin', token: 'admin' as const },
  ])('$who: a quote shows what the client pays, and nothing of the supplier', async ({ token }) => {
    const { flights } = (await t.request({ method: 'GET', url: URL, token: tok[token] })).json().data as TFlightSearchResult;
    const row = flights[0]!;
    const res = await t.request({ method: 'GET', url: `/api/flight-quotation?flight_id=${row.flight_id}`, token: tok[token] });
    const quote = res.json().data.quote;
    expect(quote.total_minor).toBe(row.price.gross_minor);
    expect(quote.per_passenger.map(keys)).toEqual([
      ['amount_minor', 'count', 'type'],
      ['amount_minor', 'count', 'type'],
    ]);
    expectNoSupplierPrice(res.body);
    expect(res.body).not.toMatch(/net_minor|margin/);
    if (token !== 'agent') return;
    // The mail and its PDF are made from the same quote.
    const email = freshEmail('visibility');
    const payload = { flight_id: row.flight_id, client_name: 'Hina', client_email: email, language: 'en' };
    expect((await t.request({ method: 'POST', url: '/api/send-sooper-quote', token: tok.agent, payload })).statusCode).toBe(200);
    const mail = (await capturedQuote(t, email))!;
    const pdf = (await pagesOf(mail.attachments[0]!.content!))
      .flat()
      .map((item) => item.str)
      .join(' ');
    for (const text of [mail.text, mail.html ?? '', pdf]) {
      expect(text).not.toContain('SAR');
      expect(text).not.toContain('2,417');
    }
  });
});
