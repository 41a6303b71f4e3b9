import type { DbOrTx } from '@safar/db';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { countAll, paginate } from './paging';

/** A deferred result, so a test decides when each query answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A page query that records the limit and offset it was cut with and answers when told. */
function pageQuery<T>() {
  const answer = deferred<T[]>();
  const cut: { limit?: number; offset?: number } = {};
  const query = {
    limit(limit: number) {
      cut.limit = limit;
      return {
        offset(offset: number) {
          cut.offset = offset;
          return answer.promise;
        },
      };
    },
  };
  return { query, cut, answer };
}

const noDb = {} as DbOrTx;

describe('paginate', () => {
  it('cuts the requested page, presents its rows and answers the total of the whole list', async () => {
    const rows = pageQuery<number>();
    const count = deferred<{ total: number }[]>();
    const page = paginate(noDb, { rows: rows.query, count: count.promise, page: 3, perPage: 20, present: (r) => r.map(String) });
    rows.answer.resolve([41, 42]);
    count.resolve([{ total: 42 }]);
    expect(await page).toEqual({ items: ['41', '42'], pagination: { page: 3, per_page: 20, total: 42 } });
    expect(rows.cut).toEqual({ limit: 20, offset: 40 });
  });

  it('runs the page and the count side by side: the count starts before the page answers', async () => {
    const rows = pageQuery<number>();
    let countStarted = false;
    const count: PromiseLike<{ total: number }[]> = {
      then(onFulfilled, onRejected) {
        countStarted = true;
        return Promise.resolve([{ total: 0 }]).then(onFulfilled, onRejected);
      },
    };
    const page = paginate(noDb, { rows: rows.query, count, page: 1, perPage: 10, present: (r) => r });
    await Promise.resolve();
    expect(countStarted).toBe(true);
    rows.answer.resolve([]);
    expect((await page).pagination.total).toBe(0);
  });

  it('counts a table and filter itself, and answers 0 when the count has no row', async () => {
    const table = pgTable('things', { id: text('id') });
    const where = sql`true`;
    const asked: unknown[] = [];
    const db = {
      select(fields: unknown) {
        asked.push(fields);
        return {
          from(from: unknown) {
            asked.push(from);
            return {
              where(w: unknown) {
                asked.push(w);
                return Promise.resolve([]);
              },
            };
          },
        };
      },
    } as unknown as DbOrTx;
    const rows = pageQuery<string>();
    rows.answer.resolve(['a']);
    const page = await paginate(db, { rows: rows.query, count: { from: table, where }, page: 1, perPage: 5, present: (r) => r });
    expect(asked).toEqual([countAll, table, where]);
    expect(page).toEqual({ items: ['a'], pagination: { page: 1, per_page: 5, total: 0 } });
  });
});
