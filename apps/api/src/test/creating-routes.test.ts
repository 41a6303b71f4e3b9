import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { banks, groupTickets, idempotencyKeys, uploads, users } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, tokenFor } from './factories';
import { buildTestApp, type TestApp } from './test-app';

/*
 * Every POST that creates something honours an Idempotency-Key (optional there; required on the
 * money routes): the same key with the same body answers the first answer and creates nothing
 * more. A new POST either declares `config: { idempotency: 'optional' }` (or `...idempotent` for
 * money) or is listed below with the reason it creates nothing.
 */

/** The POSTs that create nothing, and why a retry of each is harmless without a key. */
const CREATE_NOTHING: Record<string, string> = {
  'POST /api/login/request-otp': 'sign-in step one: checks the password and mails a code (rate limited)',
  'POST /api/login': 'the legacy path of sign-in step one',
  'POST /api/login/verify-otp': 'sign-in step two: a code is good once',
  'POST /api/email/verify': 'marks an address verified',
  'POST /api/email/resend': 'mails the verification link again (rate limited)',
  'POST /api/forgot-password': 'mails a reset link (rate limited)',
  'POST /api/newsletter/confirm': 'confirms a sign-up once (again: the same answer)',
  'POST /api/product-bookings/visa-step': 'moves an application one step; the same step again is refused (409), never applied twice',
  'POST /api/newsletter/unsubscribe': 'takes an address off the list (again: the same answer)',
  'POST /api/newsletter/one-click-unsubscribe': "the same, from a mail client's own button",
  'POST /api/reset-password': 'sets a password; the link is good once',
  'POST /api/logout': 'revokes the token',
  'POST /api/update-staff': 'edits an account in place',
  'POST /api/update-agents-data': 'edits the agency in place (staff filling in an agency that is missing create it once; a retry edits it)',
  'POST /api/updateAirlineMargin': 'sets or removes a margin in place',
  'POST /api/notifications/read-all': 'marks read',
  'POST /api/notifications/read/{id}': 'marks read',
  'POST /api/save-agent-margin': 'replaces the margins; the same margins again change nothing',
  'POST /api/agent-profile': "replaces the agency's profile in place; the same profile again changes nothing",
  'POST /api/save-customer-margin-values': 'replaces the margins; the same margins again change nothing',
  'POST /api/save-keys': 'sets or clears the keys in place',
  'POST /api/update-promo-image': 'edits a banner in place',
  'POST /api/sort-flights': 'sorts a stored search',
  'POST /api/patch-ancillaries': "replaces the traveller's choice of extras",
  'POST /api/schedule-changes/simulate': 'the simulated airline makes no second change to a booking while one waits for an answer',
  'POST /api/webhooks/duffel': "a supplier's event, kept once by the supplier's own event id (the sender sends no key)",
  'POST /api/webhooks/card/{gateway}': "a card gateway's event, acted on once by the gateway's own event id (the sender sends no key)",
  'POST /api/card-sandbox/checkout/{tracker}/pay':
    "the payer's choice on the sandbox gateway's page: a second press finds the payment decided",
  'POST /api/card-sandbox/checkout/{tracker}/fail':
    "the payer's choice on the sandbox gateway's page: a second press finds the payment decided",
};

let t: TestApp;
let dataDir: string;
let admin: string;
let accounts: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-creates-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  await ensureDemoAirRows(t.database.db);
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type TOperation = { parameters?: { in: string; name: string; required?: boolean }[] };

/** Each operation's Idempotency-Key as documented: 'required', 'optional', or absent. */
function documentedKeys(): Map<string, 'required' | 'optional'> {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, TOperation>> }).paths;
  const found = new Map<string, 'required' | 'optional'>();
  for (const [path, operations] of Object.entries(paths))
    for (const [method, op] of Object.entries(operations)) {
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      if (header) found.set(`${method.toUpperCase()} ${path}`, header.required ? 'required' : 'optional');
    }
  return found;
}

const post = (url: string, token: string | undefined, key: string | false, payload: unknown) =>
  t.request({
    method: 'POST',
    url,
    ...(token ? { token } : {}),
    payload: payload as Record<string, unknown>,
    ...(key === false ? { idempotencyKey: false as const } : { headers: { 'idempotency-key': key } }),
  });

const count = async (table: typeof banks | typeof groupTickets | typeof uploads, where: ReturnType<typeof eq>) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]!.n;

/** The 422 of a key sent again with another body: it names the header, and nothing runs. */
function expectKeyReused(res: { statusCode: number; json(): { message: { code: string }; errors: Record<string, string[]> } }) {
  expect(res.statusCode).toBe(422);
  expect(res.json().message.code).toBe('idempotency_key_reused');
  expect(res.json().errors).toEqual({
    'Idempotency-Key': ['This Idempotency-Key was already used with a different request: send a new key for a new request.'],
  });
}

