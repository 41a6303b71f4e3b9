import { activityLogs, newId } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { builtOnce, encodeRow, slot, sqlBuiltOnce, UNNAMED } from './prepared';

// Statements built once run on the connection of the database or transaction they are given, on
// both databases: inside a transaction they see its writes and go with its rollback.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

let builds = 0;
const insert = builtOnce((db) => {
  builds++;
  return db
    .insert(activityLogs)
    .values({ id: slot('id'), action: slot('action'), changes: slot('changes'), createdAt: slot('createdAt') })
    .prepare(UNNAMED);
});
const read = builtOnce((db) =>
  db
    .select({ action: activityLogs.action, changes: activityLogs.changes, createdAt: activityLogs.createdAt })
    .from(activityLogs)
    .where(eq(activityLogs.id, sql.placeholder('id')))
    .prepare(UNNAMED),
);
const readRaw = sqlBuiltOnce<{ has_changes: boolean; at: string }>(
  sql`select ${activityLogs.changes} is not null as has_changes, to_char(${activityLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
      from ${activityLogs} where ${activityLogs.id} = ${slot('id')}`,
);

const row = (id: string, changes: { before?: unknown } | null) =>
  encodeRow(activityLogs, { id, action: 'test.prepared', changes, createdAt: new Date('2026-03-04T05:06:00Z') });

describe('statements built once', () => {
  it('run in the transaction they are given: its writes are seen inside it and undone by its rollback', async () => {
    const db = t.database.db;
    const kept = newId();
    const undone = newId();
    await db.transaction(async (tx) => {
      await insert(tx).execute(row(kept, { before: 1 }));
    });
    await db
      .transaction(async (tx) => {
        await insert(tx).execute(row(undone, null));
        // The transaction's own connection sees the row; the pool's others do not until commit.
        expect(await read(tx).execute({ id: undone })).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await read(db).execute({ id: undone })).toEqual([]);
    expect(await read(db).execute({ id: kept })).toEqual([
      { action: 'test.prepared', changes: { before: 1 }, createdAt: new Date('2026-03-04T05:06:00Z') },
    ]);
    expect(builds).toBe(1);
  });

  it('encode a row as its columns do, a null as SQL null (not JSON null, not a failed date)', async () => {
    const id = newId();
    await insert(t.database.db).execute(row(id, null));
    expect(await readRaw(t.database.db).execute({ id })).toEqual([{ has_changes: false, at: '2026-03-04 05:06' }]);
    expect(encodeRow(activityLogs, { deletedAt: null, changes: { before: 1 } })).toEqual({ deletedAt: null, changes: '{"before":1}' });
    expect(() => encodeRow(activityLogs, { nope: 1 } as never)).toThrow('nope is not a column');
  });
});
