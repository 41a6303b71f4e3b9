import { creditAllowanceRequests, notifications } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, freshEmail, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { availableBalance } from './ledger.service';
import { buildAgency, expectLedgerInvariants } from './ledger.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
let agentId: string;
let agencyId: string;
let adminId: string;
let accountsId: string;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  const agent = await userByEmail(t, DEMO.agent);
  agentId = agent.id;
  agencyId = agent.agencyId!;
  adminId = (await userByEmail(t, DEMO.admin)).id;
  accountsId = (await userByEmail(t, DEMO.accounts)).id;
});
afterAll(() => t.close());

const ask = (overrides: Record<string, unknown> = {}) => ({
  user_id: agentId,
  currency: 'PKR',
  credit_allowance_minor: 1000000,
  reason: 'Peak season bookings',
  ...overrides,
});
const requestFor = (token: string, payload: Record<string, unknown>) => call(t, 'POST', '/api/update-card-allowance', token, payload);
const decide = (id: string, action: 'approve' | 'reject', token: string, payload: Record<string, unknown> = {}) =>
  call(t, 'POST', `/api/credit-allowance-requests/${id}/${action}`, token, payload);
const allowanceOf = async (agency = agencyId, currency: 'PKR' | 'USD' = 'PKR') =>
  (await availableBalance(t.database.db, agency, currency)).creditAllowanceMinor;
const requestCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(creditAllowanceRequests))[0]!.n;

