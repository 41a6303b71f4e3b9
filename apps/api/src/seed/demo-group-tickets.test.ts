import { todayIn } from '@safar/contracts';
import { airlines, airports, groupTickets } from '@safar/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { seedDemoGroupTickets } from './demo-group-tickets';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // One airport already there, as the OpenFlights data would have it: left as it is.
  await t.database.db.insert(airports).values({
    iataCode: 'KHI',
    name: 'Karachi (from the reference data)',
    city: 'Karachi',
    latitude: 24.9,
    longitude: 67.16,
    timeZone: 'Asia/Karachi',
  });
  await seedDemoGroupTickets(t.app);
});
afterAll(() => t.close());

describe('demo group tickets', () => {
  it('seeds blocks from Karachi, Lahore and Islamabad to Jeddah and Dubai through the API, departing in the coming weeks', async () => {
    const rows = await t.database.db.select().from(groupTickets);
    expect(rows.length).toBe(7);
    expect(new Set(rows.map((r) => r.origin))).toEqual(new Set(['KHI', 'LHE', 'ISB']));
    expect(new Set(rows.map((r) => r.destination))).toEqual(new Set(['JED', 'DXB']));
    expect(rows.some((r) => r.tripType === 'return') && rows.some((r) => r.tripType === 'one_way')).toBe(true);
    const today = todayIn(t.app.config.agencyTimezone);
    for (const r of rows) {
      expect(r.departureDate > today).toBe(true);
      expect(r.currency).toBe('PKR');
      expect(r.adultSellingMinor).toBeGreaterThan(r.adultNetMinor);
      expect(r.seatsLeft).toBe(r.seatsTotal);
    }
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(airlines))[0]!.n).toBe(5);
    const [khi] = await t.database.db
      .select()
      .from(airports)
      .where(sql`${airports.iataCode} = 'KHI'`);
    expect(khi!.name).toBe('Karachi (from the reference data)');
  });

  it('shows them to the demo agent, and seeds nothing twice', async () => {
    await seedDemoGroupTickets(t.app);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(groupTickets))[0]!.n).toBe(7);
    const res = await t.request({ method: 'GET', url: '/api/group-tickets?per_page=100', token: await tokenFor(t, 'agent@example.com') });
    expect(res.json().data.flights).toHaveLength(7);
  });
});
