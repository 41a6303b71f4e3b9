import { passwordResets, users } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityOf, mailCount, post, requestCode } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

const LINK = /http:\/\/safar\.test\/auth\/password-reset\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'a-brand-new-password';
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  post(t, '/api/reset-password', { token, password, password_confirmation: confirmation });

/** Asks for a reset link and returns the token in the mailed link. */
async function resetToken(email: string): Promise<string> {
  const res = await post(t, '/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const token = LINK.exec((await t.lastMail(email))?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('POST /forgot-password', () => {
  it('mails a reset link valid for 60 minutes, stored hashed, and logs the request', async () => {
    const user = await buildUser(t.database.db);
    const token = await resetToken(user.email);
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toBe('Reset your Safar password');
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await activityOf(t, user.id)).map((a) => a.action)).toContain('auth.password_reset_requested');
  });

  it('answers unknown and disabled emails the same way, and mails nothing', async () => {
    const known = await buildUser(t.database.db);
    const disabled = await buildUser(t.database.db, { status: 'disabled' });
    const a = await post(t, '/api/forgot-password', { email: known.email });
    const before = await mailCount(t);
    const b = await post(t, '/api/forgot-password', { email: 'no-account-here@example.test' });
    const c = await post(t, '/api/forgot-password', { email: disabled.email });
    for (const res of [b, c]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toEqual(a.json().message);
      expect(res.json().message.description).toBe('If an account exists for this email, a reset link is on its way.');
    }
    expect(await mailCount(t)).toBe(before);
    // Nothing of the unknown address's request is kept: no account, no link.
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like '%stand-in.invalid'`);
    expect(n).toBe(0);
  });

  it('validates the email', async () => {
    expect((await post(t, '/api/forgot-password', {})).json().errors).toEqual({ email: ['This field is required.'] });
    expect((await post(t, '/api/forgot-password', { email: 'nope' })).json().errors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('mails the link in the user’s language', async () => {
    const user = await buildUser(t.database.db, { locale: 'ar', name: 'يوسف' });
    await resetToken(user.email);
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toBe('إعادة تعيين كلمة مرور سفر');
    expect(mail?.text).toContain('http://safar.test/auth/password-reset/');
  });
});

describe('POST /reset-password', () => {
  it('sets the new password, revokes every token, and the old password stops working', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const phone = await t.signIn(user.email, user.password);
    const laptop = await t.signIn(user.email, user.password);
    const pendingCode = await requestCode(t, user.email, user.password);
    const token = await resetToken(user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: null,
      message: { description: 'Your password has been reset. Please sign in.' },
    });
    for (const old of [phone, laptop]) expect((await t.request({ method: 'GET', url: '/api/user', token: old })).statusCode).toBe(401);
    // A code requested with the old password dies too.
    expect((await post(t, '/api/login/verify-otp', { email: user.email, code: pendingCode.code })).statusCode).toBe(422);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post(t, '/api/login/request-otp', { email: user.email, password: user.password })).statusCode).toBe(422);
    const token2 = await t.signIn(user.email, NEW_PASSWORD);
    expect((await t.request({ method: 'GET', url: '/api/user', token: token2 })).statusCode).toBe(200);
    const log = await activityOf(t, user.id);
    expect(log.find((a) => a.action === 'auth.password_reset')).toMatchObject({ actorId: user.id });
  });

  it('refuses a replayed token with 422 invalid_token and changes nothing', async () => {
    const user = await buildUser(t.database.db);
    const token = await resetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const [after] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const replay = await reset(token, 'yet-another-password');
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'invalid_token', description: 'This link is invalid or has expired.', details: null },
      errors: { token: ['This link is invalid or has expired.'] },
    });
    const [now] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(now?.hash).toBe(after?.hash);
  });

  it('makes older reset links useless once one is used', async () => {
    const user = await buildUser(t.database.db);
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older)).json().message.code).toBe('invalid_token');
  });

  it('makes older unused links invalid as soon as a newer one is sent', async () => {
    const user = await buildUser(t.database.db);
    const oldest = await resetToken(user.email);
    const older = await resetToken(user.email);
    const newest = await resetToken(user.email);
    for (const stale of [oldest, older]) {
      const res = await reset(stale, 'stale-link-password');
      expect(res.statusCode).toBe(422);
      expect(res.json().message.code).toBe('invalid_token');
    }
    // The stale links changed nothing, and the newest one still works.
    expect((await post(t, '/api/login/request-otp', { email: user.email, password: 'stale-link-password' })).statusCode).toBe(422);
    expect((await reset(newest)).statusCode).toBe(200);
    expect(await t.signIn(user.email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses an expired or unknown token', async () => {
    const user = await buildUser(t.database.db);
    const token = await resetToken(user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token)).json().message.code).toBe('invalid_token');
    expect((await reset('z'.repeat(43))).json().message.code).toBe('invalid_token');
  });

  it('refuses a token of a user disabled since', async () => {
    const user = await buildUser(t.database.db);
    const token = await resetToken(user.email);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await reset(token)).json().message.code).toBe('invalid_token');
  });

  it('checks the password rules and the confirmation, keeping the token usable', async () => {
    const user = await buildUser(t.database.db);
    const token = await resetToken(user.email);
    expect((await reset(token, 'short')).json().errors).toEqual({ password: ['Must be at least 8 characters.'] });
    expect((await reset(token, 'x'.repeat(129))).json().errors).toEqual({ password: ['Must be at most 128 characters.'] });
    expect((await reset(token, NEW_PASSWORD, 'different-password')).json().errors).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
    const missing = await post(t, '/api/reset-password', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['password', 'password_confirmation', 'token']);
    expect((await reset(token)).statusCode).toBe(200);
  });
});