describe('POST /update-card-allowance asks; a second staff member approves', () => {
  it('the request moves nothing; the maker cannot decide it; a second staff member approves it and the allowance changes, once', async () => {
    const asked = await requestFor(tok.admin, ask());
    expect(asked.status).toBe(200);
    expect(asked.body.message.description).toBe('Credit allowance change sent for approval.');
    const { wallet, request } = asked.body.data;
    expect(wallet).toMatchObject({ agency_id: agencyId, currency: 'PKR', credit_allowance_minor: 0 });
    expect(request).toMatchObject({
      agency: { id: agencyId, name: 'Crescent Travels' },
      account_id: wallet.account_id,
      currency: 'PKR',
      current_allowance_minor: 0,
      requested_allowance_minor: 1000000,
      reason: 'Peak season bookings',
      status: 'pending',
      maker: { id: adminId, name: 'Amina Admin' },
      checker: null,
      decided_at: null,
    });
    expect(request.reference).toMatch(/^CAR-\d+$/);
    expect(await allowanceOf()).toBe(0);

    // The other finance staff hear of it (the maker does not: it cannot approve its own request).
    await mailsTried(t.app);
    const asks = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'allowance_requested'), sql`${notifications.params}->>'reference' = ${request.reference}`));
    expect(asks.map((n) => n.userId)).toEqual([accountsId]);
    expect(asks[0]).toMatchObject({
      params: { reference: request.reference, agency: 'Crescent Travels', amount: 'PKR 10000.00', maker: 'Amina Admin' },
      link: '/admin/admin-ledger?tab=allowances',
    });
    expect((await t.lastMail(DEMO.accounts))?.subject).toBe(`Credit allowance change ${request.reference} to approve`);

    for (const action of ['approve', 'reject'] as const) {
      const own = await decide(request.id, action, tok.admin);
      expect(own.status).toBe(403);
      expect(own.body.message.description).toBe(
        'You cannot approve or reject a credit allowance change you asked for; a second staff member must do it.',
      );
    }
    expect(await allowanceOf()).toBe(0);

    const approved = await decide(request.id, 'approve', tok.accounts, { reason: 'Agreed with sales' });
    expect(approved.status).toBe(200);
    expect(approved.body.message.description).toBe('Credit allowance change approved and applied.');
    expect(approved.body.data.request).toMatchObject({
      status: 'approved',
      checker: { id: accountsId },
      decision_reason: 'Agreed with sales',
      requested_allowance_minor: 1000000,
    });
    expect(await availableBalance(t.database.db, agencyId, 'PKR')).toMatchObject({ creditAllowanceMinor: 1000000 });
    const balance = await call(t, 'GET', `/api/agency-balance?user_id=${agentId}`, tok.accounts);
    expect(balance.body.data.balance.credit_allowance_minor).toBe(1000000);

    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(request.id, action, tok.accounts);
      expect(again.status).toBe(409);
      expect(again.body.message.description).toBe('This credit allowance change has already been decided.');
    }
    expect(await allowanceOf()).toBe(1000000);

    expect((await activityAbout(t, request.id)).map((e) => e.action)).toEqual(['ledger.allowance_requested', 'ledger.allowance_approved']);
    expect((await activityAbout(t, request.id))[1]).toMatchObject({ actorId: accountsId, onBehalfOfId: agentId });
    const walletLog = (await activityAbout(t, wallet.account_id)).filter((e) => e.action === 'ledger.credit_allowance_updated');
    expect(walletLog.at(-1)).toMatchObject({
      actorId: accountsId,
      onBehalfOfId: agentId,
      changes: { before: { credit_allowance_minor: 0 }, after: { credit_allowance_minor: 1000000, request: request.reference } },
    });

    // The agency's agent hears of it, in the app and by mail, like other wallet changes.
    await mailsTried(t.app);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agentId), eq(notifications.type, 'allowance_changed')));
    expect(notice).toMatchObject({ params: { reference: request.reference, amount: 'PKR 10000.00' }, link: '/agent/dashboard-flights' });
    expect((await t.lastMail(DEMO.agent))?.subject).toBe('Your credit allowance changed');
    await expectLedgerInvariants(t.database.db);
  });

  it('an account that the maker created (directly or through a helper) cannot approve', async () => {
    const agency = await buildAgency(t.database.db);
    const makerEmail = freshEmail('maker');
    expect(
      (await call(t, 'POST', '/api/add-staff', tok.admin, { name: 'Maker', email: makerEmail, password: 'maker-password', role: 'admin' }))
        .status,
    ).toBe(200);
    const maker = await tokenFor(t, makerEmail);
    const helperEmail = freshEmail('helper');
    const checkerEmail = freshEmail('checker');
    expect(
      (await call(t, 'POST', '/api/add-staff', maker, { name: 'Helper', email: helperEmail, password: 'helper-password', role: 'admin' }))
        .status,
    ).toBe(200);
    const helper = await tokenFor(t, helperEmail);
    expect(
      (
        await call(t, 'POST', '/api/add-staff', helper, {
          name: 'Checker',
          email: checkerEmail,
          password: 'checker-password',
          role: 'accounts',
        })
      ).status,
    ).toBe(200);

    const request = (await requestFor(maker, ask({ user_id: undefined, agency_id: agency.id, credit_allowance_minor: 5000 }))).body.data
      .request;
    for (const token of [helper, await tokenFor(t, checkerEmail)]) {
      const refused = await decide(request.id, 'approve', token);
      expect(refused.status).toBe(403);
      expect(refused.body.message.description).toBe(
        'Your account was created by the person who made this request, so you cannot check it: another staff member must do it.',
      );
    }
    expect(await allowanceOf(agency.id)).toBe(0);
    // The admin who created the maker is not the maker's creation, so it may check.
    expect((await decide(request.id, 'approve', tok.admin)).status).toBe(200);
    expect(await allowanceOf(agency.id)).toBe(5000);
  });

  it('a rejection changes nothing and closes the request; the wallet may then be asked again', async () => {
    const agency = await buildAgency(t.database.db);
    const target = { user_id: undefined, agency_id: agency.id };
    const request = (await requestFor(tok.accounts, ask({ ...target, credit_allowance_minor: 250000 }))).body.data.request;
    const rejected = await decide(request.id, 'reject', tok.admin, { reason: 'No guarantee on file' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message.description).toBe('Credit allowance change rejected.');
    expect(rejected.body.data.request).toMatchObject({
      status: 'rejected',
      decision_reason: 'No guarantee on file',
      checker: { id: adminId },
    });
    expect(await allowanceOf(agency.id)).toBe(0);
    expect((await decide(request.id, 'approve', tok.admin)).status).toBe(409);
    expect((await activityAbout(t, request.id)).map((e) => e.action)).toEqual(['ledger.allowance_requested', 'ledger.allowance_rejected']);
    expect((await requestFor(tok.accounts, ask({ ...target, credit_allowance_minor: 100000 }))).status).toBe(200);
  });

  it('refuses a second pending request for the same wallet with 409 naming the pending one; another currency is another wallet', async () => {
    const agency = await buildAgency(t.database.db);
    const target = { user_id: undefined, agency_id: agency.id };
    const first = (await requestFor(tok.admin, ask({ ...target, credit_allowance_minor: 10000 }))).body.data.request;
    const before = await requestCount();
    const second = await requestFor(tok.accounts, ask({ ...target, credit_allowance_minor: 99999900 }));
    expect(second.status).toBe(409);
    expect(second.body.message.description).toBe(
      `A change of this wallet's credit allowance is already awaiting approval (${first.reference}): approve or reject it first.`,
    );
    expect(await requestCount()).toBe(before);
    expect((await requestFor(tok.accounts, ask({ ...target, currency: 'USD', credit_allowance_minor: 500 }))).status).toBe(200);
  });

  it('two makers asking at the same time: one request wins, the other gets 409', async () => {
    const agency = await buildAgency(t.database.db);
    const target = { user_id: undefined, agency_id: agency.id };
    const answers = await Promise.all([
      requestFor(tok.admin, ask({ ...target, credit_allowance_minor: 1000 })),
      requestFor(tok.accounts, ask({ ...target, credit_allowance_minor: 2000 })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const pending = await call(t, 'GET', `/api/credit-allowance-requests?agency_id=${agency.id}&status=pending`, tok.admin);
    expect(pending.body.data.pagination.total).toBe(1);
  });

  it('refuses an allowance equal to the current one, bad amounts, currencies and a missing reason (422) and creates nothing', async () => {
    const before = await requestCount();
    const agency = await buildAgency(t.database.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        ask({ user_id: undefined, agency_id: agency.id, credit_allowance_minor: 0 }),
        'credit_allowance_minor',
        "This is already the wallet's credit allowance.",
      ],
      [ask({ credit_allowance_minor: -1 }), 'credit_allowance_minor', 'The amount must not be negative.'],
      [ask({ credit_allowance_minor: 0.5 }), 'credit_allowance_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [ask({ credit_allowance_minor: 1e18 }), 'credit_allowance_minor', 'The amount is too large.'],
      [ask({ currency: 'BTC' }), 'currency', 'Choose a supported currency.'],
      [ask({ reason: '  ' }), 'reason', 'This field is required.'],
      [ask({ reason: undefined }), 'reason', 'This field is required.'],
      [ask({ user_id: undefined }), 'agency_id', 'Name the agency or the agent.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await requestFor(tok.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toEqual([message]);
    }
    const arabic = await t.request({
      method: 'POST',
      url: '/api/update-card-allowance',
      token: tok.admin,
      payload: ask({ user_id: undefined, agency_id: agency.id, credit_allowance_minor: 0 }),
      headers: { 'x-locale': 'ar' },
    });
    expect(arabic.json().errors.credit_allowance_minor).toEqual(['هذا هو حد الائتمان الحالي للمحفظة بالفعل.']);
    expect(await requestCount()).toBe(before);
  });

  it('requires an Idempotency-Key to ask, approve or reject (400), and replays a repeated ask', async () => {
    const agency = await buildAgency(t.database.db);
    const payload = ask({ user_id: undefined, agency_id: agency.id, credit_allowance_minor: 7000 });
    const before = await requestCount();
    const keyless = await t.request({
      method: 'POST',
      url: '/api/update-card-allowance',
      token: tok.admin,
      payload,
      idempotencyKey: false,
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message.code).toBe('idempotency_key_required');
    expect(await requestCount()).toBe(before);

    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/update-card-allowance',
        token: tok.admin,
        payload,
        headers: { 'idempotency-key': 'car-91b2' },
      });
    const first = (await send()).json();
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.request.id).toBe(first.data.request.id);
    expect(await requestCount()).toBe(before + 1);

    for (const action of ['approve', 'reject']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/credit-allowance-requests/${first.data.request.id}/${action}`,
        token: tok.accounts,
        payload: {},
        idempotencyKey: false,
      });
      expect(res.statusCode, action).toBe(400);
      expect(res.json().message.code).toBe('idempotency_key_required');
    }
    expect(await allowanceOf(agency.id)).toBe(0);
  });

  it('answers 404 for an unknown request or agency, 422 for a malformed id, and is for finance staff only', async () => {
    expect((await decide('0190a0a0-0000-7000-8000-000000000000', 'approve', tok.accounts)).status).toBe(404);
    expect((await decide('not-an-id', 'approve', tok.accounts)).status).toBe(422);
    expect((await requestFor(tok.admin, ask({ user_id: undefined, agency_id: '0190a0a0-0000-7000-8000-000000000000' }))).status).toBe(404);
    const agency = await buildAgency(t.database.db);
    const request = (await requestFor(tok.admin, ask({ user_id: undefined, agency_id: agency.id, credit_allowance_minor: 300 }))).body.data
      .request;
    for (const token of [tok.agent, tok.salesman, tok.reservation, tok.customer]) {
      expect((await requestFor(token, ask({ credit_allowance_minor: 10 ** 9 }))).status).toBe(403);
      expect((await decide(request.id, 'approve', token)).status).toBe(403);
      expect((await call(t, 'GET', '/api/credit-allowance-requests', token)).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/credit-allowance-requests', undefined)).status).toBe(401);
    expect(await allowanceOf(agency.id)).toBe(0);
  });
});

describe('GET /credit-allowance-requests', () => {
  it('lists newest first, by status, agency and currency, a page at a time', async () => {
    const agency = await buildAgency(t.database.db, 'Listed Agency');
    const target = { user_id: undefined, agency_id: agency.id };
    const pkr = (await requestFor(tok.admin, ask({ ...target, credit_allowance_minor: 100 }))).body.data.request;
    const usd = (await requestFor(tok.admin, ask({ ...target, currency: 'USD', credit_allowance_minor: 200 }))).body.data.request;
    await decide(pkr.id, 'reject', tok.accounts);

    const all = await call(t, 'GET', `/api/credit-allowance-requests?agency_id=${agency.id}`, tok.accounts);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((r: { id: string }) => r.id)).toEqual([usd.id, pkr.id]);
    expect(all.body.data.items[0]).toMatchObject({ agency: { id: agency.id, name: 'Listed Agency' }, maker: { id: adminId } });
    const pending = await call(t, 'GET', `/api/credit-allowance-requests?agency_id=${agency.id}&status=pending`, tok.accounts);
    expect(pending.body.data.items.map((r: { id: string }) => r.id)).toEqual([usd.id]);
    const rejected = await call(t, 'GET', `/api/credit-allowance-requests?agency_id=${agency.id}&status=rejected&currency=PKR`, tok.admin);
    expect(rejected.body.data.items).toHaveLength(1);
    expect(rejected.body.data.items[0]).toMatchObject({ id: pkr.id, checker: { id: accountsId } });
    const paged = await call(t, 'GET', `/api/credit-allowance-requests?agency_id=${agency.id}&per_page=1&page=2`, tok.accounts);
    expect(paged.body.data.items.map((r: { id: string }) => r.id)).toEqual([pkr.id]);
    expect(paged.body.data.pagination).toMatchObject({ total: 2 });
    for (const bad of ['status=done', 'agency_id=x', 'currency=XYZ', 'per_page=1000']) {
      expect((await call(t, 'GET', `/api/credit-allowance-requests?${bad}`, tok.accounts)).status, bad).toBe(422);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the Idempotency-Key header on asking, approving and rejecting, and not on the list', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const keyed = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    expect(keyed('/api/update-card-allowance', 'post')).toBe(true);
    expect(keyed('/api/credit-allowance-requests/{id}/approve', 'post')).toBe(true);
    expect(keyed('/api/credit-allowance-requests/{id}/reject', 'post')).toBe(true);
    expect(doc.paths['/api/credit-allowance-requests']?.get).toBeTruthy();
    expect(keyed('/api/credit-allowance-requests', 'get')).toBe(false);
  });
});
