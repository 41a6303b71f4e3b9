import { activityLogs, margins } from '@safar/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
let agencyId: string;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  agencyId = (await userByEmail(t, DEMO.agent)).agencyId!;
  const agency = await buildAgency(t.database.db, 'Dune Travels');
  const other = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
  otherToken = await tokenFor(t, other.email);
});
afterAll(() => t.close());

type TView = {
  product: string;
  type: string;
  amount_minor: number | null;
  currency: string | null;
  basis_points: number | null;
  percent: string | null;
  updated_at: string | null;
};
const saveAgent = (payload: unknown, token = tok.agent) => call(t, 'POST', '/api/save-agent-margin', token, payload);
const saveCustomer = (payload: unknown, token = tok.admin) => call(t, 'POST', '/api/save-customer-margin-values', token, payload);
const byProduct = (list: TView[]) => Object.fromEntries(list.map((m) => [m.product, m]));
const rowCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(margins))[0]!.n;
const activity = (action: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.action, action))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));

describe('agent margins', () => {
  it('starts with no margin for any product', async () => {
    const res = await call(t, 'GET', '/api/agent-margin', tok.agent);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ scope: 'agent', agency_id: agencyId, currency: 'PKR' });
    expect(res.body.data.margins.map((m: TView) => m.product)).toEqual([
      'flight',
      'hotel',
      'visa',
      'holiday',
      'umrah',
      'group_ticket',
      'insurance',
      'car',
      'tour',
    ]);
    expect(res.body.data.margins.every((m: TView) => m.type === 'none' && m.amount_minor === null && m.basis_points === null)).toBe(true);
  });

  it('saves fixed and percentage rules per product and answers the full list; GET reads the same', async () => {
    const res = await saveAgent({
      margins: [
        { product: 'flight', type: 'fixed', amount_minor: 150000, currency: 'pkr' },
        { product: 'hotel', type: 'percent', percent: '2.5' },
        { product: 'visa', type: 'percent', basis_points: 1000 },
        { product: 'tour', type: 'percent', percent: '0' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.description).toBe('Agent margins saved successfully.');
    const saved = byProduct(res.body.data.margins);
    expect(res.body.data.margins).toHaveLength(9);
    expect(saved.flight).toMatchObject({
      type: 'fixed',
      amount_minor: 150000,
      currency: 'PKR',
      basis_points: null,
      percent: null,
      updated_at: expect.any(String),
    });
    expect(saved.hotel).toMatchObject({ type: 'percent', basis_points: 250, percent: '2.5', amount_minor: null, currency: null });
    expect(saved.visa).toMatchObject({ type: 'percent', basis_points: 1000, percent: '10' });
    expect(saved.tour).toMatchObject({ type: 'percent', basis_points: 0, percent: '0' });
    expect(saved.umrah).toMatchObject({ type: 'none' });
    expect((await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins).toEqual(res.body.data.margins);

    const [entry] = await activity('margins.agent_saved');
    expect(entry).toMatchObject({ subjectType: 'agency', subjectId: agencyId, actorId: (await userByEmail(t, DEMO.agent)).id });
    expect(entry!.changes).toMatchObject({
      before: { flight: null, hotel: null },
      after: { flight: { amount_minor: 150000 }, hotel: { basis_points: 250 } },
    });
  });

  it('upserts: omitted products keep their rule, type "none" removes one, a repeated save changes and logs nothing', async () => {
    const before = byProduct((await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins);
    const res = await saveAgent({
      margins: [
        { product: 'hotel', type: 'fixed', amount_minor: 5000, currency: 'PKR' },
        { product: 'visa', type: 'none' },
      ],
    });
    const after = byProduct(res.body.data.margins);
    expect(after.flight).toEqual(before.flight);
    expect(after.tour).toEqual(before.tour);
    expect(after.hotel).toMatchObject({ type: 'fixed', amount_minor: 5000, currency: 'PKR', basis_points: null, percent: null });
    expect(after.visa).toMatchObject({ type: 'none', updated_at: null });
    const [entry] = await activity('margins.agent_saved');
    expect(entry!.changes).toMatchObject({
      before: { visa: { basis_points: 1000 }, hotel: { basis_points: 250 } },
      after: { visa: null, hotel: { amount_minor: 5000 } },
    });

    const rows = await rowCount();
    const logged = (await activity('margins.agent_saved')).length;
    const again = await saveAgent({
      margins: [
        { product: 'hotel', type: 'fixed', amount_minor: 5000, currency: 'PKR' },
        { product: 'visa', type: 'none' },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.data.margins).toEqual(res.body.data.margins); // same updated_at: nothing rewritten
    expect(await rowCount()).toBe(rows);
    expect((await activity('margins.agent_saved')).length).toBe(logged);
  });

  it('refuses bad rules with 422 on the entry’s field and saves nothing of that request', async () => {
    const cases: [unknown, string, string][] = [
      [
        { margins: [{ product: 'flight', type: 'percent', percent: '1000.01' }] },
        'margins.0.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', percent: '-1' }] },
        'margins.0.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', percent: '1.23456' }] },
        'margins.0.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', percent: '12.3456' }] },
        'margins.0.percent',
        'Use at most 2 decimal places for a margin percentage (whole basis points).',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', basis_points: 100001 }] },
        'margins.0.basis_points',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', basis_points: 12.5 }] },
        'margins.0.basis_points',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent', basis_points: 100, percent: '1' }] },
        'margins.0.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'percent' }] },
        'margins.0.percent',
        'Enter a percentage from 0 to 1000 with at most 4 decimal places.',
      ],
      [
        { margins: [{ product: 'flight', type: 'fixed', amount_minor: -1, currency: 'PKR' }] },
        'margins.0.amount_minor',
        'The amount must not be negative.',
      ],
      [
        { margins: [{ product: 'flight', type: 'fixed', amount_minor: 10.5, currency: 'PKR' }] },
        'margins.0.amount_minor',
        'Enter a whole number of minor units (e.g. paisa or cents).',
      ],
      [
        { margins: [{ product: 'flight', type: 'fixed', amount_minor: 1e16, currency: 'PKR' }] },
        'margins.0.amount_minor',
        'The amount is too large.',
      ],
      [
        { margins: [{ product: 'flight', type: 'fixed', amount_minor: 100, currency: 'XYZ' }] },
        'margins.0.currency',
        'Choose a supported currency.',
      ],
      [{ margins: [{ product: 'flight', type: 'fixed', amount_minor: 100 }] }, 'margins.0.currency', 'This field is required.'],
      [
        { margins: [{ product: 'spaceflight', type: 'fixed', amount_minor: 100, currency: 'PKR' }] },
        'margins.0.product',
        'Choose one of the listed options.',
      ],
      [{ margins: [{ type: 'none' }] }, 'margins.0.product', 'This field is required.'],
      [{ margins: [{ product: 'flight', type: 'discount' }] }, 'margins.0.type', 'Choose one of the listed options.'],
      [
        {
          margins: [
            { product: 'hotel', type: 'none' },
            { product: 'flight', type: 'none' },
            { product: 'hotel', type: 'percent', percent: '1' },
          ],
        },
        'margins.2.product',
        'Each product may appear only once.',
      ],
      [{ margins: [] }, 'margins', 'This field is required.'],
      [{}, 'margins', 'This field is required.'],
    ];
    const before = (await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins;
    for (const [payload, field, message] of cases) {
      const res = await saveAgent(payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], `${JSON.stringify(payload)} → ${JSON.stringify(res.body.errors)}`).toEqual([message]);
    }
    // A valid entry beside an invalid one is not saved either.
    expect(
      (
        await saveAgent({
          margins: [
            { product: 'umrah', type: 'percent', percent: '3' },
            { product: 'car', type: 'percent', percent: '2000' },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins).toEqual(before);
  });

  it('accepts the percentage bounds: 0, 1000 % and two decimals', async () => {
    const res = await saveAgent({
      margins: [
        { product: 'car', type: 'percent', percent: '1000' },
        { product: 'umrah', type: 'percent', percent: '12.34' },
        { product: 'insurance', type: 'percent', basis_points: 100000 },
        { product: 'holiday', type: 'fixed', amount_minor: 0, currency: 'KWD' },
      ],
    });
    expect(res.status).toBe(200);
    const saved = byProduct(res.body.data.margins);
    expect(saved.car).toMatchObject({ basis_points: 100000, percent: '1000' });
    expect(saved.umrah).toMatchObject({ basis_points: 1234, percent: '12.34' });
    expect(saved.insurance).toMatchObject({ basis_points: 100000 });
    expect(saved.holiday).toMatchObject({ type: 'fixed', amount_minor: 0, currency: 'KWD' });
  });

  it('is an approved agent’s own: another agency sees its own list; staff and unapproved agents get 403', async () => {
    const other = await call(t, 'GET', '/api/agent-margin', otherToken);
    expect(other.status).toBe(200);
    expect(other.body.data.margins.every((m: TView) => m.type === 'none')).toBe(true);
    expect(other.body.data.agency_id).not.toBe(agencyId);
    for (const token of [tok.admin, tok.accounts, tok.salesman, tok.customer, tok.pendingAgent]) {
      expect((await call(t, 'GET', '/api/agent-margin', token)).status).toBe(403);
      expect((await saveAgent({ margins: [{ product: 'flight', type: 'none' }] }, token)).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/agent-margin', undefined)).status).toBe(401);
    // The body cannot name another agency: unknown keys are dropped and the signed-in agency is used.
    await saveAgent({ agency_id: 'x', margins: [{ product: 'tour', type: 'percent', percent: '7' }] }, otherToken);
    expect(byProduct((await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins).tour).toMatchObject({ percent: '0' });
  });
});

describe('customer margins', () => {
  it('admin saves them ("Margin values saved successfully"); finance reads them; they are separate from agent margins', async () => {
    expect((await call(t, 'GET', '/api/get-customer-margin-values', tok.accounts)).body.data).toMatchObject({
      scope: 'customer',
      agency_id: null,
      currency: 'PKR',
    });
    const res = await saveCustomer({
      margins: [
        { product: 'flight', type: 'percent', percent: '3.75' },
        { product: 'hotel', type: 'fixed', amount_minor: 250000, currency: 'PKR' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.description).toBe('Margin values saved successfully');
    expect(byProduct(res.body.data.margins).flight).toMatchObject({ type: 'percent', basis_points: 375, percent: '3.75' });
    const read = await call(t, 'GET', '/api/get-customer-margin-values', tok.accounts);
    expect(read.body.data.margins).toEqual(res.body.data.margins);
    // The agent's flight margin is untouched.
    expect(byProduct((await call(t, 'GET', '/api/agent-margin', tok.agent)).body.data.margins).flight).toMatchObject({
      type: 'fixed',
      amount_minor: 150000,
    });
    expect(
      await t.database.db
        .select()
        .from(margins)
        .where(and(eq(margins.scope, 'customer'), eq(margins.product, 'flight'))),
    ).toHaveLength(1);

    const [entry] = await activity('margins.customer_saved');
    expect(entry).toMatchObject({ subjectType: 'customer_margins', subjectId: null, actorId: (await userByEmail(t, DEMO.admin)).id });
    expect(entry!.changes).toMatchObject({ before: { flight: null }, after: { flight: { basis_points: 375 } } });

    const removed = await saveCustomer({ margins: [{ product: 'hotel', type: 'none' }] });
    expect(byProduct(removed.body.data.margins).hotel).toMatchObject({ type: 'none' });
    expect(byProduct(removed.body.data.margins).flight).toMatchObject({ basis_points: 375 });
    expect((await saveCustomer({ margins: [{ product: 'flight', type: 'percent', percent: '1001' }] })).status).toBe(422);
  });

  it('writing is admin only; reading is finance only', async () => {
    for (const token of [tok.accounts, tok.agent, tok.salesman, tok.customer]) {
      expect((await saveCustomer({ margins: [{ product: 'flight', type: 'none' }] }, token)).status).toBe(403);
    }
    for (const token of [tok.agent, tok.salesman, tok.reservation, tok.customer]) {
      expect((await call(t, 'GET', '/api/get-customer-margin-values', token)).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/get-customer-margin-values', undefined)).status).toBe(401);
    expect(byProduct((await call(t, 'GET', '/api/get-customer-margin-values', tok.admin)).body.data.margins).flight).toMatchObject({
      basis_points: 375,
    });
  });
});
