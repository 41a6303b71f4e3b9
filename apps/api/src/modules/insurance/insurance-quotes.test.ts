import { todayIn } from '@safar/contracts';
import { insuranceQuotes } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '@/core/authenticate';
import type { AuthUser } from '@/core/types';
import { buildUser, dayFromNow, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { band, createPlan } from './insurance.test-helpers';
import { loadInsuranceQuote } from './services/load-insurance-quote';

let t: TestApp;
let admin: string;
let agent: string;
let customer: string;
let otherCustomer: string;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agent] = await Promise.all([tokenFor(t, 'admin@example.com'), tokenFor(t, 'agent@example.com')]);
  customer = await tokenFor(t, (await buildUser(t.database.db)).email);
  otherCustomer = await tokenFor(t, (await buildUser(t.database.db)).email);
});
afterAll(() => t.close());

const userOf = async (token: string) => (await authenticateToken(t.database.db, token)) as AuthUser;

interface TQuoted {
  plan: { id: string; name_en: string };
  currency: string;
  travellers: Record<string, number>[];
  total_price_minor?: number;
  agent_total_price_minor?: number;
}
interface TQuote {
  id: string | null;
  expires_at: string | null;
  price_view: string;
  trip_days: number;
  plans: TQuoted[];
  unavailable: { plan: { id: string }; reason: string; ages: number[] }[];
}

const trip = (over: Record<string, unknown> = {}) => ({
  region: 'schengen',
  start_date: dayFromNow(10),
  end_date: dayFromNow(19),
  travellers: [{ age: 40 }, { age: 8 }],
  ...over,
});

