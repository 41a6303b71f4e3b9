import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, freshEmail, userByEmail, type TDemo } from './users.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Nina New',
  email: freshEmail(),
  password: 'long-enough-1',
  password_confirmation: 'long-enough-1',
  role: 'customer',
  ...over,
});

describe('POST /users: create', () => {
  it('creates a customer owned by the salesman and logs it on its behalf', async () => {
    const payload = newUser({ email: `  ${freshEmail().toUpperCase()} ` });
    const res = await call(t, 'POST', '/api/users', tok.salesman, payload);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ status: 'success', description: 'User saved successfully.' });
    const user = res.body.data.user;
    const salesman = await userByEmail(t, DEMO.salesman);
    expect(user).toMatchObject({
      name: 'Nina New',
      email: payload.email.trim().toLowerCase(),
      role: 'customer',
      created_by: salesman.id,
      is_approved: '1',
      status: 'active',
    });
    const [entry] = await activityAbout(t, user.id);
    expect(entry).toMatchObject({ action: 'user.created', actorId: salesman.id, onBehalfOfId: user.id, subjectType: 'user' });
    expect(JSON.stringify(entry!.changes)).not.toContain('long-enough-1');
    const listed = await call(t, 'GET', '/api/users', tok.salesman);
    expect(listed.body.data.items.map((u: { id: string }) => u.id)).toContain(user.id);
    // The new account signs in through the real two-step flow with the password the salesman set.
    const token = await t.signIn(user.email, 'long-enough-1');
    expect((await call(t, 'GET', '/api/user', token)).body.data.user).toMatchObject({ id: user.id, email_verified: true });
  });

  it('creates an agent that must still fill its form and be approved', async () => {
    const res = await call(t, 'POST', '/api/users', tok.admin, newUser({ role: 'agent' }));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ role: 'agent', is_approved: '0', is_formFilled: '0', agency: null });
  });

  it('answers missing fields, wrong types and bad values with 422 and changes nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['name', 'email']],
      [newUser({ password: undefined, password_confirmation: undefined }), ['password']],
      [newUser({ role: undefined }), ['role']],
      [newUser({ role: 'admin' }), ['role']],
      [newUser({ email: 'not-an-email' }), ['email']],
      [newUser({ name: 42 }), ['name']],
      [newUser({ password: 'short', password_confirmation: 'short' }), ['password']],
      [newUser({ password_confirmation: 'something-else' }), ['password_confirmation']],
      [newUser({ id: 'nope' }), ['id']],
    ];
    for (const [payload, fields] of cases) {
      const res = await call(t, 'POST', '/api/users', tok.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.message.code).toBe('validation_failed');
      for (const f of fields) expect(res.body.errors[f], `${f} in ${JSON.stringify(res.body.errors)}`).toBeDefined();
    }
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('refuses an email that is taken, in any case', async () => {
    const res = await call(t, 'POST', '/api/users', tok.admin, newUser({ email: 'Customer@Example.com' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This email address is already in use.']);
    const ar = await t.request({
      method: 'POST',
      url: '/api/users',
      token: tok.admin,
      payload: newUser({ email: DEMO.agent }),
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json().errors.email).toEqual(['عنوان البريد الإلكتروني هذا مستخدم بالفعل.']);
  });

  it('keeps email unique when two requests race', async () => {
    const payload = newUser();
    const results = await Promise.all([1, 2, 3].map(() => call(t, 'POST', '/api/users', tok.admin, payload)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.errors.email).toEqual(['This email address is already in use.']);
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(1);
  });

  it('refuses roles that may not write users', async () => {
    for (const token of [tok.accounts, tok.reservation, tok.agent, tok.customer]) {
      const res = await call(t, 'POST', '/api/users', token, newUser());
      expect(res.status).toBe(403);
      expect(res.body.message.code).toBe('forbidden');
    }
    expect((await call(t, 'POST', '/api/users', undefined, newUser())).status).toBe(401);
  });
});

describe('POST /users: update', () => {
  it('lets a salesman edit its own user, and logs before and after', async () => {
    const walkIn = await userByEmail(t, DEMO.walkIn);
    const res = await call(t, 'POST', '/api/users', tok.salesman, { id: walkIn.id, name: 'Walid Renamed', email: DEMO.walkIn });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: walkIn.id, name: 'Walid Renamed', email_verified: true });
    const entries = await activityAbout(t, walkIn.id);
    expect(entries.at(-1)).toMatchObject({ action: 'user.updated', onBehalfOfId: walkIn.id });
    expect(entries.at(-1)!.changes).toMatchObject({ before: { name: 'Walid Walk-in' }, after: { name: 'Walid Renamed' } });
  });

  it('refuses a salesman editing a user it did not create (403) and changes nothing', async () => {
    const customer = await userByEmail(t, DEMO.customer);
    const res = await call(t, 'POST', '/api/users', tok.salesman, { id: customer.id, name: 'Hijacked', email: DEMO.customer });
    expect(res.status).toBe(403);
    expect((await userByEmail(t, DEMO.customer)).name).toBe(customer.name);
  });

  it('lets admin edit any customer or agent but not staff (403)', async () => {
    const agent = await userByEmail(t, DEMO.pendingAgent);
    expect((await call(t, 'POST', '/api/users', tok.admin, { id: agent.id, name: 'Pervaiz P.', email: DEMO.pendingAgent })).status).toBe(
      200,
    );
    const accounts = await userByEmail(t, DEMO.accounts);
    const res = await call(t, 'POST', '/api/users', tok.admin, { id: accounts.id, name: 'Nope', email: DEMO.accounts });
    expect(res.status).toBe(403);
    expect(res.body.message.description).toBe('Staff accounts are edited on the staff screens.');
  });

  it('answers an unknown id with 404 and a taken email with 422', async () => {
    const res = await call(t, 'POST', '/api/users', tok.admin, {
      id: '0190a0a0-0000-7000-8000-000000000000',
      name: 'X',
      email: freshEmail(),
    });
    expect(res.status).toBe(404);
    const walkIn = await userByEmail(t, DEMO.walkIn);
    const taken = await call(t, 'POST', '/api/users', tok.salesman, { id: walkIn.id, name: 'W', email: DEMO.admin });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toHaveLength(1);
  });

  it('a new password signs the user out everywhere; a new email is unverified', async () => {
    const person = await buildUser(t.database.db, { createdBy: (await userByEmail(t, DEMO.salesman)).id });
    const token = await tokenFor(t, person.email);
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(200);
    const email = freshEmail('moved');
    const res = await call(t, 'POST', '/api/users', tok.salesman, { id: person.id, name: person.name, email, password: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email, email_verified: false });
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(401);
    const [entry] = (await activityAbout(t, person.id)).slice(-1);
    expect(entry!.changes).toMatchObject({ after: { password: '[redacted]', email } });
  });
});

describe('DELETE /users', () => {
  it('disables (never erases) and revokes the user’s tokens', async () => {
    const person = await buildUser(t.database.db, { createdBy: (await userByEmail(t, DEMO.salesman)).id });
    const token = await tokenFor(t, person.email);
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(200);
    const res = await call(t, 'DELETE', `/api/users?id=${person.id}`, tok.salesman);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('User disabled successfully.');
    expect(res.body.data.user).toMatchObject({ id: person.id, status: 'disabled' });
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
    expect((await activityAbout(t, person.id)).at(-1)).toMatchObject({
      action: 'user.disabled',
      changes: { before: { status: 'active' }, after: { status: 'disabled' } },
    });
    expect((await call(t, 'DELETE', `/api/users?id=${person.id}`, tok.salesman)).status).toBe(409);
  });

  it('refuses self-disabling, other owners, unknown ids and bad ids', async () => {
    const admin = await userByEmail(t, DEMO.admin);
    const self = await call(t, 'DELETE', `/api/users?id=${admin.id}`, tok.admin);
    expect(self.status).toBe(409);
    expect(self.body.message.description).toBe('You cannot disable your own account.');
    const customer = await userByEmail(t, DEMO.customer);
    expect((await call(t, 'DELETE', `/api/users?id=${customer.id}`, tok.salesman)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/users?id=${customer.id}`, tok.accounts)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/users?id=${customer.id}`, tok.reservation)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/users?id=${customer.id}`, tok.agent)).status).toBe(403);
    expect((await call(t, 'DELETE', '/api/users?id=0190a0a0-0000-7000-8000-000000000000', tok.admin)).status).toBe(404);
    const bad = await call(t, 'DELETE', '/api/users?id=1', tok.admin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toHaveLength(1);
    expect((await call(t, 'DELETE', '/api/users', tok.admin)).status).toBe(422);
    expect((await userByEmail(t, DEMO.customer)).status).toBe('active');
  });

  it('lets admin disable a staff member, who is then signed out', async () => {
    const staff = await buildUser(t.database.db, { role: 'reservation' });
    const token = await tokenFor(t, staff.email);
    expect((await call(t, 'DELETE', `/api/users?id=${staff.id}`, tok.admin)).status).toBe(200);
    expect((await call(t, 'GET', '/api/users', token)).status).toBe(401);
  });
});
