import { activityLogs, notifications } from '@safar/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { notifyUsers, type TNotice } from './notify';

let t: TestApp;
let me: { id: string; token: string };
let other: { id: string; token: string };

async function person(role: 'admin' | 'accounts' | 'agent' | 'customer' = 'admin') {
  const user = await buildUser(t.database.db, { role });
  return { id: user.id, token: await tokenFor(t, user.email) };
}

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  me = await person('accounts');
  other = await person('admin');
});
afterAll(() => t.close());

const notice = (reference: string): TNotice => ({
  type: 'deposit_submitted',
  params: { reference, amount: 'PKR 25000.00', agency: 'Crescent Travels' },
  link: `/admin/deposit-details?id=${reference}`,
});

/** Notifications one at a time, so each has its own creation time (the order the list shows). */
async function give(userId: string, ...references: string[]) {
  const rows = [];
  for (const reference of references)
    rows.push(...(await notifyUsers(t.database.db, t.fakeRequest(), [userId], notice(reference))).map((n) => n.notification));
  return rows;
}

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (url: string, token?: string) => t.request({ method: 'POST', url, ...(token ? { token } : {}) });
const del = (url: string, token?: string) => t.request({ method: 'DELETE', url, ...(token ? { token } : {}) });
const ownRows = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));
const activity = (action: string, actorId: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.actorId, actorId)));

