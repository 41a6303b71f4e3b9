import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { ACCOUNT_LIMITS, ACCOUNT_LOCKOUT_MS } from './auth.limits';
import { post } from './auth.test-helpers';

/** Small per-address limits, so the settings are seen to apply without hundreds of requests. */
const IP_LIMITS = { AUTH_IP_LOGIN_MAX: '12', AUTH_IP_VERIFY_MAX: '8', AUTH_IP_MAIL_MAX: '7' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: IP_LIMITS });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

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

describe('per-account limits of the auth routes', () => {
  it('limit code requests per account and address, across /login and /login/request-otp', async () => {
    const user = await buildUser(t.database.db);
    const stranger = nextIp();
    const { max, windowMs } = ACCOUNT_LIMITS.loginPerAccountAndIp;
    for (let i = 0; i < max; i++) {
      const url = i % 2 ? '/api/login' : '/api/login/request-otp';
      const res = await post(t, url, { email: user.email, password: 'wrong-password' }, { ip: stranger });
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    // Even the right password waits on that address: the limit counts requests, not failures.
    expectRateLimited(await post(t, '/api/login/request-otp', { email: user.email, password: user.password }, { ip: stranger }), windowMs);
    expect(windowMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it('take their sign-in allowance from AUTH_ACCOUNT_LOGIN_MAX', async () => {
    const small = await buildTestApp({ demo: false, env: { AUTH_ACCOUNT_LOGIN_MAX: '3' } });
    try {
      const user = await buildUser(small.database.db);
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        expect((await post(small, '/api/login', { email: user.email, password: 'wrong-password' }, { ip })).statusCode).toBe(422);
      }
      expectRateLimited(await post(small, '/api/login', { email: user.email, password: 'wrong-password' }, { ip }), ACCOUNT_LOCKOUT_MS);
    } finally {
      await small.close();
    }
  });

  it('do not let a stranger who knows only the email keep the owner out', async () => {
    const user = await buildUser(t.database.db);
    const stranger = nextIp();
    for (let i = 0; i < 3 * ACCOUNT_LIMITS.loginPerAccountAndIp.max; i++) {
      await post(t, '/api/login/request-otp', { email: user.email, password: `guess-${i}` }, { ip: stranger });
    }
    for (let i = 0; i < 3 * ACCOUNT_LIMITS.mailPerAccountAndIp.max; i++) {
      await post(t, '/api/forgot-password', { email: user.email }, { ip: stranger });
    }
    // The owner, from their own address, signs in and asks for a reset link at once.
    const owner = nextIp();
    expect((await post(t, '/api/login/request-otp', { email: user.email, password: user.password }, { ip: owner })).statusCode).toBe(200);
    expect((await post(t, '/api/forgot-password', { email: user.email }, { ip: owner })).statusCode).toBe(200);
  });

  it('cap code requests per account across addresses, for at most 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await buildUser(t.database.db);
    const { max, windowMs } = ACCOUNT_LIMITS.loginPerAccount;
    for (let i = 0; i < max; i++) {
      expect((await post(t, '/api/login', { email: user.email, password: 'wrong-password' })).statusCode, `request ${i + 1}`).toBe(422);
    }
    expectRateLimited(await post(t, '/api/login/request-otp', { email: user.email, password: user.password }), windowMs);
    // Another account is not affected.
    const other = await buildUser(t.database.db);
    expect((await post(t, '/api/login', { email: other.email, password: other.password })).statusCode).toBe(200);
    // Ten minutes on, the owner is let in.
    vi.setSystemTime(Date.now() + ACCOUNT_LOCKOUT_MS + 1000);
    expect((await post(t, '/api/login/request-otp', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('limit mails to one address per address and across addresses, for at most 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await buildUser(t.database.db);
    const ip = nextIp();
    const perPair = ACCOUNT_LIMITS.mailPerAccountAndIp;
    for (let i = 0; i < perPair.max; i++) {
      const url = i % 2 ? '/api/email/resend' : '/api/forgot-password';
      expect((await post(t, url, { email: user.email }, { ip })).statusCode, `request ${i + 1}`).toBe(200);
    }
    expectRateLimited(await post(t, '/api/forgot-password', { email: user.email }, { ip }), perPair.windowMs);
    const { max, windowMs } = ACCOUNT_LIMITS.mailPerAccount;
    for (let i = perPair.max; i < max; i++) expect((await post(t, '/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    expectRateLimited(await post(t, '/api/forgot-password', { email: user.email }), windowMs);
    vi.setSystemTime(Date.now() + ACCOUNT_LOCKOUT_MS + 1000);
    expect((await post(t, '/api/forgot-password', { email: user.email })).statusCode).toBe(200);
  });
});

describe('per-address limits of the auth routes (AUTH_IP_*_MAX)', () => {
  it('limit code requests per address, whatever the account', async () => {
    const ip = nextIp();
    const max = Number(IP_LIMITS.AUTH_IP_LOGIN_MAX);
    for (let i = 0; i < max; i++) {
      const res = await post(t, '/api/login/request-otp', { email: `ip-${i}@example.test`, password: 'whatever' }, { ip });
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    expectRateLimited(await post(t, '/api/login/request-otp', { email: 'ip-last@example.test', password: 'whatever' }, { ip }), 600_000);
    expect((await post(t, '/api/login/request-otp', { email: 'ip-last@example.test', password: 'whatever' })).statusCode).toBe(422);
  });

  it('limit code checks per address', async () => {
    const ip = nextIp();
    const max = Number(IP_LIMITS.AUTH_IP_VERIFY_MAX);
    for (let i = 0; i < max; i++) {
      const res = await post(
        t,
        i % 2 ? '/api/email/verify' : '/api/login/verify-otp',
        { email: `guess-${i}@example.test`, code: '123456' },
        { ip },
      );
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    expectRateLimited(await post(t, '/api/login/verify-otp', { email: 'guess@example.test', code: '123456' }, { ip }), 600_000);
  });

  it('limit mail requests per address, whatever the account', async () => {
    const ip = nextIp();
    const max = Number(IP_LIMITS.AUTH_IP_MAIL_MAX);
    for (let i = 0; i < max; i++) {
      expect((await post(t, '/api/forgot-password', { email: `mail-${i}@example.test` }, { ip })).statusCode, `request ${i + 1}`).toBe(200);
    }
    expectRateLimited(await post(t, '/api/forgot-password', { email: 'mail-last@example.test' }, { ip }), 3_600_000);
  });
});
