import { addMonths, todayIn } from '@safar/contracts';
import { activityLogs, travellers, users } from '@safar/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

const UNKNOWN_ID = '0190a0a0-0000-7000-8000-000000000000';
/** The agency's calendar day (AGENCY_TIMEZONE defaults to Asia/Karachi), which passenger types are counted on. */
const today = () => todayIn('Asia/Karachi');
const yearsAgo = (years: number, days = 0) => {
  const d = new Date(`${addMonths(today(), -12 * years)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

let t: TestApp;
let tok: { agent: string; other: string; admin: string; reservation: string; accounts: string; salesman: string; customer: string };
let agencyId: string;
let otherAgencyId: string;

let seq = 0;
/** A valid body with a family name of its own, so tests do not trip over each other's duplicates. */
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'mr',
  given_name: 'Ali Raza',
  family_name: `Khan${String.fromCharCode(97 + (seq % 26))}${String.fromCharCode(97 + (Math.floor(seq++ / 26) % 26))}`,
  born_on: '1988-04-12',
  gender: 'm',
  nationality: 'PK',
  passport_number: 'AB1234567',
  passport_country: 'PK',
  passport_expires_on: addMonths(today(), 36),
  email: 'ali@example.com',
  phone: '+923001234567',
  ...overrides,
});

type TView = { id: string; number: string; type: string; given_name: string; family_name: string; updated_at: string };

async function save(token: string, overrides: Record<string, unknown> = {}): Promise<TView> {
  const res = await t.request({ method: 'POST', url: '/api/save-travellers', token, payload: body(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.traveller as TView;
}

const list = (token: string, query = '') => t.request({ method: 'GET', url: `/api/get-travellers${query}`, token });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(travellers))[0]!.n;
const logsFor = (id: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'traveller'), eq(activityLogs.subjectId, id)))
    .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));

beforeAll(async () => {
  t = await buildTestApp();
  const other = await buildAgency(t.database.db, 'Falcon Tours');
  const otherAgent = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: other.id });
  otherAgencyId = other.id;
  const [demoAgent] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
  agencyId = demoAgent!.agencyId!;
  tok = {
    agent: await tokenFor(t, 'agent@example.com'),
    other: await tokenFor(t, otherAgent.email),
    admin: await tokenFor(t, 'admin@example.com'),
    reservation: await tokenFor(t, 'reservation@example.com'),
    accounts: await tokenFor(t, 'accounts@example.com'),
    salesman: await tokenFor(t, 'salesman@example.com'),
    customer: await tokenFor(t, 'customer@example.com'),
  };
});
afterAll(() => t.close());

describe('POST /save-travellers', () => {
  it("saves a traveller of the agent's agency: names in capitals, a TRV number, its type, the message and an activity entry", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      payload: body({
        given_name: '  ali   raza ',
        family_name: 'Siddiqui',
        passport_number: ' ab1234567 ',
        phone: '+92 300-123 4567',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { traveller } = res.json().data;
    expect(res.json().message.description).toBe('Traveller saved successfully.');
    expect(traveller).toMatchObject({
      agency_id: agencyId,
      type: 'adult',
      title: 'mr',
      given_name: 'ALI RAZA',
      family_name: 'SIDDIQUI',
      passport_number: 'AB1234567',
      phone: '+923001234567',
      email: 'ali@example.com',
    });
    expect(traveller.number).toMatch(/^TRV-\d{6,}$/);
    const logs = await logsFor(traveller.id);
    expect(logs.map((l) => l.action)).toEqual(['traveller.created']);
    expect(logs[0]!.changes).toMatchObject({ after: { number: traveller.number, family_name: 'SIDDIQUI' } });
  });

  it('answers in Arabic when asked, and takes a traveller without email or phone', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      headers: { 'x-locale': 'ar' },
      payload: body({ email: '', phone: null }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('تم حفظ المسافر بنجاح.');
    expect(res.json().data.traveller).toMatchObject({ email: null, phone: null });
  });

  it('replays a retried save with the same Idempotency-Key: one traveller', async () => {
    const payload = body();
    const before = await count();
    const first = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      payload,
      headers: { 'idempotency-key': 'trv-1' },
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      payload,
      headers: { 'idempotency-key': 'trv-1' },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.traveller.id).toBe(first.json().data.traveller.id);
    expect(await count()).toBe(before + 1);
  });

  it('refuses bad input with 422 on each field, in English and Arabic, saving nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'dr' }, 'title', 'Choose one of the listed options.'],
      [
        { given_name: "O'Brien" },
        'given_name',
        'Type the name as it is in the passport, in Latin letters: only letters A–Z and single spaces.',
      ],
      [
        { family_name: 'محمد' },
        'family_name',
        'Type the name as it is in the passport, in Latin letters: only letters A–Z and single spaces.',
      ],
      [
        { family_name: 'Zoë' },
        'family_name',
        'Type the name as it is in the passport, in Latin letters: only letters A–Z and single spaces.',
      ],
      [{ given_name: '' }, 'given_name', 'This field is required.'],
      [{ given_name: 'A'.repeat(51) }, 'given_name', 'Must be at most 50 characters.'],
      [{ born_on: addMonths(today(), 1) }, 'born_on', 'The date of birth cannot be in the future.'],
      [{ born_on: '1990-02-30' }, 'born_on', 'This value is not valid.'],
      [{ born_on: '1850-01-01' }, 'born_on', 'Enter a date between 1900-01-01 and 2100-12-31.'],
      [{ gender: 'x' }, 'gender', 'Choose one of the listed options.'],
      [{ nationality: 'PAK' }, 'nationality', 'Enter a 2-letter country code.'],
      [{ nationality: 'ZZ' }, 'nationality', 'Choose a country from the list.'],
      [
        { passport_number: 'AB-12345' },
        'passport_number',
        'Type the passport number as printed: 5 to 20 letters and digits, without spaces.',
      ],
      [{ passport_country: 'QQ' }, 'passport_country', 'Choose a country from the list.'],
      [{ passport_expires_on: 'soon' }, 'passport_expires_on', 'This value is not valid.'],
      [{ passport_expires_on: '1980-01-01' }, 'passport_expires_on', 'The passport expiry date must be after the date of birth.'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
      [{ phone: '03001234567' }, 'phone', 'Enter the number in international format: + and the country code, e.g. +923001234567.'],
      [{ title: 'mrs' }, 'title', 'This title does not match the gender.'],
      [{ agency_id: otherAgencyId }, 'agency_id', 'This field is not allowed.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/save-travellers', token: tok.agent, payload: body(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors, JSON.stringify(overrides)).toEqual({ [field]: [message] });
    }
    const ar = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      headers: { 'accept-language': 'ar' },
      payload: body({ given_name: 'Ali-Raza' }),
    });
    expect(ar.json().errors.given_name).toEqual([
      'اكتب الاسم كما هو في جواز السفر بالأحرف اللاتينية: الأحرف A–Z فقط مع مسافة واحدة بين الكلمات.',
    ]);
    const missing = await t.request({ method: 'POST', url: '/api/save-travellers', token: tok.agent, payload: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [
        'born_on',
        'family_name',
        'gender',
        'given_name',
        'nationality',
        'passport_country',
        'passport_expires_on',
        'passport_number',
        'title',
      ].sort(),
    );
    expect(await count()).toBe(before);
  });

  it('refuses the same person again in the agency (names in any case, same birth date) with 409 naming the saved one', async () => {
    const first = await save(tok.agent, { given_name: 'Sana', family_name: 'Mirza', born_on: '1992-07-01', title: 'ms', gender: 'f' });
    const before = await count();
    const again = await t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: tok.agent,
      payload: body({
        given_name: 'sana',
        family_name: 'MIRZA',
        born_on: '1992-07-01',
        title: 'ms',
        gender: 'f',
        passport_number: 'ZX9876543',
      }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatchObject({
      code: 'conflict',
      description: `SANA MIRZA, born on 1992-07-01, is already saved as ${first.number}: edit that traveller instead.`,
    });
    expect(await count()).toBe(before);
    // Another birth date is another person; so is the same person in another agency.
    await save(tok.agent, { given_name: 'Sana', family_name: 'Mirza', born_on: '1992-07-02', title: 'ms', gender: 'f' });
    await save(tok.other, { given_name: 'Sana', family_name: 'Mirza', born_on: '1992-07-01', title: 'ms', gender: 'f' });
  });

  it('lets one of two agents saving the same person at once have it, and tells the other which traveller it is', async () => {
    const [agency] = await t.database.db.select({ id: users.agencyId }).from(users).where(eq(users.email, 'agent@example.com'));
    const second = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: agency!.id! });
    const person = body({ given_name: 'Rabia', family_name: 'Saleem', title: 'miss', gender: 'f', born_on: '2001-09-09' });
    const answers = await Promise.all(
      [tok.agent, await tokenFor(t, second.email)].map((token) =>
        t.request({ method: 'POST', url: '/api/save-travellers', token, payload: person }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((a) => a.statusCode === 200)!.json().data.traveller;
    expect(answers.find((a) => a.statusCode === 409)!.json().message.description).toContain(saved.number);
  });

  it('lets only approved agents save (403 for staff, customers and agents awaiting approval)', async () => {
    const pending = await tokenFor(t, 'pending-agent@example.com');
    for (const token of [tok.admin, tok.reservation, tok.accounts, tok.salesman, tok.customer, pending]) {
      const res = await t.request({ method: 'POST', url: '/api/save-travellers', token, payload: body() });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/save-travellers', payload: body() })).statusCode).toBe(401);
  });
});

describe('GET /get-travellers', () => {
  let adult: TView;
  let child: TView;
  let infant: TView;
  beforeAll(async () => {
    adult = await save(tok.agent, { given_name: 'Imran', family_name: 'Qureshi', passport_number: 'QA7654321' });
    child = await save(tok.agent, { title: 'mstr', given_name: 'Hamza', family_name: 'Qureshi', born_on: yearsAgo(12, -1) });
    infant = await save(tok.agent, { title: 'miss', gender: 'f', given_name: 'Aleena', family_name: 'Qureshi', born_on: yearsAgo(2, -1) });
    await save(tok.other, { given_name: 'Imran', family_name: 'Qureshi', passport_number: 'QA7654321' });
  });

  it("lists the agent's agency's travellers by name, with each one's type today", async () => {
    const res = await list(tok.agent, '?q=qureshi');
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((i: TView) => [i.given_name, i.type])).toEqual([
      ['ALEENA', 'infant'],
      ['HAMZA', 'child'],
      ['IMRAN', 'adult'],
    ]);
    expect(items.every((i: { agency_id: string }) => i.agency_id === agencyId)).toBe(true);
    expect(pagination).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('turns a child into an adult on the 12th birthday and an infant into a child on the 2nd', async () => {
    const olderChild = await save(tok.agent, { title: 'mstr', given_name: 'Zaid', family_name: 'Qureshi', born_on: yearsAgo(12) });
    const olderInfant = await save(tok.agent, {
      title: 'miss',
      gender: 'f',
      given_name: 'Hira',
      family_name: 'Qureshi',
      born_on: yearsAgo(2),
    });
    expect([olderChild.type, olderInfant.type]).toEqual(['adult', 'child']);
    const types = async (type: string) =>
      (await list(tok.agent, `?q=qureshi&type=${type}`))
        .json()
        .data.items.map((i: TView) => i.given_name)
        .sort();
    expect(await types('adult')).toEqual(['IMRAN', 'ZAID']);
    expect(await types('child')).toEqual(['HAMZA', 'HIRA']);
    expect(await types('infant')).toEqual(['ALEENA']);
  });

  it('searches names in either order, the passport number (any case, part of it) and the TRV number', async () => {
    const names = async (q: string) =>
      (await list(tok.agent, `?q=${encodeURIComponent(q)}`)).json().data.items.map((i: TView) => `${i.given_name} ${i.family_name}`);
    expect(await names('imran qureshi')).toEqual(['IMRAN QURESHI']);
    expect(await names('Qureshi  Imran')).toEqual(['IMRAN QURESHI']);
    expect(await names('qa76543')).toEqual(['IMRAN QURESHI']);
    expect(await names(child.number)).toEqual(['HAMZA QURESHI']);
    expect(await names('100%_no')).toEqual([]);
  });

  it('pages', async () => {
    const first = (await list(tok.agent, '?q=qureshi&per_page=2')).json().data;
    const second = (await list(tok.agent, '?q=qureshi&per_page=2&page=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.pagination.total).toBeGreaterThanOrEqual(3);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });

  it('refuses an unknown query field, a bad type and a bad page with 422', async () => {
    expect((await list(tok.agent, '?search=x')).json().errors).toEqual({ search: ['This field is not allowed.'] });
    expect((await list(tok.agent, '?type=senior')).json().errors).toEqual({ type: ['Choose one of the listed options.'] });
    expect((await list(tok.agent, '?page=0')).statusCode).toBe(422);
  });

  it("never shows another agency's travellers: not in the list, 404 by id, 403 naming the agency", async () => {
    const otherItems = (await list(tok.other, '?q=qureshi')).json().data.items as TView[];
    expect(otherItems).toHaveLength(1);
    expect(otherItems.map((i) => i.id)).not.toContain(adult.id);
    expect((await t.request({ method: 'GET', url: `/api/get-travellers/${adult.id}`, token: tok.other })).statusCode).toBe(404);
    expect((await list(tok.other, `?agency_id=${agencyId}`)).statusCode).toBe(403);
    expect((await list(tok.agent, `?agency_id=${agencyId}&q=qureshi`)).json().data.items).toHaveLength(otherItems.length + 4);
  });

  it('reads one traveller by id', async () => {
    const res = await t.request({ method: 'GET', url: `/api/get-travellers/${infant.id}`, token: tok.agent });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.traveller).toMatchObject({ id: infant.id, number: infant.number, type: 'infant' });
    expect((await t.request({ method: 'GET', url: `/api/get-travellers/${UNKNOWN_ID}`, token: tok.agent })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/get-travellers/not-an-id', token: tok.agent })).statusCode).toBe(422);
  });

  it("lets admin and reservation staff read an agency's travellers when they name it; finance, sales and customers are 403", async () => {
    for (const token of [tok.admin, tok.reservation]) {
      const res = await list(token, `?agency_id=${agencyId}&q=qureshi`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.map((i: TView) => i.id)).toContain(adult.id);
      expect((await t.request({ method: 'GET', url: `/api/get-travellers/${adult.id}`, token })).statusCode).toBe(200);
      const unnamed = await list(token);
      expect(unnamed.statusCode).toBe(422);
      expect(unnamed.json().errors).toEqual({ agency_id: ['This field is required.'] });
      expect((await list(token, `?agency_id=${UNKNOWN_ID}`)).statusCode).toBe(404);
    }
    for (const token of [tok.accounts, tok.salesman, tok.customer]) {
      expect((await list(token, `?agency_id=${agencyId}`)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/get-travellers/${adult.id}`, token })).statusCode).toBe(403);
    }
  });
});

