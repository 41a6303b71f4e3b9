import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlightSearchResult } from '@safar/contracts';
import { flightOfferExtras } from '@safar/db';
import { eq } from 'drizzle-orm';
import { buildUser, tokenFor } from '@/test/factories';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { demoTokens, type TDemo } from '@/modules/users/users.test-helpers';
import type { TestApp } from '@/test/test-app';
import { decodeFlightId } from './offers/offer-id';
import { createSimulatedSupplier } from './suppliers/simulated/simulated-supplier';
import { SIMULATED_DEFAULTS } from './suppliers/simulated/defaults';
import { DAY, flightsTestApp, visitorCookie } from './test/flights-test-kit';

const URL = `/api/flights?trip_type=one_way&origin=KHI&destination=DXB&departure_date=${DAY}&adults=1&children=0&infants=0&cabin_class=economy`;

/** Who asks: a demo account's token, a browser's visitor cookie, both, or neither. */
interface TCaller {
  token?: string;
  cookie?: string;
}

describe('an offer belongs to who searched it', () => {
  let t: TestApp;
  let tok: Record<TDemo, string>;
  let otherCustomer: string;
  let otherAgent: string;
  beforeAll(async () => {
    // The simulator sells bags and seats, so extras can be chosen; it prices in USD, at the kit's rate.
    const supplier = createSimulatedSupplier({ ...SIMULATED_DEFAULTS['sim-gds-a'], latencyMs: 0, maxOffers: 5 });
    t = await flightsTestApp([{ code: 'sim-gds-a', name: 'Sim A', deadlineMs: 5_000, supplier }]);
    tok = await demoTokens(t);
    const { db } = t.database;
    otherCustomer = await tokenFor(t, (await buildUser(db, { role: 'customer' })).email);
    const agency = await buildAgency(db);
    otherAgent = await tokenFor(
      t,
      (await buildUser(db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true })).email,
    );
  });
  afterAll(() => t.close());

  const ask = (caller: TCaller, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({
      method,
      url,
      ...(caller.token ? { token: caller.token } : {}),
      ...(caller.cookie ? { headers: { cookie: caller.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  async function searchAs(caller: TCaller) {
    const res = await ask(caller, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TFlightSearchResult;
    return { data, row: data.flights[0]!, res };
  }

  /** Every read and the write of one offer, as one caller: the status of each. */
  async function statuses(caller: TCaller, found: { data: TFlightSearchResult; row: TFlightSearchResult['flights'][number] }) {
    const { row, data } = found;
    const extras = await ask(caller, 'GET', `/api/ancillaries?flight_id=${row.flight_id}`);
    const bag = extras.statusCode === 200 ? (extras.json().data.ancillaries.bags[0] as { id: string } | undefined) : undefined;
    const choice = { flight_id: row.flight_id, selections: bag ? [{ id: bag.id, passenger_index: 0, quantity: 1 }] : [] };
    return {
      details: (await ask(caller, 'GET', `/api/flight/${row.flight_id}/${row.supplier}/false`)).statusCode,
      sort: (await ask(caller, 'POST', '/api/sort-flights', { search_id: data.search_id, sort: 'cheapest' })).statusCode,
      extras: extras.statusCode,
      // What the extras answer tells the screen: whether to offer the choice at all.
      mayChange: extras.statusCode === 200 ? (extras.json().data.ancillaries.may_change as boolean) : null,
      choose: (await ask(caller, 'POST', '/api/patch-ancillaries', choice)).statusCode,
    };
  }
  const owner = { details: 200, sort: 200, extras: 200, mayChange: true, choose: 200 };
  const stranger = { details: 404, sort: 404, extras: 404, mayChange: null, choose: 404 };
  const readOnlyStaff = { details: 200, sort: 200, extras: 200, mayChange: false, choose: 403 };

  it("keeps a signed-in customer's offer to that customer; staff read it, and only those who book change its extras", async () => {
    const found = await searchAs({ token: tok.customer });
    expect(await statuses({}, found)).toEqual(stranger);
    for (const token of [otherCustomer, tok.agent, otherAgent, tok.pendingAgent])
      expect(await statuses({ token }, found)).toEqual(stranger);
    for (const token of [tok.accounts, tok.salesman]) expect(await statuses({ token }, found)).toEqual(readOnlyStaff);
    for (const token of [tok.admin, tok.reservation]) expect(await statuses({ token }, found)).toEqual(owner);
    expect(await statuses({ token: tok.customer }, found)).toEqual(owner);
  });

  it("leaves a customer's chosen extras and total alone when a stranger tries to change them", async () => {
    const found = await searchAs({ token: tok.customer });
    const extras = (await ask({ token: tok.customer }, 'GET', `/api/ancillaries?flight_id=${found.row.flight_id}`)).json().data.ancillaries;
    const bag = extras.bags[0] as { id: string; price_minor: number };
    const mine = { flight_id: found.row.flight_id, selections: [{ id: bag.id, passenger_index: 0, quantity: 1 }] };
    expect((await ask({ token: tok.customer }, 'POST', '/api/patch-ancillaries', mine)).json().data.ancillaries.selected_total_minor).toBe(
      bag.price_minor,
    );
    const theirs = { flight_id: found.row.flight_id, selections: [] };
    for (const caller of [{}, { token: otherAgent }, { token: tok.accounts }, { token: tok.salesman }])
      expect([403, 404]).toContain((await ask(caller, 'POST', '/api/patch-ancillaries', theirs)).statusCode);
    const after = (await ask({ token: tok.customer }, 'GET', `/api/ancillaries?flight_id=${found.row.flight_id}`)).json().data.ancillaries;
    expect(after.selected).toEqual(mine.selections);
    expect(after.selected_total_minor).toBe(bag.price_minor);
  });

  it("keeps a visitor's offer to its browser, which keeps it after signing in", async () => {
    const found = await searchAs({});
    const cookie = visitorCookie(found.res);
    expect(found.res.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(found.res.headers['set-cookie']).toMatch(/SameSite=Lax/);
    expect(await statuses({ cookie }, found)).toEqual(owner);
    expect(await statuses({ cookie: visitorCookie((await searchAs({})).res) }, found)).toEqual(stranger);
    expect(await statuses({}, found)).toEqual(stranger);
    // A made-up id, or a real id with another signature, is nobody's.
    const [id] = cookie.split('=')[1]!.split('.');
    expect(await statuses({ cookie: `safar_visitor=${id}.forged` }, found)).toEqual(stranger);
    expect(await statuses({ cookie: `safar_visitor=${id}` }, found)).toEqual(stranger);
    expect(await statuses({ token: tok.agent }, found)).toEqual(stranger);
    expect(await statuses({ token: tok.customer, cookie }, found)).toEqual(owner);
    // The same browser searching again keeps its cookie.
    expect((await searchAs({ cookie })).res.headers['set-cookie']).toBeUndefined();
  });

  it("keeps an agency's offer to that agency, and a pending agent's to that agent", async () => {
    const agency = await searchAs({ token: tok.agent });
    expect(await statuses({ token: tok.agent }, agency)).toEqual(owner);
    for (const token of [otherAgent, tok.pendingAgent, tok.customer]) expect(await statuses({ token }, agency)).toEqual(stranger);
    expect(await statuses({ token: tok.accounts }, agency)).toEqual(readOnlyStaff);
    const pending = await searchAs({ token: tok.pendingAgent });
    expect(await statuses({ token: tok.pendingAgent }, pending)).toEqual(owner);
    for (const token of [tok.agent, tok.customer]) expect(await statuses({ token }, pending)).toEqual(stranger);
  });

  it("reaches no other reader's offer from one offer's id", async () => {
    const mine = await searchAs({ token: tok.agent });
    const theirs = await searchAs({ token: otherAgent });
    // Both searched the same flights, yet their offers live under different records.
    expect(decodeFlightId(mine.row.flight_id)!.setId).not.toBe(decodeFlightId(theirs.row.flight_id)!.setId);
    const { setId } = decodeFlightId(mine.row.flight_id)!;
    for (let index = 0; index < mine.data.flights.length + 2; index++) {
      const res = await ask({ token: otherAgent }, 'GET', `/api/flight/${setId}-${index}/sim-gds-a/false`);
      expect(res.statusCode).toBe(404);
    }
    const chosen = await t.database.db.select().from(flightOfferExtras).where(eq(flightOfferExtras.offerSetId, setId));
    expect(chosen).toEqual([]);
  });
});
