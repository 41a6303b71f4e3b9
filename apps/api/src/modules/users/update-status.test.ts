import { decideAccess } from '@safar/contracts';
import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '@/core/authenticate';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, userByEmail, type TDemo } from './users.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const setStatus = (id: string, action: unknown, token = tok.admin) => call(t, 'PUT', `/api/update-status/${id}`, token, { action });
/** What the access hook decides for a token on an agentApproved route (same token check, same table). */
const agentApprovedDecision = async (token: string) => decideAccess('agentApproved', await authenticateToken(t.database.db, token));

describe('PUT /update-status/{id}: approve', () => {
  it('approves an agent with a filled form, mails it in its language, and opens agentApproved routes', async () => {
    const pending = await userByEmail(t, DEMO.pendingAgent);
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, pending.id));
    expect(await agentApprovedDecision(tok.pendingAgent)).toBe('forbidden');

    const res = await setStatus(pending.id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Agent approved successfully.');
    expect(res.body.data.user).toMatchObject({ id: pending.id, is_approved: '1', is_formFilled: '1' });

    const admin = await userByEmail(t, DEMO.admin);
    const row = await userByEmail(t, DEMO.pendingAgent);
    expect(row.approvedBy).toBe(admin.id);
    expect(row.approvedAt).toBeInstanceOf(Date);

    const mail = await t.lastMail(DEMO.pendingAgent);
    expect(mail?.subject).toBe('تمت الموافقة على حساب الوكيل في سفر');
    expect(mail?.text).toContain('Skyline Tours');
    expect(mail?.text).toContain('http://safar.test/auth/login');
    expect(mail?.html).toContain('dir="rtl"');

    expect(await agentApprovedDecision(tok.pendingAgent)).toBe('allow');
    const me = await call(t, 'GET', '/api/user', tok.pendingAgent);
    expect(me.body.data.user).toMatchObject({ is_approved: '1' });
    expect((await activityAbout(t, pending.id)).at(-1)).toMatchObject({
      action: 'user.approved',
      actorId: admin.id,
      changes: { before: { is_approved: false }, after: { is_approved: true } },
    });
  });

  it('answers invalid approvals with 409 and sends nothing', async () => {
    const cases: [string, string][] = [
      [DEMO.agent, 'This agent is already approved.'],
      [DEMO.newAgent, 'The agent has not filled in the agency details form yet.'],
      [DEMO.customer, 'Only agents need approval.'],
    ];
    for (const [email, description] of cases) {
      const target = await userByEmail(t, email);
      const before = await t.lastMail(email);
      const res = await setStatus(target.id, 'approve');
      expect(res.status, email).toBe(409);
      expect(res.body.message).toMatchObject({ code: 'conflict', description });
      expect(await t.lastMail(email)).toEqual(before);
    }
    const disabled = await buildUser(t.database.db, { role: 'agent', isFormFilled: true, status: 'disabled' });
    expect((await setStatus(disabled.id, 'approve')).body.message.description).toBe('Enable this user before approving.');
  });
});

describe('PUT /update-status/{id}: disable and enable', () => {
  it('disables (revoking tokens) and enables again, with 409 for repeated transitions', async () => {
    const person = await buildUser(t.database.db);
    const token = await tokenFor(t, person.email);
    const off = await setStatus(person.id, 'disable');
    expect(off.status).toBe(200);
    expect(off.body.data.user.status).toBe('disabled');
    expect(off.body.message.description).toBe('User disabled successfully.');
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(401);
    expect((await setStatus(person.id, 'disable')).status).toBe(409);

    const on = await setStatus(person.id, 'enable');
    expect(on.status).toBe(200);
    expect(on.body.data.user.status).toBe('active');
    expect(on.body.message.description).toBe('User enabled successfully.');
    // Tokens revoked by disabling stay revoked: the user signs in again.
    expect((await call(t, 'GET', '/api/user', token)).status).toBe(401);
    expect((await call(t, 'GET', '/api/user', await tokenFor(t, person.email))).status).toBe(200);
    expect((await setStatus(person.id, 'enable')).body.message.description).toBe('This user is already active.');
    expect((await activityAbout(t, person.id)).map((e) => e.action)).toEqual(['user.disabled', 'user.enabled']);
  });

  it('never lets the last active admin go, nor an admin disable itself', async () => {
    const admin = await userByEmail(t, DEMO.admin);
    const self = await setStatus(admin.id, 'disable');
    expect(self.status).toBe(409);
    expect(self.body.message.description).toBe('You cannot disable your own account.');
    const second = await buildUser(t.database.db, { role: 'admin' });
    const secondToken = await tokenFor(t, second.email);
    expect((await setStatus(admin.id, 'disable', secondToken)).status).toBe(200);
    // Now `second` is the only active admin.
    expect((await setStatus(second.id, 'disable', secondToken)).status).toBe(409);
    expect((await setStatus(admin.id, 'enable', secondToken)).status).toBe(200);
    tok.admin = await tokenFor(t, DEMO.admin);
  });

  it('answers bad input: unknown action 422, bad id 422, unknown id 404', async () => {
    const customer = await userByEmail(t, DEMO.customer);
    const bad = await setStatus(customer.id, 'delete');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.action).toEqual(['Choose one of the listed options.']);
    expect((await call(t, 'PUT', `/api/update-status/${customer.id}`, tok.admin, {})).body.errors.action).toEqual([
      'This field is required.',
    ]);
    expect((await setStatus('not-a-uuid', 'disable')).status).toBe(422);
    expect((await setStatus('0190a0a0-0000-7000-8000-000000000000', 'disable')).status).toBe(404);
  });

  it('is admin only: an agent token gets 403, salesman and accounts too', async () => {
    const customer = await userByEmail(t, DEMO.customer);
    for (const token of [tok.agent, tok.salesman, tok.accounts, tok.reservation, tok.customer]) {
      const res = await setStatus(customer.id, 'disable', token);
      expect(res.status).toBe(403);
    }
    expect((await userByEmail(t, DEMO.customer)).status).toBe('active');
  });
});
