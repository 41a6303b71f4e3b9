import { agentCharges, ledgerAccounts, ledgerEntries, ledgerTransactions, notifications } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { mailsTried } from '@/core/mail/outbox';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { availableBalance, bankAccountFor, creditWallet } from '@/modules/ledger/ledger.service';
import { buildAgency, expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
let agentId: string;
let agencyId: string;
/** A second agency with its own approved agent login. */
let other: { agencyId: string; agentId: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  const agent = await userByEmail(t, DEMO.agent);
  agentId = agent.id;
  agencyId = agent.agencyId!;
  const agency = await buildAgency(t.database.db, 'Oasis Tours');
  const user = await buildUser(t.database.db, {
    role: 'agent',
    name: 'Omar Oasis',
    agencyId: agency.id,
    isApproved: true,
    isFormFilled: true,
  });
  other = { agencyId: agency.id, agentId: user.id, token: await tokenFor(t, user.email) };
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  user_id: agentId,
  title: 'Late ticketing fee',
  description: 'ADM from the airline',
  amount_minor: 150000,
  currency: 'PKR',
  ...overrides,
});
const chargeCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agentCharges))[0]!.n;
const entryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;
const balanceOf = async (id = agencyId, currency: 'PKR' | 'USD' = 'PKR') =>
  (await availableBalance(t.database.db, id, currency)).balanceMinor;
