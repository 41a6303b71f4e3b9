import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildAgency } from './ledger.test-helpers';

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

const balanceOf = async (query: string, token = tok.accounts) => call(t, 'GET', `/api/agency-balance?${query}`, token);

describe('GET /agency-balance', () => {
  it('answers zeros for an agency without a wallet yet, in its own currency, and creates nothing', async () => {
    const agency = await buildAgency(t.database.db);
    const res = await balanceOf(`agency_id=${agency.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      balance: { agency_id: agency.id, currency: 'PKR', balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 },
      recent_entries: [],
    });
  });

  it('shows balance + credit allowance = available after an approved credit and a new allowance', async () => {
    const created = await call(t, 'POST', '/api/transactions', tok.admin, {
      user_id: agentId,
      direction: 'credit',
      amount_minor: 150000,
      currency: 'PKR',
      reason: 'Opening balance',
    });
    expect(created.status).toBe(200);
    expect(
      (await call(t, 'POST', `/api/transactions/adjustments/${created.body.data.adjustment.id}/approve`, tok.accounts, {})).status,
    ).toBe(200);
    // A new allowance is asked by one finance staff member and applied when a second approves it.
    const asked = await call(t, 'POST', '/api/update-card-allowance', tok.accounts, {
      user_id: agentId,
      currency: 'PKR',
      credit_allowance_minor: 50000,
      reason: 'Credit line agreed',
    });
    expect(asked.status).toBe(200);
    expect((await call(t, 'POST', `/api/credit-allowance-requests/${asked.body.data.request.id}/approve`, tok.admin, {})).status).toBe(200);

    const byUser = await balanceOf(`user_id=${agentId}`);
    expect(byUser.status).toBe(200);
    expect(byUser.body.data.balance).toEqual({
      agency_id: agencyId,
      currency: 'PKR',
      balance_minor: 150000,
      credit_allowance_minor: 50000,
      available_minor: 200000,
    });
    const byAgency = await balanceOf(`agency_id=${agencyId}&currency=pkr`, tok.admin);
    expect(byAgency.body.data.balance).toEqual(byUser.body.data.balance);
    const usd = await balanceOf(`agency_id=${agencyId}&currency=USD`);
    expect(usd.body.data.balance).toMatchObject({ currency: 'USD', balance_minor: 0, available_minor: 0 });
  });

  it('refuses a bad target or currency (422), an unknown agency or a non-agent (404)', async () => {
    const missing = await balanceOf('');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.agency_id).toEqual(['Name the agency or the agent.']);
    const both = await balanceOf(`agency_id=${agencyId}&user_id=${agentId}`);
    expect(both.status).toBe(422);
    const currency = await balanceOf(`agency_id=${agencyId}&currency=XYZ`);
    expect(currency.status).toBe(422);
    expect(currency.body.errors.currency).toEqual(['Choose a supported currency.']);
    expect((await balanceOf('agency_id=0190a0a0-0000-7000-8000-000000000000')).status).toBe(404);
    const customer = await userByEmail(t, DEMO.customer);
    expect((await balanceOf(`user_id=${customer.id}`)).status).toBe(404);
  });

  it('is for finance staff and approved agents only', async () => {
    for (const token of [tok.salesman, tok.reservation, tok.customer, tok.pendingAgent])
      expect((await balanceOf(`agency_id=${agencyId}`, token)).status).toBe(403);
    expect((await call(t, 'GET', `/api/agency-balance?agency_id=${agencyId}`)).status).toBe(401);
  });
});

describe('GET /agency-balance for an agent (its own wallet, the agent home)', () => {
  it('an agent reads its own wallet without a target, or naming its own agency or itself', async () => {
    const staff = (await balanceOf(`agency_id=${agencyId}`)).body.data;
    for (const query of ['', `agency_id=${agencyId}`, `user_id=${agentId}`]) {
      const res = await balanceOf(query, tok.agent);
      expect(res.status, query).toBe(200);
      expect(res.body.data).toEqual(staff);
    }
  });

  it('another agency or another agent is 403, checked before any lookup', async () => {
    const other = await buildAgency(t.database.db);
    const customer = await userByEmail(t, DEMO.customer);
    for (const query of [`agency_id=${other.id}`, `user_id=${customer.id}`, 'agency_id=0190a0a0-0000-7000-8000-000000000000']) {
      expect((await balanceOf(query, tok.agent)).status, query).toBe(403);
    }
  });

  it('answers the last five wallet entries, newest first, beside the figures', async () => {
    const agency = await buildAgency(t.database.db);
    const agent = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: agency.id });
    const token = await tokenFor(t, agent.email);
    const empty = await balanceOf('', token);
    expect(empty.body.data).toEqual({
      balance: { agency_id: agency.id, currency: 'PKR', balance_minor: 0, credit_allowance_minor: 0, available_minor: 0 },
      recent_entries: [],
    });

    const references: string[] = [];
    for (const [i, direction] of (['credit', 'credit', 'debit', 'credit', 'debit', 'credit', 'debit'] as const).entries()) {
      const created = await call(t, 'POST', '/api/transactions', tok.admin, {
        user_id: agent.id,
        direction,
        amount_minor: 1000 * (i + 1),
        currency: 'PKR',
        reason: `Step ${i + 1}`,
      });
      const approved = await call(t, 'POST', `/api/transactions/adjustments/${created.body.data.adjustment.id}/approve`, tok.accounts, {});
      expect(approved.status).toBe(200);
      references.push(created.body.data.adjustment.reference);
    }
    const res = await balanceOf('', token);
    expect(res.status).toBe(200);
    // +1000 +2000 -3000 +4000 -5000 +6000 -7000
    expect(res.body.data.balance.balance_minor).toBe(-2000);
    const recent = res.body.data.recent_entries;
    expect(recent).toHaveLength(5);
    expect(recent.map((e: { document_reference: string }) => e.document_reference)).toEqual(references.slice(2).reverse());
    expect(recent[0]).toMatchObject({
      kind: 'adjustment',
      debit_minor: 7000,
      credit_minor: 0,
      running_balance_minor: -2000,
      description: `${references[6]}: Step 7`,
    });
    expect(recent[1]).toMatchObject({ debit_minor: 0, credit_minor: 6000, running_balance_minor: 5000 });
  });
});
