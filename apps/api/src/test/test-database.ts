import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { migrateDatabase, openDatabase, seedDemo, seedFlightSuppliers, seedReference, type Database } from '@safar/db';
import { hashPassword } from '@/core/passwords';

// Every API test file starts from the same clean database: migrated, with the reference data of
// four countries, the flight suppliers and (unless a file asks for none) the demo accounts.
// Building that from nothing took seconds per file (PGlite's initdb alone is most of it), so the
// run's global setup builds it once per variant and each file opens its own copy:
//  - PGlite: a tarball of the prepared data directory, loaded into a new in-memory instance;
//  - PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE.

export type Driver = 'pglite' | 'postgres';
export type Variant = 'demo' | 'bare';
/** Where each prepared database is: a tarball's path (PGlite) or a template database's name. */
export type Templates = Record<Variant, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared databases of this project's run (see test-database.ts). */
    dbTemplates: Templates;
  }
}

/** The reference data every test database holds: enough countries for the flights' airports. */
export const TEST_COUNTRIES = ['PK', 'SA', 'AE', 'GB'];

/** One statement on the PostgreSQL server of DATABASE_URL (creating and dropping databases). */
export async function pgAdmin(sql: string): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('a PostgreSQL test needs DATABASE_URL');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Removes a database of the run (with any connection left to it). */
export const dropPgDatabase = (name: string) => pgAdmin(`drop database if exists ${name} with (force)`);

/** The address of another database on the server of DATABASE_URL. */
export const pgUrlOf = (name: string) => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Builds the prepared databases: the bare one first, then the demo one as a copy of it with the
 * demo accounts added (one initdb and one migration run for both). Answers where they are, and
 * how to remove them after the run.
 */
export async function buildTemplates(driver: Driver, dir: string): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const seedBare = async (database: Database) => {
    await migrateDatabase(database);
    await seedReference(database.db, TEST_COUNTRIES);
    await seedFlightSuppliers(database.db, { production: false });
  };
  const seedDemoAccounts = (database: Database) => seedDemo(database.db, hashPassword).then(() => undefined);

  if (driver === 'pglite') {
    const save = async (database: Database, variant: Variant) => {
      const tarball = await database.dumpDataDir!();
      await database.close();
      writeFileSync(`${dir}/${variant}.tar`, Buffer.from(await tarball.arrayBuffer()));
      return tarball;
    };
    const bare = await openDatabase({});
    await seedBare(bare);
    const demo = await openDatabase({ loadDataDir: await save(bare, 'bare') });
    await seedDemoAccounts(demo);
    await save(demo, 'demo');
    return { templates: { bare: `${dir}/bare.tar`, demo: `${dir}/demo.tar` }, remove: async () => undefined };
  }

  const prefix = `safar_template_${randomBytes(6).toString('hex')}`;
  const templates: Templates = { bare: `${prefix}_bare`, demo: `${prefix}_demo` };
  const remove = async () => {
    await dropPgDatabase(templates.demo);
    await dropPgDatabase(templates.bare);
  };
  // A template may have no open connection while it is copied: each is closed once seeded.
  const seedIn = async (name: string, seed: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ url: pgUrlOf(name), poolMax: 2 });
    try {
      await seed(database);
    } finally {
      await database.close();
    }
  };
  try {
    await pgAdmin(`create database ${templates.bare}`);
    await seedIn(templates.bare, seedBare);
    await pgAdmin(`create database ${templates.demo} template ${templates.bare}`);
    await seedIn(templates.demo, seedDemoAccounts);
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** Each worker reads a tarball once and keeps it; every file then loads its own copy from it. */
const tarballs = new Map<string, Blob>();

/** A fresh copy of a prepared database for one test file; `drop` removes a PostgreSQL copy. */
export async function openTestDatabase(driver: Driver, template: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    let tarball = tarballs.get(template);
    if (!tarball) tarballs.set(template, (tarball = new Blob([readFileSync(template)])));
    return { database: await openDatabase({ loadDataDir: tarball }), drop: async () => undefined };
  }
  const name = `safar_test_${randomBytes(6).toString('hex')}`;
  await pgAdmin(`create database ${name} template ${template}`);
  return {
    database: await openDatabase({ url: pgUrlOf(name), poolMax: 5 }),
    drop: () => dropPgDatabase(name),
  };
}
