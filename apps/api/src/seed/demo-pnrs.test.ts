import { simOrders } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { DEMO_PNRS, seedDemoPnrs } from './demo-pnrs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo PNRs made "at another terminal"', () => {
  it('books each once in the simulated GDS A, findable by its locator, and not again on the next start', async () => {
    expect(await seedDemoPnrs(t.app)).toBe(DEMO_PNRS.length);
    const rows = await t.database.db
      .select({ pnr: simOrders.pnr, status: simOrders.status, reference: simOrders.clientReference })
      .from(simOrders);
    expect(rows.map((r) => r.pnr).sort()).toEqual(['EXTISB', 'EXTKHI', 'EXTLHE']);
    expect(Object.fromEntries(rows.map((r) => [r.pnr, r.status]))).toEqual({ EXTKHI: 'ticketed', EXTLHE: 'ticketed', EXTISB: 'held' });
    // Nobody in Safar booked them: no reference of ours.
    expect(rows.every((r) => r.reference === null)).toBe(true);
    expect(await seedDemoPnrs(t.app)).toBe(0);
  });
});