async function quote(body: Record<string, unknown>, options: { token?: string; cookie?: string } = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/travel-insurance/quotes',
    payload: body,
    ...(options.token ? { token: options.token } : {}),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
  return res;
}
const quoted = async (body: Record<string, unknown>, options: { token?: string; cookie?: string } = {}): Promise<TQuote> => {
  const res = await quote(body, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.quote;
};
const planIn = (q: TQuote, id: string) => q.plans.find((p) => p.plan.id === id);

describe('POST /travel-insurance/quotes', () => {
  it('prices the plans covering the destination for the caller: the public price, the agent price, or both for staff', async () => {
    const plan = await createPlan(t, admin, { regions: ['europe'] });
    const visitor = await quoted(trip());
    expect(visitor).toMatchObject({ price_view: 'public', trip_days: 10, id: expect.any(String), expires_at: expect.any(String) });
    expect(planIn(visitor, plan.id)).toEqual(
      expect.objectContaining({
        currency: 'PKR',
        travellers: [
          { age: 40, price_minor: 300_000 },
          { age: 8, price_minor: 150_000 },
        ],
        total_price_minor: 450_000,
      }),
    );
    expect(planIn(visitor, plan.id)).not.toHaveProperty('agent_total_price_minor');

    const forCustomer = await quoted(trip(), { token: customer });
    expect(planIn(forCustomer, plan.id)).toMatchObject({ total_price_minor: 450_000 });
    expect(planIn(forCustomer, plan.id)).not.toHaveProperty('agent_total_price_minor');

    const forAgent = await quoted(trip(), { token: agent });
    expect(forAgent.price_view).toBe('agent');
    expect(planIn(forAgent, plan.id)).toMatchObject({
      travellers: [
        { age: 40, agent_price_minor: 250_000 },
        { age: 8, agent_price_minor: 120_000 },
      ],
      agent_total_price_minor: 370_000,
    });
    expect(planIn(forAgent, plan.id)).not.toHaveProperty('total_price_minor');

    const forStaff = await quoted(trip(), { token: admin });
    expect(planIn(forStaff, plan.id)).toMatchObject({ total_price_minor: 450_000, agent_total_price_minor: 370_000 });
  });

  it('leaves out plans for other regions, drafts and archived plans, and uses the long-trip rows for long trips', async () => {
    const asia = await createPlan(t, admin, { regions: ['asia'] });
    const draft = await createPlan(t, admin, { regions: ['asia'], status: 'draft' });
    const archived = await createPlan(t, admin, { regions: ['asia'], status: 'archived' });
    const gcc = await createPlan(t, admin, { regions: ['gcc'] });
    const q = await quoted(trip({ region: 'asia', end_date: dayFromNow(49), travellers: [{ age: 30 }] }));
    expect(q.trip_days).toBe(40);
    expect(planIn(q, asia.id)).toMatchObject({ total_price_minor: 500_000 });
    for (const other of [draft, archived, gcc]) expect(planIn(q, other.id)).toBeUndefined();
    // A worldwide plan covers a trip to the Gulf; a domestic one does not.
    const worldwide = await createPlan(t, admin, { regions: ['worldwide'] });
    const domestic = await createPlan(t, admin, { regions: ['domestic'] });
    const gulf = await quoted(trip({ region: 'gcc' }));
    expect(gulf.plans.map((p) => p.plan.id)).toEqual(expect.arrayContaining([gcc.id, worldwide.id]));
    expect(planIn(gulf, domestic.id)).toBeUndefined();
  });

  it('names the plans that cannot insure the trip, and why: an age no row covers, a trip longer than the plan allows', async () => {
    const plan = await createPlan(t, admin, { regions: ['middle_east'] });
    const gap = await createPlan(t, admin, {
      regions: ['middle_east'],
      max_trip_days: 60,
      price_bands: [band(0, 99, 1, 7, 1000, 900), band(0, 99, 15, 60, 2000, 1800)],
    });
    const old = await quoted(trip({ region: 'middle_east', travellers: [{ age: 40 }, { age: 82 }] }));
    expect(planIn(old, plan.id)).toBeUndefined();
    expect(old.unavailable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plan: expect.objectContaining({ id: plan.id }), reason: 'age_not_covered', ages: [82] }),
      ]),
    );
    expect(old.unavailable.find((u) => u.plan.id === gap.id)).toMatchObject({ reason: 'trip_length_not_priced' });

    const long = await quoted(trip({ region: 'middle_east', end_date: dayFromNow(109), travellers: [{ age: 40 }] }));
    expect(long.trip_days).toBe(100);
    expect(long.unavailable.find((u) => u.plan.id === plan.id)).toMatchObject({ reason: 'trip_too_long' });
    expect(long.plans).toEqual([]);
    // Nothing to buy: nothing kept.
    expect(long).toMatchObject({ id: null, expires_at: null });
  });

  it('refuses a trip that has begun, ends before it starts or lasts over a year, and bad travellers, each on its field', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(insuranceQuotes))[0]!.n;
    const errorsOf = async (over: Record<string, unknown>) => {
      const res = await quote(trip(over));
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await errorsOf({ start_date: dayFromNow(-2), end_date: dayFromNow(5) })).toEqual({
      start_date: ['The trip must start today or later.'],
    });
    expect(await errorsOf({ end_date: dayFromNow(9) })).toEqual({ end_date: ['The trip cannot end before it starts.'] });
    expect(await errorsOf({ end_date: dayFromNow(10 + 365) })).toEqual({ end_date: ['A trip can be insured for at most 365 days.'] });
    expect(await errorsOf({ travellers: [] })).toEqual({ travellers: ['Insure between 1 and 9 travellers.'] });
    expect(await errorsOf({ travellers: [{ age: 30 }, { age: 120 }] })).toEqual({ 'travellers.1.age': ['Enter an age from 0 to 99.'] });
    expect(await errorsOf({ region: 'moon' })).toHaveProperty('region');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(insuranceQuotes))[0]!.n).toBe(before);
  });
});

