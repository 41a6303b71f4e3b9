import { agentCharges, ledgerTransactions } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DRIVER, type TestApp } from '@/test/test-app';
import { demoTokens, type TDemo } from '@/modules/users/users.test-helpers';
import { availableBalance } from '@/modules/ledger/ledger.service';
import { buildAgency, expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';

// PGlite runs one connection, so real races need PostgreSQL (a pool of parallel sessions).
describe.runIf(TEST_DRIVER === 'postgres')('charges under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let tok: Record<TDemo, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('parallel reversals of one charge: exactly one wins, the rest answer 409, the wallet is credited once', async () => {
    const agency = await buildAgency(t.database.db);
    const saved = await t.request({
      method: 'POST',
      url: '/api/save-agent-charges',
      token: tok.accounts,
      payload: { agency_id: agency.id, title: 'Service fee', amount_minor: 40_000, currency: 'PKR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const charge = saved.json().data.charge;
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(-40_000);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/update-agent-charge-status',
          token: i % 2 ? tok.admin : tok.accounts,
          payload: { id: charge.id, status: 'reversed', reason: `Reversal ${i}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(0);
    expect(
      await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reversesTransactionId, charge.transaction.id)),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(agentCharges).where(eq(agentCharges.id, charge.id));
    expect(row).toMatchObject({ status: 'reversed' });
    await expectLedgerInvariants(t.database.db);
  }, 60_000);

  it('parallel charges to a new wallet: the wallet is made once, every charge posts, names its own transaction, and balances run true', async () => {
    const agency = await buildAgency(t.database.db);
    const amounts = Array.from({ length: 40 }, (_, i) => 100 + i);
    const results = await Promise.all(
      amounts.map((amount_minor, i) =>
        t.request({
          method: 'POST',
          url: '/api/save-agent-charges',
          token: i % 2 ? tok.admin : tok.accounts,
          payload: { agency_id: agency.id, title: `Fee ${i}`, amount_minor, currency: 'PKR' },
        }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const total = amounts.reduce((a, b) => a + b, 0);
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(-total);
    const rows = await t.database.db
      .select({
        charge: agentCharges.id,
        amount: agentCharges.amountMinor,
        transaction: ledgerTransactions.id,
        reference: ledgerTransactions.reference,
        negative: ledgerTransactions.negative,
      })
      .from(agentCharges)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, agentCharges.transactionId))
      .where(eq(agentCharges.agencyId, agency.id));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.transaction)).size).toBe(40);
    expect(rows.every((r) => r.negative)).toBe(true);
    for (const r of results) {
      const charge = r.json().data.charge;
      expect(rows.find((row) => row.charge === charge.id)).toMatchObject({
        transaction: charge.transaction.id,
        reference: charge.transaction.reference,
        negative: true,
      });
    }
    await expectLedgerInvariants(t.database.db);
  }, 60_000);

  it('parallel submissions with one Idempotency-Key apply the charge once', async () => {
    const agency = await buildAgency(t.database.db);
    const payload = { agency_id: agency.id, title: 'Courier', amount_minor: 1_000, currency: 'PKR' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: 'POST',
          url: '/api/save-agent-charges',
          token: tok.admin,
          payload,
          headers: { 'idempotency-key': 'same-click' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await t.database.db.select().from(agentCharges).where(eq(agentCharges.agencyId, agency.id))).toHaveLength(1);
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(-1_000);
    await expectLedgerInvariants(t.database.db);
  }, 60_000);
});