const save = (payload: Record<string, unknown>, token = tok.accounts, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/save-agent-charges', token, payload, headers });
const reverse = (payload: Record<string, unknown>, token = tok.admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/update-agent-charge-status', token, payload, headers });

/** Credits an agency's wallet straight through the ledger service (deposits are another module's). */
async function fund(id: string, amountMinor: number) {
  await t.database.db.transaction(async (tx) => {
    const bank = await bankAccountFor(tx, id, 'PKR');
    await creditWallet(tx, { agencyId: id, currency: 'PKR', amountMinor, counter: bank.id, description: 'Test funding' });
  });
}

describe('POST /save-agent-charges: input', () => {
  it('refuses bad amounts, currencies, titles and targets with 422 per field, and moves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ amount_minor: -100 }), 'amount_minor', 'The amount must be greater than zero.'],
      [body({ amount_minor: 0 }), 'amount_minor', 'The amount must be greater than zero.'],
      [body({ amount_minor: 99.5 }), 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [body({ amount_minor: '1500' }), 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [body({ amount_minor: 1e16 }), 'amount_minor', 'The amount is too large.'],
      [body({ amount_minor: undefined }), 'amount_minor', 'This field is required.'],
      [body({ currency: 'XYZ' }), 'currency', 'Choose a supported currency.'],
      [body({ currency: undefined }), 'currency', 'This field is required.'],
      [body({ title: '   ' }), 'title', 'This field is required.'],
      [body({ title: 'x'.repeat(121) }), 'title', 'Must be at most 120 characters.'],
      [body({ description: 'x'.repeat(501) }), 'description', 'Must be at most 500 characters.'],
      [body({ user_id: undefined }), 'agency_id', 'Name the agency or the agent.'],
      [body({ agency_id: agencyId }), 'agency_id', 'Name the agency or the agent.'],
      [body({ user_id: 'not-a-uuid' }), 'user_id', 'This value is not valid.'],
    ];
    const [charges, entries, balance] = [await chargeCount(), await entryCount(), await balanceOf()];
    for (const [payload, field, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json().errors)).toEqual([message]);
    }
    const arabic = await t.request({
      method: 'POST',
      url: '/api/save-agent-charges',
      token: tok.admin,
      payload: body({ amount_minor: 0 }),
      headers: { 'x-locale': 'ar' },
    });
    expect(arabic.json().errors.amount_minor).toEqual(['يجب أن يكون المبلغ أكبر من صفر.']);
    expect([await chargeCount(), await entryCount(), await balanceOf()]).toEqual([charges, entries, balance]);
  });

  it('answers 404 for an unknown agency or a user who is not an agent', async () => {
    const before = await chargeCount();
    expect((await save(body({ user_id: undefined, agency_id: '0190a0a0-0000-7000-8000-000000000000' }))).statusCode).toBe(404);
    expect((await save(body({ user_id: '0190a0a0-0000-7000-8000-000000000000' }))).statusCode).toBe(404);
    const customer = await userByEmail(t, DEMO.customer);
    expect((await save(body({ user_id: customer.id }))).statusCode).toBe(404);
    expect(await chargeCount()).toBe(before);
  });

  it('is for finance staff only (agents, salesmen, reservation and customers get 403; signed out 401)', async () => {
    const before = await chargeCount();
    for (const token of [tok.agent, tok.salesman, tok.reservation, tok.customer, tok.pendingAgent]) {
      expect((await save(body(), token)).statusCode).toBe(403);
      expect((await reverse({ id: '0190a0a0-0000-7000-8000-000000000000', status: 'reversed', reason: 'x' }, token)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/show-all-charges', tok.salesman)).status).toBe(403);
    expect((await call(t, 'GET', '/api/show-all-charges', tok.pendingAgent)).status).toBe(403);
    expect((await save(body(), '')).statusCode).toBe(401);
    expect(await chargeCount()).toBe(before);
  });
});

describe('applying and reversing a charge', () => {
  it('debits the wallet against charges revenue, notifies and mails the agency, logs it; the reversal restores the balance exactly', async () => {
    await fund(agencyId, 1_000_000);
    const start = await balanceOf();
    const res = await save(body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Agent charge saved successfully.');
    const charge = res.json().data.charge;
    expect(charge).toMatchObject({
      reference: expect.stringMatching(/^CHG-\d+$/),
      agency: { id: agencyId, name: 'Crescent Travels' },
      title: 'Late ticketing fee',
      description: 'ADM from the airline',
      amount_minor: 150000,
      currency: 'PKR',
      status: 'applied',
      negative: false,
      transaction: { id: expect.any(String), reference: expect.stringMatching(/^TXN-\d+$/) },
      reversal_transaction: null,
      reversed_by: null,
      created_by: { name: (await userByEmail(t, DEMO.accounts)).name },
    });
    expect(await balanceOf()).toBe(start - 150000);

    const [txn] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, charge.transaction.id));
    expect(txn).toMatchObject({
      kind: 'charge',
      description: `${charge.reference}: Late ticketing fee`,
      source: { type: 'agent_charge', id: charge.id },
      onBehalfOfId: agentId,
    });
    const entries = await t.database.db
      .select({ amount: ledgerEntries.amountMinor, code: ledgerAccounts.code })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, txn!.id));
    expect(entries.find((e) => e.code === 'REV-CHARGES-PKR')?.amount).toBe(150000);
    expect(entries.find((e) => e.code.startsWith('WAL-'))?.amount).toBe(-150000);

    await mailsTried(t.app);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agentId), eq(notifications.type, 'charge_applied')));
    expect(notice).toMatchObject({
      params: { reference: charge.reference, amount: 'PKR 1500.00', title: 'Late ticketing fee' },
      link: '/agent/other-charges',
    });
    expect(notice!.emailedAt).not.toBeNull();
    expect((await t.lastMail(DEMO.agent))?.subject).toBe(`Charge ${charge.reference} applied to your account`);
    const [applied] = await activityAbout(t, charge.id);
    expect(applied).toMatchObject({
      action: 'charge.applied',
      subjectType: 'agent_charge',
      onBehalfOfId: agentId,
      changes: { after: { reference: charge.reference, amount_minor: 150000 } },
    });

    // The reversal: a reason is required, the status can only become 'reversed'.
    expect((await reverse({ id: charge.id, status: 'reversed' })).json().errors.reason).toEqual(['This field is required.']);
    expect((await reverse({ id: charge.id, status: 'applied', reason: 'x' })).json().errors.status).toEqual([
      'Choose one of the listed options.',
    ]);
    const reversed = await reverse({ id: charge.id, status: 'reversed', reason: 'Waived by management' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().message.description).toBe('Agent charge reversed successfully.');
    expect(reversed.json().data.charge).toMatchObject({
      id: charge.id,
      status: 'reversed',
      reverse_reason: 'Waived by management',
      reversed_by: { name: (await userByEmail(t, DEMO.admin)).name },
      reversed_at: expect.any(String),
      reversal_transaction: { reference: expect.stringMatching(/^TXN-\d+$/) },
      transaction: charge.transaction,
    });
    expect(await balanceOf()).toBe(start);
    const [reversal] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, reversed.json().data.charge.reversal_transaction.id));
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversesTransactionId: charge.transaction.id,
      description: `${charge.reference}: Waived by management`,
    });
    const [reversedNotice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agentId), eq(notifications.type, 'charge_reversed')));
    expect(reversedNotice).toMatchObject({
      params: { reference: charge.reference, amount: 'PKR 1500.00', title: 'Late ticketing fee' },
      link: '/agent/other-charges',
    });
    expect((await activityAbout(t, charge.id)).map((e) => e.action)).toEqual(['charge.applied', 'charge.reversed']);

    // Twice → 409, nothing moves.
    const entriesBefore = await entryCount();
    const twice = await reverse({ id: charge.id, status: 'reversed', reason: 'Again' }, tok.accounts);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message.description).toBe('This charge has already been reversed.');
    expect(await entryCount()).toBe(entriesBefore);
    expect(await balanceOf()).toBe(start);
    expect((await reverse({ id: '0190a0a0-0000-7000-8000-000000000000', status: 'reversed', reason: 'x' })).statusCode).toBe(404);
    await expectLedgerInvariants(t.database.db);
  });

  it('may take the wallet below zero, and flags it negative for staff', async () => {
    const agency = await buildAgency(t.database.db, 'Empty Wallet Travel');
    const res = await save(body({ user_id: undefined, agency_id: agency.id, amount_minor: 5000, description: undefined }), tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.charge).toMatchObject({
      negative: true,
      description: null,
      agency: { id: agency.id, name: 'Empty Wallet Travel' },
    });
    expect(await balanceOf(agency.id)).toBe(-5000);
    const listed = await call(t, 'GET', `/api/show-all-charges?agency_id=${agency.id}`, tok.accounts);
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id: res.json().data.charge.id, negative: true })]);
    // Reversing restores zero exactly.
    expect((await reverse({ id: res.json().data.charge.id, status: 'reversed', reason: 'Wrong agency' })).statusCode).toBe(200);
    expect(await balanceOf(agency.id)).toBe(0);
    await expectLedgerInvariants(t.database.db);
  });

  it('charges a wallet in another currency than the agency’s own', async () => {
    const res = await save(body({ user_id: other.agentId, amount_minor: 2500, currency: 'usd' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.charge).toMatchObject({ currency: 'USD', negative: true });
    expect(await balanceOf(other.agencyId, 'USD')).toBe(-2500);
  });
});

