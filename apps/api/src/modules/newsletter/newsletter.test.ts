import { activityLogs, capturedMails, newsletterSubscribers } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupTicket, tokenFor } from '@/test/factories';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { announceGroupTickets } from './group-ticket-newsletter';
import { NEWSLETTER_LIMITS } from './newsletter.limits';
import { purgeExpiredSignUps } from './newsletter.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t, 'admin@example.com');
});
afterAll(() => t.close());

let seq = 0;
const address = () => `reader-${++seq}@example.test`;
const post = (url: string, payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip, headers });
const rowOf = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
/** The token of the newest confirmation link mailed to an address. */
const confirmToken = async (email: string) => /confirm\?token=([\w-]+)/.exec((await t.lastMail(email))?.text ?? '')?.[1];
const mailsTo = async (email: string) => {
  await t.lastMail(email);
  return t.database.db.select().from(capturedMails).where(eq(capturedMails.to, email));
};

describe('double opt-in', () => {
  it('keeps a sign-up pending until its mailed link is opened, then subscribed; the link again answers the same', async () => {
    const email = address();
    const res = await post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` }, nextIp(), { 'x-locale': 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('تم بنجاح! سنبلغك بأخبار رحلات المجموعات.');
    expect(await rowOf(email)).toMatchObject({ status: 'pending', locale: 'ar', confirmedAt: null });
    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe('أكّد اشتراكك في أخبار رحلات المجموعات من سفر');
    expect(mail?.html).toContain('<a href="http://safar.test/newsletter/confirm?token=');
    const token = await confirmToken(email);
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message.description).toBe("Your subscription is confirmed. You'll be notified about group travel updates.");
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed' });
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const logs = await t.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'newsletter_subscriber'), eq(activityLogs.subjectId, (await rowOf(email))!.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['newsletter.confirmed', 'newsletter.signed_up']);
  });

  it('answers an address already subscribed exactly like a new one, and mails it nothing', async () => {
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    await post('/api/newsletter/confirm', { token: await confirmToken(email) });
    const fresh = await post('/api/newsletter/subscribe', { email: address() });
    const again = await post('/api/newsletter/subscribe', { email });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed' });
  });

  it('refuses an expired link, a replaced link and an unknown one (422), leaving the sign-up pending', async () => {
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    const first = await confirmToken(email);
    await post('/api/newsletter/subscribe', { email });
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    const replaced = await post('/api/newsletter/confirm', { token: first });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().errors.token).toEqual([
      'This link has expired or was replaced by a newer one. Sign up again to get a new link.',
    ]);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscribers.email, email));
    expect((await post('/api/newsletter/confirm', { token: second })).statusCode).toBe(422);
    expect((await post('/api/newsletter/confirm', { token: 'no-such-token-at-all-here' })).statusCode).toBe(422);
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });
    // Expired sign-ups are purged; subscribed ones stay.
    expect(await purgeExpiredSignUps(t.app)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('answers a filled honeypot the same, keeping and mailing nothing', async () => {
    const email = address();
    const res = await post('/api/newsletter/subscribe', { email, website: 'x' });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('limits sign-ups per address named and per client address (429)', async () => {
    const email = address();
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmail.max; i++)
      expect((await post('/api/newsletter/subscribe', { email })).statusCode).toBe(200);
    expect((await post('/api/newsletter/subscribe', { email })).statusCode).toBe(429);
    const ip = nextIp();
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.max; i++) await post('/api/newsletter/subscribe', { email: address() }, ip);
    expect((await post('/api/newsletter/subscribe', { email: address() }, ip)).statusCode).toBe(429);
  });
});

describe('unsubscribing', () => {
  it('takes an address off the list in one call, again answering the same; a new sign-up starts over', async () => {
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    await post('/api/newsletter/confirm', { token: await confirmToken(email) });
    const { unsubscribeToken: token } = (await rowOf(email))!;
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/newsletter/unsubscribe', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().message.description).toBe("You're unsubscribed. You won't get group travel updates any more.");
    }
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await post('/api/newsletter/unsubscribe', { token: 'unknown-token-123' })).statusCode).toBe(422);
    await post('/api/newsletter/subscribe', { email });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', unsubscribedAt: null });
  });

  it("takes a mail client's one-click post (form body, token in the address)", async () => {
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    const { unsubscribeToken: token } = (await rowOf(email))!;
    const res = await t.request({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('staff and the announcement', () => {
  it('lists subscribers and exports the subscribed ones as CSV, for admin only', async () => {
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    await post('/api/newsletter/confirm', { token: await confirmToken(email) });
    const list = await t.request({ method: 'GET', url: `/api/newsletter/subscribers?search=${email}`, token: admin });
    expect(list.json().data.items).toEqual([expect.objectContaining({ email, status: 'subscribed' })]);
    const csv = await t.request({ method: 'GET', url: '/api/newsletter/subscribers/export', token: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('email,language,confirmed_at');
    expect(csv.body).toContain(`${email},en,`);
    const salesman = await tokenFor(t, 'salesman@example.com');
    expect((await t.request({ method: 'GET', url: '/api/newsletter/subscribers', token: salesman })).statusCode).toBe(403);
  });

  it('mails each subscriber once about a new group ticket, with an unsubscribe link and List-Unsubscribe headers', async () => {
    await ensureDemoAirRows(t.database.db);
    const email = address();
    await post('/api/newsletter/subscribe', { email });
    await post('/api/newsletter/confirm', { token: await confirmToken(email) });
    const created = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket() });
    expect(created.statusCode, created.body).toBe(200);
    expect(await announceGroupTickets(t.app)).toBeGreaterThanOrEqual(1);
    expect(await announceGroupTickets(t.app)).toBe(0);
    const mails = (await mailsTo(email)).filter((m) => m.subject === 'New group tickets on sale');
    expect(mails).toHaveLength(1);
    const { unsubscribeToken } = (await rowOf(email))!;
    expect(mails[0]!.text).toContain(`http://safar.test/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(mails[0]!.text).toContain(created.json().data.group_ticket.reference);
    expect(mails[0]!.headers).toEqual({
      'List-Unsubscribe': `<http://safar.test/api/newsletter/one-click-unsubscribe?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
