import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `table` that match `where`, as one JSON array (`[]` when none), in `orderBy`'s
 * order: a column of a select that brings a row's children with it, in the same statement, where
 * drizzle would read each child table on its own. Read it back with `rowsFromJson`.
 */
export const jsonRowsOf = (table: PgTable, where: SQL, orderBy: SQL) =>
  sql<Record<string, unknown>[]>`(select coalesce(json_agg(${table} order by ${orderBy}), '[]'::json) from ${table} where ${where})`;

/**
 * Rows of `table` aggregated as JSON (jsonRowsOf) read back as drizzle reads the table itself:
 * each field from its column's name, through the column's own mapping (timestamps to dates, big
 * integers to numbers). JSON columns arrive parsed already, so they are taken as they are.
 */
export function rowsFromJson<T extends Table>(table: T, rows: readonly Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = readersOf(table);
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(({ key, name, map }) => {
          const value = row[name];
          return [key, value === null || value === undefined ? null : map(value)];
        }),
      ) as T['$inferSelect'],
  );
}

type TColumnReader = { key: string; name: string; map: (value: unknown) => unknown };
const readers = new WeakMap<Table, TColumnReader[]>();

/** Each column's field, name and mapping, worked out once per table: a booking's every answer reads three tables so. */
function readersOf(table: Table): TColumnReader[] {
  let found = readers.get(table);
  if (!found) {
    found = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      map: /^jsonb?$/.test(column.getSQLType()) ? (v: unknown) => v : (v: unknown) => column.mapFromDriverValue(v),
    }));
    readers.set(table, found);
  }
  return found;
}
