import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { fakeWebBuild, removeWebBuild } from '@/test/web-build';

/** Answers to a signed-in user are never cached; public answers and static files keep their caching. */
const ASSET = '/assets/app-1b2c3d.js';
let dist: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  dist = fakeWebBuild({ 'index.html': '<!doctype html><title>Safar</title>', [ASSET]: 'export const x = 1;\n' });
  t = await buildTestApp({ demo: false, env: { WEB_DIST: dist } });
  const admin = await buildUser(t.database.db, { role: 'admin' });
  token = await tokenFor(t, admin.email);
});
afterAll(async () => {
  await t?.close();
  removeWebBuild(dist);
});

describe('Cache-Control', () => {
  it('is no-store on authenticated API answers, successes and errors alike', async () => {
    for (const url of ['/api/user', '/api/activity-logs', '/api/activity-logs?from=nope']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves public answers and the static web app as they were', async () => {
    const countries = await t.request({ method: 'GET', url: '/api/countries' });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toBeUndefined();
    const asset = await t.request({ method: 'GET', url: ASSET, token });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.request({ method: 'GET', url: '/', token });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
