import { activityLogs, exchangeRates } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { rateFor } from './exchange-rates.service';

let t: TestApp;
let tok: Record<TDemo, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

type TRate = {
  id: string;
  currency: string;
  rate: string;
  rate_millionths: number;
  effective_on: string;
  note: string | null;
  set_by: { name: string } | null;
};
const create = async (payload: Record<string, unknown>, token = tok.accounts) => {
  const res = await call(t, 'POST', '/api/exchange-rates', token, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.exchange_rate as TRate;
};
const count = async () => (await t.database.db.select().from(exchangeRates)).length;
const logsFor = (id: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'exchange_rate'), eq(activityLogs.subjectId, id)));

describe('POST /exchange-rates', () => {
  it('accounts staff set a rate: stored exactly as millionths, with who set it and an activity entry', async () => {
    const accounts = await userByEmail(t, 'accounts@example.com');
    const res = await call(t, 'POST', '/api/exchange-rates', tok.accounts, {
      currency: 'usd',
      rate: '280.123456',
      effective_on: '2026-03-01',
      note: 'Interbank',
    });
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Exchange rate saved.');
    expect(res.body.data.exchange_rate).toMatchObject({
      currency: 'USD',
      quote_currency: 'PKR',
      rate: '280.123456',
      rate_millionths: 280_123_456,
      effective_on: '2026-03-01',
      note: 'Interbank',
      set_by: { id: accounts.id, name: accounts.name },
    });
    const id = res.body.data.exchange_rate.id as string;
    const [row] = await t.database.db.select().from(exchangeRates).where(eq(exchangeRates.id, id));
    expect(row!.rateMillionths).toBe(280_123_456);
    expect((await logsFor(id)).map((l) => [l.action, l.actorId])).toEqual([['exchange_rate.created', accounts.id]]);
  });

  it('refuses a bad rate, the agency currency, an unknown currency and a bad date with 422 per field, saving nothing', async () => {
    const before = await count();
    for (const rate of ['0', '-1', '1.1234567', 'abc', '1e3', '1000000000', 12.5]) {
      const res = await call(t, 'POST', '/api/exchange-rates', tok.admin, { currency: 'EUR', rate, effective_on: '2026-03-01' });
      expect(res.status, String(rate)).toBe(422);
      expect(res.body.errors.rate, String(rate)).toEqual([
        'Enter a rate greater than zero with at most 6 decimal places, e.g. 280.123456.',
      ]);
    }
    const own = await call(t, 'POST', '/api/exchange-rates', tok.admin, { currency: 'PKR', rate: '1', effective_on: '2026-03-01' });
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ currency: ["This is the agency's own currency: it needs no exchange rate."] });
    const missing = await call(t, 'POST', '/api/exchange-rates', tok.admin, {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['currency', 'effective_on', 'rate']);
    const bad = await call(t, 'POST', '/api/exchange-rates', tok.admin, { currency: 'XXX', rate: '1', effective_on: '2026-02-30' });
    expect(bad.body.errors).toEqual({ currency: ['Choose a supported currency.'], effective_on: ['This value is not valid.'] });
    expect(await count()).toBe(before);
  });

  it('refuses a second rate for one currency on one day (422 on effective_on, en and ar); another day or currency is fine', async () => {
    await create({ currency: 'SAR', rate: '74.5', effective_on: '2026-03-02' });
    const before = await count();
    const dup = await call(t, 'POST', '/api/exchange-rates', tok.admin, { currency: 'SAR', rate: '75', effective_on: '2026-03-02' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ effective_on: ['This currency already has a rate for this date. Edit that rate instead.'] });
    const ar = await t.request({
      method: 'POST',
      url: '/api/exchange-rates',
      token: tok.admin,
      headers: { 'x-locale': 'ar' },
      payload: { currency: 'SAR', rate: '75', effective_on: '2026-03-02' },
    });
    expect(ar.json().errors).toEqual({ effective_on: ['لهذه العملة سعر في هذا التاريخ من قبل. عدِّل ذلك السعر بدلًا من ذلك.'] });
    expect(await count()).toBe(before);
    await create({ currency: 'SAR', rate: '75', effective_on: '2026-03-03' });
    await create({ currency: 'AED', rate: '76.1', effective_on: '2026-03-02' });
  });
});

