import { ACCESS_ENTRIES, zName } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '@/core/envelope';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

/** The core envelope and status rules, checked across the app. */
let t: TestApp;
let agentToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    // Test-only routes: an admin-only read, a failing handler and a validated body.
    extend: async (app) => {
      await app.register(
        async (api) => {
          api.get('/admin-only', { config: { access: 'admin', ownership: 'none' } }, async (req) => ok(req, { secret: 'admin data' }));
          api.get('/boom', { config: { access: 'public', ownership: 'none' } }, async () => {
            throw new Error('relation "secret_internal_table" does not exist');
          });
          api.post(
            '/echo',
            { config: { access: 'public', ownership: 'none' }, schema: { body: z.object({ name: zName, age: z.number().int().min(18) }) } },
            async (req) => ok(req, req.body),
          );
        },
        { prefix: '/api/test' },
      );
    },
  });
  const agent = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true });
  const admin = await buildUser(t.database.db, { role: 'admin' });
  agentToken = await t.signIn(agent.email, agent.password);
  adminToken = await t.signIn(admin.email, admin.password);
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('the envelope on failures', () => {
  it('400 for malformed JSON', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', headers: json, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'malformed_json', description: 'The request body is not valid JSON.', details: null },
    });
  });

  it('413 for a 10 MB body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: JSON.stringify({ name: 'a'.repeat(10 * 1024 * 1024), age: 30 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'payload_too_large', description: 'The request is too large.', details: null },
    });
  });

  it('415 for a body type the API does not speak', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message.code).toBe('unsupported_media_type');
  });

  it('422 with errors: { field: [messages] }, translated by Accept-Language', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', payload: { age: 12 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'validation_failed', description: 'The given data was invalid.', details: null },
      errors: { name: ['This field is required.'], age: ['Must be at least 18.'] },
    });
    const ar = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: { age: 12 },
      headers: { 'accept-language': 'ar,en;q=0.5' },
    });
    expect(ar.json().message.description).toBe('البيانات المدخلة غير صالحة.');
    expect(ar.json().errors.name[0]).not.toBe('This field is required.');
    const valid = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'Zed', age: 30 } });
    expect(valid.json()).toMatchObject({ success: true, data: { name: 'Zed', age: 30 }, message: { status: 'success' } });
  });

  it('401 without a token, with a garbage token and with a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${'g'.repeat(43)}` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer ../../etc' },
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        message: { status: 'error', code: 'unauthenticated', description: 'Please sign in to continue.', details: null },
      });
    }
  });

  it('403 for a signed-in user without the role; the right role passes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/admin-only', token: agentToken });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'forbidden', description: 'You are not allowed to do this.', details: null },
    });
    expect(res.body).not.toContain('admin data');
    expect((await t.request({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/test/admin-only', token: adminToken })).statusCode).toBe(200);
  });

  it('403 for an agent on a real admin route, decided before the object is looked up', async () => {
    const list = await t.request({ method: 'GET', url: '/api/activity-logs', token: agentToken });
    expect(list.statusCode).toBe(403);
    expect(list.json().message.code).toBe('forbidden');
    const del = await t.request({
      method: 'DELETE',
      url: '/api/delete-activity-logs?id=00000000-0000-7000-8000-000000000000',
      token: agentToken,
    });
    expect(del.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/activity-logs', token: adminToken })).statusCode).toBe(200);
  });

  it('404 for an unknown path or method under /api', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['DELETE', '/api/user'],
      ['GET', '/api/login/request-otp'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        message: { status: 'error', code: 'not_found', description: 'Nothing Found', details: null },
      });
    }
  });

  it('500 without internals', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'internal_error', description: 'Oops! Something went wrong. Please try again.', details: null },
    });
    expect(res.body).not.toMatch(/secret_internal_table|relation|at .*\.ts/);
  });
});

describe('headers', () => {
  it('sends the security headers and a request id, and no x-powered-by', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends them on failures too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the access table', () => {
  it('every /api route declares a known access entry and an ownership policy', () => {
    const undeclared = t.app.routeAccess.filter((r) => !r.access || !ACCESS_ENTRIES.includes(r.access) || !r.ownership);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
  });
});
