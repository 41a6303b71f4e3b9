import { activityLogs, integrationKeys } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptionKeyFor } from '@/core/secrets/encryption-key';
import { IntegrationKeyError, keyPurpose, readIntegrationKey } from '@/core/secrets/integration-keys';
import { seal } from '@/core/secrets/secret-box';
import { call, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildTestApp, type TestApp } from '@/test/test-app';

const APP_KEY = 'integration-keys-test-app-key-0123456789';
const TOKEN = 'duffel_test_Zq81mXv0Lk4TwQp9sB7nE2cR5uY3aH6d';
const SAFEPAY_SECRET = 'sec_5d0c8f2e-71a4-4b9e-9b1d-2f6a8c3e7d41';
const ENV_SECRET = 'env-zoho-secret-1000.ABCDEFGHIJKLMNOP';

let t: TestApp;
let tok: Record<TDemo, string>;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { APP_KEY, LOG_LEVEL: 'info', ZOHO_CLIENT_SECRET: ENV_SECRET },
    logStream: { write: (line) => void lines.push(line) },
  });
  tok = await demoTokens(t);
});
afterAll(() => t.close());

type TStatus = { name: string; set: boolean; last_four: string | null; source: string | null; readable: boolean; updated_by: unknown };
const statusOf = (body: { data: { keys: TStatus[] } }, name: string) => body.data.keys.find((k) => k.name === name)!;
const save = (keys: Record<string, unknown>, token = tok.admin, headers: Record<string, string> = {}) =>
  t
    .request({ method: 'POST', url: '/api/save-keys', token, payload: { keys }, headers })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const keyLogs = () =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.subjectType, 'integration_key'))
    .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));
const savedRow = async (name: string) =>
  (
    await t.database.db
      .select()
      .from(integrationKeys)
      .where(eq(integrationKeys.name, name as never))
  )[0];

describe('GET /fetch-keys', () => {
  it('lists every known key, none set yet, with its environment variable; a key set in the environment shows as such', async () => {
    const res = await call(t, 'GET', '/api/fetch-keys', tok.admin);
    expect(res.status).toBe(200);
    const names = res.body.data.keys.map((k: TStatus) => k.name);
    expect(names).toEqual([
      'duffel_access_token',
      'duffel_webhook_secret',
      'safepay_api_key',
      'safepay_secret_key',
      'safepay_webhook_secret',
      'zoho_client_id',
      'zoho_client_secret',
      'zoho_refresh_token',
    ]);
    expect(statusOf(res.body, 'duffel_access_token')).toEqual({
      name: 'duffel_access_token',
      env_name: 'DUFFEL_ACCESS_TOKEN',
      set: false,
      last_four: null,
      source: null,
      readable: true,
      updated_at: null,
      updated_by: null,
    });
    expect(statusOf(res.body, 'zoho_client_secret')).toMatchObject({ set: true, source: 'environment', last_four: 'MNOP' });
    expect(res.body.data).not.toHaveProperty('zoho_client_secret');
    expect(JSON.stringify(res.body)).not.toContain(ENV_SECRET);
  });

  it('is for admin only: accounts, agents and visitors are refused', async () => {
    for (const who of ['accounts', 'agent', 'salesman', 'reservation', 'customer'] as const) {
      expect((await call(t, 'GET', '/api/fetch-keys', tok[who])).status, who).toBe(403);
      expect((await save({ duffel_access_token: TOKEN }, tok[who])).status, who).toBe(403);
    }
    expect((await call(t, 'GET', '/api/fetch-keys')).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/save-keys', payload: { keys: { duffel_access_token: TOKEN } } })).statusCode).toBe(
      401,
    );
    expect(await savedRow('duffel_access_token')).toBeUndefined();
  });
});