describe('the note', () => {
  const NOTE_CHARACTERS = ['Must not contain line breaks, control characters or text-direction overrides.'];

  it('refuses text-direction overrides, line breaks and control characters (422 on note, en and ar), storing nothing', async () => {
    const before = await count();
    // As the black-box client sent it: JSON escapes in raw bytes.
    const raw = await t.request({
      method: 'POST',
      url: '/api/exchange-rates',
      token: tok.accounts,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('{"currency":"USD","rate":"280","effective_on":"2026-05-01","note":"a\\u202eb\\r\\nc"}'),
    });
    expect(raw.statusCode).toBe(422);
    expect(raw.json()).toMatchObject({ message: { code: 'validation_failed' }, errors: { note: NOTE_CHARACTERS } });
    for (const note of ['Interbank\u202Efixing', 'line one\nline two', 'tab\there', 'iso\u2066late\u2069', 'para\u2029graph']) {
      const res = await call(t, 'POST', '/api/exchange-rates', tok.admin, {
        currency: 'USD',
        rate: '280',
        effective_on: '2026-05-01',
        note,
      });
      expect(res.status, JSON.stringify(note)).toBe(422);
      expect(res.body.errors, JSON.stringify(note)).toEqual({ note: NOTE_CHARACTERS });
    }
    const ar = await t.request({
      method: 'POST',
      url: '/api/exchange-rates',
      token: tok.admin,
      headers: { 'x-locale': 'ar' },
      payload: { currency: 'USD', rate: '280', effective_on: '2026-05-01', note: 'a\u202Eb' },
    });
    expect(ar.json().errors).toEqual({ note: ['يجب ألا يحتوي على فواصل أسطر أو أحرف تحكم أو أحرف تجاوز اتجاه النص.'] });
    expect(await count()).toBe(before);
  });

  it('refuses them on update too, leaving the stored note as it was', async () => {
    const rate = await create({ currency: 'CAD', rate: '205', effective_on: '2026-05-02', note: 'Interbank' });
    const res = await call(t, 'PUT', `/api/exchange-rates?id=${rate.id}`, tok.admin, { note: 'a\u202Eb\r\nc' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ note: NOTE_CHARACTERS });
    const [row] = await t.database.db.select().from(exchangeRates).where(eq(exchangeRates.id, rate.id));
    expect(row!.note).toBe('Interbank');
  });

  it('keeps taking one trimmed line, mixed-direction marks included, and a blank note as none', async () => {
    const marked = await create({
      currency: 'QAR',
      rate: '76.9',
      effective_on: '2026-05-03',
      note: '  Interbank \u200F(سعر البنك)\u200E  ',
    });
    expect(marked.note).toBe('Interbank \u200F(سعر البنك)\u200E');
    const blank = await create({ currency: 'QAR', rate: '77', effective_on: '2026-05-04', note: '   ' });
    expect(blank.note).toBeNull();
  });
});

describe('GET /exchange-rates', () => {
  it('lists with a currency filter, search, sort by date both ways and paging; refuses an unknown sort', async () => {
    await create({ currency: 'GBP', rate: '350', effective_on: '2026-01-10' });
    await create({ currency: 'GBP', rate: '351.25', effective_on: '2026-01-20', note: 'Month-end fixing' });
    const res = await call(t, 'GET', '/api/exchange-rates?currency=GBP&sort=effective_on&order=desc', tok.accounts);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((r: TRate) => [r.effective_on, r.rate])).toEqual([
      ['2026-01-20', '351.25'],
      ['2026-01-10', '350'],
    ]);
    const asc = await call(t, 'GET', '/api/exchange-rates?currency=gbp&sort=effective_on&order=asc&per_page=1', tok.admin);
    expect(asc.body.data.items.map((r: TRate) => r.effective_on)).toEqual(['2026-01-10']);
    expect(asc.body.data.pagination).toEqual({ page: 1, per_page: 1, total: 2 });
    const search = await call(t, 'GET', '/api/exchange-rates?search=fixing', tok.admin);
    expect(search.body.data.items.map((r: TRate) => r.rate)).toEqual(['351.25']);
    expect((await call(t, 'GET', '/api/exchange-rates?sort=rate', tok.admin)).status).toBe(422);
    expect((await call(t, 'GET', '/api/exchange-rates?currency=XXX', tok.admin)).status).toBe(422);
  });

  it('is for finance staff: agents, sales, reservations and customers are refused, visitors must sign in', async () => {
    for (const who of ['agent', 'salesman', 'reservation', 'customer'] as const) {
      expect((await call(t, 'GET', '/api/exchange-rates', tok[who])).status, who).toBe(403);
      expect(
        (await call(t, 'POST', '/api/exchange-rates', tok[who], { currency: 'USD', rate: '1', effective_on: '2026-01-01' })).status,
      ).toBe(403);
    }
    expect((await call(t, 'GET', '/api/exchange-rates')).status).toBe(401);
  });
});

