import type { TListQuery } from '@safar/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What a list can be ordered by: a column, or an expression such as `lower(name)`. */
export type TSortKey = PgColumn | SQL;

/**
 * ORDER BY for a list query: the chosen sort (ascending unless `order=desc`), or newest first
 * without one; the id breaks ties in the same direction so pages never repeat or skip a row.
 */
export function orderFor(query: TListQuery, sortable: Record<string, TSortKey>, table: { id: PgColumn; createdAt: PgColumn }): SQL[] {
  const chosen = query.sort ? sortable[query.sort] : undefined;
  if (!chosen) return [desc(table.createdAt), desc(table.id)];
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(chosen), direction(table.id)];
}