describe('notifications routes', () => {
  it('answer 401 without a token, and a malformed id 422', async () => {
    for (const res of [
      await get('/api/notifications'),
      await post('/api/notifications/read/0190a0a0-0000-7000-8000-000000000000'),
      await post('/api/notifications/read-all'),
      await del('/api/notifications/0190a0a0-0000-7000-8000-000000000000'),
      await del('/api/notifications/clear-all'),
    ])
      expect(res.statusCode).toBe(401);
    expect((await post('/api/notifications/read/not-an-id', me.token)).statusCode).toBe(422);
    expect((await del('/api/notifications/not-an-id', me.token)).statusCode).toBe(422);
  });

  it('lists only the caller’s own, newest first, paged, with the unread count and the unread filter', async () => {
    const mine = await give(me.id, 'DEP-1', 'DEP-2', 'DEP-3');
    await give(other.id, 'DEP-OTHER');
    await t.database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, mine[0]!.id));

    const res = await get('/api/notifications', me.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((n: { params: { reference: string } }) => n.params.reference)).toEqual(['DEP-3', 'DEP-2', 'DEP-1']);
    expect(data.items[0]).toEqual({
      id: mine[2]!.id,
      type: 'deposit_submitted',
      params: { reference: 'DEP-3', amount: 'PKR 25000.00', agency: 'Crescent Travels' },
      link: '/admin/deposit-details?id=DEP-3',
      read_at: null,
      created_at: mine[2]!.createdAt.toISOString(),
    });
    expect(data.items[2].read_at).not.toBeNull();
    expect(data.pagination).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(data.unread_count).toBe(2);

    const unread = (await get('/api/notifications?unread=1', me.token)).json().data;
    expect(unread.items.map((n: { id: string }) => n.id)).toEqual([mine[2]!.id, mine[1]!.id]);
    expect(unread.pagination.total).toBe(2);
    expect(unread.unread_count).toBe(2);

    const page2 = (await get('/api/notifications?per_page=2&page=2', me.token)).json().data;
    expect(page2.items.map((n: { id: string }) => n.id)).toEqual([mine[0]!.id]);
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3 });

    expect((await get('/api/notifications?unread=yes', me.token)).statusCode).toBe(422);
    expect((await get('/api/notifications?per_page=1000', me.token)).statusCode).toBe(422);
    await t.database.db.delete(notifications).where(inArray(notifications.userId, [me.id, other.id]));
  });

  it('marks one read; reading twice keeps the first read_at; another user’s is 404 and stays unread', async () => {
    const [mine] = await give(me.id, 'DEP-10');
    const [theirs] = await give(other.id, 'DEP-11');

    const first = await post(`/api/notifications/read/${mine!.id}`, me.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message.description).toBe('Notification marked as read.');
    const readAt = first.json().data.notification.read_at as string;
    expect(readAt).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 15));
    const second = await post(`/api/notifications/read/${mine!.id}`, me.token);
    expect(second.json().data.notification.read_at).toBe(readAt);
    expect((await get('/api/notifications', me.token)).json().data.unread_count).toBe(0);
    expect(await activity('notification.read', me.id)).toHaveLength(2);

    const foreign = await post(`/api/notifications/read/${theirs!.id}`, me.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message.description).toBe('Nothing Found');
    expect((await ownRows(other.id))[0]!.readAt).toBeNull();
    expect((await post('/api/notifications/read/0190a0a0-0000-7000-8000-000000000000', me.token)).statusCode).toBe(404);
  });

  it('marks all of the caller’s read, and only theirs, with one activity row', async () => {
    await give(me.id, 'DEP-20', 'DEP-21');
    await give(other.id, 'DEP-22');
    const res = await post('/api/notifications/read-all', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    expect(res.json().message.description).toBe('All notifications marked as read.');
    expect((await ownRows(me.id)).every((n) => n.readAt !== null)).toBe(true);
    expect((await ownRows(other.id)).some((n) => n.readAt === null)).toBe(true);
    expect(await activity('notification.read_all', me.id)).toHaveLength(1);
  });

  it('deletes one of the caller’s ("Notification deleted"); another user’s is 404 and kept', async () => {
    const [mine] = await give(me.id, 'DEP-30');
    const [theirs] = await give(other.id, 'DEP-31');
    expect((await del(`/api/notifications/${theirs!.id}`, me.token)).statusCode).toBe(404);
    expect((await ownRows(other.id)).map((n) => n.id)).toContain(theirs!.id);

    const res = await del(`/api/notifications/${mine!.id}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Notification deleted');
    expect((await ownRows(me.id)).map((n) => n.id)).not.toContain(mine!.id);
    const [logged] = await activity('notification.deleted', me.id);
    expect(logged).toMatchObject({ subjectType: 'notification', subjectId: mine!.id });
    expect((logged!.changes as { before: { params: { reference: string } } }).before.params.reference).toBe('DEP-30');
    expect((await del(`/api/notifications/${mine!.id}`, me.token)).statusCode).toBe(404);

    const arabic = await t.request({
      method: 'DELETE',
      url: `/api/notifications/${(await give(me.id, 'DEP-32'))[0]!.id}`,
      token: me.token,
      headers: { 'x-locale': 'ar' },
    });
    expect(arabic.json().message.description).toBe('تم حذف الإشعار');
  });

  it('clear-all deletes only the caller’s ("All notifications cleared") and is not taken for an id', async () => {
    await give(me.id, 'DEP-40', 'DEP-41');
    const kept = (await ownRows(other.id)).length;
    expect(kept).toBeGreaterThan(0);
    const mineBefore = (await ownRows(me.id)).length;

    const res = await del('/api/notifications/clear-all', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('All notifications cleared');
    expect(res.json().data).toEqual({ deleted: mineBefore });
    expect(await ownRows(me.id)).toEqual([]);
    expect(await ownRows(other.id)).toHaveLength(kept);
    const [logged] = await activity('notification.cleared', me.id);
    expect(logged).toMatchObject({ subjectType: 'user', subjectId: me.id, changes: { after: { deleted: mineBefore } } });

    const again = await del('/api/notifications/clear-all', me.token);
    expect(again.json().data).toEqual({ deleted: 0 });
    expect((await get('/api/notifications', me.token)).json().data).toMatchObject({ items: [], unread_count: 0, pagination: { total: 0 } });
  });

  it('are open to every signed-in role, including a customer', async () => {
    const customer = await person('customer');
    await give(customer.id, 'DEP-50');
    const res = await get('/api/notifications', customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unread_count).toBe(1);
  });
});
