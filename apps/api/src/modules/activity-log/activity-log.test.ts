import type { TActivityLog } from '@safar/contracts';
import { activityLogs } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, freshEmail, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  const [admin, salesman, agent] = await Promise.all([
    userByEmail(t, DEMO.admin),
    userByEmail(t, DEMO.salesman),
    userByEmail(t, DEMO.agent),
  ]);
  ids = { admin: admin.id, salesman: salesman.id, agent: agent.id };
  // Around midnight in Asia/Karachi (UTC+5) on 2026-01-05.
  const rows = await t.database.db
    .insert(activityLogs)
    .values([
      { action: 'test.before_day', actorId: admin.id, createdAt: new Date('2026-01-04T18:59:00Z') },
      { action: 'test.day_start', actorId: salesman.id, onBehalfOfId: agent.id, createdAt: new Date('2026-01-04T19:00:00Z') },
      {
        action: 'test.day_end',
        actorId: admin.id,
        createdAt: new Date('2026-01-05T18:59:59Z'),
        changes: { after: { name: 'x' } },
        ip: '10.1.1.1',
      },
      { action: 'test.next_day', actorId: admin.id, createdAt: new Date('2026-01-05T19:00:00Z') },
      { action: 'testing.other', actorId: null, createdAt: new Date('2026-01-05T12:00:00Z') },
    ])
    .returning({ id: activityLogs.id, action: activityLogs.action });
  for (const r of rows) ids[r.action] = r.id;
});
afterAll(() => t.close());

