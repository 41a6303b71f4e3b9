import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, freshEmail, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const staffInput = (over: Record<string, unknown> = {}) => ({
  name: 'Steve Staff',
  email: freshEmail('staff'),
  password: 'staff-password',
  role: 'reservation',
  ...over,
});

describe('POST /add-staff', () => {
  it('creates a staff member, owned by the admin, logged without the password', async () => {
    const input = staffInput({ role: 'accounts' });
    const res = await call(t, 'POST', '/api/add-staff', tok.admin, input);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Staff saved successfully.');
    const admin = await userByEmail(t, DEMO.admin);
    expect(res.body.data.user).toMatchObject({
      email: input.email,
      role: 'accounts',
      status: 'active',
      is_approved: '1',
      created_by: admin.id,
    });
    const [entry] = await activityAbout(t, res.body.data.user.id);
    expect(entry).toMatchObject({ action: 'staff.created', actorId: admin.id, onBehalfOfId: null });
    expect(JSON.stringify(entry!.changes)).not.toContain('staff-password');
    // The new member can work at once with its role.
    const token = await tokenFor(t, input.email);
    expect((await call(t, 'GET', '/api/users-summary', token)).status).toBe(200);
  });

  it('answers missing fields, wrong roles and taken emails with 422', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [staffInput({ name: '' }), 'name'],
      [staffInput({ email: 'x@' }), 'email'],
      [staffInput({ password: 'short' }), 'password'],
      [staffInput({ password: undefined }), 'password'],
      [staffInput({ role: 'agent' }), 'role'],
      [staffInput({ role: 'customer' }), 'role'],
      [staffInput({ role: undefined }), 'role'],
      [staffInput({ email: DEMO.customer }), 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'POST', '/api/add-staff', tok.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toHaveLength(1);
    }
  });

  it('keeps email unique when two requests race', async () => {
    const input = staffInput();
    const results = await Promise.all([
      call(t, 'POST', '/api/add-staff', tok.admin, input),
      call(t, 'POST', '/api/add-staff', tok.admin, input),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await t.database.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  it('is admin only', async () => {
    for (const token of [tok.salesman, tok.accounts, tok.reservation, tok.agent, tok.customer]) {
      expect((await call(t, 'POST', '/api/add-staff', token, staffInput())).status).toBe(403);
    }
    expect((await call(t, 'POST', '/api/add-staff', undefined, staffInput())).status).toBe(401);
  });
});

describe('POST /update-staff', () => {
  it('changes name, email and role, and a new password signs the member out', async () => {
    const member = await buildUser(t.database.db, { role: 'reservation' });
    const token = await tokenFor(t, member.email);
    const email = freshEmail('moved-staff');
    const res = await call(t, 'POST', '/api/update-staff', tok.admin, {
      id: member.id,
      name: 'Renamed',
      email,
      role: 'salesman',
      password: 'another-password',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ name: 'Renamed', email, role: 'salesman' });
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(401);
    const [entry] = (await activityAbout(t, member.id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'staff.updated',
      changes: { before: { role: 'reservation' }, after: { role: 'salesman', password: '[redacted]' } },
    });
  });

  it('keeps the password when none (or an empty one) is given', async () => {
    const member = await buildUser(t.database.db, { role: 'accounts' });
    const token = await tokenFor(t, member.email);
    const res = await call(t, 'POST', '/api/update-staff', tok.admin, {
      id: member.id,
      name: 'Same Pass',
      email: member.email,
      role: 'accounts',
      password: '',
    });
    expect(res.status).toBe(200);
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.passwordHash).toBe(member.passwordHash);
  });

  it('refuses to demote the last active admin (409), allows it when another admin remains', async () => {
    const admin = await userByEmail(t, DEMO.admin);
    const demote = { id: admin.id, name: admin.name, email: admin.email, role: 'accounts' };
    const res = await call(t, 'POST', '/api/update-staff', tok.admin, demote);
    expect(res.status).toBe(409);
    expect(res.body.message.description).toBe('At least one active admin must remain.');
    expect((await userByEmail(t, DEMO.admin)).role).toBe('admin');

    const other = await buildUser(t.database.db, { role: 'admin' });
    const otherToken = await tokenFor(t, other.email);
    expect((await call(t, 'POST', '/api/update-staff', otherToken, demote)).status).toBe(200);
    // The demoted admin's token no longer passes admin routes.
    expect((await call(t, 'POST', '/api/add-staff', tok.admin, staffInput())).status).toBe(403);
    expect(
      (await call(t, 'POST', '/api/update-staff', otherToken, { id: other.id, name: 'O', email: other.email, role: 'salesman' })).status,
    ).toBe(409);
    expect((await call(t, 'POST', '/api/update-staff', otherToken, { ...demote, role: 'admin' })).status).toBe(200);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const a = await buildUser(t.database.db, { role: 'admin' });
    const b = await buildUser(t.database.db, { role: 'admin' });
    // Leave a and b as the only active admins.
    const main = await userByEmail(t, DEMO.admin);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.role, 'admin'));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, a.id));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, b.id));
    const [ta, tb] = [await tokenFor(t, a.email), await tokenFor(t, b.email)];
    const results = await Promise.all([
      call(t, 'POST', '/api/update-staff', ta, { id: b.id, name: b.name, email: b.email, role: 'accounts' }),
      call(t, 'POST', '/api/update-staff', tb, { id: a.id, name: a.name, email: a.email, role: 'accounts' }),
    ]);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((u) => u.status === 'active').length).toBeGreaterThanOrEqual(1);
    // The loser sees the winner's change: 409 (last admin), or 403 if it was already demoted when it arrived.
    expect(results.map((r) => r.status).sort()).toSatisfy((s: number[]) => s[0] === 200 && (s[1] === 409 || s[1] === 403));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, main.id));
  });

  it('answers unknown ids and non-staff with 404, bad input with 422, non-admins with 403', async () => {
    const base = { name: 'N', email: freshEmail(), role: 'accounts' };
    expect((await call(t, 'POST', '/api/update-staff', tok.admin, { ...base, id: '0190a0a0-0000-7000-8000-000000000000' })).status).toBe(
      404,
    );
    const customer = await userByEmail(t, DEMO.customer);
    expect((await call(t, 'POST', '/api/update-staff', tok.admin, { ...base, id: customer.id })).status).toBe(404);
    expect((await userByEmail(t, DEMO.customer)).role).toBe('customer');
    const bad = await call(t, 'POST', '/api/update-staff', tok.admin, { ...base, id: 'x', role: 'pilot' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['id', 'role']);
    const accounts = await userByEmail(t, DEMO.accounts);
    const taken = await call(t, 'POST', '/api/update-staff', tok.admin, { ...base, id: accounts.id, email: DEMO.salesman });
    expect(taken.body.errors.email).toEqual(['This email address is already in use.']);
    expect((await call(t, 'POST', '/api/update-staff', tok.salesman, { ...base, id: accounts.id })).status).toBe(403);
    expect((await call(t, 'POST', '/api/update-staff', tok.agent, { ...base, id: accounts.id })).status).toBe(403);
  });
});
