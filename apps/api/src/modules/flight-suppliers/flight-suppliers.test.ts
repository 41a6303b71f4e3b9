import { activityLogs, flightSuppliers, seedFlightSuppliers } from '@safar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { listEnabledSuppliers } from './flight-suppliers.service';

let t: TestApp;
let tok: Record<TDemo, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_KEY: 'flight-suppliers-test-app-key-0123456789' } });
  tok = await demoTokens(t);
  const rows = await t.database.db.select().from(flightSuppliers);
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(() => t.close());

type TView = { code: string; enabled: boolean; deadline_ms: number; settings: Record<string, unknown>; credentials_ready: boolean };
const put = (code: string, payload: unknown, token = tok.admin, headers: Record<string, string> = {}) =>
  t
    .request({ method: 'PUT', url: `/api/suppliers/${ids[code]}`, token, payload: payload as Record<string, unknown>, headers })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const row = async (code: string) =>
  (
    await t.database.db
      .select()
      .from(flightSuppliers)
      .where(eq(flightSuppliers.code, code as never))
  )[0]!;
const logsOf = (code: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'flight_supplier'), eq(activityLogs.subjectId, ids[code]!)))
    .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));
const providers = async () => (await call(t, 'GET', '/api/flight-providers')).body.data.providers as { code: string; name: string }[];

describe('the seeded suppliers', () => {
  it('are the four suppliers in search order: group tickets and both simulated GDSs on, Duffel off', async () => {
    const res = await call(t, 'GET', '/api/suppliers', tok.admin);
    expect(res.status).toBe(200);
    const suppliers = res.body.data.suppliers as (TView & { kind: string; credentials: unknown[] })[];
    expect(suppliers.map((s) => [s.code, s.kind, s.enabled])).toEqual([
      ['group-tickets', 'group_tickets', true],
      ['sim-gds-a', 'simulated', true],
      ['sim-gds-b', 'simulated', true],
      ['duffel', 'duffel', false],
    ]);
    expect(suppliers[1]!.settings).toMatchObject({ currency: 'USD', fault: 'none' });
    expect(suppliers[2]!.settings).toMatchObject({ currency: 'SAR' });
    const duffel = suppliers[3]!;
    expect(duffel).toMatchObject({ credentials: [{ key: 'duffel_access_token', set: false }], credentials_ready: false });
    expect(suppliers[0]).toMatchObject({ credentials: [], credentials_ready: true });
  });
});

describe('GET /flight-providers', () => {
  it('answers anyone, visitors included, with the enabled suppliers in order', async () => {
    expect(await providers()).toEqual([
      { code: 'group-tickets', name: 'Group tickets' },
      { code: 'sim-gds-a', name: 'Simulated GDS A' },
      { code: 'sim-gds-b', name: 'Simulated GDS B' },
    ]);
    expect((await call(t, 'GET', '/api/flight-providers', tok.agent)).status).toBe(200);
  });
});