describe('POST /save-keys', () => {
  it('saves a key encrypted, answers only its last four, and logs who set which key without its value', async () => {
    const res = await save({ duffel_access_token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Integration keys saved.');
    const admin = await userByEmail(t, 'admin@example.com');
    expect(statusOf(res.body, 'duffel_access_token')).toMatchObject({
      set: true,
      last_four: TOKEN.slice(-4),
      source: 'database',
      readable: true,
      updated_by: { id: admin.id, name: admin.name },
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    const row = await savedRow('duffel_access_token');
    expect(row).toMatchObject({ lastFour: TOKEN.slice(-4), updatedBy: admin.id });
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(await readIntegrationKey(t.database.db, t.app.config, 'duffel_access_token')).toBe(TOKEN);
    const logs = await keyLogs();
    expect(logs.map((l) => [l.action, l.subjectId, l.actorId])).toEqual([['integration_key.set', 'duffel_access_token', admin.id]]);
    expect(logs[0]!.changes).toEqual({ before: null, after: { key: 'duffel_access_token', last_four: TOKEN.slice(-4) } });
  });

  it('is idempotent: the same value again changes and logs nothing; a new value replaces it with a new IV', async () => {
    const before = await savedRow('duffel_access_token');
    const logged = (await keyLogs()).length;
    expect((await save({ duffel_access_token: TOKEN })).status).toBe(200);
    expect(await savedRow('duffel_access_token')).toEqual(before);
    expect(await keyLogs()).toHaveLength(logged);

    const next = `${TOKEN}-rotated-Wx9z`;
    const res = await save({ duffel_access_token: next, safepay_secret_key: SAFEPAY_SECRET });
    expect(statusOf(res.body, 'duffel_access_token').last_four).toBe('Wx9z');
    const after = await savedRow('duffel_access_token');
    expect(after!.iv).not.toBe(before!.iv);
    const logs = (await keyLogs()).slice(logged);
    expect(logs.map((l) => [l.action, l.subjectId])).toEqual([
      ['integration_key.set', 'duffel_access_token'],
      ['integration_key.set', 'safepay_secret_key'],
    ]);
    expect(logs[0]!.changes).toEqual({
      before: { key: 'duffel_access_token', last_four: TOKEN.slice(-4) },
      after: { key: 'duffel_access_token', last_four: 'Wx9z' },
    });
    expect(await readIntegrationKey(t.database.db, t.app.config, 'duffel_access_token')).toBe(next);
  });

  it('clears a key with null (logged once), and clearing an unset key changes nothing', async () => {
    const logged = (await keyLogs()).length;
    const res = await save({ safepay_secret_key: null, safepay_api_key: null });
    expect(res.status).toBe(200);
    expect(statusOf(res.body, 'safepay_secret_key')).toMatchObject({ set: false, last_four: null, source: null });
    expect(await savedRow('safepay_secret_key')).toBeUndefined();
    const logs = (await keyLogs()).slice(logged);
    expect(logs.map((l) => [l.action, l.subjectId, l.changes])).toEqual([
      ['integration_key.cleared', 'safepay_secret_key', { before: { key: 'safepay_secret_key', last_four: SAFEPAY_SECRET.slice(-4) } }],
    ]);
    expect(await readIntegrationKey(t.database.db, t.app.config, 'safepay_secret_key')).toBeNull();
  });

  it('refuses unknown names, whitespace, NUL, short and empty values with 422 per key, saving nothing', async () => {
    const logged = (await keyLogs()).length;
    const res = await save({
      stripe_key: 'sk_live_0123456789',
      safepay_api_key: 'sec_123 456789',
      safepay_webhook_secret: 'abc',
      zoho_client_id: 'line\nbreak-value',
      zoho_refresh_token: '',
      duffel_webhook_secret: 42,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'keys.stripe_key': ['This is not a known integration key.'],
      'keys.safepay_api_key': ['Use only visible characters, without spaces or line breaks.'],
      'keys.safepay_webhook_secret': ['Must be at least 8 characters.'],
      'keys.zoho_client_id': ['Use only visible characters, without spaces or line breaks.'],
      'keys.zoho_refresh_token': ['This field is required.'],
      'keys.duffel_webhook_secret': ['This value is not valid.'],
    });
    const nul = await save({ safepay_api_key: 'sec_1234\u00005678' });
    expect(nul.status).toBe(422);
    expect(Object.keys(nul.body.errors)).toEqual(['keys.safepay_api_key']);
    expect((await save({})).body.errors).toEqual({ keys: ['Name at least one key to set or clear.'] });
    expect((await t.request({ method: 'POST', url: '/api/save-keys', token: tok.admin, payload: {} })).statusCode).toBe(422);
    const ar = await save({ safepay_api_key: 'a b c d e f g h' }, tok.admin, { 'x-locale': 'ar' });
    expect(ar.body.errors['keys.safepay_api_key']).toEqual(['استخدم أحرفًا ظاهرة فقط، بلا مسافات ولا أسطر جديدة.']);
    expect(await savedRow('safepay_api_key')).toBeUndefined();
    expect(await keyLogs()).toHaveLength(logged);
  });

  it('refuses (409) to save or clear a key that the environment sets, naming the variable', async () => {
    for (const value of ['some-other-secret', null]) {
      const res = await save({ duffel_webhook_secret: 'whsec_0123456789', zoho_client_secret: value });
      expect(res.status).toBe(409);
      expect(res.body.message.description).toBe(
        'zoho_client_secret is set in the server environment (ZOHO_CLIENT_SECRET), which takes precedence: change it there.',
      );
    }
    expect(await savedRow('duffel_webhook_secret')).toBeUndefined();
    expect(await readIntegrationKey(t.database.db, t.app.config, 'zoho_client_secret')).toBe(ENV_SECRET);
  });
});

describe('a key saved under another APP_KEY', () => {
  it('shows as unreadable, and reading it throws a clear error naming the key, not the value; saving it again mends it', async () => {
    const other = encryptionKeyFor({ env: 'test', appKey: 'a-previous-app-key-that-was-rotated-away', dataDir: '/nonexistent' });
    const old = 'zoho-refresh-1000.fromtheoldkey';
    await t.database.db
      .insert(integrationKeys)
      .values({ name: 'zoho_refresh_token', ...seal(other, keyPurpose('zoho_refresh_token'), old), lastFour: old.slice(-4) });
    const res = await call(t, 'GET', '/api/fetch-keys', tok.admin);
    expect(statusOf(res.body, 'zoho_refresh_token')).toMatchObject({ set: true, readable: false, last_four: 'dkey' });
    const error = await readIntegrationKey(t.database.db, t.app.config, 'zoho_refresh_token').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(IntegrationKeyError);
    expect((error as Error).message).toBe(
      'Integration key zoho_refresh_token cannot be decrypted: it was saved under a different APP_KEY. Save it again at /admin/setting, or set ZOHO_REFRESH_TOKEN in the environment.',
    );
    expect((error as Error).message).not.toContain(old);
    // Saving the same text again replaces what cannot be read (it is not "unchanged").
    const mended = await save({ zoho_refresh_token: old });
    expect(statusOf(mended.body, 'zoho_refresh_token')).toMatchObject({ set: true, readable: true });
    expect(await readIntegrationKey(t.database.db, t.app.config, 'zoho_refresh_token')).toBe(old);
  });

  it('a damaged row (its tag changed) is unreadable too, with its own reason', async () => {
    const row = await savedRow('zoho_refresh_token');
    const tag = Buffer.from(row!.tag, 'base64');
    tag[0] = tag[0]! ^ 1;
    await t.database.db
      .update(integrationKeys)
      .set({ tag: tag.toString('base64') })
      .where(eq(integrationKeys.name, 'zoho_refresh_token'));
    await expect(readIntegrationKey(t.database.db, t.app.config, 'zoho_refresh_token')).rejects.toThrow(/failed its integrity check/);
    expect(statusOf((await call(t, 'GET', '/api/fetch-keys', tok.admin)).body, 'zoho_refresh_token').readable).toBe(false);
  });
});

describe('secrets stay out of the logs', () => {
  it('neither the activity log nor the request log ever holds a value', async () => {
    const secret = 'duffel_live_NeverLogMe_7c1f0a9b2e';
    await save({ duffel_access_token: secret });
    await save({ duffel_access_token: `${secret} bad` }); // refused: its errors must not echo it either
    const refused = await save({ duffel_access_token: `${secret} bad` });
    expect(JSON.stringify(refused.body)).not.toContain(secret);
    await save({ duffel_access_token: null });
    const everything = JSON.stringify(await t.database.db.select().from(activityLogs));
    for (const value of [secret, TOKEN, SAFEPAY_SECRET, ENV_SECRET]) expect(everything).not.toContain(value);
    const log = lines.join('');
    expect(log).toContain('/api/save-keys'); // the requests were logged, so the absence below means something
    for (const value of [secret, TOKEN, SAFEPAY_SECRET, ENV_SECRET]) expect(log).not.toContain(value);
  });
});
