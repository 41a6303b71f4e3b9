import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { activityOf, codeIn, mailCount, post, requestCode } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('POST /login/request-otp and /login', () => {
  it('checks the password, mails a 6-digit code and returns the challenge', async () => {
    const user = await buildUser(t.database.db, { name: 'Hana Request' });
    const res = await post(t, '/api/login/request-otp', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: { status: 'success', description: 'We sent a 6-digit code to your email.', details: null },
    });
    expect(body.data.challenge_id).toMatch(/^[0-9a-f-]{36}$/);
    const expiresIn = new Date(body.data.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toMatch(/^Your Safar sign-in code: \d{6}$/);
    expect(mail?.text).toContain('Hello Hana Request,');
    expect(codeIn(mail?.text)).toHaveLength(6);
  });

  it('matches the email without regard to case or surrounding spaces', async () => {
    const user = await buildUser(t.database.db);
    const res = await post(t, '/api/login/request-otp', { email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('POST /login does the same as request-otp: a code, never a token', async () => {
    const user = await buildUser(t.database.db);
    const res = await post(t, '/api/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.challenge_id).toBeTruthy();
    expect(res.json().authorisation).toBeUndefined();
    expect(codeIn((await t.lastMail(user.email))?.text)).toMatch(/^\d{6}$/);
  });

  it('answers a wrong password and an unknown email identically, and mails nothing', async () => {
    const user = await buildUser(t.database.db);
    const before = await mailCount(t);
    const wrong = await post(t, '/api/login/request-otp', { email: user.email, password: 'not-the-password' });
    const unknown = await post(t, '/api/login/request-otp', { email: 'nobody-here@example.test', password: 'whatever-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        message: {
          status: 'error',
          code: 'invalid_credentials',
          description: 'These credentials do not match our records.',
          details: null,
        },
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
    expect(wrong.body).toBe(unknown.body);
    expect(await mailCount(t)).toBe(before);
  });

  it('does not let a disabled user sign in, with the same answer as a wrong password', async () => {
    const user = await buildUser(t.database.db, { status: 'disabled' });
    const res = await post(t, '/api/login/request-otp', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.code).toBe('invalid_credentials');
    expect(await mailCount(t, user.email)).toBe(0);
  });

  it('rejects missing fields and wrong types with 422 field errors', async () => {
    const empty = await post(t, '/api/login/request-otp', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      success: false,
      data: null,
      message: { code: 'validation_failed' },
      errors: { email: ['This field is required.'], password: ['This field is required.'] },
    });
    const types = await post(t, '/api/login/request-otp', { email: 42, password: ['x'] });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['email', 'password']);
    const badEmail = await post(t, '/api/login/request-otp', { email: 'not-an-email', password: 'x' });
    expect(badEmail.json().errors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('answers malformed JSON with 400 and a 10 MB body with 413', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/login/request-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message.code).toBe('malformed_json');
    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(10 * 1024 * 1024) });
    const tooLarge = await t.request({
      method: 'POST',
      url: '/api/login/request-otp',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, data: null, message: { code: 'payload_too_large' } });
  });

  it('mails the code in the recipient’s language, whatever the request’s', async () => {
    const user = await buildUser(t.database.db, { name: 'ليلى', locale: 'ar' });
    const res = await post(
      t,
      '/api/login/request-otp',
      { email: user.email, password: user.password },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.json().message.description).toBe('We sent a 6-digit code to your email.');
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toMatch(/^رمز الدخول إلى سفر: \d{6}$/);
    expect(mail?.text).toContain('مرحبًا ليلى');
    expect(mail?.html).toContain('dir="rtl"');
  });
});

describe('POST /login/verify-otp', () => {
  it('signs in with the mailed code: user, bearer token, email verified, last sign-in stamped, logged', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const ip = nextIp();
    const { code, challengeId } = await requestCode(t, user.email, user.password, ip);
    const res = await post(t, '/api/login/verify-otp', { email: user.email, code, challenge_id: challengeId }, { ip });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['authorisation', 'data', 'message', 'success']);
    expect(body).toMatchObject({
      success: true,
      data: { user: { id: user.id, email: user.email, role: 'customer', email_verified: true, status: 'active' } },
      authorisation: { type: 'bearer' },
      message: { status: 'success', description: 'Signed in successfully.' },
    });
    expect(body.authorisation.token.length).toBeGreaterThanOrEqual(43);
    const idle = new Date(body.authorisation.expires_at).getTime() - Date.now();
    expect(idle).toBeGreaterThan(29 * 24 * 3600_000);
    expect(body.data.user.last_login_at).toBeTruthy();
    const actions = (await activityOf(t, user.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'auth.login_code_requested']));
    const login = (await activityOf(t, user.id)).find((a) => a.action === 'auth.login');
    expect(login).toMatchObject({ actorId: user.id, ip });
  });

  it('accepts the code without challenge_id (the newest code of the account)', async () => {
    const user = await buildUser(t.database.db);
    const { code } = await requestCode(t, user.email, user.password);
    const res = await post(t, '/api/login/verify-otp', { email: user.email, code });
    expect(res.statusCode).toBe(200);
  });

  it('validates its input', async () => {
    const missing = await post(t, '/api/login/verify-otp', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['This field is required.'], code: ['This field is required.'] });
    const short = await post(t, '/api/login/verify-otp', { email: 'a@b.co', code: '12345', challenge_id: 'nope' });
    expect(short.json().errors).toEqual({ code: ['Enter the 6-digit code.'], challenge_id: ['This value is not valid.'] });
    const typed = await post(t, '/api/login/verify-otp', { email: 'a@b.co', code: 123456 });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.code).toBeDefined();
  });

  it('does not sign in a user disabled after the code was sent', async () => {
    const user = await buildUser(t.database.db);
    const { code } = await requestCode(t, user.email, user.password);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const res = await post(t, '/api/login/verify-otp', { email: user.email, code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.code).toBe('invalid_code');
  });
});

describe('GET /user, POST /logout, GET /sanctum/csrf-cookie', () => {
  it('GET /user answers the signed-in user, and 401 without a valid token', async () => {
    const user = await buildUser(t.database.db, { role: 'agent', name: 'Aziz Agent' });
    const token = await t.signIn(user.email, user.password);
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ id: user.id, name: 'Aziz Agent', role: 'agent', is_formFilled: '0', is_approved: '0' });
    expect((await t.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const garbage = await t.request({ method: 'GET', url: '/api/user', token: 'x'.repeat(43) });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message.code).toBe('unauthenticated');
  });

  it('logout revokes only the current token and is logged', async () => {
    const user = await buildUser(t.database.db);
    const first = await t.signIn(user.email, user.password);
    const second = await t.signIn(user.email, user.password);
    const res = await t.request({ method: 'POST', url: '/api/logout', token: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null, message: { description: 'Signed out successfully.' } });
    expect((await t.request({ method: 'GET', url: '/api/user', token: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/logout', token: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user', token: second })).statusCode).toBe(200);
    expect((await activityOf(t, user.id)).map((a) => a.action)).toContain('auth.logout');
  });

  it('a disabled user loses its tokens at once', async () => {
    const user = await buildUser(t.database.db);
    const token = await t.signIn(user.email, user.password);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/user', token })).statusCode).toBe(401);
  });

  it('GET /sanctum/csrf-cookie answers 204 with an XSRF-TOKEN cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=7200; SameSite=Lax$/);
  });
});