describe('Idempotency-Key', () => {
  it('replays a charge and a reversal without moving money twice; the key with another body answers 422', async () => {
    const start = await balanceOf();
    const key = { 'idempotency-key': 'chg-4b1d' };
    const first = await save(body({ amount_minor: 777 }), tok.accounts, key);
    expect(first.statusCode).toBe(200);
    const [charges, entries] = [await chargeCount(), await entryCount()];
    const replay = await save(body({ amount_minor: 777 }), tok.accounts, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.charge.id).toBe(first.json().data.charge.id);
    const reused = await save(body({ amount_minor: 778 }), tok.accounts, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message.code).toBe('idempotency_key_reused');
    expect([await chargeCount(), await entryCount(), await balanceOf()]).toEqual([charges, entries, start - 777]);

    const undo = { id: first.json().data.charge.id, status: 'reversed', reason: 'Duplicate' };
    const r1 = await reverse(undo, tok.accounts, { 'idempotency-key': 'rev-4b1d' });
    const r2 = await reverse(undo, tok.accounts, { 'idempotency-key': 'rev-4b1d' });
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(r2.json().data.charge.reversal_transaction.id).toBe(r1.json().data.charge.reversal_transaction.id);
    expect(await balanceOf()).toBe(start);
  });
});

describe('GET /show-all-charges', () => {
  it('finance sees every agency with filters (agency, agent, status, reference or title, dates), paginated', async () => {
    const mine = (await save(body({ title: 'Visa courier', amount_minor: 100 }))).json().data.charge;
    const theirs = (await save(body({ user_id: other.agentId, title: 'Group deposit shortfall', amount_minor: 200 }))).json().data.charge;

    const all = await call(t, 'GET', '/api/show-all-charges?per_page=100', tok.accounts);
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(ids.indexOf(theirs.id)).toBeLessThan(ids.indexOf(mine.id)); // newest first

    const byAgency = await call(t, 'GET', `/api/show-all-charges?agency_id=${other.agencyId}&per_page=100`, tok.admin);
    expect(byAgency.body.data.items.every((c: { agency: { id: string } }) => c.agency.id === other.agencyId)).toBe(true);
    expect(byAgency.body.data.items[0]).toMatchObject({ id: theirs.id, agency: { name: 'Oasis Tours' } });
    const byUser = await call(t, 'GET', `/api/show-all-charges?user_id=${other.agentId}&per_page=100`, tok.admin);
    expect(byUser.body.data.pagination.total).toBe(byAgency.body.data.pagination.total);
    expect((await call(t, 'GET', '/api/show-all-charges?user_id=0190a0a0-0000-7000-8000-000000000000', tok.admin)).body.data.items).toEqual(
      [],
    );

    expect(
      (await call(t, 'GET', `/api/show-all-charges?search=${mine.reference}`, tok.admin)).body.data.items.map((c: { id: string }) => c.id),
    ).toEqual([mine.id]);
    expect(
      (await call(t, 'GET', '/api/show-all-charges?search=courier', tok.admin)).body.data.items.map((c: { id: string }) => c.id),
    ).toEqual([mine.id]);
    const reversedOnly = await call(t, 'GET', '/api/show-all-charges?status=reversed&per_page=100', tok.admin);
    expect(reversedOnly.body.data.items.length).toBeGreaterThan(0);
    expect(reversedOnly.body.data.items.every((c: { status: string }) => c.status === 'reversed')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(
      (await call(t, 'GET', `/api/show-all-charges?from=${today}&to=${today}&per_page=1`, tok.admin)).body.data.pagination,
    ).toMatchObject({
      per_page: 1,
      total: all.body.data.pagination.total,
    });
    expect((await call(t, 'GET', '/api/show-all-charges?to=2020-01-01', tok.admin)).body.data.pagination.total).toBe(0);
    for (const bad of ['from=yesterday', 'status=pending', 'from=2026-02-02&to=2026-02-01', 'per_page=1000', 'agency_id=x']) {
      expect((await call(t, 'GET', `/api/show-all-charges?${bad}`, tok.admin)).status, bad).toBe(422);
    }
  });

  it('an agent sees only its own agency’s charges; naming another agency or its agent answers 403', async () => {
    const own = await call(t, 'GET', '/api/show-all-charges?per_page=100', tok.agent);
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
    expect(own.body.data.items.every((c: { agency: { id: string } }) => c.agency.id === agencyId)).toBe(true);
    expect((await call(t, 'GET', `/api/show-all-charges?agency_id=${agencyId}`, tok.agent)).body.data.pagination.total).toBe(
      own.body.data.pagination.total,
    );
    expect((await call(t, 'GET', `/api/show-all-charges?user_id=${agentId}`, tok.agent)).body.data.pagination.total).toBe(
      own.body.data.pagination.total,
    );

    const theirs = await call(t, 'GET', '/api/show-all-charges?per_page=100', other.token);
    expect(theirs.body.data.items.length).toBeGreaterThan(0);
    expect(theirs.body.data.items.every((c: { agency: { id: string } }) => c.agency.id === other.agencyId)).toBe(true);

    expect((await call(t, 'GET', `/api/show-all-charges?agency_id=${other.agencyId}`, tok.agent)).status).toBe(403);
    expect((await call(t, 'GET', `/api/show-all-charges?user_id=${other.agentId}`, tok.agent)).status).toBe(403);
    expect((await call(t, 'GET', '/api/show-all-charges?user_id=0190a0a0-0000-7000-8000-000000000000', tok.agent)).status).toBe(403);
    expect((await call(t, 'GET', '/api/show-all-charges', undefined)).status).toBe(401);
  });
});