describe('PUT /update-travellers', () => {
  it('replaces the fields, keeps the number, and logs before and after', async () => {
    const saved = await save(tok.agent, { given_name: 'Bilal', family_name: 'Ahmed' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/update-travellers',
      token: tok.agent,
      payload: { id: saved.id, ...body({ given_name: 'Bilal', family_name: 'Ahmad', passport_number: 'CD7654321', email: '' }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Traveller saved successfully.');
    expect(res.json().data.traveller).toMatchObject({
      id: saved.id,
      number: saved.number,
      family_name: 'AHMAD',
      passport_number: 'CD7654321',
      email: null,
    });
    const logs = await logsFor(saved.id);
    expect(logs.map((l) => l.action)).toEqual(['traveller.created', 'traveller.updated']);
    expect(logs[1]!.changes).toMatchObject({ before: { family_name: 'AHMED' }, after: { family_name: 'AHMAD' } });
    const [row] = await t.database.db.select().from(travellers).where(eq(travellers.id, saved.id));
    expect(row!.updatedBy).not.toBeNull();
  });

  it('refuses making it a copy of another traveller of the agency (409), unknown fields and bad fields (422), changing nothing', async () => {
    const a = await save(tok.agent, { given_name: 'Usman', family_name: 'Tariq', born_on: '1970-01-01' });
    const b = await save(tok.agent, { given_name: 'Usman', family_name: 'Tariq', born_on: '1971-01-01' });
    const dup = await t.request({
      method: 'PUT',
      url: '/api/update-travellers',
      token: tok.agent,
      payload: { id: b.id, ...body({ given_name: 'usman', family_name: 'tariq', born_on: '1970-01-01' }) },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message.description).toContain(a.number);
    // Saving a traveller unchanged is not a copy of itself.
    const same = await t.request({
      method: 'PUT',
      url: '/api/update-travellers',
      token: tok.agent,
      payload: { id: b.id, ...body({ given_name: 'Usman', family_name: 'Tariq', born_on: '1971-01-01' }) },
    });
    expect(same.statusCode).toBe(200);
    const extra = await t.request({
      method: 'PUT',
      url: '/api/update-travellers',
      token: tok.agent,
      payload: { id: b.id, ...body(), number: 'TRV-1' },
    });
    expect(extra.json().errors).toEqual({ number: ['This field is not allowed.'] });
    const noId = await t.request({ method: 'PUT', url: '/api/update-travellers', token: tok.agent, payload: body() });
    expect(noId.json().errors).toEqual({ id: ['This field is required.'] });
    const [row] = await t.database.db.select().from(travellers).where(eq(travellers.id, b.id));
    expect(row!.bornOn).toBe('1971-01-01');
  });

  it("answers 404 for another agency's traveller or an unknown id, and 403 for staff", async () => {
    const theirs = await save(tok.other, { given_name: 'Kamran' });
    for (const id of [theirs.id, UNKNOWN_ID]) {
      const res = await t.request({ method: 'PUT', url: '/api/update-travellers', token: tok.agent, payload: { id, ...body() } });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(travellers).where(eq(travellers.id, theirs.id));
    expect(row!.givenName).toBe('KAMRAN');
    for (const token of [tok.admin, tok.reservation]) {
      const res = await t.request({ method: 'PUT', url: '/api/update-travellers', token, payload: { id: theirs.id, ...body() } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('DELETE /delete-travellers', () => {
  it('deletes with its message and logs what it was; a second delete is 404', async () => {
    const saved = await save(tok.agent, { given_name: 'Faisal' });
    const res = await t.request({ method: 'DELETE', url: `/api/delete-travellers?id=${saved.id}`, token: tok.agent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { traveller: { id: saved.id, number: saved.number } },
      message: { description: 'Traveller deleted.' },
    });
    expect(await t.database.db.select().from(travellers).where(eq(travellers.id, saved.id))).toEqual([]);
    const logs = await logsFor(saved.id);
    expect(logs.map((l) => l.action)).toEqual(['traveller.created', 'traveller.deleted']);
    expect(logs[1]!.changes).toMatchObject({ before: { number: saved.number, given_name: 'FAISAL' } });
    expect((await t.request({ method: 'DELETE', url: `/api/delete-travellers?id=${saved.id}`, token: tok.agent })).statusCode).toBe(404);
  });

  it("answers 404 for another agency's traveller (kept), 403 for staff, 422 for a bad id", async () => {
    const theirs = await save(tok.other, { given_name: 'Nadeem' });
    expect((await t.request({ method: 'DELETE', url: `/api/delete-travellers?id=${theirs.id}`, token: tok.agent })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/delete-travellers?id=${theirs.id}`, token: tok.admin })).statusCode).toBe(403);
    expect(await t.database.db.select().from(travellers).where(eq(travellers.id, theirs.id))).toHaveLength(1);
    const bad = await t.request({ method: 'DELETE', url: '/api/delete-travellers?id=nope', token: tok.agent });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['This value is not valid.'] });
  });
});
