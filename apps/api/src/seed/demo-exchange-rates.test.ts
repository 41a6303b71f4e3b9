import { activityLogs, authTokens, exchangeRates, users } from '@safar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateFor } from '@/modules/exchange-rates/exchange-rates.service';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { todayIn } from '@safar/contracts';
import { seedDemoExchangeRates } from './demo-exchange-rates';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo exchange rates', () => {
  it('sets USD, EUR, GBP, SAR and AED to PKR as of today, through the API, as accounts staff', async () => {
    expect(await seedDemoExchangeRates(t.app)).toBe(5);
    const rows = await t.database.db.select().from(exchangeRates);
    expect(rows.map((r) => r.currency).sort()).toEqual(['AED', 'EUR', 'GBP', 'SAR', 'USD']);
    const today = todayIn(t.app.config.agencyTimezone);
    const [accounts] = await t.database.db.select().from(users).where(eq(users.email, 'accounts@example.com'));
    expect(rows.every((r) => r.effectiveOn === today && r.quoteCurrency === 'PKR' && r.setBy === accounts!.id)).toBe(true);
    expect((await rateFor(t.database.db, 'USD', today, 'PKR'))?.rateMillionths).toBe(278_650_000);
    const logged = await t.database.db.select().from(activityLogs).where(eq(activityLogs.action, 'exchange_rate.created'));
    expect(logged).toHaveLength(5);
    // The seed's session does not outlive it.
    expect(
      await t.database.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, accounts!.id), isNull(authTokens.revokedAt))),
    ).toEqual([]);
  });
});
