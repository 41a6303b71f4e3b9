import { ledgerTransactions, type Db } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, TEST_DRIVER, type TestApp } from '@/test/test-app';
import { call, demoTokens, type TDemo } from '@/modules/users/users.test-helpers';
import { availableBalance, bankAccountFor, creditWallet, debitWallet, reverseTransaction, systemAccountFor } from './ledger.service';
import { buildAgency, expectLedgerInvariants } from './ledger.test-helpers';

// PGlite runs one connection, so real races need PostgreSQL (a pool of parallel sessions).
describe.runIf(TEST_DRIVER === 'postgres')('ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let db: Db;
  let tok: Record<TDemo, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('50 parallel debits against a balance covering exactly K: K succeed, the rest get Insufficient Balance', async () => {
    const K = 17;
    const price = 12_345;
    const agency = await buildAgency(db);
    const bank = await bankAccountFor(db, agency.id, 'PKR');
    const payable = await systemAccountFor(db, 'supplier_payable', 'suppliers', 'PKR');
    // Covers exactly K debits with 100 minor units to spare (less than one more).
    await db.transaction((tx) =>
      creditWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: K * price + 100, counter: bank.id, description: 'Deposit' }),
    );

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction((tx) =>
          debitWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: price, counter: payable.id, description: `Ticket ${i}` }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(K);
    expect(refused).toHaveLength(50 - K);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'insufficient_balance', status: 422 });
    expect(await availableBalance(db, agency.id, 'PKR')).toMatchObject({ balanceMinor: 100, availableMinor: 100 });
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'purchase'))).toHaveLength(K);
    await expectLedgerInvariants(db);
  }, 60_000);

  it('parallel reversals of one transaction: exactly one wins, the rest answer 409', async () => {
    const agency = await buildAgency(db);
    const bank = await bankAccountFor(db, agency.id, 'PKR');
    const deposit = await db.transaction((tx) =>
      creditWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: 5000, counter: bank.id, description: 'Deposit' }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) => reverseTransaction(tx, { transactionId: deposit.transaction.id, description: 'Bounced' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
    expect((await availableBalance(db, agency.id, 'PKR')).balanceMinor).toBe(0);
    await expectLedgerInvariants(db);
  }, 60_000);

  it('two checkers approving one adjustment at once: it posts once, the other answers 409', async () => {
    const agency = await buildAgency(db);
    const made = await call(t, 'POST', '/api/transactions', tok.admin, {
      agency_id: agency.id,
      direction: 'credit',
      amount_minor: 9000,
      currency: 'PKR',
      reason: 'Goodwill',
    });
    const other = await userByEmailToken(t);
    const results = await Promise.all(
      [tok.accounts, other, tok.accounts, other].map((token) =>
        call(t, 'POST', `/api/transactions/adjustments/${made.body.data.adjustment.id}/approve`, token, {}),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await availableBalance(db, agency.id, 'PKR')).balanceMinor).toBe(9000);
    await expectLedgerInvariants(db);
  }, 60_000);

  it('the same Idempotency-Key sent 10 times at once creates one adjustment', async () => {
    const agency = await buildAgency(db);
    const payload = { agency_id: agency.id, direction: 'credit', amount_minor: 100, currency: 'PKR', reason: 'Retry storm' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({
          method: 'POST',
          url: '/api/transactions',
          token: tok.accounts,
          payload,
          headers: { 'idempotency-key': `storm-${agency.id}` },
        }),
      ),
    );
    const created = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.adjustment.id));
    expect(created.size).toBe(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const listed = await call(t, 'GET', '/api/transactions/adjustments?per_page=100', tok.admin);
    expect(listed.body.data.items.filter((a: { agency_id: string }) => a.agency_id === agency.id)).toHaveLength(1);
  }, 60_000);
});

/** A second checker: a fresh accounts user, so two different staff race on one approval. */
async function userByEmailToken(t: TestApp): Promise<string> {
  const user = await buildUser(t.database.db, { role: 'accounts' });
  return tokenFor(t, user.email);
}