describe('stored quotes', () => {
  it('is read back by whom it was priced for only: the visitor’s browser, the customer; staff read any', async () => {
    await createPlan(t, admin, { regions: ['schengen'] });
    const res = await quote(trip());
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const id = res.json().data.quote.id as string;
    const read = (options: { token?: string; cookie?: string }) =>
      t.request({
        method: 'GET',
        url: `/api/travel-insurance/quotes/${id}`,
        ...(options.token ? { token: options.token } : {}),
        ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
      });
    expect((await read({ cookie })).statusCode).toBe(200);
    expect((await read({})).statusCode).toBe(404);
    expect((await read({ cookie: 'safar_visitor=AAAAAAAAAAAAAAAAAAAAAA.forged' })).statusCode).toBe(404);
    const staff = await read({ token: admin });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.quote.price_view).toBe('staff');

    const mine = await quoted(trip(), { token: customer });
    const other = await t.request({ method: 'GET', url: `/api/travel-insurance/quotes/${mine.id}`, token: otherCustomer });
    expect(other.statusCode).toBe(404);
  });

  it('gives a purchase the plan as quoted, whatever the plan’s table says since', async () => {
    const plan = await createPlan(t, admin, { regions: ['schengen'] });
    const q = await quoted(trip(), { token: agent });
    await t.request({
      method: 'PUT',
      url: `/api/insurance-plans?id=${plan.id}`,
      token: admin,
      payload: { price_bands: [band(0, 99, 1, 90, 1, 1)] },
    });
    const loaded = await loadInsuranceQuote(t.database.db, q.id!, plan.id, await userOf(agent));
    expect(loaded).toMatchObject({
      quoteId: q.id,
      viewer: { kind: 'agent' },
      tripDays: 10,
      plan: {
        planId: plan.id,
        currency: 'PKR',
        totalPriceMinor: 450_000,
        agentTotalPriceMinor: 370_000,
        travellers: [
          { age: 40, priceMinor: 300_000, agentPriceMinor: 250_000 },
          { age: 8, priceMinor: 150_000, agentPriceMinor: 120_000 },
        ],
      },
    });
    // Another reader, a plan not in the quote, or a malformed id: as if there were none.
    await expect(loadInsuranceQuote(t.database.db, q.id!, plan.id, await userOf(customer))).rejects.toMatchObject({ status: 404 });
    await expect(
      loadInsuranceQuote(t.database.db, q.id!, '0190a0a0-0000-7000-8000-000000000000', await userOf(agent)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(loadInsuranceQuote(t.database.db, 'not-an-id', plan.id, await userOf(agent))).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an expired quote (410) and a plan taken off sale since (409)', async () => {
    const plan = await createPlan(t, admin, { regions: ['schengen'] });
    const q = await quoted(trip(), { token: customer });
    const user = await userOf(customer);
    await t.request({ method: 'PUT', url: `/api/insurance-plans?id=${plan.id}`, token: admin, payload: { status: 'archived' } });
    await expect(loadInsuranceQuote(t.database.db, q.id!, plan.id, user)).rejects.toMatchObject({
      status: 409,
      key: 'messages.insurance_plan_not_on_sale',
    });
    await t.database.db
      .update(insuranceQuotes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(insuranceQuotes.id, q.id!));
    await expect(loadInsuranceQuote(t.database.db, q.id!, plan.id, user)).rejects.toMatchObject({
      status: 410,
      key: 'messages.insurance_quote_expired',
    });
  });

  it('lapses within the hour, and no later than the end of the trip’s first day', async () => {
    await createPlan(t, admin, { regions: ['schengen'] });
    const soon = await quoted(trip());
    const minutes = (Date.parse(soon.expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    // A trip starting today (in the agency's zone, Karachi, UTC+5) is not insured once the day is over there.
    const today = todayIn('Asia/Karachi');
    const todays = await quoted(trip({ start_date: today, end_date: today }));
    expect(Date.parse(todays.expires_at!)).toBeLessThanOrEqual(Date.parse(`${today}T19:00:00Z`));
  });
});
