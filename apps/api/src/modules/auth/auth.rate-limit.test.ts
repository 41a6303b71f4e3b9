import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { AUTH_LIMITS } from './auth.limits';
import { post } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

function expectRateLimited(res: Awaited<ReturnType<typeof post>>, windowMs: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    data: null,
    message: {
      status: 'error',
      code: 'rate_limited',
      description: 'Too many requests. Please slow down and try again shortly.',
      details: null,
    },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('rate limits of the auth routes', () => {
  it('limits code requests per account, across IPs and across /login and /login/request-otp', async () => {
    const user = await buildUser(t.database.db);
    const { max, windowMs } = AUTH_LIMITS.loginPerAccount;
    for (let i = 0; i < max; i++) {
      const url = i % 2 ? '/api/login' : '/api/login/request-otp';
      expect((await post(t, url, { email: user.email, password: 'wrong-password' })).statusCode, `request ${i + 1}`).toBe(422);
    }
    // Even the right password waits now: the limit counts requests, not failures.
    const limited = await post(t, '/api/login/request-otp', { email: user.email, password: user.password });
    expectRateLimited(limited, windowMs);
    // Another account is not affected.
    const other = await buildUser(t.database.db);
    expect((await post(t, '/api/login', { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('limits code requests per IP, whatever the account', async () => {
    const ip = nextIp();
    const { max, windowMs } = AUTH_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      const res = await post(t, '/api/login/request-otp', { email: `ip-${i}@example.test`, password: 'whatever' }, { ip });
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    expectRateLimited(await post(t, '/api/login/request-otp', { email: 'ip-last@example.test', password: 'whatever' }, { ip }), windowMs);
    expect((await post(t, '/api/login/request-otp', { email: 'ip-last@example.test', password: 'whatever' })).statusCode).toBe(422);
  });

  it('limits code checks per IP', async () => {
    const ip = nextIp();
    const { max, windowMs } = AUTH_LIMITS.verifyPerIp;
    for (let i = 0; i < max; i++) {
      const res = await post(
        t,
        i % 2 ? '/api/email/verify' : '/api/login/verify-otp',
        { email: `guess-${i}@example.test`, code: '123456' },
        { ip },
      );
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    expectRateLimited(await post(t, '/api/login/verify-otp', { email: 'guess@example.test', code: '123456' }, { ip }), windowMs);
  });

  it('limits mails sent to one address (reset links, verification resends)', async () => {
    const user = await buildUser(t.database.db);
    const { max, windowMs } = AUTH_LIMITS.mailPerAccount;
    for (let i = 0; i < max; i++) {
      const url = i % 2 ? '/api/email/resend' : '/api/forgot-password';
      expect((await post(t, url, { email: user.email })).statusCode, `request ${i + 1}`).toBe(200);
    }
    expectRateLimited(await post(t, '/api/forgot-password', { email: user.email }), windowMs);
  });
});
