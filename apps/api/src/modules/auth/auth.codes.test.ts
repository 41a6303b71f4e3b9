import { authFailures, otpChallenges } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { expireChallenge, otherCode, post, requestCode } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

const verify = (email: string, code: string, challengeId?: string) =>
  post(t, '/api/login/verify-otp', { email, code, ...(challengeId ? { challenge_id: challengeId } : {}) });

describe('sign-in code rules', () => {
  it('stores the code hashed, never in plain text', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    const [row] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers a wrong code with 422 invalid_code, never 401', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    const res = await verify(user.email, otherCode(code), challengeId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      message: {
        status: 'error',
        code: 'invalid_code',
        description: 'The code is not valid. Check the latest email and try again.',
        details: null,
      },
      errors: { code: ['The code is not valid. Check the latest email and try again.'] },
    });
    // A wrong try does not spend the code.
    expect((await verify(user.email, code, challengeId)).statusCode).toBe(200);
  });

  it('answers an unknown email like a wrong code', async () => {
    const res = await verify('nobody-at-all@example.test', '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().message.code).toBe('invalid_code');
  });

  it('refuses an expired code with 422 code_expired', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    await expireChallenge(t, challengeId);
    const res = await verify(user.email, code, challengeId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: { code: 'code_expired', description: 'The code has expired. Request a new one.' },
      errors: { code: ['The code has expired. Request a new one.'] },
    });
  });

  it('accepts a code once', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    expect((await verify(user.email, code, challengeId)).statusCode).toBe(200);
    const again = await verify(user.email, code, challengeId);
    expect(again.statusCode).toBe(422);
    expect(again.json().message.code).toBe('invalid_code');
    expect((await verify(user.email, code)).statusCode).toBe(422);
  });

  it('lets a newer code supersede the older one', async () => {
    const user = await buildUser(t.database.db);
    const first = await requestCode(t, user.email, user.password);
    const second = await requestCode(t, user.email, user.password);
    const [old] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, first.challengeId));
    expect(old?.supersededAt).toBeInstanceOf(Date);
    const byId = await verify(user.email, first.code, first.challengeId);
    expect(byId.statusCode).toBe(422);
    expect(byId.json().message.code).toBe('invalid_code');
    if (first.code !== second.code) expect((await verify(user.email, first.code)).statusCode).toBe(422);
    expect((await verify(user.email, second.code, second.challengeId)).statusCode).toBe(200);
  });

  it('does not accept a challenge of another account', async () => {
    const alice = await buildUser(t.database.db);
    const bob = await buildUser(t.database.db);
    const a = await requestCode(t, alice.email, alice.password);
    const res = await verify(bob.email, a.code, a.challengeId);
    expect(res.statusCode).toBe(422);
    expect((await verify(alice.email, a.code, a.challengeId)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(user.email, wrong, challengeId);
      expect(res.statusCode, `try ${i}`).toBe(422);
    }
    const fifth = await verify(user.email, wrong, challengeId);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatchObject({ code: 'too_many_attempts', description: 'Too many wrong codes. Request a new code.' });
    expect(fifth.headers['retry-after']).toBeDefined();
    const right = await verify(user.email, code, challengeId);
    expect(right.statusCode).toBe(429);
    expect(right.json().message.code).toBe('too_many_attempts');
    // A new code works.
    const fresh = await requestCode(t, user.email, user.password);
    expect((await verify(user.email, fresh.code, fresh.challengeId)).statusCode).toBe(200);
  });

  it('caps wrong codes per account across codes for at most 10 minutes, with Retry-After', async () => {
    const user = await buildUser(t.database.db);
    // A stranger who knows only the email guesses at the owner's codes (no challenge id).
    for (let round = 0; round < 2; round++) {
      const { code } = await requestCode(t, user.email, user.password);
      for (let i = 0; i < 5; i++) await verify(user.email, otherCode(code));
    }
    const failures = await t.database.db.select().from(authFailures).where(eq(authFailures.userId, user.id));
    expect(failures).toHaveLength(10);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    const res = await verify(user.email, code, challengeId);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      message: { code: 'too_many_attempts', description: 'Too many attempts. Please wait and try again later.' },
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Still shut out a moment before the 10 minutes are up…
    const ago = (ms: number) =>
      t.database.db
        .update(authFailures)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(authFailures.userId, user.id));
    await ago(590_000);
    expect((await verify(user.email, code, challengeId)).statusCode).toBe(429);
    // …and 10 minutes on, the budget is back and the same code works.
    await ago(601_000);
    expect((await verify(user.email, code, challengeId)).statusCode).toBe(200);
  });

  it('does not count tries against an account that has no open code', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 12; i++) expect((await verify(user.email, '000000')).statusCode).toBe(422);
    const failures = await t.database.db.select().from(authFailures).where(eq(authFailures.userId, user.id));
    expect(failures).toHaveLength(0);
    const { code } = await requestCode(t, user.email, user.password);
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('signs in once when the same code is sent twice at the same time', async () => {
    const user = await buildUser(t.database.db);
    const { code, challengeId } = await requestCode(t, user.email, user.password);
    const results = await Promise.all([verify(user.email, code, challengeId), verify(user.email, code, challengeId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});
