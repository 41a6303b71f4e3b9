import { capturedMails } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const base = Date.now() - 60_000;
  await t.database.db.insert(capturedMails).values(
    ['first', 'second', 'third'].map((subject, i) => ({
      to: i === 2 ? 'other@example.test' : 'reader@example.test',
      subject,
      text: `${subject} text`,
      html: `<p>${subject}</p>`,
      createdAt: new Date(base + i * 1000),
    })),
  );
});
afterAll(() => t.close());

describe('GET /dev/mail', () => {
  it('lists captured mails newest first, in the list envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(data.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: 'other@example.test',
      subject: 'third',
      text: 'third text',
      html: '<p>third</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data.pagination).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('pages and filters by recipient', async () => {
    const page2 = (await t.request({ method: 'GET', url: '/api/dev/mail?page=2&per_page=2' })).json().data;
    expect(page2.items.map((m: { subject: string }) => m.subject)).toEqual(['first']);
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3 });
    const reader = (await t.request({ method: 'GET', url: '/api/dev/mail?search=reader' })).json().data;
    expect(reader.items.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect((await t.request({ method: 'GET', url: '/api/dev/mail?search=%25' })).json().data.items).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/dev/mail?per_page=1000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page).toBeDefined();
  });

  it('shows a newly sent mail at the top', async () => {
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody@example.test' } });
    await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'New One', email: 'new-one@example.test', password: 'password-123', password_confirmation: 'password-123' },
    });
    await mailsTried(t.app); // mails are captured when the mail job sends them
    const top = (await t.request({ method: 'GET', url: '/api/dev/mail?per_page=1' })).json().data.items[0];
    expect(top).toMatchObject({ to: 'new-one@example.test', subject: 'Verify your email address for Safar' });
  });
});

describe('GET /dev/mail from another machine', () => {
  const notFound = { success: false, data: null, message: { code: 'not_found' } };

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a caller on this machine (%s)', async (remoteAddress) => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(0);
  });

  it.each(['10.0.0.7', '192.168.1.20', '203.0.113.5', '::ffff:10.0.0.7', '2001:db8::1'])(
    'is a 404 in the envelope for %s, and shows no mail',
    async (remoteAddress) => {
      const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
      expect(res.body).not.toContain('reader@example.test');
    },
  );

  it('is not fooled by X-Forwarded-For, even when proxies are trusted', async () => {
    const proxied = await buildTestApp({ demo: false, env: { TRUST_PROXY: '1' } });
    try {
      const forged = await proxied.request({
        method: 'GET',
        url: '/api/dev/mail',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toMatchObject(notFound);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a request relayed by a proxy on this machine for a client elsewhere', async () => {
    for (const headers of [
      { 'x-forwarded-for': '192.168.1.20' },
      { 'x-forwarded-for': '127.0.0.1, 192.168.1.20' },
      { forwarded: 'for=192.168.1.20' },
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('GET /dev/mail without mail capture (production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ demo: false, configOverrides: { captureMail: false } });
  });
  afterAll(() => prod.close());

  it('is absent: 404 in the envelope', async () => {
    const res = await prod.request({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, message: { code: 'not_found' } });
    expect(prod.app.routeAccess.some((r) => r.url.includes('/dev/mail'))).toBe(false);
  });
});
