import { activityLogs, capturedMails, otpChallenges } from '@safar/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailsTried } from '@/core/mail/outbox';
import { nextIp, type TestApp } from '@/test/test-app';

/** The 6-digit code in a mail's text. */
export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

/** The value of `?token=` or the last path segment of the first link in a mail. */
export function linkTokenIn(text: string | undefined, pattern: RegExp): string {
  const token = pattern.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no link matching ${pattern} in mail: ${text}`);
  return decodeURIComponent(token);
}

/** A code that is certainly not the right one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  extra: { ip?: string; headers?: Record<string, string>; token?: string } = {},
) =>
  t.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: extra.ip ?? nextIp(),
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(extra.token ? { token: extra.token } : {}),
  });

/** Step one of sign-in; returns the challenge id and the mailed code. */
export async function requestCode(t: TestApp, email: string, password: string, ip = nextIp()) {
  const res = await post(t, '/api/login/request-otp', { email, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`request-otp ${res.statusCode}: ${res.body}`);
  return { challengeId: res.json().data.challenge_id as string, code: codeIn((await t.lastMail(email))?.text) };
}

/** Mails sent so far (once every queued mail has been tried). */
export async function mailCount(t: TestApp, to?: string): Promise<number> {
  await mailsTried(t.app);
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(capturedMails)
    .where(to ? eq(capturedMails.to, to) : undefined);
  return row?.n ?? 0;
}

export async function activityOf(t: TestApp, subjectId: string) {
  return t.database.db
    .select({ action: activityLogs.action, actorId: activityLogs.actorId, ip: activityLogs.ip })
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'user'), eq(activityLogs.subjectId, subjectId)))
    .orderBy(desc(activityLogs.createdAt));
}

/** Moves a challenge's expiry into the past, as if its 10 minutes had run out. */
export async function expireChallenge(t: TestApp, challengeId: string) {
  await t.database.db
    .update(otpChallenges)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(otpChallenges.id, challengeId));
}
