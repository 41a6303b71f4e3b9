import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, demoTokens, type TDemo } from '@/modules/users/users.test-helpers';

/** Date filters name days from 1900 to 2100: anything else is a 422 on the field, never a database error. */
let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const ROUTES: [name: string, url: string, token: TDemo][] = [
  ['statement', '/api/agent-statment', 'agent'],
  ['profit and loss', '/api/profit-loss-report', 'accounts'],
  ['transactions', '/api/transactions', 'accounts'],
  ['activity log', '/api/activity-logs', 'admin'],
  ['deposits', '/api/get-agents-deposits', 'accounts'],
  ['charges', '/api/show-all-charges', 'accounts'],
  ['group tickets', '/api/group-tickets', 'admin'],
];

describe('date filters', () => {
  for (const [name, url, token] of ROUTES)
    it(`${name}: a day before 1900 or after 2100 is a 422 on its field; the bounds themselves pass`, async () => {
      for (const [query, field] of [
        ['from=0000-01-01', 'from'],
        ['to=1899-12-31', 'to'],
        ['from=2101-01-01', 'from'],
        ['from=2000-01-01&to=9999-12-31', 'to'],
      ] as const) {
        const res = await call(t, 'GET', `${url}?${query}`, tok[token]);
        expect(res.status, `${url}?${query}`).toBe(422);
        expect(res.body.errors[field], query).toEqual(['Enter a date between 1900-01-01 and 2100-12-31.']);
      }
      const garbage = await call(t, 'GET', `${url}?from=yesterday`, tok[token]);
      expect(garbage.body.errors.from, 'one message for a value that is no day').toEqual(['This value is not valid.']);
      const bounds = await call(t, 'GET', `${url}?from=1900-01-01&to=2100-12-31`, tok[token]);
      expect(bounds.status, JSON.stringify(bounds.body)).toBe(200);
    });

  it('says so in Arabic when asked', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/transactions?from=0000-01-01',
      token: tok.accounts,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json().errors.from).toEqual(['أدخل تاريخًا بين 1900-01-01 و2100-12-31.']);
  });
});
