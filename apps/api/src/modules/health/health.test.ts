import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('health and the envelope', () => {
  it('answers /api/health and /api/ready in the envelope', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok' }, message: { status: 'success' } });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ready' } });
    expect(health.headers['x-request-id']).toBeTruthy();
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'not_found', description: 'Nothing Found', details: null },
    });
  });

  it('answers in Arabic when asked', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'ar' } });
    expect(res.json().message.description).toBe('لم يتم العثور على شيء');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    const docs = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
