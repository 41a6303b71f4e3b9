import { deposits, ledgerTransactions } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '@/modules/ledger/ledger.service';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { activityAbout } from '@/modules/users/users.test-helpers';
import { buildDepositWorld, noticesAbout, submitDeposit, UNKNOWN_ID, type TDepositWorld } from './deposits.test-helpers';

let w: TDepositWorld;
beforeAll(async () => {
  w = await buildDepositWorld();
});
afterAll(() => w.close());

const decide = (token: string | undefined, id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.t.request({ method: 'PUT', url: `/api/update-deposit-status/${id}`, ...(token ? { token } : {}), payload, headers });
const remove = (token: string | undefined, id: string) =>
  w.t.request({ method: 'DELETE', url: `/api/delete-deposit-data?id=${id}`, ...(token ? { token } : {}) });
const balance = async (agencyId = w.agent.agencyId, currency: 'PKR' | 'USD' = 'PKR') =>
  (await availableBalance(w.t.database.db, agencyId, currency)).balanceMinor;
const transactionsFor = async (depositId: string) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.source} = ${JSON.stringify({ type: 'deposit', id: depositId })}::jsonb`)
  )[0]!.n;

describe('PUT /update-deposit-status/{id}: approve', () => {
  it('credits the wallet exactly once from the bank account, keeps the transaction, notifies and mails the agent', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 1234567 });
    const start = await balance();
    const res = await decide(w.tok.accounts, deposit.id, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Deposit approved successfully.');
    expect(res.json().data.deposit).toMatchObject({
      status: 'approved',
      approved_amount_minor: 1234567,
      decision_reason: null,
      duplicate_reference: false,
    });
    expect(await balance()).toBe(start + 1234567);

    const [row] = await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row!.transactionId).toBeTruthy();
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const [txn] = await w.t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, row!.transactionId!));
    expect(txn).toMatchObject({
      kind: 'deposit',
      description: `${deposit.reference}: deposit`,
      source: { type: 'deposit', id: deposit.id },
      onBehalfOfId: w.agent.id,
    });
    await expectLedgerInvariants(w.t.database.db);

    // Approving twice answers 409 and moves nothing.
    const again = await decide(w.tok.admin, deposit.id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.description).toBe('This deposit has already been approved, rejected or reversed.');
    expect((await decide(w.tok.admin, deposit.id, { status: 'rejected', reason: 'Late' })).statusCode).toBe(409);
    expect(await balance()).toBe(start + 1234567);
    expect(await transactionsFor(deposit.id)).toBe(1);

    const notices = await noticesAbout(w.t, 'deposit_approved', deposit.reference);
    expect(notices.map((n) => n.email)).toEqual(['agent@example.com']);
    expect(notices[0]).toMatchObject({ params: { reference: deposit.reference, amount: 'PKR 12345.67' }, link: '/agent/deposits' });
    const mail = await w.t.lastMail('agent@example.com');
    expect(mail?.subject).toBe(`Deposit ${deposit.reference} approved`);
    expect((await activityAbout(w.t, deposit.id)).map((a) => a.action)).toEqual(['deposit.submitted', 'deposit.approved']);
  });

  it('proposes another amount only with a reason; a second staff member confirms it and that amount is credited', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 500000 });
    const start = await balance();
    const missing = await decide(w.tok.admin, deposit.id, { status: 'approved', approved_amount_minor: 450000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual(['Give a reason when approving a different amount.']);
    expect(await balance()).toBe(start);
    for (const [amount, message] of [
      [0, 'The amount must be greater than zero.'],
      [-5, 'The amount must be greater than zero.'],
      [1.5, 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [1e16, 'The amount is too large.'],
    ] as const) {
      const res = await decide(w.tok.admin, deposit.id, { status: 'approved', approved_amount_minor: amount, reason: 'x' });
      expect(res.json().errors.approved_amount_minor, String(amount)).toEqual([message]);
    }
    const proposed = await decide(w.tok.admin, deposit.id, {
      status: 'approved',
      approved_amount_minor: 450000,
      reason: 'Bank charged a fee',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().message.description).toBe('The changed amount was sent to a second staff member to confirm.');
    expect(proposed.json().data.deposit).toMatchObject({
      status: 'awaiting_confirmation',
      amount_minor: 500000,
      approved_amount_minor: 450000,
      decision_reason: 'Bank charged a fee',
      confirmed_at: null,
    });
    expect(await balance()).toBe(start);
    expect(await transactionsFor(deposit.id)).toBe(0);
    // The other finance staff are asked to confirm; the proposer is not told about his own change.
    const asked = await noticesAbout(w.t, 'deposit_amount_to_confirm', deposit.reference);
    expect(asked.map((n) => n.email)).toEqual(['accounts@example.com']);
    expect(asked[0]!.params).toMatchObject({ submitted: 'PKR 5000.00', amount: 'PKR 4500.00', agency: 'Crescent Travels' });

    const own = await decide(w.tok.admin, deposit.id, { status: 'approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message.description).toBe(
      "You changed this deposit's amount, so you cannot confirm it: a second staff member must do it.",
    );
    expect(await balance()).toBe(start);

    const confirmed = await decide(w.tok.accounts, deposit.id, { status: 'approved' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.deposit).toMatchObject({
      status: 'approved',
      approved_amount_minor: 450000,
      decision_reason: 'Bank charged a fee',
    });
    expect(confirmed.json().data.deposit.confirmed_at).toEqual(expect.any(String));
    expect(await balance()).toBe(start + 450000);
    expect(await transactionsFor(deposit.id)).toBe(1);
    expect((await noticesAbout(w.t, 'deposit_approved', deposit.reference))[0]!.params).toMatchObject({
      amount: 'PKR 4500.00',
      reason: 'Bank charged a fee',
    });
    expect((await activityAbout(w.t, deposit.id)).map((a) => a.action)).toEqual([
      'deposit.submitted',
      'deposit.amount_proposed',
      'deposit.approved',
    ]);
  });

  it('credits the USD wallet for a USD deposit', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { bank_id: w.bank.usd, currency: 'USD', amount_minor: 10050 });
    const start = await balance(w.agent.agencyId, 'USD');
    expect((await decide(w.tok.admin, deposit.id, { status: 'approved' })).statusCode).toBe(200);
    expect(await balance(w.agent.agencyId, 'USD')).toBe(start + 10050);
  });
});

describe('PUT /update-deposit-status/{id}: reject', () => {
  it('needs a reason without direction overrides, moves nothing, notifies the agent with the reason; approving it afterwards is 409', async () => {
    const deposit = await submitDeposit(w, w.tok.agent);
    const start = await balance();
    const noReason = await decide(w.tok.accounts, deposit.id, { status: 'rejected', reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['This field is required.']);
    expect((await decide(w.tok.accounts, deposit.id, { status: 'rejected', reason: 'x', approved_amount_minor: 5 })).statusCode).toBe(422);
    const override = await decide(w.tok.accounts, deposit.id, { status: 'rejected', reason: 'Not in our a\u202Eb statement' });
    expect(override.statusCode).toBe(422);
    expect(override.json().errors).toEqual({ reason: ['Must not contain control characters or text-direction overrides.'] });
    const [pending] = await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(pending).toMatchObject({ status: 'pending', decisionReason: null });

    const res = await decide(w.tok.accounts, deposit.id, { status: 'rejected', reason: 'No such credit in our statement' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Deposit rejected.');
    expect(res.json().data.deposit).toMatchObject({
      status: 'rejected',
      decision_reason: 'No such credit in our statement',
      approved_amount_minor: null,
    });
    const notices = await noticesAbout(w.t, 'deposit_rejected', deposit.reference);
    expect(notices.map((n) => n.email)).toEqual(['agent@example.com']);
    expect(notices[0]!.params).toMatchObject({ reason: 'No such credit in our statement', amount: 'PKR 25000.00' });
    expect((await w.t.lastMail('agent@example.com'))?.text).toContain('No such credit in our statement');

    const approve = await decide(w.tok.admin, deposit.id, { status: 'approved' });
    expect(approve.statusCode).toBe(409);
    expect(await balance()).toBe(start);
    expect(await transactionsFor(deposit.id)).toBe(0);
  });

  it('refuses a bad status (422), an unknown or malformed id (404/422), agents and other roles (403), signed out (401)', async () => {
    const deposit = await submitDeposit(w, w.tok.agent);
    expect((await decide(w.tok.admin, deposit.id, { status: 'pending' })).json().errors.status).toEqual([
      'Choose one of the listed options.',
    ]);
    expect((await decide(w.tok.admin, deposit.id, {})).json().errors.status).toEqual(['This field is required.']);
    expect((await decide(w.tok.admin, UNKNOWN_ID, { status: 'approved' })).statusCode).toBe(404);
    expect((await decide(w.tok.admin, 'nope', { status: 'approved' })).statusCode).toBe(422);
    for (const token of [w.tok.agent, w.tok.salesman, w.tok.reservation, w.tok.customer, w.tok.pendingAgent])
      expect((await decide(token, deposit.id, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(undefined, deposit.id, { status: 'approved' })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key on PUT /update-deposit-status/{id}', () => {
  it('a replayed approval returns the first answer without a second credit; another body with the key is 422', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 70000 });
    const start = await balance();
    const headers = { 'idempotency-key': `approve-${deposit.id}` };
    const first = await decide(w.tok.admin, deposit.id, { status: 'approved' }, headers);
    expect(first.statusCode).toBe(200);
    const replay = await decide(w.tok.admin, deposit.id, { status: 'approved' }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().message.description).toBe('Deposit approved successfully.');
    const reused = await decide(w.tok.admin, deposit.id, { status: 'approved', approved_amount_minor: 60000, reason: 'fee' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message.code).toBe('idempotency_key_reused');
    expect(await balance()).toBe(start + 70000);
    expect(await transactionsFor(deposit.id)).toBe(1);
  });
});

describe('DELETE /delete-deposit-data?id=', () => {
  it('soft-deletes a pending deposit (agent its own); it then disappears from lists and details (404)', async () => {
    const deposit = await submitDeposit(w, w.tok.agent);
    const res = await remove(w.tok.agent, deposit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Deposit deleted.');
    const [row] = await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row).toMatchObject({ deletedBy: w.agent.id });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await w.t.request({ method: 'GET', url: `/api/deposit-details?id=${deposit.id}`, token: w.tok.admin })).statusCode).toBe(404);
    const all = (
      await w.t.request({ method: 'GET', url: `/api/get-agents-deposits?search=${deposit.reference}`, token: w.tok.admin })
    ).json().data;
    expect(all.items).toEqual([]);
    const own = (
      await w.t.request({ method: 'GET', url: `/api/get-deposit-data/${w.agent.id}?search=${deposit.reference}`, token: w.tok.agent })
    ).json().data;
    expect(own.items).toEqual([]);
    expect((await remove(w.tok.agent, deposit.id)).statusCode).toBe(404);
    expect((await decide(w.tok.admin, deposit.id, { status: 'approved' })).statusCode).toBe(404);
    expect((await activityAbout(w.t, deposit.id)).map((a) => a.action)).toEqual(['deposit.submitted', 'deposit.deleted']);
  });

  it("never deletes an approved or rejected deposit (409); another agency's is 404; staff may delete a pending one", async () => {
    const approved = await submitDeposit(w, w.tok.agent);
    await decide(w.tok.admin, approved.id, { status: 'approved' });
    const rejected = await submitDeposit(w, w.tok.agent);
    await decide(w.tok.admin, rejected.id, { status: 'rejected', reason: 'Duplicate' });
    for (const id of [approved.id, rejected.id]) {
      const res = await remove(w.tok.admin, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message.description).toBe('Only a pending deposit can be deleted.');
    }
    expect((await remove(w.tok.agent, approved.id)).statusCode).toBe(409);

    const theirs = await submitDeposit(w, w.other.token);
    expect((await remove(w.tok.agent, theirs.id)).statusCode).toBe(404);
    for (const token of [w.tok.salesman, w.tok.customer, w.tok.pendingAgent]) expect((await remove(token, theirs.id)).statusCode).toBe(403);
    expect((await remove(undefined, theirs.id)).statusCode).toBe(401);
    expect((await remove(w.tok.accounts, theirs.id)).statusCode).toBe(200);
    expect((await remove(w.tok.admin, 'nope')).statusCode).toBe(422);
  });
});

describe('the bank guard', () => {
  it('a bank a deposit refers to cannot be deleted (409), even a rejected or deleted one; it can be deactivated', async () => {
    const res = await w.t.request({
      method: 'POST',
      url: '/api/banks',
      token: w.tok.admin,
      payload: { bank_name: 'Short-lived Bank', account_title: 'Safar', account_number: '12345', currency: 'PKR' },
    });
    const bankId = res.json().data.bank.id as string;
    const deposit = await submitDeposit(w, w.tok.agent, { bank_id: bankId });
    await remove(w.tok.agent, deposit.id);
    const del = await w.t.request({ method: 'DELETE', url: `/api/banks?id=${bankId}`, token: w.tok.admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message.description).toBe('Deposits refer to this bank, so it cannot be deleted. Deactivate it instead.');
    expect(
      (await w.t.request({ method: 'PUT', url: `/api/banks?id=${bankId}`, token: w.tok.admin, payload: { active: false } })).statusCode,
    ).toBe(200);
  });
});
