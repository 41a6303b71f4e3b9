import { activityLogs } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupTicket, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { ensureDemoAirRows } from '@/seed/demo-air';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  await ensureDemoAirRows(t.database.db);
  const { buildUser } = await import('@/test/factories');
  const user = await buildUser(t.database.db, { role: 'admin' });
  admin = await tokenFor(t, user.email);
});
afterAll(() => t.close());

describe('GET /group-travel', () => {
  it('shows nothing on sale and no launch date, then the blocks on sale at their selling price (never net)', async () => {
    const empty = await t.request({ method: 'GET', url: '/api/group-travel' });
    expect(empty.json().data).toEqual({ offers: [], launch_at: null });
    const made = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket() });
    const off = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ status: 'inactive' }),
    });
    expect(off.statusCode).toBe(200);
    const block = made.json().data.group_ticket;
    const { offers } = (await t.request({ method: 'GET', url: '/api/group-travel' })).json().data;
    expect(offers).toEqual([
      expect.objectContaining({
        id: block.id,
        origin: { code: 'KHI', city: expect.any(String) },
        destination: { code: 'JED', city: expect.any(String) },
        seats_left: 40,
        adult_price_minor: block.fares.adult.selling_minor,
        currency: 'PKR',
      }),
    ]);
    expect(JSON.stringify(offers)).not.toContain('net');
  });
});

describe('PUT /group-travel/launch', () => {
  it('sets and clears the launch date (admin), refuses a past one (422), and logs it', async () => {
    const launch = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const res = await t.request({ method: 'PUT', url: '/api/group-travel/launch', token: admin, payload: { launch_at: launch } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.launch_at).toBe(launch);
    const past = await t.request({
      method: 'PUT',
      url: '/api/group-travel/launch',
      token: admin,
      payload: { launch_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ launch_at: ['Choose a launch date in the future.'] });
    const cleared = await t.request({ method: 'PUT', url: '/api/group-travel/launch', token: admin, payload: { launch_at: null } });
    expect(cleared.json().data.launch_at).toBeNull();
    const logs = await t.database.db.select().from(activityLogs).where(eq(activityLogs.action, 'group_travel.launch_set'));
    expect(logs).toHaveLength(2);
    expect((await t.request({ method: 'PUT', url: '/api/group-travel/launch', payload: { launch_at: null } })).statusCode).toBe(401);
  });
});
