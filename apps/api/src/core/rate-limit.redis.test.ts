import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisReachable } from '@/test/redis';
import { buildTestApp, type TestApp } from '@/test/test-app';

const reachable = await redisReachable();

describe.skipIf(!reachable)('rate limits shared through Redis (several API processes)', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      apps.push(await buildTestApp({ demo: false, configOverrides: { redisUrl: TEST_REDIS_URL, rateLimitMax: 5 } }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('counts one client across both processes', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run do not matter.
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await apps[i % 2]!.app.inject({ method: 'GET', url: '/api/countries', remoteAddress });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message.code).toBe('rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client is not affected.
    const other = await apps[0]!.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: `10.${randomBytes(3).join('.')}` });
    expect(other.statusCode).toBe(200);
  });
});
