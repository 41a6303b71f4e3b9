import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/**
 * The one database type the code uses, whichever driver is underneath. Without drizzle's
 * relational query API (`db.query.*`): the code uses the query builders, and a database given
 * the schema builds that API again for every transaction it opens, at every request.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own statements (the job queue): with values, one
   * parameterised statement; without, possibly several statements separated by semicolons.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock on one dedicated connection, so that
   * processes starting together take turns (lock and unlock must happen on the same session).
   * PGlite serves a single process, so there it simply runs `work`.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole data directory as one uncompressed tarball, which `openDatabase`'s
   * `loadDataDir` opens again as an independent copy (the tests' prepared database).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The PostgreSQL connections one process keeps: twice its cores and one. One Node process works on
 * one thread, so more connections than that add no throughput, only more PostgreSQL processes
 * taking turns on the cores (on two cores, 5 connections instead of 10 cut PostgreSQL's CPU per
 * booking confirm by a tenth). A PostgreSQL on a larger machine of its own may take more
 * (DATABASE_POOL_MAX).
 */
const defaultPoolMax = () => availableParallelism() * 2 + 1;

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL; defaultPoolMax() when absent. */
  poolMax?: number | undefined;
  /** PGlite: start from this tarball of a data directory (see `Database.dumpDataDir`). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: prepare each statement once per connection (see NamingClient); on unless false. */
  namedStatements?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { NamingClient } = await import('./named-statements');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? defaultPoolMax(),
      ...(options.namedStatements === false ? {} : { Client: NamingClient }),
    });
    // An idle client dropped by the server (restart, forced drop) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = drizzle(pool) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer one result each; callers read the last one.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: last?.rows ?? [] };
      },
      withAdvisoryLock: async (key, work) => {
        const session = await pool.connect();
        try {
          await session.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await session.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          session.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; exec() takes several and answers one result each.
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    withAdvisoryLock: (_key, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Advisory lock keys of the processes' start-up steps (any fixed numbers, distinct from each other). */
export const MIGRATION_LOCK = 7364512;
export const JOB_QUEUES_LOCK = 7364513;
export const SEED_LOCK = 7364514;

/**
 * Applies pending migrations. On PostgreSQL an advisory lock keeps two starting processes
 * from migrating at once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await database.withAdvisoryLock(MIGRATION_LOCK, () => migrate(database.db as never, config));
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, config);
}
