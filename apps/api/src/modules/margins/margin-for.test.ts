import { priceQuote, type TMarginRule } from '@safar/contracts';
import { margins } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { marginFor } from './margins.service';

let t: TestApp;
let tok: Record<TDemo, string>;
let agencyId: string;
let otherAgencyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  agencyId = (await userByEmail(t, DEMO.agent)).agencyId!;
  otherAgencyId = (await buildAgency(t.database.db, 'Marginless Travel')).id;
});
afterAll(() => t.close());

const AIRLINE_2_PERCENT: TMarginRule = { type: 'percent', basis_points: 200 };

describe('marginFor + the pricing module (net → airline margin → agent or customer margin → gross)', () => {
  it('answers null while no rule is stored, and pricing then adds nothing after the airline margin', async () => {
    expect(await marginFor(t.database.db, { scope: 'agent', agencyId, product: 'flight' })).toBeNull();
    expect(await marginFor(t.database.db, { scope: 'customer', product: 'flight' })).toBeNull();
    const quote = priceQuote({
      currency: 'PKR',
      lines: [{ id: 'ADT', net_minor: 100_000 }],
      airline_margin: AIRLINE_2_PERCENT,
      sell_margin: null,
    });
    expect(quote.totals).toEqual({
      net_minor: 100_000,
      airline_margin_minor: 2_000,
      after_airline_minor: 102_000,
      sell_margin_minor: 0,
      gross_minor: 102_000,
    });
  });

  it('reads the rules saved through the API, per scope, agency and product, in the pricing module’s shape', async () => {
    expect(
      (
        await call(t, 'POST', '/api/save-agent-margin', tok.agent, {
          margins: [
            { product: 'flight', type: 'percent', percent: '5' },
            { product: 'hotel', type: 'fixed', amount_minor: 2_500, currency: 'PKR' },
          ],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t, 'POST', '/api/save-customer-margin-values', tok.admin, {
          margins: [{ product: 'flight', type: 'fixed', amount_minor: 1_500, currency: 'PKR' }],
        })
      ).status,
    ).toBe(200);

    const agentFlight = await marginFor(t.database.db, { scope: 'agent', agencyId, product: 'flight' });
    const agentHotel = await marginFor(t.database.db, { scope: 'agent', agencyId, product: 'hotel' });
    const customerFlight = await marginFor(t.database.db, { scope: 'customer', product: 'flight' });
    expect(agentFlight).toEqual({ type: 'percent', basis_points: 500 });
    expect(agentHotel).toEqual({ type: 'fixed', amount_minor: 2_500, currency: 'PKR' });
    expect(customerFlight).toEqual({ type: 'fixed', amount_minor: 1_500, currency: 'PKR' });
    expect(await marginFor(t.database.db, { scope: 'agent', agencyId, product: 'visa' })).toBeNull();
    expect(await marginFor(t.database.db, { scope: 'agent', agencyId: otherAgencyId, product: 'flight' })).toBeNull();
    expect(await marginFor(t.database.db, { scope: 'customer', product: 'hotel' })).toBeNull();

    // B2B: 5 % of (net + airline) per passenger, rounded half-up: 5 % of 102 010 = 5 100.5 → 5 101.
    const b2b = priceQuote({
      currency: 'PKR',
      lines: [
        { id: 'ADT', net_minor: 100_010, quantity: 2 },
        { id: 'CHD', net_minor: 50_000 },
      ],
      airline_margin: AIRLINE_2_PERCENT,
      sell_margin: { kind: 'agent', rule: agentFlight! },
    });
    expect(b2b.lines[0]!.unit).toEqual({
      net_minor: 100_010,
      airline_margin_minor: 2_000,
      after_airline_minor: 102_010,
      sell_margin_minor: 5_101,
      gross_minor: 107_111,
    });
    expect(b2b.lines[1]!.unit).toEqual({
      net_minor: 50_000,
      airline_margin_minor: 1_000,
      after_airline_minor: 51_000,
      sell_margin_minor: 2_550,
      gross_minor: 53_550,
    });
    expect(b2b.totals.gross_minor).toBe(2 * 107_111 + 53_550);
    expect(b2b.sell_margin_kind).toBe('agent');

    // B2C: a fixed PKR 15.00 per passenger on top of the airline margin.
    const b2c = priceQuote({
      currency: 'PKR',
      lines: [{ id: 'ADT', net_minor: 100_000, quantity: 3 }],
      airline_margin: AIRLINE_2_PERCENT,
      sell_margin: { kind: 'customer', rule: customerFlight! },
    });
    expect(b2c.totals).toEqual({
      net_minor: 300_000,
      airline_margin_minor: 6_000,
      after_airline_minor: 306_000,
      sell_margin_minor: 4_500,
      gross_minor: 310_500,
    });
    // A fixed rule in another currency than the quote is refused by pricing, never converted.
    expect(() =>
      priceQuote({ currency: 'USD', lines: [{ id: 'ADT', net_minor: 10_000 }], sell_margin: { kind: 'customer', rule: customerFlight! } }),
    ).toThrow(/validation.currency/);
  });

  it('an agent rule needs its agency', async () => {
    await t.database.db.insert(margins).values({ scope: 'customer', agencyId: null, product: 'tour', type: 'percent', basisPoints: 1 });
    expect(await marginFor(t.database.db, { scope: 'customer', product: 'tour' })).toEqual({ type: 'percent', basis_points: 1 });
    await expect(marginFor(t.database.db, { scope: 'agent', product: 'tour' })).rejects.toThrow(/needs the agency/);
  });
});
