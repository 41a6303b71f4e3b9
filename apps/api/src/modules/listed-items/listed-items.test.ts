import { activityLogs, listedItems } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let admin: string;
let salesman: string;
let agent: string;

const buildCar = (over: Record<string, unknown> = {}) => ({
  title_en: 'Honda Civic, self-drive',
  title_ar: 'هوندا سيفيك، قيادة ذاتية',
  description_en: 'Unlimited kilometres.\nInsurance included.',
  description_ar: 'كيلومترات غير محدودة.\nالتأمين مشمول.',
  city: 'Islamabad',
  country: 'pk',
  price_from_minor: 1_200_000,
  currency: 'PKR',
  seats: 5,
  transmission: 'automatic',
  ...over,
});
const buildTour = (over: Record<string, unknown> = {}) => ({
  ...buildCar({ title_en: 'Hunza valley tour', title_ar: 'جولة وادي هنزة', seats: undefined, transmission: undefined }),
  duration_hours: 72,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t, 'admin@example.com');
  salesman = await tokenFor(t, 'salesman@example.com');
  agent = await tokenFor(t, 'agent@example.com');
});
afterAll(() => t.close());

describe('cars and tours', () => {
  it('creates, lists, updates and deletes a car with its messages and activity entries', async () => {
    const res = await t.request({ method: 'POST', url: '/api/cars', token: admin, payload: buildCar() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Car saved successfully.');
    const car = res.json().data.car;
    expect(car).toMatchObject({ kind: 'car', country: 'PK', seats: 5, duration_hours: null, active: true, position: 0 });
    const put = await t.request({
      method: 'PUT',
      url: `/api/cars?id=${car.id}`,
      token: admin,
      payload: { price_from_minor: null, currency: null, position: 3 },
    });
    expect(put.json().data.car).toMatchObject({ price_from_minor: null, currency: null, position: 3 });
    const del = await t.request({ method: 'DELETE', url: `/api/cars?id=${car.id}`, token: admin });
    expect(del.json().message.description).toBe('Car deleted successfully.');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'car'), eq(activityLogs.subjectId, car.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['car.created', 'car.deleted', 'car.updated']);
  });

  it("keeps each kind to its own path: a tour is not a car, and a car's facts are refused on a tour", async () => {
    const tour = (await t.request({ method: 'POST', url: '/api/tours', token: admin, payload: buildTour() })).json().data.tour;
    expect(tour).toMatchObject({ kind: 'tour', duration_hours: 72, seats: null });
    expect((await t.request({ method: 'GET', url: `/api/cars/${tour.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/api/cars?id=${tour.id}`, token: admin, payload: { seats: 4 } })).statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/api/tours', token: admin, payload: buildTour({ seats: 4 }) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['seats']);
  });

  it('refuses a price without its currency, bad facts and missing titles (422), saving nothing', async () => {
    const before = (await t.database.db.select().from(listedItems)).length;
    const price = await t.request({ method: 'POST', url: '/api/cars', token: admin, payload: buildCar({ currency: null }) });
    expect(price.json().errors).toEqual({ currency: ['Give the price and its currency together, or neither.'] });
    const facts = await t.request({
      method: 'POST',
      url: '/api/cars',
      token: admin,
      payload: buildCar({ seats: 0, transmission: 'cvt', title_ar: '' }),
    });
    expect(Object.keys(facts.json().errors).sort()).toEqual(['seats', 'title_ar', 'transmission']);
    expect((await t.database.db.select().from(listedItems)).length).toBe(before);
  });

  it('shows visitors and other roles the active items only, in position order; writing is admin only', async () => {
    const second = (
      await t.request({ method: 'POST', url: '/api/cars', token: admin, payload: buildCar({ title_en: 'Second', position: 2 }) })
    ).json().data.car;
    const first = (
      await t.request({ method: 'POST', url: '/api/cars', token: admin, payload: buildCar({ title_en: 'First', position: 1 }) })
    ).json().data.car;
    const hidden = (
      await t.request({ method: 'POST', url: '/api/cars', token: admin, payload: buildCar({ title_en: 'Hidden', active: false }) })
    ).json().data.car;
    const visitor = (await t.request({ method: 'GET', url: '/api/cars' })).json().data.items.map((c: { id: string }) => c.id);
    expect(visitor.indexOf(first.id)).toBeLessThan(visitor.indexOf(second.id));
    expect(visitor).not.toContain(hidden.id);
    expect((await t.request({ method: 'GET', url: `/api/cars/${hidden.id}` })).statusCode).toBe(404);
    const agentSees = (await t.request({ method: 'GET', url: '/api/cars', token: agent }))
      .json()
      .data.items.map((c: { id: string }) => c.id);
    expect(agentSees).not.toContain(hidden.id);
    const adminSees = (await t.request({ method: 'GET', url: '/api/cars?active=0', token: admin }))
      .json()
      .data.items.map((c: { id: string }) => c.id);
    expect(adminSees).toContain(hidden.id);
    for (const token of [salesman, agent]) {
      expect((await t.request({ method: 'POST', url: '/api/cars', token, payload: buildCar() })).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `/api/cars?id=${first.id}`, token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/tours', payload: buildTour() })).statusCode).toBe(401);
  });
});
