import { todayIn, type TFinanceSummary, type TProfitLossReport } from '@safar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountFor,
  chargeWallet,
  creditWallet,
  reverseTransaction,
  systemAccountFor,
  walletAccountFor,
} from '@/modules/ledger/ledger.service';
import { buildAgency, expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { insertBank, insertDeposit, postTagged } from './reports.test-helpers';

let t: TestApp;
const tok = { admin: '', accounts: '', salesman: '', agent: '' };
let adminId: string;

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  for (const role of ['admin', 'accounts', 'salesman'] as const) {
    const user = await buildUser(t.database.db, { role });
    tok[role] = await tokenFor(t, user.email);
    if (role === 'admin') adminId = user.id;
  }
  const agency = await buildAgency(t.database.db);
  const agent = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
  tok.agent = await tokenFor(t, agent.email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const summary = async () => {
  const res = await get('/api/finance-summary', tok.accounts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.summary as TFinanceSummary;
};
const report = async (query = '') => {
  const res = await get(`/api/profit-loss-report${query}`, tok.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.report as TProfitLossReport;
};
/** The rows as compact tuples: [group, currency, income, costs, net, transactions]. */
const lines = (r: TProfitLossReport) =>
  r.rows.map((x) => [x.group, x.currency, x.income_minor, x.costs_minor, x.net_minor, x.transactions]);

/** An agency with an agent login (adjustments name the agent "on behalf of"). */
async function agencyWithAgent(name: string) {
  const agency = await buildAgency(t.database.db, name);
  const agent = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
  return { agency, agent };
}

/** A manual adjustment through the API: made by admin, approved by accounts (maker-checker). */
async function adjustment(agencyId: string, direction: 'credit' | 'debit', amountMinor: number) {
  const made = await t.request({
    method: 'POST',
    url: '/api/transactions',
    token: tok.admin,
    payload: { agency_id: agencyId, direction, amount_minor: amountMinor, currency: 'PKR', reason: 'Goodwill' },
  });
  expect(made.statusCode, made.body).toBe(200);
  const approved = await t.request({
    method: 'POST',
    url: `/api/transactions/adjustments/${made.json().data.adjustment.id}/approve`,
    token: tok.accounts,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('GET /finance-summary', () => {
  it('is for finance staff only', async () => {
    expect((await get('/api/finance-summary')).statusCode).toBe(401);
    expect((await get('/api/finance-summary', tok.agent)).statusCode).toBe(403);
    expect((await get('/api/finance-summary', tok.salesman)).statusCode).toBe(403);
    expect((await get('/api/finance-summary', tok.admin)).statusCode).toBe(200);
  });

  it('counts pending top-ups, deposits approved this month (agency time zone), agent balances and pending adjustments', async () => {
    const empty = await summary();
    expect(empty).toMatchObject({
      timezone: 'Asia/Karachi',
      month: todayIn('Asia/Karachi', new Date()).slice(0, 7),
      pending_topups: { count: 0, by_currency: [] },
      approved_this_month: { count: 0, by_currency: [] },
      agent_balances: { by_currency: [], negative_wallets: 0 },
      pending_adjustments: 0,
      pending_allowance_changes: 0,
    });

    const { agency: a, agent } = await agencyWithAgent('Alpha Travels');
    const { agency: b } = await agencyWithAgent('Beta Travels');
    const pkrBank = await insertBank(t.database.db, 'PKR');
    const usdBank = await insertBank(t.database.db, 'USD');
    const base = { agencyId: a.id, bankId: pkrBank.id, userId: agent.id };
    await insertDeposit(t.database.db, base, { amountMinor: 100000 });
    await insertDeposit(t.database.db, base, { amountMinor: 250050 });
    await insertDeposit(t.database.db, { ...base, bankId: usdBank.id }, { amountMinor: 5000, currency: 'USD' });
    // Not pending any more, or deleted: not a top-up to review.
    await insertDeposit(t.database.db, base, { amountMinor: 999, deletedAt: new Date(), deletedBy: adminId });
    await insertDeposit(t.database.db, base, {
      amountMinor: 777,
      status: 'rejected',
      reviewedAt: new Date(),
      reviewedBy: adminId,
      decisionReason: 'No',
    });

    // "This month" starts at midnight on the 1st in Karachi, not in UTC.
    const rows = (await t.database.db.execute(
      sql`select (date_trunc('month', now() at time zone 'Asia/Karachi')) at time zone 'Asia/Karachi' as start`,
    )) as unknown as { rows: { start: Date | string }[] };
    const monthStart = new Date(rows.rows[0]!.start);
    expect(todayIn('Asia/Karachi', monthStart)).toBe(`${todayIn('Asia/Karachi', new Date()).slice(0, 7)}-01`);
    const approved = { status: 'approved' as const, reviewedBy: adminId };
    await insertDeposit(t.database.db, base, { ...approved, amountMinor: 300000, approvedAmountMinor: 280000, reviewedAt: monthStart });
    await insertDeposit(t.database.db, base, { ...approved, amountMinor: 50000, approvedAmountMinor: 50000, reviewedAt: new Date() });
    await insertDeposit(t.database.db, base, {
      ...approved,
      amountMinor: 40000,
      approvedAmountMinor: 40000,
      reviewedAt: new Date(monthStart.getTime() - 1),
    });
    await insertDeposit(
      t.database.db,
      { ...base, bankId: usdBank.id },
      { ...approved, currency: 'USD', amountMinor: 1200, approvedAmountMinor: 1200, reviewedAt: new Date() },
    );

    // Wallets: Alpha +5000.00 PKR, Beta charged 700 below zero, Beta +12.00 USD.
    await t.database.db.transaction(async (tx) => {
      const bankPkr = await bankAccountFor(tx, pkrBank.id, 'PKR');
      const bankUsd = await bankAccountFor(tx, usdBank.id, 'USD');
      const charges = await systemAccountFor(tx, 'revenue', 'charges', 'PKR');
      await creditWallet(tx, { agencyId: a.id, currency: 'PKR', amountMinor: 500000, counter: bankPkr.id, description: 'Deposit' });
      await chargeWallet(tx, { agencyId: b.id, currency: 'PKR', amountMinor: 700, counter: charges.id, description: 'Fee' });
      await creditWallet(tx, { agencyId: b.id, currency: 'USD', amountMinor: 1200, counter: bankUsd.id, description: 'Deposit' });
      await walletAccountFor(tx, agent.agencyId!, 'SAR'); // an empty wallet counts, at zero
    });

    // One adjustment approved (not pending any more), two waiting for their checker.
    await adjustment(a.id, 'credit', 100);
    for (const amount of [200, 300])
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/transactions',
            token: tok.admin,
            payload: { agency_id: b.id, direction: 'debit', amount_minor: amount, currency: 'PKR', reason: 'Fee' },
          })
        ).statusCode,
      ).toBe(200);

    // One credit allowance change waiting for its checker.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/update-card-allowance',
          token: tok.admin,
          payload: { agency_id: b.id, currency: 'PKR', credit_allowance_minor: 5000, reason: 'Season' },
        })
      ).statusCode,
    ).toBe(200);

    const s = await summary();
    expect(s.pending_topups).toEqual({
      count: 3,
      by_currency: [
        { currency: 'PKR', count: 2, amount_minor: 350050 },
        { currency: 'USD', count: 1, amount_minor: 5000 },
      ],
    });
    expect(s.approved_this_month).toEqual({
      count: 3,
      by_currency: [
        { currency: 'PKR', count: 2, amount_minor: 330000 },
        { currency: 'USD', count: 1, amount_minor: 1200 },
      ],
    });
    expect(s.agent_balances).toEqual({
      by_currency: [
        { currency: 'PKR', count: 2, amount_minor: 500000 + 100 - 700, negative_wallets: 1 },
        { currency: 'SAR', count: 1, amount_minor: 0, negative_wallets: 0 },
        { currency: 'USD', count: 1, amount_minor: 1200, negative_wallets: 0 },
      ],
      negative_wallets: 1,
    });
    expect(s.pending_adjustments).toBe(2);
    expect(s.pending_allowance_changes).toBe(1);
  });
});

