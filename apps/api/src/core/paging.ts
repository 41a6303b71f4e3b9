import type { TList } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { list } from './envelope';

/** The column a count query of a page selects: the number of matching rows, as a JS number. */
export const countAll = { total: sql<number>`count(*)::int` };

/** A select with its joins, filter and order but no limit yet: paginate cuts the page out of it. */
export interface TPageableQuery<TRow> {
  limit(limit: number): { offset(offset: number): PromiseLike<TRow[]> };
}

/**
 * How many rows the whole list has: the rows of one table matching a filter, or a count query
 * of its own selecting `countAll` (when the filter needs the joins of the page query).
 */
export type TPageCount = { from: PgTable; where: SQL | undefined } | PromiseLike<{ total: number }[]>;

export interface TPageOptions<TRow, TItem> {
  rows: TPageableQuery<TRow>;
  count: TPageCount;
  /** 1-based. */
  page: number;
  perPage: number;
  /** Turns the page's rows into what the API answers (it may query more, e.g. a transaction's entries). */
  present: (rows: TRow[]) => TItem[] | Promise<TItem[]>;
}

const isQuery = (count: TPageCount): count is PromiseLike<{ total: number }[]> => 'then' in count;

/** One page of a list and the list's total, the two queries run side by side. */
export async function paginate<TRow, TItem>(
  db: DbOrTx,
  { rows, count, page, perPage, present }: TPageOptions<TRow, TItem>,
): Promise<TList<TItem>> {
  const countQuery = isQuery(count) ? count : db.select(countAll).from(count.from).where(count.where);
  const [pageRows, [counted]] = await Promise.all([rows.limit(perPage).offset((page - 1) * perPage), countQuery]);
  return list(await present(pageRows), page, perPage, counted?.total ?? 0);
}
