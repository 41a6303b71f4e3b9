import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/users/users.test-helpers';
import { buildQuoteWorld, UNKNOWN_FLIGHT_ID, type TQuoteWorld } from './flight-quotes.test-helpers';

let w: TQuoteWorld;
beforeAll(async () => {
  w = await buildQuoteWorld();
});
afterAll(() => w.t.close());

const quoteOf = (flightId: string, token: string) =>
  call(w.t, 'GET', `/api/flight-quotation?flight_id=${encodeURIComponent(flightId)}`, token);

describe('GET /flight-quotation', () => {
  it("gives an agent the client's price: gross with the agency's markup, per passenger type, and no net or margin", async () => {
    const { flightId, priced } = await w.storeOffer(w.agentViewer());
    const { status, body } = await quoteOf(flightId, w.tok.agent);
    expect(status).toBe(200);
    const { quote } = body.data;
    expect(quote).toEqual({
      flight_id: flightId,
      reference: expect.stringMatching(/^Q-[0-9A-HJKMNP-TV-Z]{8}$/),
      currency: 'PKR',
      total_minor: priced.totals.gross_minor,
      per_passenger: [
        { type: 'adult', count: 2, amount_minor: priced.lines[0]!.unit.gross_minor },
        { type: 'child', count: 1, amount_minor: priced.lines[1]!.unit.gross_minor },
      ],
      slices: [
        expect.objectContaining({
          origin: 'KHI',
          destination: 'DXB',
          departure_local: '2030-03-10T10:00',
          stops: 0,
          flight_numbers: ['PK 301'],
        }),
      ],
      airline: { code: 'PK', name: 'Pakistan International Airlines' },
      cabin_class: 'economy',
      fare_brand: 'Value',
      baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 1, checked_kg: 23 },
      refundable: true,
      valid_until: new Date(priced.offer.expiresAt).toISOString(),
    });
    // The agency's markup and the airline margin are inside the client's price, and never shown apart.
    expect(priced.totals.sell_margin_minor).toBeGreaterThan(0);
    expect(priced.totals.airline_margin_minor).toBeGreaterThan(0);
    expect(quote.total_minor).toBe(priced.totals.net_minor + priced.totals.airline_margin_minor + priced.totals.sell_margin_minor);
    expect(quote.total_minor).toBe(2 * quote.per_passenger[0].amount_minor + quote.per_passenger[1].amount_minor);
    expect(JSON.stringify(body)).not.toMatch(/net_minor|margin/);
    expect(JSON.stringify(body)).not.toContain(String(priced.totals.net_minor));
  });

  it('keeps the reference for the same offer and sender, and gives another sender its own', async () => {
    const { flightId } = await w.storeOffer(w.agentViewer());
    const first = (await quoteOf(flightId, w.tok.agent)).body.data.quote.reference;
    expect((await quoteOf(flightId, w.tok.agent)).body.data.quote.reference).toBe(first);
    const byAdmin = await quoteOf(flightId, w.tok.admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.quote.reference).not.toBe(first);
    const other = (await w.storeOffer(w.agentViewer())).flightId;
    expect((await quoteOf(other, w.tok.agent)).body.data.quote.reference).not.toBe(first);
  });

  it("lets staff quote an agency's offer and their own, at the price stored", async () => {
    const agency = await w.storeOffer(w.agentViewer());
    const staff = await w.storeOffer({ kind: 'staff', agencyId: null, userId: null, visitorId: null });
    for (const token of [w.tok.admin, w.tok.salesman, w.tok.reservation]) {
      expect((await quoteOf(agency.flightId, token)).body.data.quote.total_minor).toBe(agency.priced.totals.gross_minor);
      expect((await quoteOf(staff.flightId, token)).body.data.quote.total_minor).toBe(staff.priced.totals.gross_minor);
    }
  });

  it("is a 404 for a malformed or unknown id, another agency's offer and a staff offer", async () => {
    const otherAgency = await w.storeOffer({ kind: 'agent', agencyId: w.otherAgencyId, userId: null, visitorId: null });
    const staff = await w.storeOffer({ kind: 'staff', agencyId: null, userId: null, visitorId: null });
    for (const id of ['nope', "x-1' or 1=1", UNKNOWN_FLIGHT_ID, otherAgency.flightId, staff.flightId]) {
      const { status, body } = await quoteOf(id, w.tok.agent);
      expect(status, id).toBe(404);
      expect(body).toMatchObject({ success: false, data: null, message: { code: 'not_found' } });
    }
    // Past the end of a stored answer.
    const mine = await w.storeOffer(w.agentViewer());
    expect((await quoteOf(mine.flightId.replace(/-0$/, '-1'), w.tok.agent)).status).toBe(404);
  });

  it('is a 410 offer_expired once the offer has expired, and still a 404 to whoever may not read it', async () => {
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    const { flightId } = await w.storeOffer(w.agentViewer(), { expiresAt });
    const { status, body } = await quoteOf(flightId, w.tok.agent);
    expect(status).toBe(410);
    expect(body.message).toMatchObject({
      code: 'offer_expired',
      description: 'This offer is no longer available. Search again for current prices.',
    });
    const otherAgency = await w.storeOffer({ kind: 'agent', agencyId: w.otherAgencyId, userId: null, visitorId: null }, { expiresAt });
    expect((await quoteOf(otherAgency.flightId, w.tok.agent)).status).toBe(404);
  });

  it('is a 401 signed out, a 403 for finance staff, customers and agents not yet approved, and a 422 without an id', async () => {
    const { flightId } = await w.storeOffer({ kind: 'public', agencyId: null, userId: null, visitorId: null });
    expect((await quoteOf(flightId, '')).status).toBe(401);
    for (const token of [w.tok.accounts, w.tok.customer, w.tok.pendingAgent, w.tok.newAgent])
      expect((await quoteOf(flightId, token)).body.message.code).toBe('forbidden');
    const missing = await call(w.t, 'GET', '/api/flight-quotation', w.tok.agent);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.flight_id).toEqual(['This field is required.']);
    // A parameter the route does not know is refused on its own name, each one of them.
    const unknown = await call(
      w.t,
      'GET',
      `/api/flight-quotation?flight_id=${encodeURIComponent(flightId)}&supplier=x&isSooper=1`,
      w.tok.agent,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ supplier: ['This field is not allowed.'], isSooper: ['This field is not allowed.'] });
  });
});
