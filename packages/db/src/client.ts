import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the code uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle client dropped by the server (restart, forced drop) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Applies pending migrations. On PostgreSQL an advisory lock keeps two starting processes
 * from migrating at once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await database.db.execute(sql`select pg_advisory_lock(7364512)`);
    try {
      await migrate(database.db as never, config);
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(7364512)`);
    }
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, config);
}
