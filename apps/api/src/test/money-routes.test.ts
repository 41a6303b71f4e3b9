import { agentCharges, creditAllowanceRequests, deposits, ledgerAdjustments, ledgerTransactions } from '@safar/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildTestApp, type TestApp } from './test-app';

/*
 * Every call that moves or requests money carries an Idempotency-Key: a retry after a lost
 * answer must not move the money twice. Without one the call is 400 and changes nothing.
 */

/** The routes that move or request money (a new one belongs here, and gets `...idempotent`). */
const MONEY_ROUTES = [
  'POST /api/deposit-data',
  'PUT /api/update-deposit-status/{id}',
  'POST /api/save-agent-charges',
  'POST /api/update-agent-charge-status',
  'POST /api/transactions',
  'PUT /api/transactions',
  'POST /api/transactions/adjustments/{id}/approve',
  'POST /api/transactions/adjustments/{id}/reject',
  'POST /api/update-card-allowance',
  'POST /api/credit-allowance-requests/{id}/approve',
  'POST /api/credit-allowance-requests/{id}/reject',
  'POST /api/bookings',
  'POST /api/admin-booking',
  'POST /api/confirm-pnr',
  'POST /api/approve-booking',
  'POST /api/cancel-pnr',
  'POST /api/void-request',
  'POST /api/void-booking',
  'POST /api/update-booking',
  'POST /api/decline-void',
  'POST /api/offline-bookings',
  'POST /api/update-offline-booking',
  'POST /api/cancel-offline-booking',
  'POST /api/import-pnr',
  'POST /api/schedule-changes/answer',
  'POST /api/product-bookings',
  'POST /api/product-bookings/cancel',
  'POST /api/enquiries/convert',
].sort();
/** Money routes only agents call (a booking for their own agency, asking for a void). */
const AGENT_ROUTES = ['POST /api/bookings', 'POST /api/void-request', 'POST /api/product-bookings'];

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

type TOperation = { parameters?: { in: string; name: string; required?: boolean }[] };

/** The operations whose OpenAPI says the Idempotency-Key header is required. */
function documentedMoneyRoutes(): string[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, TOperation>> }).paths;
  return Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key' && p.required))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

const moneyRows = async () => {
  const count = async (
    table: typeof deposits | typeof agentCharges | typeof ledgerAdjustments | typeof ledgerTransactions | typeof creditAllowanceRequests,
  ) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [
    await count(deposits),
    await count(agentCharges),
    await count(ledgerAdjustments),
    await count(ledgerTransactions),
    await count(creditAllowanceRequests),
  ];
};

describe('Idempotency-Key on the money routes', () => {
  it('is required, and documented as required, on exactly the routes that move or request money', () => {
    expect(documentedMoneyRoutes()).toEqual(MONEY_ROUTES);
  });

  it('answers each of them 400 idempotency_key_required without a key, whatever the body, and changes nothing', async () => {
    const before = await moneyRows();
    for (const route of MONEY_ROUTES) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
      const url = path.replace('{id}', '0190a0a0-0000-7000-8000-000000000000');
      const token = AGENT_ROUTES.includes(route) ? tok.agent : tok.admin;
      const res = await t.request({ method, url, token, payload: {}, idempotencyKey: false });
      expect(res.statusCode, route).toBe(400);
      expect(res.json().message.code, route).toBe('idempotency_key_required');
    }
    expect(await moneyRows()).toEqual(before);
  });

  it('makes two identical charges without a key two refusals, not two charges', async () => {
    const agent = await userByEmail(t, DEMO.agent);
    const before = await moneyRows();
    const body = { user_id: agent.id, title: 'Visa courier', amount_minor: 250000, currency: 'PKR' };
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/save-agent-charges',
        token: tok.accounts,
        payload: body,
        idempotencyKey: false,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await moneyRows()).toEqual(before);
    // With one key, the retry replays the first answer: one charge.
    const key = { 'idempotency-key': 'charge-visa-courier-1' };
    const first = await t.request({ method: 'POST', url: '/api/save-agent-charges', token: tok.accounts, payload: body, headers: key });
    const retry = await t.request({ method: 'POST', url: '/api/save-agent-charges', token: tok.accounts, payload: body, headers: key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.charge.id).toBe(first.json().data.charge.id);
    expect((await moneyRows())[1]).toBe(before[1]! + 1);
  });
});
