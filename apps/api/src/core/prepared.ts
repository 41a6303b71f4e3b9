import type { DbOrTx } from '@safar/db';
import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * The name to give drizzle's `.prepare()`: none. On PostgreSQL the connection names each
 * statement itself, once per connection (NamingClient), and leaves them unnamed where named
 * statements are turned off (DATABASE_NAMED_STATEMENTS=false, for PgBouncer in transaction mode);
 * a name given here would bypass that setting.
 */
export const UNNAMED = '';

interface TBound {
  client?: unknown;
}

/**
 * A statement built once and run again with new values (drizzle's `.prepare(UNNAMED)` with
 * `sql.placeholder`s), on the connection of the database or the transaction it is given.
 *
 * Building the SQL text of a query (walking its columns and conditions) is most of the ORM's
 * cost, more than the round trip for the short statements of a request, so the statements that
 * run on nearly every request, or many times in one, are built at their first run and kept.
 *
 * drizzle binds a prepared statement to the session it was prepared on. A transaction has a
 * session of its own (a pool connection on PostgreSQL), so the kept statement is bound to the
 * caller's session at each call: a copy whose `client` is that session's, everything else (text,
 * result mapping) shared. Statements are kept per driver (node-postgres, PGlite), as each driver
 * has its own statement class.
 */
export function builtOnce<Q extends object>(build: (on: DbOrTx) => Q): (on: DbOrTx) => Q {
  const built = new Map<unknown, Q>();
  return (on) => {
    const session = on._.session as unknown as TBound;
    const driver = session.constructor;
    let query = built.get(driver);
    if (!query) {
      query = build(on);
      // Both drivers keep their connection as `client`, on the session and on a prepared statement;
      // a drizzle release that renamed it must fail here, loudly, rather than run on the wrong one.
      if (!('client' in session) || !('client' in query)) throw new Error('drizzle no longer keeps a session client: see builtOnce');
      built.set(driver, query);
    }
    return Object.create(query, { client: { value: session.client } }) as Q;
  };
}

/**
 * A value given at each run of a built-once statement, in an insert's values or an update's set.
 * It is a bare placeholder, so drizzle does not encode it at the run: drizzle's own encoding of a
 * placeholder also encodes a null (a timestamp's fails, a json column's becomes JSON null). Give
 * the run's values through `encodeRow`, which encodes each by its column as drizzle does for a
 * literal value. (An insert's id must be one: a default drawn in code is drawn once, when the
 * statement is built.)
 */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** A row's values as their columns send them (a date as text, json as its text), a null as null. */
export function encodeRow<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    out[key] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return out;
}

/**
 * A statement written in SQL (drizzle's `sql`, with `slot`s for its values), built once as
 * `builtOnce` builds a query. It answers the rows as the driver gives them (json parsed, the rest
 * as PostgreSQL sends it), so a statement that returns a table's rows returns them as JSON and
 * reads them back with `rowsFromJson`.
 */
export function sqlBuiltOnce<TRow>(statement: SQL): (on: DbOrTx) => { execute(values: Record<string, unknown>): Promise<TRow[]> } {
  const dialect = new PgDialect();
  const prepared = builtOnce((db) => db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, UNNAMED, false));
  return (on) => {
    const query = prepared(on);
    return { execute: async (values) => ((await query.execute(values)) as { rows: TRow[] }).rows };
  };
}