describe('PUT and DELETE /exchange-rates?id=', () => {
  it('edits the rate (the editor becomes who set it), logs before and after, and refuses the agency currency', async () => {
    const rate = await create({ currency: 'EUR', rate: '300', effective_on: '2026-02-01' });
    const admin = await userByEmail(t, 'admin@example.com');
    const res = await call(t, 'PUT', `/api/exchange-rates?id=${rate.id}`, tok.admin, { rate: '301.5' });
    expect(res.status).toBe(200);
    expect(res.body.data.exchange_rate).toMatchObject({ rate: '301.5', rate_millionths: 301_500_000, set_by: { id: admin.id } });
    const update = (await logsFor(rate.id)).find((l) => l.action === 'exchange_rate.updated');
    expect(update?.changes).toMatchObject({ before: { rate: '300' }, after: { rate: '301.5' } });
    const own = await call(t, 'PUT', `/api/exchange-rates?id=${rate.id}`, tok.admin, { currency: 'PKR' });
    expect(own.status).toBe(422);
    expect(Object.keys(own.body.errors)).toEqual(['currency']);
    expect((await call(t, 'PUT', `/api/exchange-rates?id=${rate.id}`, tok.admin, {})).status).toBe(422);
  });

  it('deletes a rate (nothing refers to rates yet) and logs it', async () => {
    const rate = await create({ currency: 'EUR', rate: '299', effective_on: '2026-02-02' });
    const res = await call(t, 'DELETE', `/api/exchange-rates?id=${rate.id}`, tok.accounts);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Exchange rate deleted.');
    expect((await logsFor(rate.id)).map((l) => l.action).sort()).toEqual(['exchange_rate.created', 'exchange_rate.deleted']);
    expect((await call(t, 'DELETE', `/api/exchange-rates?id=${rate.id}`, tok.accounts)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/exchange-rates?id=${rate.id}`, tok.agent)).status).toBe(403);
  });
});

describe('rateFor', () => {
  it('takes the latest rate effective on or before the day, null before the first, identity for the agency currency', async () => {
    await create({ currency: 'JPY', rate: '1.85', effective_on: '2026-04-01' });
    await create({ currency: 'JPY', rate: '1.9', effective_on: '2026-04-10' });
    const db = t.database.db;
    expect(await rateFor(db, 'JPY', '2026-03-31', 'PKR')).toBeNull();
    expect(await rateFor(db, 'JPY', '2026-04-01', 'PKR')).toMatchObject({ rateMillionths: 1_850_000, effectiveOn: '2026-04-01' });
    expect(await rateFor(db, 'JPY', '2026-04-09', 'PKR')).toMatchObject({ rateMillionths: 1_850_000 });
    const latest = await rateFor(db, 'JPY', '2027-01-01', 'PKR');
    expect(latest).toMatchObject({ rateMillionths: 1_900_000, effectiveOn: '2026-04-10', currency: 'JPY', agencyCurrency: 'PKR' });
    expect(latest!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rateFor(db, 'PKR', '2026-04-09', 'PKR')).toEqual({
      id: null,
      currency: 'PKR',
      agencyCurrency: 'PKR',
      rateMillionths: 1_000_000,
      effectiveOn: '2026-04-09',
    });
    // Rates quoted in another agency currency are not used.
    expect(await rateFor(db, 'JPY', '2027-01-01', 'USD')).toBeNull();
  });
});
