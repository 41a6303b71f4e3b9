import { activityLogs, airlines, authTokens, users } from '@safar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAirTestApp } from '@/modules/air/air.test-helpers';
import type { TestApp } from '@/test/test-app';
import { seedDemoAirlineMargins } from './demo-airline-margins';

let t: TestApp;
beforeAll(async () => {
  t = await buildAirTestApp();
  await seedDemoAirlineMargins(t.app);
});
afterAll(() => t.close());

describe('demo airline margins', () => {
  it('sets 2.5 % on PIA and PKR 1,500.00 per passenger on Emirates, as the demo admin, through the API', async () => {
    const db = t.database.db;
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const byCode = async (code: string) => (await db.select().from(airlines).where(eq(airlines.iataCode, code)))[0]!;
    expect(await byCode('PK')).toMatchObject({ marginType: 'percent', marginBasisPoints: 250, marginUpdatedBy: admin!.id });
    expect(await byCode('EK')).toMatchObject({
      marginType: 'fixed',
      marginAmountMinor: 150_000,
      marginCurrency: 'PKR',
      marginUpdatedBy: admin!.id,
    });
    const logs = await db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'airline.margin_updated'), eq(activityLogs.actorId, admin!.id)));
    expect(logs).toHaveLength(2);
    // The seed's own session does not outlive it.
    expect(
      await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, admin!.id), isNull(authTokens.revokedAt))),
    ).toEqual([]);
  });
});
