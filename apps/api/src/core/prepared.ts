import type { Db } from '@safar/db';

/**
 * A statement built once per database and run again with new values (drizzle's `.prepare()` with
 * `sql.placeholder`s): for the reads that run on nearly every request, it saves building the SQL
 * each time, which is most of the ORM's cost. Tests open many databases, so each gets its own.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
