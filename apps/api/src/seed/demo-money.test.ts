import { agentCharges, authTokens, banks, deposits, ledgerAdjustments, notifications, users } from '@safar/db';
import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '@/modules/ledger/ledger.service';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { seedDemoMoney } from './demo-money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMoney(t.app);
});
afterAll(() => t.close());

const count = async (table: PgTable, where?: SQL) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]!.n;

describe('demo money', () => {
  it('funds the demo agency through the real API: two banks, an approved and a pending deposit, a charge, a pending adjustment', async () => {
    const db = t.database.db;
    expect(await count(banks)).toBe(2);
    expect(await count(deposits, eq(deposits.status, 'approved'))).toBe(1);
    expect(await count(deposits, eq(deposits.status, 'pending'))).toBe(1);
    expect(await count(agentCharges, eq(agentCharges.status, 'applied'))).toBe(1);
    expect(await count(ledgerAdjustments, eq(ledgerAdjustments.status, 'pending'))).toBe(1);

    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@example.com'));
    const wallet = await availableBalance(db, agent!.agencyId!, 'PKR');
    // PKR 500,000.00 approved − PKR 2,500.00 charge; the pending top-up and adjustment move nothing yet.
    expect(wallet.balanceMinor).toBe(50_000_000 - 250_000);

    // Finance staff were told about the deposits, the agent about the approval and the charge.
    expect(await count(notifications, eq(notifications.userId, agent!.id))).toBe(2);
    // The seed's own sessions do not outlive it.
    expect(await count(authTokens, isNull(authTokens.revokedAt))).toBe(0);
    expect(await count(authTokens, eq(authTokens.userId, agent!.id))).toBeGreaterThan(0);
  });
});
