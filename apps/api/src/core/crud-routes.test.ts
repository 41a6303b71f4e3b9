import { zListQuery } from '@safar/contracts';
import { activityLogs, users } from '@safar/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, fieldError } from '@/core/app-error';
import { registerCrudRoutes } from '@/core/crud-routes';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

/**
 * A catalogue that exists only in this test: items with a unique code, a name unique per owner,
 * owners who may change only their own items, and items shared with everyone else to read.
 */
const items = pgTable(
  'crud_test_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('crud_test_items_code_key'),
    name: text('name').notNull(),
    ownerId: uuid('owner_id').notNull(),
    shared: boolean('shared').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    kind: text('kind').notNull().default('plain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner comes last: found on its own, a duplicate would be reported on owner_id, so the
  // resource names the field instead.
  (t) => [uniqueIndex('crud_test_items_name_owner').on(t.name, t.ownerId)],
);
/** Rows an afterCreate hook writes beside each item, in the same transaction. */
const itemNotes = pgTable('crud_test_item_notes', { itemId: uuid('item_id').notNull(), note: text('note').notNull() });

const ZItemInput = z.object({ code: z.string().min(1), name: z.string().min(1), shared: z.boolean().default(false) });
const ZItemUpdate = ZItemInput.partial();
const ZItemView = z.object({ id: z.uuid(), code: z.string(), name: z.string(), shared: z.boolean() });
const ZItemQuery = zListQuery(['name', 'code', 'kind']);
type TItemView = z.infer<typeof ZItemView>;
const ZNamedView = z.object({ id: z.uuid(), name: z.string(), notes: z.number(), viewer: z.string() });
/** How many rows each call of the named resource's loadRelated got. */
const relatedLoads: number[] = [];

let t: TestApp;
let admin: string;
let agent: string;
let agentId: string;

beforeAll(async () => {
  t = await buildTestApp({
    extend: async (app) => {
      await app.register(
        async (api) => {
          registerCrudRoutes(api, {
            path: '/crud-test-items',
            table: items,
            subject: 'crud_test_item',
            tags: ['test'],
            access: { read: 'signedIn', write: 'signedIn', readOwnership: 'ownOrShared', writeOwnership: 'own' },
            schemas: { create: ZItemInput, update: ZItemUpdate, listQuery: ZItemQuery, view: ZItemView },
            searchColumns: [items.name, items.code],
            sortable: { name: items.name, code: items.code, kind: items.kind },
            readScope: (user) => (user.role === 'admin' ? undefined : or(eq(items.ownerId, user.id), eq(items.shared, true))),
            writeScope: (user) => (user.role === 'admin' ? undefined : eq(items.ownerId, user.id)),
            unique: { crud_test_items_name_owner: { field: 'name' } },
            toInsert: (input, user) => ({ code: input.code, name: input.name, shared: input.shared, ownerId: user.id }),
            toUpdate: (input) => ({ code: input.code, name: input.name, shared: input.shared }),
            present: (row) => ({ id: row.id, code: row.code, name: row.name, shared: row.shared }),
            actions: { created: 'item.created', updated: 'item.updated', deleted: 'item.deleted' },
            messages: { saved: 'messages.bank_saved', deleted: 'messages.bank_deleted' },
            hooks: {
              beforeCreate: async ({ input }) => {
                if (input.name === 'Refused') throw fieldError('name', 'validation.invalid');
              },
              afterCreate: async ({ tx, row }) => {
                if (row.name === 'Broken note') throw conflict();
                await tx.insert(itemNotes).values({ itemId: row.id, note: `created ${row.code}` });
              },
              beforeUpdate: async ({ current }) => {
                if (current.locked) throw conflict();
              },
              beforeDelete: async ({ current }) => {
                if (current.locked) throw conflict();
              },
              afterDelete: async ({ tx, row }) => {
                await tx.delete(itemNotes).where(eq(itemNotes.itemId, row.id));
              },
            },
          });
          // The same items under another list key, presented with related rows and per reader.
          registerCrudRoutes(api, {
            path: '/crud-test-named',
            table: items,
            subject: 'named_item',
            listKey: 'things',
            tags: ['test'],
            access: { read: 'signedIn', write: 'signedIn', readOwnership: 'none' },
            schemas: { create: ZItemInput, update: ZItemUpdate, listQuery: ZItemQuery, view: ZNamedView },
            searchColumns: [items.name],
            toInsert: async (input, user, { tx }) => {
              // The insert may look things up in the write's transaction.
              const [found] = await tx.select({ n: sql<number>`count(*)::int` }).from(itemNotes);
              return { code: input.code, name: `${input.name} #${found!.n}`, shared: input.shared, ownerId: user.id };
            },
            toUpdate: (input, _user, { current }) => ({ name: input.name ?? current.name }),
            loadRelated: async (db, rows) => {
              relatedLoads.push(rows.length);
              const notes = rows.length
                ? await db
                    .select()
                    .from(itemNotes)
                    .where(
                      inArray(
                        itemNotes.itemId,
                        rows.map((r) => r.id),
                      ),
                    )
                : [];
              return new Map(rows.map((r) => [r.id, notes.filter((n) => n.itemId === r.id).length]));
            },
            present: (row, { user, related }) => ({
              id: row.id,
              name: row.name,
              notes: related.get(row.id) ?? 0,
              viewer: user?.role ?? 'visitor',
            }),
            actions: { created: 'item.created', updated: 'item.updated', deleted: 'item.deleted' },
            messages: { saved: 'messages.bank_saved', deleted: 'messages.bank_deleted' },
          });
        },
        { prefix: '/api' },
      );
    },
  });
  await t.database.db.execute(sql`
    create table crud_test_items (
      id uuid primary key default gen_random_uuid(),
      code text not null constraint crud_test_items_code_key unique,
      name text not null,
      owner_id uuid not null,
      shared boolean not null default false,
      locked boolean not null default false,
      kind text not null default 'plain',
      created_at timestamptz not null default now()
    )`);
  await t.database.db.execute(sql`create unique index crud_test_items_name_owner on crud_test_items (name, owner_id)`);
  await t.database.db.execute(sql`create table crud_test_item_notes (item_id uuid not null, note text not null)`);
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  agentId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@example.com')))[0]!.id;
});
afterAll(() => t.close());

let codes = 0;
async function create(token: string, body: Record<string, unknown> = {}): Promise<TItemView> {
  const res = await t.request({
    method: 'POST',
    url: '/api/crud-test-items',
    token,
    payload: { code: `C-${++codes}`, name: `Item ${codes}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.crud_test_item;
}
const rowOf = async (id: string) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0];
const listOf = async (token: string, query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/crud-test-items?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: TItemView[]; pagination: { page: number; per_page: number; total: number } };
};

describe('unique violations', () => {
  it('answers a duplicate code with 422 on the field its constraint protects, in English and Arabic', async () => {
    await create(admin, { code: 'DUP-1' });
    const res = await t.request({ method: 'POST', url: '/api/crud-test-items', token: admin, payload: { code: 'DUP-1', name: 'Other' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: { code: 'validation_failed', description: 'The given data was invalid.' },
      errors: { code: ['This value has already been taken.'] },
    });
    const ar = await t.request({
      method: 'POST',
      url: '/api/crud-test-items',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: { code: 'DUP-1', name: 'Other' },
    });
    expect(ar.json().errors).toEqual({ code: ['هذه القيمة مستخدمة من قبل.'] });
    expect(await t.database.db.select().from(items).where(eq(items.name, 'Other'))).toEqual([]);
  });

  it('reports a declared constraint on the field the resource names, on create and on update', async () => {
    const first = await create(admin, { name: 'Twin' });
    const res = await t.request({ method: 'POST', url: '/api/crud-test-items', token: admin, payload: { code: 'TWIN-2', name: 'Twin' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['This value has already been taken.'] });
    // The same name under another owner is a different item.
    await create(agent, { name: 'Twin' });
    const other = await create(admin, { name: 'Not a twin' });
    const update = await t.request({ method: 'PUT', url: `/api/crud-test-items?id=${other.id}`, token: admin, payload: { name: 'Twin' } });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({ name: ['This value has already been taken.'] });
    expect((await rowOf(other.id))?.name).toBe('Not a twin');
    expect((await rowOf(first.id))?.name).toBe('Twin');
  });
});

describe('hooks', () => {
  it('lets beforeCreate refuse with a field error, saving nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/crud-test-items', token: admin, payload: { code: 'R-1', name: 'Refused' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['This value is not valid.'] });
    expect(await t.database.db.select().from(items).where(eq(items.code, 'R-1'))).toEqual([]);
  });

  it('writes related rows in afterCreate within the same transaction, and rolls the item back when it fails', async () => {
    const item = await create(admin, { code: 'N-1' });
    expect(await t.database.db.select().from(itemNotes).where(eq(itemNotes.itemId, item.id))).toEqual([
      { itemId: item.id, note: 'created N-1' },
    ]);
    const broken = await t.request({
      method: 'POST',
      url: '/api/crud-test-items',
      token: admin,
      payload: { code: 'N-2', name: 'Broken note' },
    });
    expect(broken.statusCode).toBe(409);
    expect(await t.database.db.select().from(items).where(eq(items.code, 'N-2'))).toEqual([]);
    expect((await t.database.db.select().from(activityLogs).where(eq(activityLogs.subjectType, 'crud_test_item'))).length).toBeGreaterThan(
      0,
    );
  });

  it('gives beforeUpdate and beforeDelete the current row, so they can refuse (409) and leave it unchanged', async () => {
    const item = await create(admin, { code: 'L-1', name: 'Locked one' });
    await t.database.db.update(items).set({ locked: true }).where(eq(items.id, item.id));
    const put = await t.request({ method: 'PUT', url: `/api/crud-test-items?id=${item.id}`, token: admin, payload: { name: 'Changed' } });
    expect(put.statusCode).toBe(409);
    const del = await t.request({ method: 'DELETE', url: `/api/crud-test-items?id=${item.id}`, token: admin });
    expect(del.statusCode).toBe(409);
    expect((await rowOf(item.id))?.name).toBe('Locked one');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'crud_test_item'), eq(activityLogs.subjectId, item.id)));
    expect(logs.map((l) => l.action)).toEqual(['item.created']);
  });

  it('runs afterDelete to remove related rows with the item', async () => {
    const item = await create(admin, { code: 'D-1' });
    expect((await t.request({ method: 'DELETE', url: `/api/crud-test-items?id=${item.id}`, token: admin })).statusCode).toBe(200);
    expect(await t.database.db.select().from(itemNotes).where(eq(itemNotes.itemId, item.id))).toEqual([]);
  });
});

describe('read and write scopes on PUT and DELETE', () => {
  it('answers 404 for a row the writer cannot read, and leaves it unchanged', async () => {
    const hidden = await create(admin, { code: 'H-1', name: 'Hidden' });
    expect((await t.request({ method: 'GET', url: `/api/crud-test-items/${hidden.id}`, token: agent })).statusCode).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: `/api/crud-test-items?id=${hidden.id}`,
      token: agent,
      payload: { name: 'Taken over' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message.code).toBe('not_found');
    const del = await t.request({ method: 'DELETE', url: `/api/crud-test-items?id=${hidden.id}`, token: agent });
    expect(del.statusCode).toBe(404);
    expect(await rowOf(hidden.id)).toMatchObject({ name: 'Hidden' });
  });

  it('answers 404 for a row the writer can read but not change (write scope), and leaves it unchanged', async () => {
    const shared = await create(admin, { code: 'S-1', name: 'Shared', shared: true });
    expect((await t.request({ method: 'GET', url: `/api/crud-test-items/${shared.id}`, token: agent })).statusCode).toBe(200);
    const put = await t.request({
      method: 'PUT',
      url: `/api/crud-test-items?id=${shared.id}`,
      token: agent,
      payload: { name: 'Mine now' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/crud-test-items?id=${shared.id}`, token: agent })).statusCode).toBe(404);
    expect(await rowOf(shared.id)).toMatchObject({ name: 'Shared' });
  });

  it('lets the owner change and delete its own row, and staff any row', async () => {
    const own = await create(agent, { code: 'O-1', name: 'Own' });
    expect((await rowOf(own.id))?.ownerId).toBe(agentId);
    const put = await t.request({
      method: 'PUT',
      url: `/api/crud-test-items?id=${own.id}`,
      token: agent,
      payload: { name: 'Own, renamed' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.crud_test_item.name).toBe('Own, renamed');
    const staff = await t.request({ method: 'PUT', url: `/api/crud-test-items?id=${own.id}`, token: admin, payload: { shared: true } });
    expect(staff.statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/crud-test-items?id=${own.id}`, token: agent })).statusCode).toBe(200);
    expect(await rowOf(own.id)).toBeUndefined();
  });

  it('declares the combined ownership policy on the write routes', () => {
    const put = t.app.routeAccess.find((r) => r.method === 'PUT' && r.url === '/api/crud-test-items');
    expect(put?.ownership).toBe('ownOrShared+own');
  });
});

describe('sorting and paging', () => {
  it('sorts by a whitelisted column both ways, breaks ties by id, and defaults to newest first', async () => {
    const a = await create(admin, { code: 'SORT-a', name: 'sort alpha' });
    const b = await create(admin, { code: 'SORT-b', name: 'sort beta' });
    const c = await create(admin, { code: 'SORT-c', name: 'sort gamma' });
    const names = async (query: string) => (await listOf(admin, `search=sort%20&${query}`)).items.map((i) => i.name);
    expect(await names('sort=name')).toEqual(['sort alpha', 'sort beta', 'sort gamma']);
    expect(await names('sort=name&order=asc')).toEqual(['sort alpha', 'sort beta', 'sort gamma']);
    expect(await names('sort=name&order=desc')).toEqual(['sort gamma', 'sort beta', 'sort alpha']);
    expect((await listOf(admin, 'search=SORT-')).items.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
  });

  it('keeps pages stable when the sort column ties', async () => {
    const tied = [];
    for (let i = 0; i < 5; i++) tied.push(await create(admin, { code: `TIE-${i}`, name: `tie ${i}` }));
    // All five have the same kind: only the id tiebreaker keeps the pages from overlapping.
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      seen.push(...(await listOf(admin, `search=TIE-&sort=kind&order=desc&per_page=2&page=${page}`)).items.map((i) => i.id));
    }
    expect(seen.sort()).toEqual(tied.map((i) => i.id).sort());
    const ascending = (await listOf(admin, 'search=TIE-&sort=kind&per_page=5')).items.map((i) => i.id);
    expect(ascending).toEqual(tied.map((i) => i.id).sort());
  });

  it('counts the total with the page, and past the last page', async () => {
    for (let i = 0; i < 3; i++) await create(admin, { code: `PG-${i}`, name: `paged ${i}` });
    expect((await listOf(admin, 'search=PG-&per_page=2')).pagination).toEqual({ page: 1, per_page: 2, total: 3 });
    const past = await listOf(admin, 'search=PG-&per_page=2&page=5');
    expect(past).toEqual({ items: [], pagination: { page: 5, per_page: 2, total: 3 } });
  });

  it('refuses a sort outside the whitelist or an unknown order with 422 on that field', async () => {
    const sort = await t.request({ method: 'GET', url: '/api/crud-test-items?sort=owner_id', token: admin });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors).toEqual({ sort: ['Choose one of the listed options.'] });
    const order = await t.request({ method: 'GET', url: '/api/crud-test-items?sort=name&order=up', token: admin });
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['order']);
  });

  it('lists only the rows in the read scope', async () => {
    const hidden = await create(admin, { code: 'VIS-1', name: 'visible to staff' });
    const shared = await create(admin, { code: 'VIS-2', name: 'visible to all', shared: true });
    const own = await create(agent, { code: 'VIS-3', name: 'visible to owner' });
    const ids = (await listOf(agent, 'search=VIS-')).items.map((i) => i.id);
    expect(ids.sort()).toEqual([shared.id, own.id].sort());
    expect(ids).not.toContain(hidden.id);
  });
});

describe('list key, related rows and views per reader', () => {
  it('answers the list under its own key, loads related rows once per page, and presents for the reader', async () => {
    const item = await create(agent);
    relatedLoads.length = 0;
    const res = await t.request({ method: 'GET', url: `/api/crud-test-named?search=${encodeURIComponent(item.name)}`, token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['pagination', 'things']);
    expect(data.things).toEqual([{ id: item.id, name: item.name, notes: 1, viewer: 'admin' }]);
    expect(relatedLoads).toEqual([1]);
    const one = await t.request({ method: 'GET', url: `/api/crud-test-named/${item.id}`, token: agent });
    expect(one.json().data.named_item).toMatchObject({ notes: 1, viewer: 'agent' });
    // The other catalogues keep `items`.
    expect(Object.keys((await t.request({ method: 'GET', url: '/api/crud-test-items', token: admin })).json().data).sort()).toEqual([
      'items',
      'pagination',
    ]);
  });

  it('lets the insert and the update use the transaction and the current row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/crud-test-named',
      token: admin,
      payload: { code: 'NAMED-1', name: 'Named' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.named_item.name).toMatch(/^Named #\d+$/);
    const id = created.json().data.named_item.id;
    const updated = await t.request({ method: 'PUT', url: `/api/crud-test-named?id=${id}`, token: admin, payload: { shared: true } });
    expect(updated.json().data.named_item.name).toBe(created.json().data.named_item.name);
  });
});

describe('OpenAPI', () => {
  it('declares the success and error answers of every factory route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = doc.paths['/api/crud-test-items'];
    const statuses = (op: { responses: Record<string, unknown> }) => Object.keys(op.responses);
    for (const method of ['get', 'post', 'put', 'delete'])
      expect(statuses(list[method]), method).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429', '500']));
    for (const method of ['put', 'delete']) expect(statuses(list[method]), method).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses(list.post)).toContain('409');
    expect(statuses(doc.paths['/api/crud-test-items/{id}'].get)).toEqual(expect.arrayContaining(['200', '404']));
    const listed = list.get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(listed)).toContain('pagination');
    expect(JSON.stringify(list.post.responses['200'].content['application/json'].schema)).toContain('crud_test_item');
    expect(JSON.stringify(list.put.responses['422'].content['application/json'].schema)).toContain('errors');
  });
});
