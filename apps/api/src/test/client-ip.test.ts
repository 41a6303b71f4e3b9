import { isIP } from 'node:net';
import { authTokens } from '@safar/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, codeIn } from '@/modules/auth/auth.test-helpers';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

/** Signs a new user in through a client at `socket` sending `forwardedFor`; returns the addresses stored. */
async function signInThrough(t: TestApp, socket: string, forwardedFor?: string) {
  const user = await buildUser(t.database.db);
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const first = await t.request({
    method: 'POST',
    url: '/api/login/request-otp',
    payload: { email: user.email, password: user.password },
    remoteAddress: socket,
    headers,
  });
  expect(first.statusCode).toBe(200);
  const code = codeIn((await t.lastMail(user.email))?.text);
  const second = await t.request({
    method: 'POST',
    url: '/api/login/verify-otp',
    payload: { email: user.email, code },
    remoteAddress: socket,
    headers,
  });
  expect(second.statusCode).toBe(200);
  const activity = await activityOf(t, user.id);
  const [session] = await t.database.db
    .select({ ip: authTokens.ip })
    .from(authTokens)
    .where(eq(authTokens.userId, user.id))
    .orderBy(desc(authTokens.createdAt));
  return { activity: [...new Set(activity.map((a) => a.ip))], session: session?.ip };
}

describe('client address with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended; a forged left-most value does not win', async () => {
    const stored = await signInThrough(t, '10.0.0.2', '6.6.6.6, 203.0.113.9');
    expect(stored).toEqual({ activity: ['203.0.113.9'], session: '203.0.113.9' });
  });

  it('never stores markup from X-Forwarded-For: the socket address stands in', async () => {
    for (const forged of ['<script>alert(1)</script>', '1.2.3.4, <img src=x onerror=alert(1)>', "'; drop table users; --", '999.1.1.1']) {
      const stored = await signInThrough(t, '10.0.0.2', forged);
      expect(stored, forged).toEqual({ activity: ['10.0.0.2'], session: '10.0.0.2' });
    }
  });

  it('uses the socket address without the header', async () => {
    expect(await signInThrough(t, '198.51.100.4')).toEqual({ activity: ['198.51.100.4'], session: '198.51.100.4' });
  });
});

describe('client address with TRUST_PROXY as addresses/CIDRs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { TRUST_PROXY: '10.0.0.0/8, 192.168.7.1' } });
  });
  afterAll(() => t.close());

  it('skips the trusted proxies and stops at the first other address', async () => {
    const stored = await signInThrough(t, '10.0.0.2', '6.6.6.6, 203.0.113.9, 192.168.7.1');
    expect(stored).toEqual({ activity: ['203.0.113.9'], session: '203.0.113.9' });
  });

  it('ignores the header from a client that is not one of the proxies', async () => {
    const stored = await signInThrough(t, '198.51.100.4', '203.0.113.9');
    expect(stored).toEqual({ activity: ['198.51.100.4'], session: '198.51.100.4' });
  });

  it('never stores markup that stands where the client address would be', async () => {
    const stored = await signInThrough(t, '10.0.0.2', '<b>hi</b>');
    expect(stored).toEqual({ activity: ['10.0.0.2'], session: '10.0.0.2' });
    expect(isIP(stored.session ?? '')).toBeTruthy();
  });
});

describe('client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('is the socket address, whatever X-Forwarded-For says', async () => {
    expect(await signInThrough(t, '198.51.100.9', '203.0.113.9')).toEqual({ activity: ['198.51.100.9'], session: '198.51.100.9' });
  });
});
