import { ledgerTransactions } from '@safar/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '@/modules/ledger/ledger.service';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { TEST_DRIVER } from '@/test/test-app';
import { buildDepositWorld, depositBody, submitDeposit, uploadReceipt, type TDepositWorld } from './deposits.test-helpers';

describe.runIf(TEST_DRIVER === 'postgres')('deposit review under concurrency (PostgreSQL)', () => {
  let w: TDepositWorld;
  beforeAll(async () => {
    w = await buildDepositWorld();
  });
  afterAll(() => w.close());

  const decide = (token: string, id: string, payload: Record<string, unknown>) =>
    w.t.request({ method: 'PUT', url: `/api/update-deposit-status/${id}`, token, payload });
  const transactionsFor = async (id: string) =>
    (
      await w.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(sql`${ledgerTransactions.source} = ${JSON.stringify({ type: 'deposit', id })}::jsonb`)
    )[0]!.n;

  it('5 parallel approvals: exactly one 200, four 409, one ledger transaction, one credit', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 777700 });
    const start = (await availableBalance(w.t.database.db, w.agent.agencyId, 'PKR')).balanceMinor;
    const tokens = [w.tok.admin, w.tok.accounts, w.tok.admin, w.tok.accounts, w.tok.admin];
    const results = await Promise.all(tokens.map((token) => decide(token, deposit.id, { status: 'approved' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await transactionsFor(deposit.id)).toBe(1);
    expect((await availableBalance(w.t.database.db, w.agent.agencyId, 'PKR')).balanceMinor).toBe(start + 777700);
    await expectLedgerInvariants(w.t.database.db);
  });

  it('an approval racing a rejection and a delete: exactly one wins, and money moves only if it was the approval', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 1000 });
    const start = (await availableBalance(w.t.database.db, w.agent.agencyId, 'PKR')).balanceMinor;
    const results = await Promise.all([
      decide(w.tok.admin, deposit.id, { status: 'approved' }),
      decide(w.tok.accounts, deposit.id, { status: 'rejected', reason: 'Race' }),
      w.t.request({ method: 'DELETE', url: `/api/delete-deposit-data?id=${deposit.id}`, token: w.tok.agent }),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409 || c === 404)).toBe(true);
    const approvedWon = codes[0] === 200;
    expect(await transactionsFor(deposit.id)).toBe(approvedWon ? 1 : 0);
    expect((await availableBalance(w.t.database.db, w.agent.agencyId, 'PKR')).balanceMinor).toBe(start + (approvedWon ? 1000 : 0));
  });

  it('a receipt delete racing a submission with that receipt: never a live deposit with a deleted receipt', async () => {
    for (let i = 0; i < 3; i++) {
      const receipt = await uploadReceipt(w.t, w.tok.agent);
      const [submitted, deleted] = await Promise.all([
        w.t.request({ method: 'POST', url: '/api/deposit-data', token: w.tok.agent, payload: depositBody(w, receipt) }),
        w.t.request({ method: 'DELETE', url: `/api/uploads/${receipt}`, token: w.tok.agent }),
      ]);
      expect([submitted.statusCode, deleted.statusCode].sort()).toEqual(submitted.statusCode === 200 ? [200, 409] : [200, 422]);
    }
  });
});
