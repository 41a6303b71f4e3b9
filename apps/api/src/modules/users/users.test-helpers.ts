import { activityLogs, users } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { tokenFor } from '@/test/factories';
import type { TestApp } from '@/test/test-app';

export const DEMO = {
  admin: 'admin@example.com',
  accounts: 'accounts@example.com',
  salesman: 'salesman@example.com',
  reservation: 'reservation@example.com',
  customer: 'customer@example.com',
  agent: 'agent@example.com',
  pendingAgent: 'pending-agent@example.com',
  newAgent: 'new-agent@example.com',
  walkIn: 'walk-in@example.com',
} as const;
export type TDemo = keyof typeof DEMO;

/** A token for every demo account (issued directly: these tests are not about sign-in). */
export async function demoTokens(t: TestApp): Promise<Record<TDemo, string>> {
  const entries = await Promise.all(Object.entries(DEMO).map(async ([k, email]) => [k, await tokenFor(t, email)] as const));
  return Object.fromEntries(entries) as Record<TDemo, string>;
}

/** One API call; `body` is the parsed envelope. */
export async function call(t: TestApp, method: InjectOptions['method'], url: string, token?: string, payload?: unknown) {
  const res = await t.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Activity entries about one subject, oldest first. */
export async function activityAbout(t: TestApp, subjectId: string) {
  return t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.subjectId, subjectId))
    .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));
}

let counter = 0;
/** A unique email for a test-created account. */
export const freshEmail = (prefix = 'person') => `${prefix}-${Date.now().toString(36)}-${counter++}@example.test`;
