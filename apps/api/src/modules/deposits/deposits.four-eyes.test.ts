import { deposits } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '@/modules/ledger/ledger.service';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { activityAbout, call, freshEmail } from '@/modules/users/users.test-helpers';
import { tokenFor } from '@/test/factories';
import { buildDepositWorld, noticesAbout, submitDeposit, type TDepositWorld } from './deposits.test-helpers';

/*
 * No single person creates money with a deposit: the approver is not the submitter, a changed
 * amount is confirmed by someone else than its proposer, and neither check is passed by an
 * account that the other person created.
 */

let w: TDepositWorld;
beforeAll(async () => {
  w = await buildDepositWorld();
});
afterAll(() => w.close());

const decide = (token: string, id: string, payload: Record<string, unknown>) =>
  w.t.request({ method: 'PUT', url: `/api/update-deposit-status/${id}`, token, payload });
const balance = async () => (await availableBalance(w.t.database.db, w.agent.agencyId, 'PKR')).balanceMinor;
const statusOf = async (id: string) => (await w.t.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]!.status;

/** A finance account created by `creatorToken` through POST /add-staff, signed in. */
async function staffCreatedBy(creatorToken: string) {
  const email = freshEmail('checker');
  const res = await call(w.t, 'POST', '/api/add-staff', creatorToken, {
    name: 'Helper',
    email,
    password: 'helper-password',
    role: 'accounts',
  });
  expect(res.status).toBe(200);
  return tokenFor(w.t, email);
}

describe('deposit approval: four eyes', () => {
  it('refuses the staff member who submitted the deposit (403 naming the rule); a second one approves it', async () => {
    const deposit = await submitDeposit(w, w.tok.admin, { user_id: w.agent.id, amount_minor: 50000000 });
    const start = await balance();
    const own = await decide(w.tok.admin, deposit.id, { status: 'approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatchObject({
      code: 'forbidden',
      description: 'You submitted this deposit, so you cannot approve it: a second staff member must do it.',
    });
    expect(await balance()).toBe(start);
    expect(await statusOf(deposit.id)).toBe('pending');

    const approved = await decide(w.tok.accounts, deposit.id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balance()).toBe(start + 50000000);
  });

  it('refuses an account that the submitter created, directly or through an account it created', async () => {
    const deposit = await submitDeposit(w, w.tok.admin, { user_id: w.agent.id, amount_minor: 100000 });
    const created = await staffCreatedBy(w.tok.admin);
    // An admin-created admin who then creates the checker: still the submitter's doing.
    const email = freshEmail('admin2');
    expect(
      (await call(w.t, 'POST', '/api/add-staff', w.tok.admin, { name: 'Second Admin', email, password: 'admin2-password', role: 'admin' }))
        .status,
    ).toBe(200);
    const grandchild = await staffCreatedBy(await tokenFor(w.t, email));
    const start = await balance();
    for (const token of [created, grandchild]) {
      const res = await decide(token, deposit.id, { status: 'approved' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message.description).toBe(
        'Your account was created by the person who made this request, so you cannot check it: another staff member must do it.',
      );
    }
    expect(await balance()).toBe(start);
    expect((await decide(w.tok.accounts, deposit.id, { status: 'approved' })).statusCode).toBe(200);
  });

  it('turns 44.44 into 999,999.99 only with a second person: the proposer cannot confirm, nor can an account he created', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 4444 });
    const start = await balance();
    const helper = await staffCreatedBy(w.tok.admin);
    const proposed = await decide(w.tok.admin, deposit.id, { status: 'approved', approved_amount_minor: 99999999, reason: 'Typo' });
    expect(proposed.json().data.deposit.status).toBe('awaiting_confirmation');
    for (const token of [w.tok.admin, helper]) {
      const res = await decide(token, deposit.id, { status: 'approved', approved_amount_minor: 99999999 });
      expect(res.statusCode).toBe(403);
    }
    expect(await balance()).toBe(start);
    expect(await statusOf(deposit.id)).toBe('awaiting_confirmation');

    // The second person may instead credit the submitted amount, which needs nobody else.
    const submitted = await decide(w.tok.accounts, deposit.id, { status: 'approved', approved_amount_minor: 4444 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.deposit).toMatchObject({ status: 'approved', approved_amount_minor: 4444 });
    expect(await balance()).toBe(start + 4444);
  });

  it('makes a third amount a new proposal, and lets anyone but the submitter reject while awaiting', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 100000 });
    await decide(w.tok.accounts, deposit.id, { status: 'approved', approved_amount_minor: 90000, reason: 'Fee' });
    const counter = await decide(w.tok.admin, deposit.id, { status: 'approved', approved_amount_minor: 95000, reason: 'Smaller fee' });
    expect(counter.json().data.deposit).toMatchObject({ status: 'awaiting_confirmation', approved_amount_minor: 95000 });
    // Now admin proposed: he cannot confirm, accounts can.
    expect((await decide(w.tok.admin, deposit.id, { status: 'approved' })).statusCode).toBe(403);
    const rejected = await decide(w.tok.admin, deposit.id, { status: 'rejected', reason: 'Not in the statement' });
    expect(rejected.json().data.deposit.status).toBe('rejected');
    expect((await decide(w.tok.accounts, deposit.id, { status: 'approved' })).statusCode).toBe(409);
  });
});

