import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathsWithNul } from '@/core/nul-characters';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, demoTokens, freshEmail, type TDemo } from '@/modules/users/users.test-helpers';

/** A NUL character anywhere in the input is a 422 on its field, never a database error. */
let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const refused = (body: { message: { code: string }; errors?: Record<string, string[]> }, field: string) => {
  expect(body.message.code).toBe('validation_failed');
  expect(body.errors).toEqual({ [field]: ['Must not contain control characters.'] });
};

describe('a NUL character in the input', () => {
  it("is a 422 on a list's search, on every list", async () => {
    for (const [url, token] of [
      ['/api/users?search=a%00b', tok.admin],
      ['/api/get-agents-deposits?search=%00', tok.accounts],
      ['/api/transactions?search=TXN%00', tok.accounts],
      ['/api/activity-logs?search=x%00', tok.admin],
      ['/api/countries?search=%00', undefined],
    ] as const) {
      const res = await call(t, 'GET', url, token);
      expect(res.status, url).toBe(422);
      refused(res.body, 'search');
    }
  });

  it('is a 422 on a name in a body, nested fields named by their path', async () => {
    const res = await call(t, 'POST', '/api/users', tok.admin, {
      name: 'Ali\u0000',
      email: freshEmail(),
      password: 'password-1',
      password_confirmation: 'password-1',
      role: 'customer',
    });
    expect(res.status).toBe(422);
    refused(res.body, 'name');
    const nested = await call(t, 'POST', '/api/save-agent-margin', tok.agent, { margins: [{ product: 'a\u0000' }] });
    expect(nested.status).toBe(422);
    expect(nested.body.errors['margins.0.product']).toEqual(['Must not contain control characters.']);
  });

  it('answers in Arabic when asked, and leaves access checks first', async () => {
    const ar = await t.request({ method: 'GET', url: '/api/users?search=%00', token: tok.admin, headers: { 'accept-language': 'ar' } });
    expect(ar.json().errors.search).toEqual(['يجب ألا يحتوي على أحرف تحكم.']);
    expect((await call(t, 'GET', '/api/users?search=%00')).status).toBe(401);
  });
});

describe('pathsWithNul', () => {
  it('names every string holding a NUL, in arrays, objects and keys', () => {
    expect(pathsWithNul({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' }, ['k\u0000']: 1 })).toEqual(['b.1', 'c.d', 'k\uFFFD']);
    expect(pathsWithNul({ a: 1, b: null, c: 'clean' })).toEqual([]);
    expect(pathsWithNul('\u0000')).toEqual(['_']);
  });
});
