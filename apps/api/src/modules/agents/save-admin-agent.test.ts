import { agencies, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, freshEmail, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { agencyForm, cityId } from './agents.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const input = async (over: Record<string, unknown> = {}) => ({
  name: 'Adeel Agent',
  email: freshEmail('agent'),
  password: 'agent-password',
  password_confirmation: 'agent-password',
  ...(await agencyForm(t)),
  ...over,
});
const agencyCount = async () => (await t.database.db.select().from(agencies)).length;

describe('POST /save-admin-agent', () => {
  it('admin creates an approved agent with its agency in one go, owned by the admin', async () => {
    const body = await input();
    const res = await call(t, 'POST', '/api/save-admin-agent', tok.admin, body);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Agent details saved successfully.');
    const admin = await userByEmail(t, DEMO.admin);
    const user = res.body.data.user;
    expect(user).toMatchObject({
      email: body.email,
      role: 'agent',
      is_approved: '1',
      is_formFilled: '1',
      created_by: admin.id,
      agency: { name: 'Indus Journeys', city_name: 'Lahore' },
    });
    const row = await userByEmail(t, body.email);
    expect(row.approvedBy).toBe(admin.id);
    const [entry] = await activityAbout(t, user.id);
    expect(entry).toMatchObject({ action: 'agent.created', actorId: admin.id, onBehalfOfId: user.id });
    expect(JSON.stringify(entry!.changes)).not.toContain('agent-password');
  });

  it('admin may leave the agent awaiting approval', async () => {
    const res = await call(t, 'POST', '/api/save-admin-agent', tok.admin, await input({ approve: false }));
    expect(res.body.data.user).toMatchObject({ is_approved: '0', is_formFilled: '1' });
  });

  it("a salesman's agent waits for an admin, even when it asks to approve, and is in the salesman's list", async () => {
    const res = await call(t, 'POST', '/api/save-admin-agent', tok.salesman, await input({ approve: true }));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ is_approved: '0', is_formFilled: '1' });
    const mine = await call(t, 'GET', '/api/users?role=agent', tok.salesman);
    expect(mine.body.data.items.map((u: { id: string }) => u.id)).toEqual([res.body.data.user.id]);
    const pending = await call(t, 'GET', '/api/users?approval=pending', tok.admin);
    expect(pending.body.data.items.map((u: { id: string }) => u.id)).toContain(res.body.data.user.id);
    // The admin approves it like every other agent.
    expect((await call(t, 'PUT', `/api/update-status/${res.body.data.user.id}`, tok.admin, { action: 'approve' })).status).toBe(200);
  });

  it('rejects bad input with 422 and creates nothing', async () => {
    const users0 = (await t.database.db.select().from(users)).length;
    const agencies0 = await agencyCount();
    const cases: [Record<string, unknown>, string][] = [
      [await input({ name: undefined }), 'name'],
      [await input({ email: 'nope' }), 'email'],
      [await input({ password_confirmation: 'different-one' }), 'password_confirmation'],
      [await input({ password: 'short', password_confirmation: 'short' }), 'password'],
      [await input({ approve: 'yes' }), 'approve'],
      [await input({ phone: '12' }), 'phone'],
      [await input({ city_id: await cityId(t, 'SA', 'Riyadh') }), 'city_id'],
      [await input({ email: DEMO.pendingAgent.toUpperCase() }), 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'POST', '/api/save-admin-agent', tok.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toHaveLength(1);
    }
    expect((await t.database.db.select().from(users)).length).toBe(users0);
    expect(await agencyCount()).toBe(agencies0);
  });

  it('keeps email unique under a race, leaving no orphan agency', async () => {
    const body = await input();
    const agencies0 = await agencyCount();
    const results = await Promise.all([1, 2].map(() => call(t, 'POST', '/api/save-admin-agent', tok.admin, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(await agencyCount()).toBe(agencies0 + 1);
  });

  it('is for admin and salesman only', async () => {
    for (const token of [tok.accounts, tok.reservation, tok.agent, tok.customer]) {
      expect((await call(t, 'POST', '/api/save-admin-agent', token, await input())).status).toBe(403);
    }
  });
});
