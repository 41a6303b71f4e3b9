import { ACCESS_ENTRIES } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('every /api route declares its access', () => {
  it('names an entry of the access table and an ownership policy (or none)', () => {
    const routes = t.app.routeAccess;
    // The walk must see the modules' routes, not an empty list.
    for (const path of ['/api/health', '/api/users', '/api/add-staff', '/api/agents', '/api/cities', '/api/activity-logs']) {
      expect(
        routes.some((r) => r.url === path),
        path,
      ).toBe(true);
    }
    const undeclared = routes
      .filter(
        (r) =>
          !r.access || !(ACCESS_ENTRIES as string[]).includes(r.access) || typeof r.ownership !== 'string' || r.ownership.trim() === '',
      )
      .map((r) => `${r.method} ${r.url} access=${r.access} ownership=${r.ownership}`);
    expect(undeclared).toEqual([]);
  });

  it('answers a signed-out caller on every non-public route with 401, before anything else runs', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const url = r.url.replace(/:(\w+)/g, '0190a0a0-0000-7000-8000-000000000000');
      const res = await t.request({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});