describe('PUT /suppliers/{id}', () => {
  it('disables and enables a simulated supplier and changes its deadline, logging before and after', async () => {
    const admin = await userByEmail(t, 'admin@example.com');
    const off = await put('sim-gds-b', { enabled: false, deadline_ms: 2500 });
    expect(off.status).toBe(200);
    expect(off.body.message.description).toBe('Supplier settings saved.');
    expect(off.body.data.supplier).toMatchObject({ code: 'sim-gds-b', enabled: false, deadline_ms: 2500, updated_by: { id: admin.id } });
    expect((await providers()).map((p) => p.code)).toEqual(['group-tickets', 'sim-gds-a']);
    expect((await listEnabledSuppliers(t.database.db)).map((s) => s.code)).toEqual(['group-tickets', 'sim-gds-a']);
    const on = await put('sim-gds-b', { enabled: true });
    expect(on.body.data.supplier).toMatchObject({ enabled: true, deadline_ms: 2500 });
    expect((await providers()).map((p) => p.code)).toEqual(['group-tickets', 'sim-gds-a', 'sim-gds-b']);
    const logs = await logsOf('sim-gds-b');
    expect(logs.map((l) => l.action)).toEqual(['flight_supplier.updated', 'flight_supplier.updated']);
    expect(logs[0]!.changes).toMatchObject({ before: { enabled: true, deadline_ms: 4000 }, after: { enabled: false, deadline_ms: 2500 } });
    expect(logs[0]!.actorId).toBe(admin.id);
    // The same values again (settings as the screen sends them, whole) change and log nothing.
    const settings = { fault: 'none', hubs: ['JED', 'RUH', 'MED'], latency_ms: 600, currency: 'SAR', seed: 'sim-gds-b' };
    expect((await put('sim-gds-b', { enabled: true, deadline_ms: 2500, settings })).status).toBe(200);
    expect(await logsOf('sim-gds-b')).toHaveLength(2);
  });

  it('merges settings over the saved ones and checks them for the kind; bad values are 422 on settings.<field>, nothing saved', async () => {
    const res = await put('sim-gds-a', { settings: { fault: 'slow', latency_ms: 1200, hubs: ['khi', 'DXB'] } });
    expect(res.status).toBe(200);
    expect(res.body.data.supplier.settings).toEqual({
      seed: 'sim-gds-a',
      currency: 'USD',
      latency_ms: 1200,
      fault: 'slow',
      booking_fault: 'none',
      hubs: ['KHI', 'DXB'],
    });
    const before = await row('sim-gds-a');
    const bad = await put('sim-gds-a', {
      deadline_ms: 3000,
      settings: { fault: 'explode', latency_ms: 99_999, currency: 'XXX', hubs: ['DUBAI'], seed: 'has space', colour: 'red' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'settings.colour': ['This field is not allowed.'],
      'settings.seed': ['Enter a seed of 1 to 64 visible characters, without spaces.'],
      'settings.currency': ['Choose a supported currency.'],
      'settings.latency_ms': ['Enter a latency from 0 to 30000 milliseconds.'],
      'settings.fault': ['Choose one of the listed options.'],
      'settings.hubs.0': ['Enter airports as three-letter IATA codes, e.g. DXB.'],
    });
    const ar = await put('sim-gds-a', { settings: { latency_ms: -1 } }, tok.admin, { 'x-locale': 'ar' });
    expect(ar.body.errors).toEqual({ 'settings.latency_ms': ['أدخل زمن استجابة من 0 إلى 30000 ملّي ثانية.'] });
    expect(await row('sim-gds-a')).toEqual(before);
    // Duffel's settings are its own: a simulated field is refused there.
    expect((await put('duffel', { settings: { max_connections: 3 } })).body.errors).toEqual({
      'settings.max_connections': ['Enter 0, 1 or 2 connections.'],
    });
    expect((await put('group-tickets', { settings: { seed: 'x' } })).body.errors).toEqual({
      'settings.seed': ['This field is not allowed.'],
    });
  });

  it('refuses a deadline outside 200–60000 ms, an empty body, an unknown or malformed id', async () => {
    for (const deadline_ms of [199, 60_001, 1500.5, '3000']) {
      const res = await put('sim-gds-a', { deadline_ms });
      expect(res.status, String(deadline_ms)).toBe(422);
      expect(res.body.errors).toEqual({ deadline_ms: ['Enter a deadline from 200 to 60000 milliseconds.'] });
    }
    expect((await put('sim-gds-a', {})).status).toBe(422);
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/suppliers/0190a0a0-0000-7000-8000-000000000000',
      token: tok.admin,
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/api/suppliers/nope', token: tok.admin, payload: { enabled: true } })).statusCode).toBe(
      422,
    );
  });

  it('refuses (409) to enable Duffel without its token, saying where to set it; with the token it can', async () => {
    const refused = await put('duffel', { enabled: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message.description).toBe(
      'Duffel cannot be enabled without duffel_access_token: save it under Integration keys (/admin/setting) or set DUFFEL_ACCESS_TOKEN in the server environment, then enable it again.',
    );
    expect((await row('duffel')).enabled).toBe(false);
    expect(await logsOf('duffel')).toHaveLength(0);

    const saved = await t.request({
      method: 'POST',
      url: '/api/save-keys',
      token: tok.admin,
      payload: { keys: { duffel_access_token: 'duffel_test_abcdefghijklmnop1234' } },
    });
    expect(saved.statusCode).toBe(200);
    const list = (await call(t, 'GET', '/api/suppliers', tok.admin)).body.data.suppliers as TView[];
    expect(list.find((s) => s.code === 'duffel')).toMatchObject({ credentials_ready: true, enabled: false });
    const enabled = await put('duffel', { enabled: true, deadline_ms: 20_000 });
    expect(enabled.status).toBe(200);
    expect(JSON.stringify(enabled.body)).not.toContain('abcdefghijklmnop');
    expect((await providers()).map((p) => p.code)).toContain('duffel');

    // Its token cleared, Duffel stays enabled but is not searched (nor named to visitors).
    await t.request({ method: 'POST', url: '/api/save-keys', token: tok.admin, payload: { keys: { duffel_access_token: null } } });
    expect((await providers()).map((p) => p.code)).not.toContain('duffel');
    expect((await listEnabledSuppliers(t.database.db)).find((s) => s.code === 'duffel')).toMatchObject({
      kind: 'duffel',
      settings: { max_connections: 1 },
      credentials: ['duffel_access_token'],
    });
    expect((await put('duffel', { enabled: false })).status).toBe(200);
  });

  it('is for admin only; the list too', async () => {
    for (const who of ['accounts', 'agent', 'salesman', 'reservation', 'customer'] as const) {
      expect((await put('sim-gds-a', { enabled: false }, tok[who])).status, who).toBe(403);
      expect((await call(t, 'GET', '/api/suppliers', tok[who])).status, who).toBe(403);
    }
    expect((await t.request({ method: 'PUT', url: `/api/suppliers/${ids['sim-gds-a']}`, payload: { enabled: false } })).statusCode).toBe(
      401,
    );
    expect((await call(t, 'GET', '/api/suppliers')).status).toBe(401);
    expect((await row('sim-gds-a')).enabled).toBe(true);
  });
});

describe('listEnabledSuppliers', () => {
  it('gives the search service typed settings with defaults, and leaves out a row whose settings were broken by hand', async () => {
    await t.database.db
      .update(flightSuppliers)
      .set({ settings: { seed: 'b', currency: 'SAR' } })
      .where(eq(flightSuppliers.code, 'sim-gds-b'));
    const found = await listEnabledSuppliers(t.database.db);
    const b = found.find((s) => s.code === 'sim-gds-b');
    expect(b).toMatchObject({ kind: 'simulated', settings: { seed: 'b', currency: 'SAR', latency_ms: 300, fault: 'none', hubs: [] } });
    await t.database.db
      .update(flightSuppliers)
      .set({ settings: { currency: 'XXX' } })
      .where(eq(flightSuppliers.code, 'sim-gds-b'));
    expect((await listEnabledSuppliers(t.database.db)).map((s) => s.code)).not.toContain('sim-gds-b');
  });
});

describe('seeding at a later start', () => {
  it('adds a missing supplier (off for a simulated one in production) and never overwrites what staff changed', async () => {
    const db = t.database.db;
    await db.update(flightSuppliers).set({ enabled: false, deadlineMs: 999 }).where(eq(flightSuppliers.code, 'sim-gds-a'));
    await db.delete(flightSuppliers).where(eq(flightSuppliers.code, 'sim-gds-b'));
    expect(await seedFlightSuppliers(db, { production: true })).toBe(1);
    const after = await db.select().from(flightSuppliers).orderBy(asc(flightSuppliers.position));
    expect(after.map((r) => [r.code, r.enabled, r.deadlineMs])).toEqual([
      ['group-tickets', true, 2000],
      ['sim-gds-a', false, 999],
      ['sim-gds-b', false, 4000],
      ['duffel', false, 20000],
    ]);
    expect(await seedFlightSuppliers(db, { production: false })).toBe(0);
  });
});