const logs = async (query = '', token = tok.admin) => {
  const res = await call(t, 'GET', `/api/activity-logs${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: TActivityLog[]; pagination: { total: number } };
};
const actions = (d: { items: TActivityLog[] }) => d.items.map((e) => e.action);

describe('GET /activity-logs', () => {
  it('lists entries newest first, presenting actor and on-behalf-of', async () => {
    const data = await logs('?action=test');
    expect(actions(data)).toEqual(['test.next_day', 'test.day_end', 'test.day_start', 'test.before_day']);
    const start = data.items.find((e) => e.action === 'test.day_start')!;
    expect(start.actor).toEqual({ id: ids.salesman, name: 'Sara Sales', email: DEMO.salesman });
    expect(start.on_behalf_of).toEqual({ id: ids.agent, name: 'Ali Agent', email: DEMO.agent });
    expect(data.items.find((e) => e.action === 'test.day_end')).toMatchObject({
      changes: { after: { name: 'x' } },
      ip: '10.1.1.1',
      created_at: '2026-01-05T18:59:59.000Z',
    });
  });

  it('filters by action (itself and its sub-actions, not look-alikes) and by user (actor or on behalf of)', async () => {
    expect(actions(await logs('?action=test.day_end'))).toEqual(['test.day_end']);
    expect(actions(await logs('?action=testing'))).toEqual(['testing.other']);
    expect(actions(await logs('?action=tes'))).toEqual([]);
    expect(actions(await logs(`?user_id=${ids.agent}`))).toEqual(['test.day_start']);
    expect(actions(await logs(`?user_id=${ids.salesman}&action=test`))).toEqual(['test.day_start']);
  });

  it('filters whole days in the agency time zone (Asia/Karachi)', async () => {
    expect(actions(await logs('?action=test&from=2026-01-05&to=2026-01-05'))).toEqual(['test.day_end', 'test.day_start']);
    expect(actions(await logs('?action=test&to=2026-01-04'))).toEqual(['test.before_day']);
    expect(actions(await logs('?action=test&from=2026-01-06'))).toEqual(['test.next_day']);
  });

  it('paginates', async () => {
    const page = await logs('?action=test&per_page=3&page=2');
    expect(actions(page)).toEqual(['test.before_day']);
    expect(page.pagination).toEqual({ page: 2, per_page: 3, total: 4 });
  });

  it('answers bad filters with 422', async () => {
    for (const [query, field] of [
      ['?user_id=7', 'user_id'],
      ['?from=2026-13-01', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-02-01&to=2026-01-01', 'to'],
      ['?per_page=0', 'per_page'],
    ] as const) {
      const res = await call(t, 'GET', `/api/activity-logs${query}`, tok.admin);
      expect(res.status, query).toBe(422);
      expect(res.body.errors[field], query).toHaveLength(1);
    }
  });

  it('is admin only', async () => {
    for (const token of [tok.accounts, tok.salesman, tok.reservation, tok.agent, tok.customer]) {
      expect((await call(t, 'GET', '/api/activity-logs', token)).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/activity-logs')).status).toBe(401);
  });
});

describe('writes are logged', () => {
  it('records an entry for each write, with who, on whose behalf and from where', async () => {
    const created = await call(t, 'POST', '/api/users', tok.salesman, {
      name: 'Logged',
      email: freshEmail(),
      password: 'password-1',
      password_confirmation: 'password-1',
      role: 'customer',
    });
    const id = created.body.data.user.id as string;
    await call(t, 'POST', '/api/users', tok.salesman, { id, name: 'Logged Again', email: created.body.data.user.email });
    await call(t, 'DELETE', `/api/users?id=${id}`, tok.salesman);
    await call(t, 'PUT', `/api/update-status/${id}`, tok.admin, { action: 'enable' });
    const entries = await activityAbout(t, id);
    expect(entries.map((e) => e.action)).toEqual(['user.created', 'user.updated', 'user.disabled', 'user.enabled']);
    expect(entries.every((e) => e.ip && e.requestId)).toBe(true);
    const listed = await logs(`?user_id=${id}`);
    expect(actions(listed)).toEqual(['user.updated', 'user.created']);
    expect(listed.items[0]!.actor?.email).toBe(DEMO.salesman);
  });
});

describe('DELETE /delete-activity-logs', () => {
  it('hides the entry (kept, marked deleted), and logs the deletion itself', async () => {
    const res = await call(t, 'DELETE', `/api/delete-activity-logs?id=${ids['test.day_end']}`, tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Activity log deleted successfully.');
    expect(actions(await logs('?action=test'))).not.toContain('test.day_end');
    const [row] = await t.database.db.select().from(activityLogs).where(eq(activityLogs.id, ids['test.day_end']!));
    expect(row).toMatchObject({ deletedBy: ids.admin });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const deletion = (await logs('?action=activity_log')).items[0]!;
    expect(deletion).toMatchObject({
      action: 'activity_log.deleted',
      subject_type: 'activity_log',
      subject_id: ids['test.day_end'],
      actor: { id: ids.admin },
    });
    expect(deletion.changes?.before).toMatchObject({ action: 'test.day_end' });
  });

  it('answers an already deleted or unknown entry with 404, a bad id with 422, and in Arabic when asked', async () => {
    expect((await call(t, 'DELETE', `/api/delete-activity-logs?id=${ids['test.day_end']}`, tok.admin)).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/delete-activity-logs?id=0190a0a0-0000-7000-8000-000000000000', tok.admin)).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/delete-activity-logs?id=abc', tok.admin)).status).toBe(422);
    expect((await call(t, 'DELETE', '/api/delete-activity-logs', tok.admin)).status).toBe(422);
    const ar = await t.request({
      method: 'DELETE',
      url: `/api/delete-activity-logs?id=${ids['test.next_day']}`,
      token: tok.admin,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json().message.description).toBe('تم حذف سجل النشاط بنجاح.');
  });

  it('keeps the record of a deletion: deleting it is 409 naming the rule, in both languages', async () => {
    const deletion = (await logs('?action=activity_log.deleted')).items[0]!;
    const res = await call(t, 'DELETE', `/api/delete-activity-logs?id=${deletion.id}`, tok.admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatchObject({
      code: 'conflict',
      description: 'The record of a deleted activity log entry is kept for good and cannot be deleted.',
    });
    const ar = await t.request({
      method: 'DELETE',
      url: `/api/delete-activity-logs?id=${deletion.id}`,
      token: tok.admin,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message.description).toBe('يُحتفظ بسجل حذف أي إدخال من سجل النشاط بشكل دائم ولا يمكن حذفه.');
    const [row] = await t.database.db.select().from(activityLogs).where(eq(activityLogs.id, deletion.id));
    expect(row!.deletedAt).toBeNull();
    expect(actions(await logs('?action=activity_log.deleted'))).toHaveLength(2);
  });

  it('is admin only and changes nothing for others', async () => {
    for (const token of [tok.accounts, tok.salesman, tok.agent]) {
      expect((await call(t, 'DELETE', `/api/delete-activity-logs?id=${ids['test.day_start']}`, token)).status).toBe(403);
    }
    expect(actions(await logs('?action=test'))).toContain('test.day_start');
  });
});
