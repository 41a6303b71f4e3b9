import { priceQuote, type TAirline } from '@safar/contracts';
import { activityLogs, airlines, users } from '@safar/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import type { TestApp } from '@/test/test-app';
import { buildAirTestApp } from './air.test-helpers';
import { airlineMarginRule } from './airlines.presenter';

let t: TestApp;
let admin: string;
let adminId: string;
let accounts: string;
let agent: string;
let pia: TAirline;
let emirates: TAirline;

const byCode = async (code: string) =>
  (await t.request({ method: 'GET', url: `/api/airlines?search=${code}` })).json().data.items[0] as TAirline;
const setMargin = (body: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/updateAirlineMargin', token, payload: body as Record<string, unknown>, headers });
const stored = async (id: string) => (await t.database.db.select().from(airlines).where(eq(airlines.id, id)))[0]!;

beforeAll(async () => {
  t = await buildAirTestApp();
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  adminId = (await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com')))[0]!.id;
  pia = await byCode('PK');
  emirates = await byCode('EK');
});
afterAll(() => t.close());

describe('POST /updateAirlineMargin', () => {
  it('sets a percentage, shown with who set it and when, and logs it', async () => {
    const res = await setMargin({ airline_id: pia.id, margin: { type: 'percent', percent: '2.5' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Airline margin saved successfully.');
    const margin = res.json().data.airline.margin;
    expect(margin).toMatchObject({ type: 'percent', basis_points: 250, percent: '2.5', amount_minor: null, currency: null });
    expect(margin.updated_by).toEqual({ id: adminId, name: expect.any(String) });
    expect(Date.now() - Date.parse(margin.updated_at)).toBeLessThan(60_000);
    // The view of the airline, for anyone, shows it too.
    const read = await t.request({ method: 'GET', url: `/api/airlines/${pia.id}`, token: await t.signIn('accounts@example.com') });
    expect(read.json().data.airline.margin).toEqual(margin);
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'airline'), eq(activityLogs.subjectId, pia.id)))
      .orderBy(desc(activityLogs.createdAt));
    expect(log).toMatchObject({ action: 'airline.margin_updated', actorId: adminId });
    expect(log!.changes).toMatchObject({
      before: { iata_code: 'PK', margin: null },
      after: { margin: { type: 'percent', basis_points: 250 } },
    });
  });

  it('sets a fixed amount per passenger in its currency, then removes it with null', async () => {
    const fixed = await setMargin({ airline_id: emirates.id, margin: { type: 'fixed', amount_minor: 150_000, currency: 'pkr' } });
    expect(fixed.json().data.airline.margin).toMatchObject({
      type: 'fixed',
      amount_minor: 150_000,
      currency: 'PKR',
      basis_points: null,
      percent: null,
    });
    expect(await stored(emirates.id)).toMatchObject({
      marginType: 'fixed',
      marginAmountMinor: 150_000,
      marginCurrency: 'PKR',
      editedAt: null,
    });
    const cleared = await setMargin({ airline_id: emirates.id, margin: null });
    expect(cleared.json().message.description).toBe('Airline margin removed.');
    expect(cleared.json().data.airline.margin).toBeNull();
    expect(await stored(emirates.id)).toMatchObject({ marginType: null, marginAmountMinor: null, marginUpdatedBy: null });
    const actions = (
      await t.database.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.subjectType, 'airline'), eq(activityLogs.subjectId, emirates.id)))
    ).map((l) => l.action);
    expect(actions.sort()).toEqual(['airline.margin_removed', 'airline.margin_updated']);
  });

  it('refuses bad margins with 422 on the field, changing nothing', async () => {
    const before = await stored(pia.id);
    const cases: [unknown, string, string][] = [
      [
        { type: 'percent', percent: '2.125' },
        'margin.percent',
        'Use at most 2 decimal places for a margin percentage (whole basis points).',
      ],
      [{ type: 'percent', percent: '1001' }, 'margin.percent', 'Enter a percentage from 0 to 1000 with at most 4 decimal places.'],
      [
        { type: 'percent', percent: '2', basis_points: 200 },
        'margin.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [{ type: 'fixed', amount_minor: -1, currency: 'PKR' }, 'margin.amount_minor', 'The amount must not be negative.'],
      [
        { type: 'fixed', amount_minor: 1.5, currency: 'PKR' },
        'margin.amount_minor',
        'Enter a whole number of minor units (e.g. paisa or cents).',
      ],
      [{ type: 'fixed', amount_minor: 100, currency: 'XXX' }, 'margin.currency', 'Choose a supported currency.'],
      [{ type: 'discount' }, 'margin.type', 'This value is not valid.'],
    ];
    for (const [margin, field, message] of cases) {
      const res = await setMargin({ airline_id: pia.id, margin });
      expect(res.statusCode, JSON.stringify(margin)).toBe(422);
      expect(res.json().errors, JSON.stringify(margin)).toEqual({ [field]: [message] });
    }
    const missing = await setMargin({});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['airline_id', 'margin']);
    expect(await stored(pia.id)).toEqual(before);
  });

  it('answers 404 for an unknown airline', async () => {
    const res = await setMargin({ airline_id: '0190a0a0-0000-7000-8000-000000000000', margin: null });
    expect(res.statusCode).toBe(404);
  });

  it('is admin only: 401 for a visitor, 403 for accounts and agents', async () => {
    const body = { airline_id: pia.id, margin: null };
    expect((await t.request({ method: 'POST', url: '/api/updateAirlineMargin', payload: body })).statusCode).toBe(401);
    for (const token of [accounts, agent]) expect((await setMargin(body, token)).statusCode).toBe(403);
  });

  it('answers in Arabic', async () => {
    const res = await setMargin({ airline_id: pia.id, margin: { type: 'percent', basis_points: 300 } }, admin, { 'x-locale': 'ar' });
    expect(res.json().message.description).toBe('تم حفظ هامش شركة الطيران بنجاح.');
    expect(res.json().data.airline.margin.percent).toBe('3');
  });
});

describe('airlineMarginRule', () => {
  it('gives the stored margin as the rule fare pricing applies', async () => {
    await setMargin({ airline_id: emirates.id, margin: { type: 'fixed', amount_minor: 150_000, currency: 'PKR' } });
    expect(airlineMarginRule(await stored(emirates.id))).toEqual({ type: 'fixed', amount_minor: 150_000, currency: 'PKR' });
    await setMargin({ airline_id: emirates.id, margin: { type: 'percent', percent: '2.5' } });
    const rule = airlineMarginRule(await stored(emirates.id));
    expect(rule).toEqual({ type: 'percent', basis_points: 250 });
    expect(
      priceQuote({ currency: 'PKR', lines: [{ id: 'ADT', net_minor: 10_000_000 }], airline_margin: rule }).totals.airline_margin_minor,
    ).toBe(250_000);
    await setMargin({ airline_id: emirates.id, margin: null });
    expect(airlineMarginRule(await stored(emirates.id))).toBeNull();
  });
});

describe('GET /airlines?has_margin=', () => {
  it('lists the airlines with a margin', async () => {
    await setMargin({ airline_id: pia.id, margin: { type: 'percent', percent: '2.5' } });
    const items = (await t.request({ method: 'GET', url: '/api/airlines?has_margin=1&per_page=100', token: admin })).json().data
      .items as TAirline[];
    expect(items.map((a) => a.iata_code)).toContain('PK');
    expect(items.every((a) => a.margin !== null)).toBe(true);
  });
});