describe('deposit reversal', () => {
  it('reverses an approved deposit through the deposit: status, wallet, totals, notice and activity move together', async () => {
    const deposit = await submitDeposit(w, w.tok.agent, { amount_minor: 777700 });
    expect((await decide(w.tok.accounts, deposit.id, { status: 'approved' })).statusCode).toBe(200);
    // Not through the ledger: the deposit would stay "approved" and counted as credited.
    const txn = (await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id)))[0]!.transactionId!;
    const direct = await w.t.request({
      method: 'PUT',
      url: '/api/transactions',
      token: w.tok.admin,
      payload: { transaction_id: txn, reason: 'x' },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message.description).toBe(
      `This transaction credited deposit ${deposit.reference}: reverse the deposit instead, so that its status follows.`,
    );
    const totals = async () =>
      (await w.t.request({ method: 'GET', url: `/api/approved-deposits-total/${w.agent.id}`, token: w.tok.agent })).json().data.totals;
    const [before] = await totals();
    const start = await balance();

    expect((await decide(w.tok.admin, deposit.id, { status: 'reversed' })).json().errors.reason).toEqual(['This field is required.']);
    const res = await decide(w.tok.admin, deposit.id, { status: 'reversed', reason: 'The bank recalled the transfer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe("Deposit reversed: the amount was taken back from the agency's balance.");
    expect(res.json().data.deposit).toMatchObject({ status: 'reversed', reverse_reason: 'The bank recalled the transfer' });
    expect(await balance()).toBe(start - 777700);
    const [after] = await totals();
    expect(after).toEqual({ ...before, total_minor: before.total_minor - 777700, count: before.count - 1 });

    const details = (await w.t.request({ method: 'GET', url: `/api/deposit-details?id=${deposit.id}`, token: w.tok.accounts })).json().data
      .deposit;
    expect(details.reverser).toMatchObject({ name: 'Amina Admin' });
    expect(details.reversal_transaction.reference).toMatch(/^TXN-/);
    expect((await noticesAbout(w.t, 'deposit_reversed', deposit.reference))[0]).toMatchObject({
      email: 'agent@example.com',
      params: { amount: 'PKR 7777.00', reason: 'The bank recalled the transfer' },
    });
    expect((await activityAbout(w.t, deposit.id)).map((a) => a.action)).toContain('deposit.reversed');
    await expectLedgerInvariants(w.t.database.db);

    // Once only; and a pending deposit has nothing to reverse.
    const again = await decide(w.tok.accounts, deposit.id, { status: 'reversed', reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.description).toBe('Only an approved deposit can be reversed.');
    const pending = await submitDeposit(w, w.tok.agent);
    expect((await decide(w.tok.accounts, pending.id, { status: 'reversed', reason: 'x' })).statusCode).toBe(409);
    expect(await balance()).toBe(start - 777700);
  });
});

describe('sums in reports', () => {
  it('refuses a total beyond the safe-integer range (422) rather than answering lost digits', async () => {
    const seed = await submitDeposit(w, w.other.token, { amount_minor: 1000 });
    // Ten approved deposits of 999,999,999,999,999 minor units each: more than 2^53 together.
    await w.t.database.db.execute(sql`
      insert into deposits (id, agency_id, bank_id, amount_minor, currency, deposit_date, bank_reference, bank_reference_key,
                            receipt_upload_id, status, approved_amount_minor, submitted_by)
      select gen_random_uuid(), agency_id, bank_id, 999999999999999, currency, deposit_date, bank_reference || n, bank_reference_key || n,
             receipt_upload_id, 'approved', 999999999999999, submitted_by
      from deposits, generate_series(1, 10) as n where id = ${seed.id}`);
    const res = await w.t.request({ method: 'GET', url: `/api/approved-deposits-total/${w.other.id}`, token: w.tok.admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatchObject({
      code: 'sum_out_of_range',
      description: 'This total is too large to show exactly: choose a shorter period or fewer agencies.',
    });
  });
});