describe('Idempotency-Key on the routes that create something', () => {
  it('is honoured on every POST that creates something, and only the listed POSTs create nothing', () => {
    const keys = documentedKeys();
    const posts = t.app.routeAccess
      .filter((r) => r.method === 'POST' && r.url.startsWith('/api/'))
      .map((r) => `POST ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(posts.length).toBeGreaterThan(20);
    expect(posts.filter((p) => !keys.has(p) && !(p in CREATE_NOTHING))).toEqual([]);
    expect(posts.filter((p) => keys.has(p) && p in CREATE_NOTHING)).toEqual([]);
    expect(Object.keys(CREATE_NOTHING).filter((p) => !posts.includes(p))).toEqual([]);
    // Optional on the creating routes (the money routes keep requiring it: money-routes.test.ts).
    for (const route of [
      'POST /api/send-sooper-quote',
      'POST /api/group-tickets',
      'POST /api/insurance-plans',
      'POST /api/travel-insurance/quotes',
      'POST /api/holidays',
      'POST /api/umrah-packages',
      'POST /api/banks',
      'POST /api/airlines',
      'POST /api/exchange-rates',
      'POST /api/uploads',
      'POST /api/images',
      'POST /api/save-promo-image',
      'POST /api/visa-header-images',
      'POST /api/users',
      'POST /api/add-staff',
      'POST /api/save-admin-agent',
      'POST /api/agents',
      'POST /api/register',
    ])
      expect(keys.get(route), route).toBe('optional');
  });

  it('creates one group ticket for a key sent twice, and replays the first answer', async () => {
    const body = buildGroupTicket({ title: 'Idempotent Umrah group' });
    const first = await post('/api/group-tickets', admin, 'group-ticket-key-1', body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/group-tickets', admin, 'group-ticket-key-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(groupTickets, eq(groupTickets.title, 'Idempotent Umrah group'))).toBe(1);

    expectKeyReused(await post('/api/group-tickets', admin, 'group-ticket-key-1', { ...body, seats_total: 41 }));
    expect(await count(groupTickets, eq(groupTickets.title, 'Idempotent Umrah group'))).toBe(1);

    // Optional: without a key each call creates, as before.
    const plain = buildGroupTicket({ title: 'Group without a key' });
    for (let i = 0; i < 2; i++) expect((await post('/api/group-tickets', admin, false, plain)).statusCode).toBe(200);
    expect(await count(groupTickets, eq(groupTickets.title, 'Group without a key'))).toBe(2);
  });

  it('does the same on every catalogue create (banks), per user', async () => {
    const body = { bank_name: 'Meezan Bank', account_title: 'Safar Travels', account_number: '0101-7777000001', currency: 'PKR' };
    const first = await post('/api/banks', accounts, 'bank-key-1', body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/banks', accounts, 'bank-key-1', body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.bank.id).toBe(first.json().data.bank.id);
    expectKeyReused(await post('/api/banks', accounts, 'bank-key-1', { ...body, branch: 'Clifton' }));
    expect(await count(banks, eq(banks.accountNumber, body.account_number))).toBe(1);

    // Keys are per user: another user's same key is another request (its own bank, not a 422).
    const others = await post('/api/banks', admin, 'bank-key-1', { ...body, account_number: '0101-7777000009' });
    expect(others.statusCode).toBe(200);
    expect(others.json().data.bank.id).not.toBe(first.json().data.bank.id);
  });

  it('refuses a malformed key with 422 on the header, creating nothing', async () => {
    const body = { bank_name: 'Bank Alfalah', account_title: 'Safar', account_number: '0101-7777000003', currency: 'PKR' };
    const res = await post('/api/banks', accounts, 'has space', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 200 visible characters.'] });
    expect(await count(banks, eq(banks.accountNumber, body.account_number))).toBe(0);
  });

  it('compares an upload by its file: the same file again is replayed, another file with the key is refused', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('idempotent-upload')]);
    // Each body has its own multipart boundary, as a browser's retry would.
    const send = (data: Buffer) =>
      t.request({ method: 'POST', url: '/api/uploads', token: accounts, ...withKey(multipartFileBody('receipt.png', data, 'image/png')) });
    const withKey = (body: ReturnType<typeof multipartFileBody>) => ({
      ...body,
      headers: { ...body.headers, 'idempotency-key': 'upload-key-1' },
    });
    const first = await send(png);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(png);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectKeyReused(await send(Buffer.concat([png, Buffer.from('another')])));
    expect(await count(uploads, eq(uploads.originalName, 'receipt.png'))).toBe(1);
  });

  it('stores nothing for an anonymous caller: a registration never replays another answer', async () => {
    const registration = (email: string) => ({
      name: 'Rania Register',
      email,
      password: 'a-good-password',
      password_confirmation: 'a-good-password',
    });
    const first = await post('/api/register', undefined, 'anonymous-key', registration('idem-first@example.test'));
    expect(first.statusCode, first.body).toBe(200);
    // Another visitor with the same key gets its own answer, not the first visitor's.
    const other = await post('/api/register', undefined, 'anonymous-key', registration('idem-other@example.test'));
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().data.email).toBe('idem-other@example.test');
    // A retry runs again (not replayed), and an email that has an account gets no second one.
    const retry = await post('/api/register', undefined, 'anonymous-key', registration('idem-first@example.test'));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const accounts = await t.database.db.select().from(users).where(eq(users.email, 'idem-first@example.test'));
    expect(accounts).toHaveLength(1);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'anonymous-key'))).toEqual([]);
    // The registrations queued mails: their jobs finish before the app (and its pool) closes.
    await mailsTried(t.app);
  });
});
