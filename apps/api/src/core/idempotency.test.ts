import { idempotencyKeys } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { ok } from './envelope';
import { AppError } from './app-error';
import { idempotent, purgeExpiredIdempotencyKeys, stableStringify } from './idempotency';

let runs = 0;
let release: (() => void) | null = null;

/** A test-only money-like route: counts its runs; `slow` waits until the test releases it; `fail` answers 500, `refuse` 422. */
function extend(app: FastifyInstance) {
  app.post('/api/test-idempotent', { ...idempotent, config: { access: 'signedIn', ownership: 'none' } }, async (req) => {
    const body = (req.body ?? {}) as { slow?: boolean; fail?: boolean; refuse?: boolean; amount?: number };
    runs += 1;
    if (body.slow) await new Promise<void>((resolve) => (release = resolve));
    if (body.fail) throw new Error('boom');
    if (body.refuse) throw new AppError('insufficient_balance');
    return ok(req, { run: runs, amount: body.amount ?? null });
  });
}

let t: TestApp;
let admin: string;
let accounts: string;
beforeAll(async () => {
  t = await buildTestApp({ extend });
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
});
afterAll(() => t.close());

const post = (token: string, key: string | undefined, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/test-idempotent',
    token,
    payload,
    ...(key === undefined ? { idempotencyKey: false as const } : { headers: { 'idempotency-key': key } }),
  });

describe('Idempotency-Key', () => {
  it('replays the first response (status and body) without running again', async () => {
    const first = await post(admin, 'key-replay-1', { amount: 500 });
    expect(first.statusCode).toBe(200);
    const again = await post(admin, 'key-replay-1', { amount: 500 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Same body with keys in another order is the same request.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/test-idempotent',
          token: admin,
          payload: '{"amount":500}',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'key-replay-1' },
        })
      ).json(),
    ).toEqual(first.json());
    expect(first.json().data.run).toBe(runs);
  });

  it('answers 422 idempotency_key_reused for the same key with another body, and runs nothing', async () => {
    await post(admin, 'key-reuse', { amount: 1 });
    const before = runs;
    const res = await post(admin, 'key-reuse', { amount: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatchObject({
      code: 'idempotency_key_reused',
      description: 'This idempotency key was already used with a different request.',
    });
    expect(res.json().errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request: send a new key for a new request.'],
    });
    expect(runs).toBe(before);
  });

  it('scopes keys per user: another user may use the same key', async () => {
    const a = await post(admin, 'key-shared', { amount: 7 });
    const b = await post(accounts, 'key-shared', { amount: 7 });
    expect(b.statusCode).toBe(200);
    expect(b.json().data.run).toBe(a.json().data.run + 1);
  });

  it('answers 409 idempotency_in_progress while the first request still runs', async () => {
    const first = post(admin, 'key-slow', { slow: true });
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const during = await post(admin, 'key-slow', { slow: true });
    expect(during.statusCode).toBe(409);
    expect(during.json().message.code).toBe('idempotency_in_progress');
    release();
    release = null;
    expect((await first).statusCode).toBe(200);
    expect((await post(admin, 'key-slow', { slow: true })).headers['idempotent-replayed']).toBe('true');
  });

  it('stores a 4xx answer for replay, but releases the key after a 5xx so a retry runs', async () => {
    const refused = await post(admin, 'key-422', { refuse: true });
    expect(refused.statusCode).toBe(422);
    const before = runs;
    const replay = await post(admin, 'key-422', { refuse: true });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(refused.json());
    expect(runs).toBe(before);

    expect((await post(admin, 'key-500', { fail: true })).statusCode).toBe(500);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-500'));
    expect(row).toBeUndefined();
    expect((await post(admin, 'key-500', { amount: 3 })).statusCode).toBe(200);
  });

  it('lets a key be reused after 24 hours, and purges expired records', async () => {
    await post(admin, 'key-old', { amount: 1 });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-old'));
    const res = await post(admin, 'key-old', { amount: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(2);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-old'));
    expect(await purgeExpiredIdempotencyKeys(t.database.db)).toBe(1);
  });

  it('refuses a malformed key, and a call without a key, running nothing', async () => {
    for (const bad of ['', 'has space', 'x'.repeat(201)]) {
      const res = await post(admin, bad, { amount: 1 });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors['Idempotency-Key']).toEqual(['The Idempotency-Key header must be 1 to 200 visible characters.']);
    }
    const before = runs;
    for (let i = 0; i < 2; i++) {
      const res = await post(admin, undefined, { amount: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatchObject({
        code: 'idempotency_key_required',
        description: 'This request moves money: send an Idempotency-Key header so that a retry cannot run it twice.',
      });
    }
    expect(runs).toBe(before);
  });

  it('hashes bodies independently of key order', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      stableStringify({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: '1' }));
  });
});
