import { ledgerAdjustments, ledgerEntries } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { availableBalance } from './ledger.service';
import { buildAgency, expectLedgerInvariants } from './ledger.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
let agentId: string;
let agencyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  const agent = await userByEmail(t, DEMO.agent);
  agentId = agent.id;
  agencyId = agent.agencyId!;
});
afterAll(() => t.close());

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerAdjustments))[0]!.n;
const entryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;
const adjust = (overrides: Record<string, unknown> = {}) => ({
  user_id: agentId,
  direction: 'credit',
  amount_minor: 2500000,
  currency: 'PKR',
  reason: 'Opening balance',
  ...overrides,
});
const pkr = async () => availableBalance(t.database.db, agencyId, 'PKR');

describe('POST /transactions (manual adjustment, maker)', () => {
  it('refuses bad amounts, currencies and targets with 422 per field, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [adjust({ amount_minor: -100 }), 'amount_minor', 'The amount must be greater than zero.'],
      [adjust({ amount_minor: 0 }), 'amount_minor', 'The amount must be greater than zero.'],
      [adjust({ amount_minor: 10.5 }), 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [adjust({ amount_minor: '2500' }), 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [adjust({ amount_minor: 1e16 }), 'amount_minor', 'The amount is too large.'],
      [adjust({ amount_minor: 1e300 }), 'amount_minor', 'The amount is too large.'],
      [adjust({ currency: 'XYZ' }), 'currency', 'Choose a supported currency.'],
      [adjust({ currency: undefined }), 'currency', 'This field is required.'],
      [adjust({ reason: '  ' }), 'reason', 'This field is required.'],
      [adjust({ reason: undefined }), 'reason', 'This field is required.'],
      [adjust({ direction: 'sideways' }), 'direction', 'Choose one of the listed options.'],
      [adjust({ user_id: undefined }), 'agency_id', 'Name the agency or the agent.'],
      [adjust({ agency_id: agencyId }), 'agency_id', 'Name the agency or the agent.'],
    ];
    const before = await count();
    for (const [payload, field, message] of cases) {
      const res = await call(t, 'POST', '/api/transactions', tok.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toEqual([message]);
    }
    const arabic = await t.request({
      method: 'POST',
      url: '/api/transactions',
      token: tok.admin,
      payload: adjust({ amount_minor: 0 }),
      headers: { 'x-locale': 'ar' },
    });
    expect(arabic.json().errors.amount_minor).toEqual(['يجب أن يكون المبلغ أكبر من صفر.']);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown agency or a user who is not an agent', async () => {
    expect(
      (
        await call(
          t,
          'POST',
          '/api/transactions',
          tok.admin,
          adjust({ user_id: undefined, agency_id: '0190a0a0-0000-7000-8000-000000000000' }),
        )
      ).status,
    ).toBe(404);
    const customer = await userByEmail(t, DEMO.customer);
    expect((await call(t, 'POST', '/api/transactions', tok.admin, adjust({ user_id: customer.id }))).status).toBe(404);
  });

  it('is for finance staff only', async () => {
    for (const token of [tok.agent, tok.salesman, tok.reservation, tok.customer]) {
      expect((await call(t, 'POST', '/api/transactions', token, adjust())).status).toBe(403);
      expect((await call(t, 'GET', '/api/transactions', token)).status).toBe(403);
    }
    expect((await call(t, 'POST', '/api/transactions', undefined, adjust())).status).toBe(401);
  });
});

describe('maker-checker', () => {
  it('a pending adjustment moves nothing; the maker cannot approve it; a second staff member can, once', async () => {
    const created = await call(t, 'POST', '/api/transactions', tok.admin, adjust());
    expect(created.status).toBe(200);
    expect(created.body.message.description).toBe('Adjustment submitted for approval.');
    const adjustment = created.body.data.adjustment;
    expect(adjustment).toMatchObject({
      status: 'pending',
      direction: 'credit',
      amount_minor: 2500000,
      currency: 'PKR',
      agency_id: agencyId,
      transaction_id: null,
    });
    expect(adjustment.reference).toMatch(/^ADJ-\d+$/);
    expect((await pkr()).balanceMinor).toBe(0);

    const own = await call(t, 'POST', `/api/transactions/adjustments/${adjustment.id}/approve`, tok.admin, {});
    expect(own.status).toBe(403);
    expect(own.body.message.description).toBe('You cannot approve or reject an adjustment you made; a second staff member must do it.');
    expect((await call(t, 'POST', `/api/transactions/adjustments/${adjustment.id}/reject`, tok.admin, {})).status).toBe(403);

    const approved = await call(t, 'POST', `/api/transactions/adjustments/${adjustment.id}/approve`, tok.accounts, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data.adjustment).toMatchObject({ status: 'approved', checker_id: (await userByEmail(t, DEMO.accounts)).id });
    expect(await pkr()).toMatchObject({ balanceMinor: 2500000, availableMinor: 2500000 });

    const again = await call(t, 'POST', `/api/transactions/adjustments/${adjustment.id}/approve`, tok.accounts, {});
    expect(again.status).toBe(409);
    expect(again.body.message.description).toBe('This adjustment has already been decided.');
    expect((await pkr()).balanceMinor).toBe(2500000);
    expect((await activityAbout(t, adjustment.id)).map((e) => e.action)).toEqual([
      'ledger.adjustment_created',
      'ledger.adjustment_approved',
    ]);
    expect((await activityAbout(t, adjustment.id))[1]).toMatchObject({ onBehalfOfId: agentId });

    const listed = await call(t, 'GET', '/api/transactions?kind=adjustment', tok.admin);
    const txn = listed.body.data.items.find((i: { id: string }) => i.id === approved.body.data.adjustment.transaction_id);
    expect(txn).toMatchObject({ kind: 'adjustment', negative: false });
    expect(txn.entries.map((e: { amount_minor: number }) => e.amount_minor).sort((a: number, b: number) => a - b)).toEqual([
      -2500000, 2500000,
    ]);
    await expectLedgerInvariants(t.database.db);
  });

  it('a rejection moves nothing; a debit beyond the balance is posted and flagged negative', async () => {
    const start = (await pkr()).balanceMinor;
    const rejected = (await call(t, 'POST', '/api/transactions', tok.accounts, adjust({ direction: 'debit', amount_minor: 100 }))).body.data
      .adjustment;
    const res = await call(t, 'POST', `/api/transactions/adjustments/${rejected.id}/reject`, tok.admin, { reason: 'Not agreed' });
    expect(res.body.data.adjustment).toMatchObject({ status: 'rejected', decision_reason: 'Not agreed', transaction_id: null });
    expect((await pkr()).balanceMinor).toBe(start);
    expect((await call(t, 'POST', `/api/transactions/adjustments/${rejected.id}/approve`, tok.admin, {})).status).toBe(409);

    const debit = (
      await call(
        t,
        'POST',
        '/api/transactions',
        tok.accounts,
        adjust({ agency_id: agencyId, user_id: undefined, direction: 'debit', amount_minor: start + 5000, reason: 'Airline ADM' }),
      )
    ).body.data.adjustment;
    const posted = await call(t, 'POST', `/api/transactions/adjustments/${debit.id}/approve`, tok.admin, {});
    expect(posted.status).toBe(200);
    expect((await pkr()).balanceMinor).toBe(-5000);
    const list = await call(t, 'GET', `/api/transactions?agency_id=${agencyId}&kind=adjustment`, tok.admin);
    expect(list.body.data.items.find((i: { id: string }) => i.id === posted.body.data.adjustment.transaction_id)).toMatchObject({
      negative: true,
    });
    const pending = await call(t, 'GET', '/api/transactions/adjustments?status=rejected', tok.accounts);
    expect(pending.body.data.items.map((a: { id: string }) => a.id)).toContain(rejected.id);
  });

  it('answers 404 for an unknown adjustment and 422 for a malformed id', async () => {
    expect(
      (await call(t, 'POST', '/api/transactions/adjustments/0190a0a0-0000-7000-8000-000000000000/approve', tok.accounts, {})).status,
    ).toBe(404);
    expect((await call(t, 'POST', '/api/transactions/adjustments/not-an-id/approve', tok.accounts, {})).status).toBe(422);
  });
});

describe('Idempotency-Key on POST /transactions', () => {
  it('replays the same adjustment; another body with the same key answers 422 and creates nothing', async () => {
    const send = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/transactions', token: tok.admin, payload, headers: { 'idempotency-key': 'adj-7f3a' } });
    const first = await send(adjust({ amount_minor: 1000, reason: 'Refund of fee' }));
    const before = await count();
    const replay = await send(adjust({ amount_minor: 1000, reason: 'Refund of fee' }));
    expect(replay.json().data.adjustment.id).toBe(first.json().data.adjustment.id);
    const reused = await send(adjust({ amount_minor: 100000, reason: 'Refund of fee' }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message.code).toBe('idempotency_key_reused');
    expect(await count()).toBe(before);
  });
});

describe('PUT /transactions (reversal)', () => {
  it('posts the opposite entries once, logs it, and answers 409 the second time', async () => {
    const agency = await buildAgency(t.database.db);
    const made = (
      await call(t, 'POST', '/api/transactions', tok.admin, adjust({ user_id: undefined, agency_id: agency.id, amount_minor: 7000 }))
    ).body.data.adjustment;
    const txnId = (await call(t, 'POST', `/api/transactions/adjustments/${made.id}/approve`, tok.accounts, {})).body.data.adjustment
      .transaction_id;
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(7000);

    expect((await call(t, 'PUT', '/api/transactions', tok.admin, { transaction_id: txnId })).body.errors.reason).toEqual([
      'This field is required.',
    ]);
    const reversed = await call(t, 'PUT', '/api/transactions', tok.admin, { transaction_id: txnId, reason: 'Posted to the wrong agency' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.message.description).toBe('Transaction reversed successfully.');
    expect(reversed.body.data.transaction).toMatchObject({
      kind: 'reversal',
      reverses_transaction_id: txnId,
      description: 'Posted to the wrong agency',
    });
    expect((await availableBalance(t.database.db, agency.id, 'PKR')).balanceMinor).toBe(0);
    const entries = await entryCount();
    const twice = await call(t, 'PUT', '/api/transactions', tok.accounts, { transaction_id: txnId, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message.description).toBe('This transaction has already been reversed.');
    expect(await entryCount()).toBe(entries);
    expect(
      (await call(t, 'PUT', '/api/transactions', tok.admin, { transaction_id: '0190a0a0-0000-7000-8000-000000000000', reason: 'x' }))
        .status,
    ).toBe(404);
    expect((await activityAbout(t, txnId)).map((e) => e.action)).toEqual(['ledger.transaction_reversed']);
    const original = (await call(t, 'GET', `/api/transactions?agency_id=${agency.id}`, tok.admin)).body.data.items;
    expect(original).toHaveLength(2);
    expect(original.find((i: { id: string }) => i.id === txnId).reversed_by_transaction_id).toBe(reversed.body.data.transaction.id);
    expect((await call(t, 'PUT', '/api/transactions', tok.agent, { transaction_id: txnId, reason: 'x' })).status).toBe(403);
    // The adjustment follows its money; its reversal cannot be reversed in turn.
    const [adjustment] = await t.database.db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, made.id));
    expect(adjustment).toMatchObject({ status: 'reversed', reversalTransactionId: reversed.body.data.transaction.id });
    const back = await call(t, 'PUT', '/api/transactions', tok.accounts, {
      transaction_id: reversed.body.data.transaction.id,
      reason: 'Undo',
    });
    expect(back.status).toBe(409);
    expect(back.body.message.description).toBe('A reversal cannot itself be reversed.');
    expect(await entryCount()).toBe(entries);
  });

  it("refuses a charge's transaction (409 naming the charge): it is reversed through the charge, whose status follows", async () => {
    const charged = await call(t, 'POST', '/api/save-agent-charges', tok.admin, {
      user_id: agentId,
      title: 'Courier fee',
      amount_minor: 1500,
      currency: 'PKR',
    });
    expect(charged.status).toBe(200);
    const charge = charged.body.data.charge;
    const entries = await entryCount();
    const res = await call(t, 'PUT', '/api/transactions', tok.admin, { transaction_id: charge.transaction.id, reason: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.message.description).toBe(
      `This transaction belongs to charge ${charge.reference}: reverse the charge instead, so that its status follows.`,
    );
    expect(await entryCount()).toBe(entries);
    const through = await call(t, 'POST', '/api/update-agent-charge-status', tok.accounts, {
      id: charge.id,
      status: 'reversed',
      reason: 'Waived',
    });
    expect(through.body.data.charge.status).toBe('reversed');
    const reversal = await call(t, 'PUT', '/api/transactions', tok.admin, {
      transaction_id: through.body.data.charge.reversal_transaction.id,
      reason: 'x',
    });
    expect(reversal.status).toBe(409);
  });
});

describe('four eyes on adjustments', () => {
  it('refuses a checker whose account the maker created (403 naming the rule)', async () => {
    const email = `checker-${Date.now().toString(36)}@example.test`;
    const staff = await call(t, 'POST', '/api/add-staff', tok.admin, {
      name: 'Helper',
      email,
      password: 'helper-password',
      role: 'accounts',
    });
    expect(staff.status).toBe(200);
    const helper = await tokenFor(t, email);
    const made = (await call(t, 'POST', '/api/transactions', tok.admin, adjust({ amount_minor: 99999 }))).body.data.adjustment;
    const start = (await pkr()).balanceMinor;
    const res = await call(t, 'POST', `/api/transactions/adjustments/${made.id}/approve`, helper, {});
    expect(res.status).toBe(403);
    expect(res.body.message.description).toBe(
      'Your account was created by the person who made this request, so you cannot check it: another staff member must do it.',
    );
    expect((await pkr()).balanceMinor).toBe(start);
    // The helper may still check what someone else made.
    const other = (await call(t, 'POST', '/api/transactions', tok.accounts, adjust({ amount_minor: 1 }))).body.data.adjustment;
    expect((await call(t, 'POST', `/api/transactions/adjustments/${other.id}/approve`, helper, {})).status).toBe(200);
  });
});

describe('GET /transactions', () => {
  it('filters by agency, kind, reference and agency-time-zone dates, paginated, each with its entries', async () => {
    const all = await call(t, 'GET', `/api/transactions?agency_id=${agencyId}&per_page=1`, tok.accounts);
    expect(all.status).toBe(200);
    expect(all.body.data.pagination).toMatchObject({ page: 1, per_page: 1 });
    expect(all.body.data.pagination.total).toBeGreaterThanOrEqual(2);
    expect(all.body.data.items).toHaveLength(1);
    const one = all.body.data.items[0];
    expect(one.entries.length).toBeGreaterThanOrEqual(2);
    const byRef = await call(t, 'GET', `/api/transactions?search=${one.reference}`, tok.accounts);
    expect(byRef.body.data.items.map((i: { id: string }) => i.id)).toEqual([one.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(
      (await call(t, 'GET', `/api/transactions?agency_id=${agencyId}&from=${today}&to=${today}`, tok.accounts)).body.data.pagination.total,
    ).toBe(all.body.data.pagination.total);
    expect((await call(t, 'GET', `/api/transactions?agency_id=${agencyId}&to=2020-01-01`, tok.accounts)).body.data.pagination.total).toBe(
      0,
    );
    expect((await call(t, 'GET', '/api/transactions?kind=deposit&search=NOPE', tok.accounts)).body.data.items).toEqual([]);
    for (const bad of ['from=yesterday', 'kind=gift', 'from=2026-02-02&to=2026-02-01', 'per_page=1000']) {
      expect((await call(t, 'GET', `/api/transactions?${bad}`, tok.accounts)).status, bad).toBe(422);
    }
  });
});

describe('the ledger tables', () => {
  it('hold money as integers', async () => {
    const [row] = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.currency, 'PKR')).limit(1);
    expect(Number.isSafeInteger(row!.amountMinor)).toBe(true);
  });
});
