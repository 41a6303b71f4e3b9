import { activityLogs, insurancePlans } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { band, buildInsurancePlan, createPlan } from './insurance.test-helpers';

let t: TestApp;
let admin: string;
let accounts: string;
let agent: string;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, accounts, agent] = await Promise.all([
    tokenFor(t, 'admin@example.com'),
    tokenFor(t, 'accounts@example.com'),
    tokenFor(t, 'agent@example.com'),
  ]);
  const user = await buildUser(t.database.db);
  customer = await tokenFor(t, user.email);
});
afterAll(() => t.close());

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(insurancePlans))[0]!.n;
const actionsFor = async (id: string) =>
  (
    await t.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'insurance_plan'), eq(activityLogs.subjectId, id)))
  ).map((r) => r.action);

describe('POST /insurance-plans', () => {
  it('saves a plan with its table, makes the slug from the English name, and logs it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/insurance-plans',
      token: admin,
      payload: buildInsurancePlan({ name_en: 'Schengen Basic Cover' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Insurance plan saved successfully.');
    const plan = res.json().data.insurance_plan;
    expect(plan).toMatchObject({
      slug: 'schengen-basic-cover',
      status: 'published',
      regions: ['worldwide_excl_us_ca'],
      benefits: [
        { label_en: 'Emergency medical expenses', covered_minor: 500_000_000 },
        { label_en: 'Trip delay', covered_minor: null },
      ],
    });
    expect(plan.price_bands[1]).toEqual(band(18, 64, 1, 30, 300_000, 250_000));
    expect(await actionsFor(plan.id)).toEqual(['insurance_plan.created']);

    // The same name again gets the next free address rather than a refusal.
    const again = await createPlan(t, admin, { name_en: 'Schengen Basic Cover' });
    expect(again.slug).toBe('schengen-basic-cover-2');
  });

  it('refuses a row that overlaps an earlier one, naming that row, in English and Arabic, and saves nothing', async () => {
    const before = await count();
    const price_bands = [band(0, 17, 1, 30, 100, 90), band(18, 64, 1, 30, 200, 150), band(60, 70, 20, 45, 300, 250)];
    const en = await t.request({ method: 'POST', url: '/api/insurance-plans', token: admin, payload: buildInsurancePlan({ price_bands }) });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'price_bands.2': [
        'This row prices travellers an earlier row already prices: make the ages or the trip lengths of the two rows not meet.',
      ],
    });
    const ar = await t.request({
      method: 'POST',
      url: '/api/insurance-plans',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: buildInsurancePlan({ price_bands }),
    });
    expect(ar.json().errors['price_bands.2']).toEqual([
      'هذا الصف يسعّر مسافرين يسعّرهم صف سابق: اجعل الأعمار أو مدد الرحلة في الصفين غير متداخلة.',
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses ages, days and prices out of range on their row and field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/insurance-plans',
      token: admin,
      payload: buildInsurancePlan({
        price_bands: [band(0, 100, 1, 30, 100, 90), band(0, 99, 0, 30, 100, 90), band(0, 99, 31, 366, -5, 0), band(0, 9, 400, 400, 1, 2)],
        regions: [],
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'price_bands.0.max_age': ['Enter an age from 0 to 99.'],
      'price_bands.1.min_days': ['Enter a number of days from 1 to 365.'],
      'price_bands.2.max_days': ['Enter a number of days from 1 to 365.'],
      'price_bands.2.price_minor': ['The amount must not be negative.'],
      'price_bands.3.min_days': ['Enter a number of days from 1 to 365.'],
      'price_bands.3.max_days': ['Enter a number of days from 1 to 365.'],
      regions: ['Choose at least one region the plan covers.'],
    });
  });

  it('refuses a slug another plan has, on the slug, and a malformed one', async () => {
    const first = await createPlan(t, admin, { slug: 'gulf-cover' });
    expect(first.slug).toBe('gulf-cover');
    const taken = await t.request({
      method: 'POST',
      url: '/api/insurance-plans',
      token: admin,
      payload: buildInsurancePlan({ slug: 'gulf-cover' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Another plan already has this address.'] });
    const bad = await t.request({
      method: 'POST',
      url: '/api/insurance-plans',
      token: admin,
      payload: buildInsurancePlan({ slug: 'Gulf Cover' }),
    });
    expect(bad.json().errors.slug).toEqual(['Use lowercase letters, digits and single hyphens only (for example basic-schengen).']);
  });

  it('is admin only', async () => {
    for (const token of [accounts, agent, customer]) {
      const res = await t.request({ method: 'POST', url: '/api/insurance-plans', token, payload: buildInsurancePlan() });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/insurance-plans', payload: buildInsurancePlan() })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /insurance-plans', () => {
  it('replaces the table, keeps the address when the name changes, and logs the change', async () => {
    const plan = await createPlan(t, admin, { name_en: 'Asia Explorer' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/insurance-plans?id=${plan.id}`,
      token: admin,
      payload: { name_en: 'Asia Explorer Plus', price_bands: [band(0, 99, 1, 90, 4_000_00, 3_500_00)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.insurance_plan).toMatchObject({
      slug: 'asia-explorer',
      name_en: 'Asia Explorer Plus',
      price_bands: [band(0, 99, 1, 90, 400_000, 350_000)],
    });
    // A blank slug is made again from the name.
    const renamed = await t.request({ method: 'PUT', url: `/api/insurance-plans?id=${plan.id}`, token: admin, payload: { slug: '' } });
    expect(renamed.json().data.insurance_plan.slug).toBe('asia-explorer-plus');
    expect(await actionsFor(plan.id)).toEqual(['insurance_plan.created', 'insurance_plan.updated', 'insurance_plan.updated']);
  });

  it('refuses an overlapping table on update and keeps the old one', async () => {
    const plan = await createPlan(t, admin);
    const res = await t.request({
      method: 'PUT',
      url: `/api/insurance-plans?id=${plan.id}`,
      token: admin,
      payload: { price_bands: [band(0, 99, 1, 10, 100, 100), band(10, 20, 5, 6, 100, 100), band(30, 40, 11, 12, 100, 200)] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['price_bands.2.agent_price_minor', 'price_bands.1']);
    const [row] = await t.database.db.select().from(insurancePlans).where(eq(insurancePlans.id, plan.id));
    expect(row!.priceBands).toHaveLength(5);
  });

  it('deletes a plan nothing refers to, with its log entry', async () => {
    const plan = await createPlan(t, admin);
    expect((await t.request({ method: 'DELETE', url: `/api/insurance-plans?id=${plan.id}`, token: accounts })).statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `/api/insurance-plans?id=${plan.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Insurance plan deleted successfully.');
    expect(await actionsFor(plan.id)).toEqual(['insurance_plan.created', 'insurance_plan.deleted']);
  });
});

describe('GET /insurance-plans', () => {
  it('shows visitors, customers and agents the published plans only, each with the price its role pays; staff see all with both', async () => {
    const published = await createPlan(t, admin, { regions: ['gcc'] });
    const draft = await createPlan(t, admin, { status: 'draft', regions: ['gcc'] });
    const list = async (token?: string) => {
      const res = await t.request({ method: 'GET', url: '/api/insurance-plans?region=gcc&per_page=100', ...(token ? { token } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as { id: string; price_bands: Record<string, number>[] }[];
    };
    const visitor = await list();
    expect(visitor.map((p) => p.id)).toContain(published.id);
    expect(visitor.map((p) => p.id)).not.toContain(draft.id);
    expect(visitor.find((p) => p.id === published.id)!.price_bands[0]).toEqual({
      min_age: 0,
      max_age: 17,
      min_days: 1,
      max_days: 30,
      price_minor: 150_000,
    });
    expect((await list(customer)).find((p) => p.id === published.id)!.price_bands[0]).not.toHaveProperty('agent_price_minor');
    const forAgent = (await list(agent)).find((p) => p.id === published.id)!;
    expect(forAgent.price_bands[0]).toEqual({ min_age: 0, max_age: 17, min_days: 1, max_days: 30, agent_price_minor: 120_000 });
    expect((await list(agent)).map((p) => p.id)).not.toContain(draft.id);
    const staff = await list(accounts);
    expect(staff.map((p) => p.id)).toEqual(expect.arrayContaining([published.id, draft.id]));
    expect(staff.find((p) => p.id === published.id)!.price_bands[0]).toMatchObject({ price_minor: 150_000, agent_price_minor: 120_000 });
    // A draft's own address is not found by a visitor.
    expect((await t.request({ method: 'GET', url: `/api/insurance-plans/${draft.id}` })).statusCode).toBe(404);
  });

  it('reads one published plan by its slug, and 404 for a draft', async () => {
    const plan = await createPlan(t, admin, { slug: 'slug-read-plan' });
    const draft = await createPlan(t, admin, { slug: 'slug-read-draft', status: 'draft' });
    const res = await t.request({ method: 'GET', url: '/api/insurance-plans/slug/slug-read-plan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.insurance_plan.id).toBe(plan.id);
    expect((await t.request({ method: 'GET', url: `/api/insurance-plans/slug/${draft.slug}`, token: admin })).statusCode).toBe(404);
  });

  it('sorts by name both ways and refuses an unknown sort', async () => {
    const asc = await t.request({ method: 'GET', url: '/api/insurance-plans?sort=name_en&order=asc&per_page=100', token: admin });
    const names = (asc.json().data.items as { name_en: string }[]).map((p) => p.name_en.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = await t.request({ method: 'GET', url: '/api/insurance-plans?sort=name_en&order=desc&per_page=100', token: admin });
    expect((desc.json().data.items as { name_en: string }[]).map((p) => p.name_en.toLowerCase())).toEqual([...names].reverse());
    expect((await t.request({ method: 'GET', url: '/api/insurance-plans?sort=price', token: admin })).statusCode).toBe(422);
  });
});
