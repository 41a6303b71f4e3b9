import {
  airlines,
  airports,
  migrateDatabase,
  openDatabase,
  refreshAirReference,
  referenceDataLoads,
  seedReference,
  type Database,
} from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';
import { buildAirTestApp } from './air.test-helpers';

const count = async (db: Database['db'], table: PgTable) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe.runIf(TEST_DRIVER === 'pglite')('refreshAirReference: the full load (once, on the embedded database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('loads every bookable airport and active airline, and skips the next time', async () => {
    const first = await refreshAirReference(database.db);
    expect(first.skipped).toBe(false);
    expect(first.airports.inserted).toBeGreaterThan(5000);
    expect(first.airlines.inserted).toBeGreaterThan(900);
    expect(first.aircraft.inserted).toBeGreaterThan(80);
    const [khi] = await database.db.select().from(airports).where(eq(airports.iataCode, 'KHI'));
    expect(khi).toMatchObject({ city: 'Karachi', countryCode: 'PK', timeZone: 'Asia/Karachi', cityKey: 'karachi' });
    const [lh] = await database.db.select().from(airlines).where(eq(airlines.iataCode, 'LH'));
    expect(lh).toMatchObject({ name: 'Lufthansa', icaoCode: 'DLH', countryCode: 'DE' });
    const again = await refreshAirReference(database.db);
    expect(again).toMatchObject({ skipped: true, airports: { inserted: 0, updated: 0 } });
  });
});

describe('refreshAirReference: later starts', () => {
  const t = { app: null as Awaited<ReturnType<typeof buildAirTestApp>> | null };
  beforeAll(async () => {
    t.app = await buildAirTestApp();
    await seedReference(t.app.database.db, ['PK']);
  });
  afterAll(() => t.app!.close());

  it('adds new rows and restores changed ones, but never overwrites a staff edit nor deletes anything', async () => {
    const db = t.app!.database.db;
    // Staff edited Lahore; someone's stray change reached Karachi unmarked; staff created their own airport.
    await db.update(airports).set({ name: 'Lahore (staff name)', editedAt: new Date() }).where(eq(airports.iataCode, 'LHE'));
    await db.update(airports).set({ name: 'Wrong name' }).where(eq(airports.iataCode, 'KHI'));
    await db.update(airlines).set({ name: 'Staff Emirates', editedAt: new Date() }).where(eq(airlines.iataCode, 'EK'));
    await db.insert(airports).values({
      iataCode: 'QQQ',
      name: 'Staff Field',
      city: 'Nowhere',
      latitude: 1,
      longitude: 1,
      timeZone: 'UTC',
      editedAt: new Date(),
    });
    const before = await count(db, airports);

    // Another country list stands for newer packages: a different fingerprint.
    const result = await refreshAirReference(db, { onlyCountries: ['PK', 'SA', 'AE', 'GB', 'IE', 'US', 'QA'] });
    expect(result.skipped).toBe(false);
    expect(result.airports.inserted).toBeGreaterThan(0); // Qatar's airports are new
    expect(result.airports.updated).toBe(1); // Karachi only: every other row was the same

    const name = async (code: string) => (await db.select().from(airports).where(eq(airports.iataCode, code)))[0]?.name;
    expect(await name('KHI')).toBe('Jinnah International Airport');
    expect(await name('LHE')).toBe('Lahore (staff name)');
    expect(await name('QQQ')).toBe('Staff Field');
    expect((await db.select().from(airlines).where(eq(airlines.iataCode, 'EK')))[0]?.name).toBe('Staff Emirates');
    expect(await name('DOH')).toBeTruthy();
    expect(await count(db, airports)).toBe(before + result.airports.inserted);

    // The same packages again: one query, nothing written.
    const [load] = await db.select().from(referenceDataLoads);
    const again = await refreshAirReference(db, { onlyCountries: ['QA', 'US', 'IE', 'GB', 'AE', 'SA', 'PK'] });
    expect(again.skipped).toBe(true);
    expect((await db.select().from(referenceDataLoads))[0]?.loadedAt).toEqual(load?.loadedAt);
  });
});
