import type { TUser, TUsersSummary } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from './users.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const emails = (items: TUser[]) => items.map((u) => u.email);
const list = async (query: string, token = tok.admin) => {
  const res = await call(t, 'GET', `/api/users${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: TUser[]; pagination: { page: number; per_page: number; total: number } };
};

describe('GET /users', () => {
  it('lists everyone for admin, newest first, in the envelope with the user object', async () => {
    const data = await list('');
    expect(data.pagination).toEqual({ page: 1, per_page: 20, total: 9 });
    expect(data.items).toHaveLength(9);
    const times = data.items.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const agent = data.items.find((u) => u.email === DEMO.agent)!;
    expect(agent).toMatchObject({ role: 'agent', is_approved: '1', is_formFilled: '1', status: 'active', email_verified: true });
    expect(agent.agency).toMatchObject({ name: 'Crescent Travels', country_code: 'PK', country_name: 'Pakistan', city_name: 'Lahore' });
    expect(Object.keys(agent)).not.toContain('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it('searches by name or email, case-insensitively, with wildcards taken literally', async () => {
    expect(emails((await list('?search=SARA')).items)).toEqual([DEMO.salesman]);
    expect(emails((await list('?search=pending-agent@')).items)).toEqual([DEMO.pendingAgent]);
    // An agent by its agency's name, as the agency pickers search.
    expect(emails((await list('?role=agent&search=crescent')).items)).toEqual([DEMO.agent]);
    expect((await list('?search=%25')).items).toEqual([]);
    expect((await list('?search=_')).items).toEqual([]);
  });

  it('filters by role, status, approval, kind and id', async () => {
    expect(emails((await list('?role=agent')).items).sort()).toEqual([DEMO.agent, DEMO.newAgent, DEMO.pendingAgent].sort());
    expect(emails((await list('?approval=pending')).items)).toEqual([DEMO.pendingAgent]);
    expect(emails((await list('?approval=approved&role=agent')).items)).toEqual([DEMO.agent]);
    expect((await list('?kind=staff')).items.map((u) => u.role).sort()).toEqual(['accounts', 'admin', 'reservation', 'salesman']);
    expect((await list('?kind=clients')).pagination.total).toBe(5);
    const walkIn = await userByEmail(t, DEMO.walkIn);
    expect(emails((await list(`?id=${walkIn.id}`)).items)).toEqual([DEMO.walkIn]);
    const disabled = await buildUser(t.database.db, { status: 'disabled', name: 'Dora Disabled' });
    expect(emails((await list('?status=disabled')).items)).toEqual([disabled.email]);
    expect((await list('?status=active')).pagination.total).toBe(9);
  });

  it('paginates', async () => {
    const all = await list('?per_page=100');
    const page1 = await list('?per_page=4&page=1');
    const page3 = await list('?per_page=4&page=3');
    expect(page1.items.map((u) => u.id)).toEqual(all.items.slice(0, 4).map((u) => u.id));
    expect(page3.items.map((u) => u.id)).toEqual(all.items.slice(8).map((u) => u.id));
    expect(page3.pagination).toEqual({ page: 3, per_page: 4, total: all.pagination.total });
    expect((await list('?page=99')).items).toEqual([]);
  });

  it('answers bad query values with 422 field errors', async () => {
    for (const [query, field] of [
      ['?role=pilot', 'role'],
      ['?status=asleep', 'status'],
      ['?approval=maybe', 'approval'],
      ['?kind=all', 'kind'],
      ['?id=42', 'id'],
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?page=abc', 'page'],
    ] as const) {
      const res = await call(t, 'GET', `/api/users${query}`, tok.admin);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ success: false, data: null, message: { code: 'validation_failed' } });
      expect(res.body.errors[field], query).toHaveLength(1);
    }
  });

  it('shows a salesman only the users it created', async () => {
    const data = await list('', tok.salesman);
    expect(emails(data.items)).toEqual([DEMO.walkIn]);
    expect(data.pagination.total).toBe(1);
    const admin = await userByEmail(t, DEMO.admin);
    expect((await list(`?id=${admin.id}`, tok.salesman)).items).toEqual([]);
  });

  it('lets accounts and reservation read everyone', async () => {
    expect((await list('?status=active', tok.accounts)).pagination.total).toBe(9);
    expect((await list('?status=active', tok.reservation)).pagination.total).toBe(9);
  });

  it('refuses agents and customers (403) and anonymous callers (401)', async () => {
    for (const token of [tok.agent, tok.pendingAgent, tok.customer]) {
      const res = await call(t, 'GET', '/api/users', token);
      expect(res.status).toBe(403);
      expect(res.body.message.code).toBe('forbidden');
    }
    expect((await call(t, 'GET', '/api/users')).status).toBe(401);
    expect((await call(t, 'GET', '/api/users', 'not-a-real-token-but-long-enough')).status).toBe(401);
  });
});

describe('GET /users-summary', () => {
  const summary = async (token: string) => {
    const res = await call(t, 'GET', '/api/users-summary', token);
    expect(res.status).toBe(200);
    return res.body.data as TUsersSummary;
  };

  it('counts by role with totals, disabled, agents awaiting approval or form, and recent sign-ups', async () => {
    const s = await summary(tok.admin);
    // The demo users plus the disabled customer added above.
    expect(s.by_role).toEqual({ admin: 1, accounts: 1, salesman: 1, reservation: 1, agent: 3, customer: 3 });
    expect(s.total).toBe(10);
    expect(s.disabled).toBe(1);
    expect(s.agents_awaiting_approval).toBe(1);
    expect(s.agents_without_form).toBe(1);
    expect(s.recent_signups.length).toBeLessThanOrEqual(5);
    expect(s.recent_signups.every((u) => u.role === 'agent' || u.role === 'customer')).toBe(true);
    expect(s.recent_signups[0]!.name).toBe('Dora Disabled');
    expect(await summary(tok.accounts)).toEqual(s);
  });

  it('gives a salesman its own scope only', async () => {
    const s = await summary(tok.salesman);
    expect(s.total).toBe(1);
    expect(s.by_role.customer).toBe(1);
    expect(s.by_role.admin).toBe(0);
    expect(s.recent_signups.map((u) => u.email)).toEqual([DEMO.walkIn]);
  });

  it('refuses agents and customers', async () => {
    expect((await call(t, 'GET', '/api/users-summary', tok.agent)).status).toBe(403);
    expect((await call(t, 'GET', '/api/users-summary', tok.customer)).status).toBe(403);
    expect((await call(t, 'GET', '/api/users-summary')).status).toBe(401);
  });
});
