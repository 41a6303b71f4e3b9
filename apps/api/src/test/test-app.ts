import { randomUUID } from 'node:crypto';
import { capturedMails, type Database } from '@safar/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig, type AppConfig } from '@/config';
import { mailsTried } from '@/core/mail/outbox';
import { checkAnswers } from './answer-contract';
import { openTestDatabase, type Driver } from './test-database';
import type { FlightSupplierRegistry } from '@/modules/flights/flights.env';

/** Which database this test run uses: vitest's `api-pg` project sets TEST_DB=postgres. */
export const TEST_DRIVER: Driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** Signs in through the real two-step flow (password, then the mailed code) and returns the token. */
  signIn(email: string, password?: string): Promise<string>;
  /** The newest captured mail to an address. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string } | undefined>;
  /**
   * One call through app.inject. Like the web client, every call that is not a GET carries a
   * fresh Idempotency-Key unless the test gives its own header or `idempotencyKey: false`.
   */
  request(options: InjectOptions & { token?: string; idempotencyKey?: false }): Promise<LightMyRequestResponse>;
  /** What services called outside a request (from a test) need of one: the app, and jobs to wake. */
  fakeRequest(): FastifyRequest;
}

let ipCounter = 1;
/** A different client address per sign-in, so per-IP limits do not couple unrelated tests. */
export const nextIp = () => `10.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export interface TestAppOptions {
  demo?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Settings to force after the environment is read, e.g. `{ captureMail: false }` to act like production. */
  configOverrides?: Partial<AppConfig>;
  /** Receives the log lines (set LOG_LEVEL in `env` too: tests log nothing by default). */
  logStream?: { write(line: string): void };
  /** Adds test-only routes (register them under /api and declare their access) before the app is ready. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Fake flight suppliers to search instead of the seeded ones. */
  flightSuppliers?: FlightSupplierRegistry;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A copy of the run's prepared database (test-database.ts): migrated and seeded, demo or not.
  const { database, drop } = await openTestDatabase(TEST_DRIVER, inject('dbTemplates')[options.demo === false ? 'bare' : 'demo']);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', WEB_DIST: '', APP_URL: 'http://safar.test', ...options.env }),
    ...options.configOverrides,
  };
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.flightSuppliers ? { flightSuppliers: options.flightSuppliers } : {}),
  });
  const answers = checkAnswers(app);
  await options.extend?.(app);
  await app.ready();

  const lastMail: TestApp['lastMail'] = async (to) => {
    await mailsTried(app); // mails are sent by a background job after the response
    const [mail] = await database.db
      .select()
      .from(capturedMails)
      .where(eq(capturedMails.to, to))
      .orderBy(desc(capturedMails.createdAt), desc(capturedMails.id))
      .limit(1);
    return mail;
  };
  const request: TestApp['request'] = async ({ token, headers, idempotencyKey, ...rest }) => {
    const withKey = idempotencyKey !== false && (rest.method ?? 'GET') !== 'GET' && !headers?.['idempotency-key'];
    const res = await app.inject({
      ...rest,
      headers: {
        ...(withKey ? { 'idempotency-key': randomUUID() } : {}),
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const mismatches = answers.take();
    if (mismatches.length) throw new Error(`The answer differs from the API's documented contract:\n${mismatches.join('\n')}`);
    return res;
  };

  return {
    app,
    database,
    lastMail,
    request,
    fakeRequest: () => ({ server: app, wakeJobs: new Set(), ip: '127.0.0.1', id: 'test', user: null }) as unknown as FastifyRequest,
    async signIn(email, password = 'demo-password') {
      const remoteAddress = nextIp();
      const first = await app.inject({ method: 'POST', url: '/api/login/request-otp', payload: { email, password }, remoteAddress });
      if (first.statusCode !== 200) throw new Error(`request-otp ${first.statusCode}: ${first.body}`);
      const mail = await lastMail(email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      const second = await app.inject({ method: 'POST', url: '/api/login/verify-otp', payload: { email, code }, remoteAddress });
      if (second.statusCode !== 200) throw new Error(`verify-otp ${second.statusCode}: ${second.body}`);
      return (second.json() as { authorisation: { token: string } }).authorisation.token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      const mismatches = answers.take();
      if (mismatches.length) throw new Error(`Answers differ from the API's documented contract:\n${mismatches.join('\n')}`);
    },
  };
}