describe('GET /profit-loss-report', () => {
  it('is for finance staff only, and refuses bad queries with 422', async () => {
    expect((await get('/api/profit-loss-report')).statusCode).toBe(401);
    expect((await get('/api/profit-loss-report', tok.agent)).statusCode).toBe(403);
    expect((await get('/api/profit-loss-report', tok.salesman)).statusCode).toBe(403);
    const cases: [string, string, string][] = [
      ['?from=not-a-date', 'from', 'This value is not valid.'],
      ['?to=2025-13-01', 'to', 'This value is not valid.'],
      ['?from=2025-02-30', 'from', 'This value is not valid.'],
      ['?from=2025-03-01&to=2025-02-01', 'to', 'The end date must not be before the start date.'],
      ['?group_by=week', 'group_by', 'Choose one of the listed options.'],
      ['?product=boat', 'product', 'Choose one of the listed options.'],
      ['?currency=XYZ', 'currency', 'Choose a supported currency.'],
      ['?agency_id=42', 'agency_id', 'This value is not valid.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/profit-loss-report${query}`, tok.accounts);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toEqual([message]);
    }
  });

  it('reads income and costs from revenue entries only: charges, reversals, adjustments and tagged margins, by product, agency and month', async () => {
    const { agency: a } = await agencyWithAgent('Aurora Travels');
    const { agency: b } = await agencyWithAgent('Zenith Travels');
    const bank = await insertBank(t.database.db, 'PKR');
    const before = await report('?currency=PKR');

    const margin = await t.database.db.transaction(async (tx) => {
      const charges = await systemAccountFor(tx, 'revenue', 'charges', 'PKR');
      const usdCharges = await systemAccountFor(tx, 'revenue', 'charges', 'USD');
      const bankAccount = await bankAccountFor(tx, bank.id, 'PKR');
      // A deposit moves no revenue: it must not show.
      await creditWallet(tx, { agencyId: a.id, currency: 'PKR', amountMinor: 900000, counter: bankAccount.id, description: 'Deposit' });
      const reversed = await chargeWallet(tx, {
        agencyId: a.id,
        currency: 'PKR',
        amountMinor: 10000,
        counter: charges.id,
        description: 'Visa fee',
      });
      await reverseTransaction(tx, { transactionId: reversed.transaction.id, description: 'Waived' });
      await chargeWallet(tx, { agencyId: a.id, currency: 'PKR', amountMinor: 4000, counter: charges.id, description: 'Courier' });
      await chargeWallet(tx, { agencyId: b.id, currency: 'USD', amountMinor: 300, counter: usdCharges.id, description: 'Fee' });
      return {
        wallet: (await walletAccountFor(tx, a.id, 'PKR')).id,
        revenue: (await systemAccountFor(tx, 'revenue', 'margins', 'PKR')).id,
      };
    });
    await adjustment(b.id, 'credit', 1500); // given to the agency: a cost
    await adjustment(b.id, 'debit', 600); // taken from the agency: income
    // A booking margin as bookings will post it (tagged 'flight'), then voided: the reversal keeps the product.
    const booking = await postTagged(t.database.db, {
      product: 'flight',
      entries: [
        { accountId: margin.wallet, amountMinor: -2000 },
        { accountId: margin.revenue, amountMinor: 2000 },
      ],
    });
    await t.database.db.transaction((tx) => reverseTransaction(tx, { transactionId: booking.id, description: 'Voided' }));
    await expectLedgerInvariants(t.database.db);

    const scoped = (q: string) => report(`?currency=PKR&agency_id=${a.id}${q}`);
    const byProduct = await report(`?agency_id=${a.id}`);
    expect(lines(byProduct)).toEqual([
      ['flight', 'PKR', 2000, 2000, 0, 2],
      ['other', 'PKR', 14000, 10000, 4000, 3],
    ]);
    expect(byProduct.totals).toEqual([{ currency: 'PKR', income_minor: 16000, costs_minor: 12000, net_minor: 4000 }]);
    // The flight margin was posted to the general margins account: neither an airline margin nor a fee.
    expect(byProduct.flight_margins).toEqual([
      { kind: 'other_margins', currency: 'PKR', income_minor: 2000, costs_minor: 2000, net_minor: 0, transactions: 2 },
    ]);
    const today = todayIn('Asia/Karachi', new Date());
    expect(byProduct.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today, timezone: 'Asia/Karachi' });
    expect(byProduct.group_by).toBe('product');

    const byAgency = await report('?group_by=agency');
    const mine = byAgency.rows.filter((r) => r.group === a.id || r.group === b.id);
    expect(mine.map((r) => [r.label, r.currency, r.income_minor, r.costs_minor, r.net_minor, r.transactions])).toEqual([
      ['Aurora Travels', 'PKR', 16000, 12000, 4000, 5],
      ['Zenith Travels', 'PKR', 600, 1500, -900, 2],
      ['Zenith Travels', 'USD', 300, 0, 300, 1],
    ]);

    // Everything in PKR grew by exactly these figures, whatever other tests posted this month.
    const after = await report('?currency=PKR');
    const total = (r: TProfitLossReport) => r.totals[0] ?? { income_minor: 0, costs_minor: 0, net_minor: 0 };
    expect(total(after).income_minor - total(before).income_minor).toBe(16600);
    expect(total(after).costs_minor - total(before).costs_minor).toBe(13500);
    expect(total(after).net_minor - total(before).net_minor).toBe(3100);
    expect(after.rows.every((r) => r.currency === 'PKR')).toBe(true);

    expect(lines(await scoped('&product=flight'))).toEqual([['flight', 'PKR', 2000, 2000, 0, 2]]);
    expect(lines(await scoped('&product=hotel'))).toEqual([]);
    expect(lines(await scoped('&group_by=month'))).toEqual([[today.slice(0, 7), 'PKR', 16000, 12000, 4000, 5]]);
    expect(lines(await report(`?agency_id=${b.id}&product=other&currency=USD`))).toEqual([['other', 'USD', 300, 0, 300, 1]]);
  });

  it('places entries in days and months of the agency time zone', async () => {
    const { agency } = await agencyWithAgent('Karachi Boundary Travels');
    const accounts = await t.database.db.transaction(async (tx) => ({
      wallet: (await walletAccountFor(tx, agency.id, 'SAR')).id,
      revenue: (await systemAccountFor(tx, 'revenue', 'margins', 'SAR')).id,
    }));
    const margin = (iso: string, amountMinor: number, product = 'hotel') =>
      postTagged(t.database.db, {
        at: new Date(iso),
        product,
        entries: [
          { accountId: accounts.wallet, amountMinor: -amountMinor },
          { accountId: accounts.revenue, amountMinor },
        ],
      });
    // Karachi is UTC+5: 18:30Z on 31 January is 23:30 that day; 19:30Z is already 1 February.
    await margin('2025-01-31T18:30:00Z', 100);
    await margin('2025-01-31T19:30:00Z', 200);
    await margin('2025-02-28T18:59:59.999Z', 400, 'umrah');
    await margin('2025-02-28T19:00:00Z', 800);
    const q = `&agency_id=${agency.id}`;

    expect(lines(await report(`?from=2025-02-01&to=2025-02-28&group_by=month${q}`))).toEqual([['2025-02', 'SAR', 600, 0, 600, 2]]);
    expect(lines(await report(`?from=2025-01-01&to=2025-03-31&group_by=month${q}`))).toEqual([
      ['2025-01', 'SAR', 100, 0, 100, 1],
      ['2025-02', 'SAR', 600, 0, 600, 2],
      ['2025-03', 'SAR', 800, 0, 800, 1],
    ]);
    expect(lines(await report(`?from=2025-01-31&to=2025-01-31${q}`))).toEqual([['hotel', 'SAR', 100, 0, 100, 1]]);
    expect(lines(await report(`?from=2025-02-01&to=2025-02-28${q}`))).toEqual([
      ['hotel', 'SAR', 200, 0, 200, 1],
      ['umrah', 'SAR', 400, 0, 400, 1],
    ]);
    // Only `from`: up to today; only `to`: from the first of its month.
    expect(lines(await report(`?from=2025-02-15&group_by=month${q}`))).toEqual([
      ['2025-02', 'SAR', 400, 0, 400, 1],
      ['2025-03', 'SAR', 800, 0, 800, 1],
    ]);
    expect((await report(`?to=2025-02-20${q}`)).period).toEqual({ from: '2025-02-01', to: '2025-02-20', timezone: 'Asia/Karachi' });
    // Without dates the report covers this month only, where this agency has nothing.
    expect(lines(await report(`?group_by=month${q}`))).toEqual([]);
  });
});
