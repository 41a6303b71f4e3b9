import { otpChallenges, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityOf, codeIn, expireChallenge, linkTokenIn, mailCount, otherCode, post } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `reg-${Date.now()}-${n++}@example.test`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rania Register',
  email: newEmail(),
  password: 'a-good-password',
  password_confirmation: 'a-good-password',
  ...overrides,
});
const LINK = /http:\/\/safar\.test\/email-success-message\?token=([A-Za-z0-9_%-]+)/;

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /register', () => {
  it('creates a customer, mails a code and a link, and logs it', async () => {
    const body = registration();
    const res = await post(t, '/api/register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { email: body.email, verification_required: true },
      message: { description: 'Check your email for a verification code.' },
    });
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: 'customer', status: 'active', emailVerifiedAt: null, isFormFilled: true, locale: 'en' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await t.lastMail(body.email);
    expect(mail?.subject).toBe('Verify your email address for Safar');
    expect(codeIn(mail?.text)).toMatch(/^\d{6}$/);
    expect(linkTokenIn(mail?.text, LINK).length).toBeGreaterThanOrEqual(43);
    expect(mail?.html).toContain('<a href="http://safar.test/email-success-message?token=');
    const log = await activityOf(t, user!.id);
    expect(log).toEqual([expect.objectContaining({ action: 'user.registered', actorId: user!.id })]);
  });

  it('registers an agent with the agency form still to fill', async () => {
    const body = registration({ role: 'agent' });
    expect((await post(t, '/api/register', body)).statusCode).toBe(200);
    expect(await userByEmail(body.email)).toMatchObject({ role: 'agent', isFormFilled: false, isApproved: false });
  });

  it('refuses any other role, and checks every field', async () => {
    const staff = await post(t, '/api/register', registration({ role: 'admin' }));
    expect(staff.statusCode).toBe(422);
    expect(staff.json().errors).toEqual({ role: ['Choose one of the listed options.'] });
    const empty = await post(t, '/api/register', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    const short = await post(t, '/api/register', registration({ password: 'short', password_confirmation: 'short' }));
    expect(short.json().errors).toEqual({ password: ['Must be at least 8 characters.'] });
    const long = 'x'.repeat(129);
    expect((await post(t, '/api/register', registration({ password: long, password_confirmation: long }))).json().errors).toEqual({
      password: ['Must be at most 128 characters.'],
    });
    const mismatch = await post(t, '/api/register', registration({ password_confirmation: 'something-else' }));
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const types = await post(t, '/api/register', registration({ name: 5, email: true }));
    expect(Object.keys(types.json().errors).sort()).toEqual(['email', 'name']);
  });

  it('answers an existing email the same way and mails its owner a notice instead', async () => {
    const owner = await buildUser(t.database.db, { name: 'Olga Owner' });
    const fresh = await post(t, '/api/register', registration({ email: newEmail() }));
    const taken = await post(t, '/api/register', registration({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ ...fresh.json(), data: { email: owner.email, verification_required: true } });
    const mail = await t.lastMail(owner.email);
    expect(mail?.subject).toBe('Someone tried to register with your email');
    expect(mail?.text).toContain('http://safar.test/auth/forgot-password');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(row).toMatchObject({ name: 'Olga Owner', passwordHash: owner.passwordHash });
  });

  it('stores the request’s language on the user and mails in it', async () => {
    const body = registration({ name: 'سارة' });
    await post(t, '/api/register', body, { headers: { 'accept-language': 'ar' } });
    expect((await userByEmail(body.email))?.locale).toBe('ar');
    const mail = await t.lastMail(body.email);
    expect(mail?.subject).toBe('أكّد بريدك الإلكتروني في سفر');
    expect(mail?.text).toContain('مرحبًا سارة');
  });
});

describe('POST /email/verify and /email/resend', () => {
  it('verifies with the code and signs in', async () => {
    const body = registration({ role: 'agent' });
    await post(t, '/api/register', body);
    const code = codeIn((await t.lastMail(body.email))?.text);
    const wrong = await post(t, '/api/email/verify', { email: body.email, code: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message.code).toBe('invalid_code');
    const res = await post(t, '/api/email/verify', { email: body.email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { user: { email: body.email, email_verified: true, role: 'agent', is_formFilled: '0' } },
      authorisation: { type: 'bearer' },
      message: { description: 'Your email address is verified.' },
    });
    const me = await t.request({ method: 'GET', url: '/api/user', token: res.json().authorisation.token });
    expect(me.json().data.user.email).toBe(body.email);
    const actions = (await activityOf(t, res.json().data.user.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.registered', 'auth.email_verified', 'auth.login']));
    // The code and the link are one challenge: both are spent now.
    expect((await post(t, '/api/email/verify', { email: body.email, code })).statusCode).toBe(422);
  });

  it('verifies with the link token and signs in, once', async () => {
    const body = registration();
    await post(t, '/api/register', body);
    const token = linkTokenIn((await t.lastMail(body.email))?.text, LINK);
    const res = await post(t, '/api/email/verify', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: body.email, email_verified: true });
    expect(res.json().authorisation.token).toBeTruthy();
    const replay = await post(t, '/api/email/verify', { token });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      message: { code: 'invalid_token' },
      errors: { token: ['This link is invalid or has expired.'] },
    });
  });

  it('refuses unknown, malformed and expired link tokens', async () => {
    expect((await post(t, '/api/email/verify', { token: 'a'.repeat(43) })).json().message.code).toBe('invalid_token');
    const short = await post(t, '/api/email/verify', { token: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ token: ['This value is not valid.'] });
    const body = registration();
    await post(t, '/api/register', body);
    const token = linkTokenIn((await t.lastMail(body.email))?.text, LINK);
    const user = await userByEmail(body.email);
    const [challenge] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.userId, user!.id));
    await expireChallenge(t, challenge!.id);
    expect((await post(t, '/api/email/verify', { token })).json().message.code).toBe('invalid_token');
  });

  it('asks for email and code when there is no token', async () => {
    const empty = await post(t, '/api/email/verify', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['This field is required.'], code: ['This field is required.'] });
    const bad = await post(t, '/api/email/verify', { email: 'nope', code: 'abc' });
    expect(bad.json().errors).toEqual({ email: ['Enter a valid email address.'], code: ['Enter the 6-digit code.'] });
  });

  it('resends a fresh code that supersedes the first; same answer for anyone', async () => {
    const body = registration();
    await post(t, '/api/register', body);
    const first = codeIn((await t.lastMail(body.email))?.text);
    const res = await post(t, '/api/email/resend', { email: body.email });
    expect(res.statusCode).toBe(200);
    const second = codeIn((await t.lastMail(body.email))?.text);
    expect(await mailCount(t, body.email)).toBe(2);
    if (first !== second) expect((await post(t, '/api/email/verify', { email: body.email, code: first })).statusCode).toBe(422);
    expect((await post(t, '/api/email/verify', { email: body.email, code: second })).statusCode).toBe(200);

    // Verified, unknown and disabled accounts get the same answer and no mail.
    const verified = await post(t, '/api/email/resend', { email: body.email });
    const unknown = await post(t, '/api/email/resend', { email: body.email.replace('reg-', 'none-') });
    expect(verified.json().message).toEqual(res.json().message);
    expect(unknown.json().message).toEqual(res.json().message);
    expect(await mailCount(t, body.email)).toBe(2);
    expect((await post(t, '/api/email/resend', {})).statusCode).toBe(422);
  });
});
