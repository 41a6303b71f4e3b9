import { activityLogs, travelPackageDepartures, travelPackages } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { buildTestApp, TEST_DRIVER, type TestApp } from '@/test/test-app';
import { releaseDepartureSeats, takeDepartureSeats } from './departure-seats';
import { buildDeparture, buildUmrahPackage } from './travel-packages.test-fixtures';

let t: TestApp;
let admin: string;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t, 'admin@example.com');
});
afterAll(() => t.close());

/** A published Umrah package with one departure of `seats` seats; its departure's id and the package's. */
async function departure(seats: number, overrides: Record<string, unknown> = {}): Promise<{ id: string; packageId: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/umrah-packages',
    token: admin,
    payload: buildUmrahPackage({ title_en: `Seats ${++serial}`, departures: [buildDeparture({ seats_total: seats })], ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().data.umrah_package;
  return { id: created.departures[0].id, packageId: created.id };
}

const take = (id: string, n: number) => t.database.db.transaction((tx) => takeDepartureSeats(tx, id, n));
const release = (id: string, n: number) => t.database.db.transaction((tx) => releaseDepartureSeats(tx, id, n));
const taken = async (id: string) =>
  (await t.database.db.select().from(travelPackageDepartures).where(eq(travelPackageDepartures.id, id)))[0]!.seatsTaken;

describe('takeDepartureSeats / releaseDepartureSeats', () => {
  it('takes and gives back seats, each in the activity log', async () => {
    const { id } = await departure(10);
    expect(await take(id, 4)).toBe(true);
    expect(await release(id, 1)).toBe(true);
    expect(await taken(id)).toBe(3);
    const logs = await t.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'package_departure'), eq(activityLogs.subjectId, id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['package_departure.seats_released', 'package_departure.seats_taken']);
  });

  it('refuses more seats than are left, or back more than are taken, changing nothing', async () => {
    const { id } = await departure(3);
    expect(await take(id, 2)).toBe(true);
    expect(await take(id, 2)).toBe(false);
    expect(await release(id, 3)).toBe(false);
    expect(await taken(id)).toBe(2);
  });

  it('refuses a departure closed, leaving today or of a package not published; an unknown one', async () => {
    const closed = await departure(5, { departures: [buildDeparture({ status: 'closed' })] });
    expect(await take(closed.id, 1)).toBe(false);
    const today = await departure(5);
    await t.database.db
      .update(travelPackageDepartures)
      .set({ departureDate: sql`(now() at time zone 'Asia/Karachi')::date` })
      .where(eq(travelPackageDepartures.id, today.id));
    expect(await take(today.id, 1)).toBe(false);
    const archived = await departure(5);
    await t.database.db.update(travelPackages).set({ status: 'archived' }).where(eq(travelPackages.id, archived.packageId));
    expect(await take(archived.id, 1)).toBe(false);
    expect(await take('0190a0a0-0000-7000-8000-000000000000', 1)).toBe(false);
    // A cancellation gives seats back whatever the departure's state.
    await t.database.db.update(travelPackageDepartures).set({ seatsTaken: 2 }).where(eq(travelPackageDepartures.id, archived.id));
    expect(await release(archived.id, 2)).toBe(true);
  });

  it('refuses a count that is no whole number of seats', async () => {
    const { id } = await departure(5);
    await expect(take(id, 0)).rejects.toThrow(RangeError);
    await expect(release(id, 1.5)).rejects.toThrow(RangeError);
  });

  it(`never oversells: 50 concurrent takes of one seat from 20 leave exactly 20 taken (${TEST_DRIVER})`, async () => {
    const { id } = await departure(20);
    // Each transaction holds its row lock a moment after its take, so the others queue on it and
    // must re-check the seats against what the holder committed.
    const takeAndHold = () =>
      t.database.db.transaction(async (tx) => {
        const ok = await takeDepartureSeats(tx, id, 1);
        await tx.execute(sql`select pg_sleep(0.005)`);
        return ok;
      });
    const results = await Promise.all(Array.from({ length: 50 }, takeAndHold));
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await taken(id)).toBe(20);
  });

  it('keeps seats taken between 0 and the total whatever writes it (CHECK constraints)', async () => {
    const { id } = await departure(5);
    await expect(
      t.database.db.update(travelPackageDepartures).set({ seatsTaken: 6 }).where(eq(travelPackageDepartures.id, id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(travelPackageDepartures).set({ seatsTaken: -1 }).where(eq(travelPackageDepartures.id, id)),
    ).rejects.toThrow();
  });
});
