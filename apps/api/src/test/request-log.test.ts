import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, linkTokenIn, post } from '@/modules/auth/auth.test-helpers';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { redactUrl } from '@/core/request-log';

describe('redactUrl', () => {
  it.each([
    ['/auth/password-reset/3q2-7wQm0x_Yp9ZkT1vB8sN4uE6rA5cD0fG2hJ3kL4m', '/auth/password-reset/[redacted]'],
    ['/email-success-message?token=abc&lang=ar', '/email-success-message?token=[redacted]&lang=ar'],
    ['/api/uploads/0190a-x.pdf?signature=AbC-12_x&expires=1767225600', '/api/uploads/0190a-x.pdf?signature=[redacted]&expires=1767225600'],
    [
      '/x?code=123456&sig=zz&expires-signature=q&X-Amz-Signature=w&page=2',
      '/x?code=[redacted]&sig=[redacted]&expires-signature=[redacted]&X-Amz-Signature=[redacted]&page=2',
    ],
    ['/x?access%5Ftoken=s3cret', '/x?access%5Ftoken=[redacted]'],
    ['/verify/KXoO6Qz2F4b8n1Lw0cT7yR5vU3sA9dE2gH6jM8pN1qW', '/verify/[redacted]'],
    ['/api/users?id=01900000-0000-7000-8000-000000000001&search=ali', '/api/users?id=01900000-0000-7000-8000-000000000001&search=ali'],
    ['/api/show-all-charges?page=1#fragment', '/api/show-all-charges?page=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('never contain a reset token, a verification token, a sign-in code or a URL signature', async () => {
    const secrets: string[] = [];
    // A reset link opened in the browser (the app serves the web screens), then used.
    const user = await buildUser(t.database.db);
    await post(t, '/api/forgot-password', { email: user.email });
    const resetToken = linkTokenIn((await t.lastMail(user.email))?.text, /\/auth\/password-reset\/([A-Za-z0-9_-]+)/);
    secrets.push(resetToken);
    await t.request({ method: 'GET', url: `/auth/password-reset/${resetToken}` });
    await t.request({ method: 'GET', url: `/auth/password-reset/${resetToken}?token=${resetToken}` });
    // A verification link (token in the query string) and its code.
    const email = `log-${Date.now()}@example.test`;
    await post(t, '/api/register', { name: 'Log Reader', email, password: 'password-123', password_confirmation: 'password-123' });
    const verifyText = (await t.lastMail(email))?.text;
    const verifyToken = linkTokenIn(verifyText, /[?&]token=([^\s&]+)/);
    const verifyCode = codeIn(verifyText);
    secrets.push(verifyToken, verifyCode);
    await t.request({ method: 'GET', url: `/email-success-message?token=${encodeURIComponent(verifyToken)}` });
    // A sign-in code and a signature, sent where a careless client would put them.
    await t.request({ method: 'GET', url: `/api/user?code=${verifyCode}&otp=${verifyCode}` });
    const signature = 'S1gnatur3-of-a-signed-url_xyz';
    secrets.push(signature);
    await t.request({
      method: 'GET',
      url: `/api/uploads/0190abcd-0000-7000-8000-000000000001.pdf?signature=${signature}&expires=4102444800`,
    });
    await t.request({ method: 'GET', url: `/api/uploads/x.pdf?sig=${signature}&expires-signature=${signature}` });

    const log = lines.join('');
    // The requests were logged (with their redacted URLs), so the absence below means something.
    expect(log).toContain('"url":"/auth/password-reset/[redacted]"');
    expect(log).toContain('"url":"/email-success-message?token=[redacted]"');
    expect(log).toContain('signature=[redacted]&expires=4102444800');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(verifyToken));
  });
});
