import { capturedMails, outgoingMails } from '@safar/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { mailsTried } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const outboxTo = (email: string) =>
  t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(desc(outgoingMails.createdAt));

describe('the mail outbox', () => {
  it('answers request-otp without waiting for the mail server, then sends the code once it answers', async () => {
    let release!: () => void;
    const serverAnswers = new Promise<void>((resolve) => (release = resolve));
    const send = t.app.mailer.send.bind(t.app.mailer);
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      await serverAnswers; // a mail server that has not answered yet
      await send(message);
    });

    const res = await t.request({
      method: 'POST',
      url: '/api/login/request-otp',
      payload: { email: 'customer@example.com', password: 'demo-password' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await outboxTo('customer@example.com');
    expect(queued).toMatchObject({ kind: 'otp', sentAt: null });
    expect(queued!.text).toMatch(/\b\d{6}\b/);
    // The worker was woken by the answer and is now waiting for the mail server.
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(spy.mock.calls[0]![0]).toMatchObject({ id: queued!.id, to: 'customer@example.com' });

    release();
    await vi.waitFor(async () => expect((await outboxTo('customer@example.com'))[0]!.sentAt).not.toBeNull(), { timeout: 5000 });
    const [sent] = await outboxTo('customer@example.com');
    // Once sent, the record keeps who and what, not the code.
    expect(sent).toMatchObject({ kind: 'otp', attempts: 1, text: null, html: null, lastError: null });
    const [captured] = await t.database.db
      .select()
      .from(capturedMails)
      .where(eq(capturedMails.to, 'customer@example.com'))
      .orderBy(desc(capturedMails.createdAt));
    expect(captured!.text).toBe(queued!.text);
  });

  it('a request that fails queues nothing', async () => {
    const before = await outboxTo('customer@example.com');
    const res = await t.request({
      method: 'POST',
      url: '/api/login/request-otp',
      payload: { email: 'customer@example.com', password: 'wrong-password' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    await mailsTried(t.app);
    expect(await outboxTo('customer@example.com')).toHaveLength(before.length);
  });
});
