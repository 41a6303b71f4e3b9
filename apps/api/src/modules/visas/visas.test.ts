import { activityLogs, bookingProducts, newId, visas } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVisa, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let admin: string;
let accounts: string;
let salesman: string;
let reservation: string;
let agent: string;
let pendingAgent: string;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp();
  const token = (who: string) => tokenFor(t, `${who}@example.com`);
  const tokens = await Promise.all(['admin', 'accounts', 'salesman', 'reservation', 'agent', 'pending-agent', 'customer'].map(token));
  [admin, accounts, salesman, reservation, agent, pendingAgent, customer] = tokens as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
});
afterAll(() => t.close());

interface TVisaAnswer {
  id: string;
  slug: string;
  status?: string;
  documents: { id: string; label_en: string; label_ar: string; upload: boolean }[];
  [key: string]: unknown;
}

const post = (payload: Record<string, unknown>, token: string | undefined = admin, locale = 'en') =>
  t.request({ method: 'POST', url: '/api/visas', token, headers: { 'x-locale': locale }, payload });
const put = (id: string, payload: Record<string, unknown>, token: string | undefined = admin, locale = 'en') =>
  t.request({ method: 'PUT', url: `/api/visas?id=${id}`, token, headers: { 'x-locale': locale }, payload });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

async function create(overrides: Record<string, unknown> = {}): Promise<TVisaAnswer> {
  const res = await post(buildVisa(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.visa;
}

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(visas))[0]!.n;
const actionsFor = async (id: string) =>
  (
    await t.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'visa'), eq(activityLogs.subjectId, id)))
      .orderBy(activityLogs.createdAt)
  ).map((l) => l.action);

describe('POST /visas', () => {
  it('creates a visa with its slug made from the English title, its country, its documents and an activity entry', async () => {
    const res = await post(buildVisa({ title_en: 'Émirats Tourist Visa — 30 Days!' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Visa saved successfully.');
    const visa = res.json().data.visa;
    expect(visa).toMatchObject({
      slug: 'emirats-tourist-visa-30-days',
      country: { code: 'AE', name: 'United Arab Emirates' },
      visa_type: 'tourist',
      entries: 'single',
      processing_days_min: 3,
      processing_days_max: 5,
      adult_price_minor: 3_500_000,
      agent_adult_price_minor: 3_200_000,
      status: 'published',
      documents: [
        { label_en: 'Passport scan', label_ar: 'صورة جواز السفر', upload: true },
        { label_en: 'Return ticket', label_ar: 'تذكرة العودة', upload: false },
      ],
    });
    expect(visa.documents[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(visa.documents[0].id).not.toBe(visa.documents[1].id);
    expect(await actionsFor(visa.id)).toEqual(['visa.created']);
  });

  it('answers in Arabic when asked, and a second visa of the same title gets the next free slug', async () => {
    const title = 'Twin title visa';
    const first = await create({ title_en: title });
    const res = await post(buildVisa({ title_en: title }), admin, 'ar');
    expect(res.json().message.description).toBe('تم حفظ التأشيرة بنجاح.');
    expect([first.slug, res.json().data.visa.slug]).toEqual(['twin-title-visa', 'twin-title-visa-2']);
    // An English title without a Latin letter names the country, type and entries instead.
    expect((await create({ title_en: '٣٠ يوم', visa_type: 'business', entries: 'multiple' })).slug).toBe('ae-business-multiple-visa');
  });

  it('keeps only allow-listed HTML in the descriptions, stored and answered, on create and update', async () => {
    const dirty =
      '<h1>Steps</h1><p onclick="steal()">Bring <strong>two</strong> photos<img src=x onerror="alert(1)"></p><script>alert(2)</script>';
    const visa = await create({ description_en: dirty, description_ar: '<p><br></p>' });
    expect(visa.description_en).toBe('<h2>Steps</h2><p>Bring <strong>two</strong> photos</p>');
    expect(visa.description_ar).toBe('');
    const updated = (await put(visa.id, { description_ar: `<p>صور</p>${dirty}` })).json().data.visa;
    const [row] = await t.database.db.select().from(visas).where(eq(visas.id, visa.id));
    for (const html of [updated.description_ar, row!.descriptionAr, row!.descriptionEn]) {
      expect(html).not.toMatch(/<script|onerror|onclick|<img/);
      expect(html).toContain('<strong>two</strong>');
    }
    expect(row!.descriptionEn).toBe(visa.description_en);
  });

  it('refuses a slug another visa has, on the slug field, in English and Arabic, and saves nothing', async () => {
    await create({ slug: 'taken-slug' });
    const before = await count();
    const en = await post(buildVisa({ slug: 'Taken-Slug' }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ slug: ['Another item already has this address name.'] });
    const ar = await post(buildVisa({ slug: 'taken-slug' }), admin, 'ar');
    expect(ar.json().errors).toEqual({ slug: ['عنصر آخر يستخدم اسم العنوان هذا.'] });
    expect(await count()).toBe(before);
  });

  it('answers each field rule with its message and saves nothing', async () => {
    const before = await count();
    const bad = await post({
      country_code: 'A1',
      visa_type: 'holiday',
      entries: 'triple',
      processing_days_min: -1,
      processing_days_max: 366,
      validity_days: 0,
      max_stay_days: 3651,
      documents: [{ label_en: '', label_ar: 'x\u202Ey', upload: 'yes' }],
      currency: 'XXX',
      adult_price_minor: 0,
      child_price_minor: -5,
      agent_adult_price_minor: 1.5,
      agent_child_price_minor: '100',
      title_en: '   ',
      title_ar: 'x'.repeat(151),
      summary_en: 'line\nbreak',
      summary_ar: 'x'.repeat(201),
      slug: 'bad slug',
      status: 'live',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      country_code: ['Enter a 2-letter country code.'],
      visa_type: [expect.any(String)],
      entries: [expect.any(String)],
      processing_days_min: ['Enter a whole number of days from 0 to 365.'],
      processing_days_max: ['Enter a whole number of days from 0 to 365.'],
      validity_days: ['Enter a whole number of days from 1 to 3650.'],
      max_stay_days: ['Enter a whole number of days from 1 to 3650.'],
      'documents.0.label_en': ['This field is required.'],
      'documents.0.label_ar': [expect.any(String)],
      'documents.0.upload': [expect.any(String)],
      currency: [expect.any(String)],
      adult_price_minor: [expect.any(String)],
      child_price_minor: [expect.any(String)],
      agent_adult_price_minor: [expect.any(String)],
      agent_child_price_minor: [expect.any(String)],
      title_en: ['This field is required.'],
      title_ar: [expect.any(String)],
      summary_en: [expect.any(String)],
      summary_ar: [expect.any(String)],
      slug: ['Use lower-case letters a–z, digits and single hyphens between them.'],
      status: [expect.any(String)],
    });
    const missing = await post({});
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [
        'country_code',
        'visa_type',
        'entries',
        'processing_days_min',
        'processing_days_max',
        'validity_days',
        'max_stay_days',
        'currency',
        'adult_price_minor',
        'child_price_minor',
        'agent_adult_price_minor',
        'agent_child_price_minor',
        'title_en',
        'title_ar',
        'summary_en',
        'summary_ar',
      ].sort(),
    );
    expect(await count()).toBe(before);
  });

  it('refuses the rules between fields, an unknown country, and too many or repeated documents', async () => {
    const before = await count();
    const order = await post(
      buildVisa({
        processing_days_min: 10,
        processing_days_max: 5,
        agent_adult_price_minor: 3_600_000,
        agent_child_price_minor: 2_600_000,
      }),
    );
    expect(order.json().errors).toEqual({
      processing_days_max: ['The longest processing time cannot be shorter than the shortest.'],
      agent_adult_price_minor: ['The agent price cannot be higher than the public price.'],
      agent_child_price_minor: ['The agent price cannot be higher than the public price.'],
    });
    const unknown = await post(buildVisa({ country_code: 'QQ' }));
    expect(unknown.json().errors).toEqual({ country_code: ['Choose a country from the list.'] });
    const doc = { label_en: 'Photo', label_ar: 'صورة', upload: true };
    const many = await post(buildVisa({ documents: Array.from({ length: 31 }, () => doc) }));
    expect(many.json().errors).toEqual({ documents: ['List at most 30 documents.'] });
    const id = '0190a0a0-0000-7000-8000-000000000001';
    const twice = await post(
      buildVisa({
        documents: [
          { ...doc, id },
          { ...doc, id },
        ],
      }),
    );
    expect(twice.json().errors).toEqual({ documents: ['A document appears twice in the list.'] });
    expect(await count()).toBe(before);
  });

  it('is for admin only: other staff, agents and customers get 403, a visitor 401, and nothing is saved', async () => {
    const before = await count();
    for (const token of [accounts, salesman, reservation, agent, customer]) expect((await post(buildVisa(), token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/visas', payload: buildVisa() })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('PUT and DELETE /visas', () => {
  it('updates what is named, keeps the slug and the documents kept, and logs the change', async () => {
    const visa = await create({ title_en: 'Edited visa' });
    const [kept] = visa.documents;
    const res = await put(visa.id, {
      title_en: 'Edited visa, renamed',
      status: 'archived',
      documents: [kept, { label_en: 'Bank statement', label_ar: 'كشف حساب بنكي', upload: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Visa saved successfully.');
    const updated = res.json().data.visa;
    expect(updated).toMatchObject({ slug: 'edited-visa', title_en: 'Edited visa, renamed', status: 'archived' });
    expect(updated.documents.map((d: { id: string }) => d.id)[0]).toBe(kept!.id);
    expect(updated.documents[1]).toMatchObject({ label_en: 'Bank statement', upload: true, id: expect.any(String) });
    // A slug cleared is made again from the title.
    const cleared = await put(visa.id, { slug: '' });
    expect(cleared.json().data.visa.slug).toBe('edited-visa-renamed');
    expect(await actionsFor(visa.id)).toEqual(['visa.created', 'visa.updated', 'visa.updated']);
  });

  it('holds an update of one price to the prices already stored, and refuses an empty body', async () => {
    const visa = await create();
    const res = await put(visa.id, { agent_adult_price_minor: 3_500_001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ agent_adult_price_minor: ['The agent price cannot be higher than the public price.'] });
    const days = await put(visa.id, { processing_days_min: 9 });
    expect(days.json().errors).toEqual({ processing_days_max: ['The longest processing time cannot be shorter than the shortest.'] });
    expect((await put(visa.id, {})).statusCode).toBe(422);
    expect(await actionsFor(visa.id)).toEqual(['visa.created']);
  });

  it('refuses a slug taken by another visa on update', async () => {
    const a = await create({ slug: 'first-of-two' });
    const b = await create({ slug: 'second-of-two' });
    const res = await put(b.id, { slug: 'first-of-two' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ slug: ['Another item already has this address name.'] });
    expect((await get(`/api/visas/${a.id}`, admin)).json().data.visa.slug).toBe('first-of-two');
  });

  it('deletes with its message and log entry; 404 for an unknown id; 403 for other roles', async () => {
    const visa = await create();
    for (const token of [accounts, reservation, agent]) {
      expect((await t.request({ method: 'DELETE', url: `/api/visas?id=${visa.id}`, token })).statusCode).toBe(403);
      expect((await put(visa.id, { status: 'draft' }, token)).statusCode).toBe(403);
    }
    const res = await t.request({ method: 'DELETE', url: `/api/visas?id=${visa.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: visa.id }, message: { description: 'Visa deleted successfully.' } });
    expect(await actionsFor(visa.id)).toEqual(['visa.created', 'visa.deleted']);
    expect((await t.request({ method: 'DELETE', url: `/api/visas?id=${visa.id}`, token: admin })).statusCode).toBe(404);
  });

  it('refuses to delete a visa a booking names (409), and keeps it', async () => {
    const visa = await create();
    // The booking row is not this test's subject: its link to bookings is lifted in this file's own database copy.
    await t.database.db.execute(sql`alter table booking_products drop constraint booking_products_booking_id_bookings_id_fk`);
    await t.database.db
      .insert(bookingProducts)
      .values({ bookingId: newId(), product: 'visa', itemId: visa.id, visaStep: 'awaiting_documents' });
    for (const locale of ['en', 'ar']) {
      const res = await t.request({ method: 'DELETE', url: `/api/visas?id=${visa.id}`, token: admin, headers: { 'x-locale': locale } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message.description).toBe(
        locale === 'en'
          ? 'This visa has bookings, so it cannot be deleted. Archive it instead.'
          : 'لهذه التأشيرة حجوزات، لذا لا يمكن حذفها. أرشفها بدلًا من ذلك.',
      );
    }
    expect((await get(`/api/visas/${visa.id}`, admin)).statusCode).toBe(200);
    expect(await actionsFor(visa.id)).toEqual(['visa.created']);
  });
});

describe('what each reader sees', () => {
  let published: TVisaAnswer;
  let draft: TVisaAnswer;
  let archived: TVisaAnswer;
  beforeAll(async () => {
    published = await create({ country_code: 'SA', slug: 'saudi-published' });
    draft = await create({ country_code: 'SA', slug: 'saudi-draft', status: 'draft' });
    archived = await create({ country_code: 'SA', slug: 'saudi-archived', status: 'archived' });
  });
  const slugsOf = async (token?: string) =>
    ((await get('/api/visas?country=SA&per_page=100', token)).json().data.items as TVisaAnswer[]).map((v) => v.slug).sort();

  it('visitors, customers and agents list the published visas only; staff every one', async () => {
    for (const token of [undefined, customer, agent, pendingAgent]) expect(await slugsOf(token)).toEqual(['saudi-published']);
    for (const token of [admin, accounts, salesman, reservation])
      expect(await slugsOf(token)).toEqual(['saudi-archived', 'saudi-draft', 'saudi-published']);
  });

  it('visitors and customers see the public price only, approved agents their own only, staff both', async () => {
    const one = async (token?: string) => (await get(`/api/visas/${published.id}`, token)).json().data.visa as Record<string, unknown>;
    for (const token of [undefined, customer, pendingAgent]) {
      const view = await one(token);
      expect(view).toMatchObject({ adult_price_minor: 3_500_000, child_price_minor: 2_500_000 });
      expect(Object.keys(view).filter((k) => k.startsWith('agent_') || k === 'status' || k === 'created_by')).toEqual([]);
    }
    const forAgent = await one(agent);
    expect(forAgent).toMatchObject({ agent_adult_price_minor: 3_200_000, agent_child_price_minor: 2_300_000 });
    expect(Object.keys(forAgent).filter((k) => ['adult_price_minor', 'child_price_minor', 'status'].includes(k))).toEqual([]);
    expect(await one(accounts)).toMatchObject({ adult_price_minor: 3_500_000, agent_adult_price_minor: 3_200_000, status: 'published' });
    // The list answers the same views.
    const listed = (await get('/api/visas?country=SA', customer)).json().data.items[0];
    expect(listed).not.toHaveProperty('agent_adult_price_minor');
  });

  it('a draft or archived visa is 404 by id and by slug for anyone but staff', async () => {
    for (const hidden of [draft, archived])
      for (const token of [undefined, customer, agent]) {
        expect((await get(`/api/visas/${hidden.id}`, token)).statusCode).toBe(404);
        expect((await get(`/api/visas/slug/${hidden.slug}`, token)).statusCode).toBe(404);
      }
    expect((await get(`/api/visas/slug/${draft.slug}`, admin)).json().data.visa.status).toBe('draft');
  });

  it('reads a published visa by slug, at the reader’s price; an unknown or malformed slug is 404 or 422', async () => {
    const visitor = await get(`/api/visas/slug/${published.slug}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.visa).toMatchObject({ id: published.id, adult_price_minor: 3_500_000 });
    expect(visitor.json().data.visa).not.toHaveProperty('agent_adult_price_minor');
    const forAgent = (await get(`/api/visas/slug/${published.slug}`, agent)).json().data.visa;
    expect(forAgent).toMatchObject({ agent_adult_price_minor: 3_200_000 });
    expect(forAgent).not.toHaveProperty('adult_price_minor');
    expect((await get('/api/visas/slug/no-such-visa')).statusCode).toBe(404);
    expect((await get('/api/visas/slug/Bad_Slug')).statusCode).toBe(422);
  });
});

describe('GET /visas: filters, search and sorts', () => {
  beforeAll(async () => {
    await create({
      country_code: 'GB',
      visa_type: 'tourist',
      entries: 'single',
      title_en: 'UK visitor eVisa',
      adult_price_minor: 900_000,
      agent_adult_price_minor: 800_000,
      child_price_minor: 0,
      agent_child_price_minor: 0,
    });
    await create({
      country_code: 'GB',
      visa_type: 'business',
      entries: 'multiple',
      title_en: 'Business visit Britain',
      adult_price_minor: 2_000_000,
      agent_adult_price_minor: 1_800_000,
    });
    await create({
      country_code: 'GB',
      visa_type: 'transit',
      entries: 'single',
      title_en: 'Transit Heathrow',
      status: 'draft',
      adult_price_minor: 400_000,
      agent_adult_price_minor: 300_000,
      child_price_minor: 0,
      agent_child_price_minor: 0,
    });
  });
  const titles = async (query: string, token = admin) =>
    ((await get(`/api/visas?${query}`, token)).json().data.items as { title_en: string }[]).map((v) => v.title_en);

  it('filters by country, type, entries and status', async () => {
    expect((await titles('country=gb')).sort()).toEqual(['Business visit Britain', 'Transit Heathrow', 'UK visitor eVisa']);
    expect(await titles('country=GB&type=business')).toEqual(['Business visit Britain']);
    expect(await titles('country=GB&entries=single&status=published')).toEqual(['UK visitor eVisa']);
    expect(await titles('country=GB&status=draft')).toEqual(['Transit Heathrow']);
    // A visitor asking for drafts finds none.
    expect(await titles('country=GB&status=draft', '')).toEqual([]);
  });

  it('searches the titles, the slug and the country by name', async () => {
    expect((await titles('search=heathrow')).sort()).toEqual(['Transit Heathrow']);
    expect((await titles('search=kingdom&per_page=100')).sort()).toEqual([
      'Business visit Britain',
      'Transit Heathrow',
      'UK visitor eVisa',
    ]);
    expect(await titles('search=kingdom&type=tourist')).toEqual(['UK visitor eVisa']);
  });

  it('sorts by price and title both ways, and refuses an unknown sort', async () => {
    expect(await titles('country=GB&sort=price')).toEqual(['Transit Heathrow', 'UK visitor eVisa', 'Business visit Britain']);
    expect(await titles('country=GB&sort=price&order=desc')).toEqual(['Business visit Britain', 'UK visitor eVisa', 'Transit Heathrow']);
    expect(await titles('country=GB&sort=title')).toEqual(['Business visit Britain', 'Transit Heathrow', 'UK visitor eVisa']);
    expect(await titles('country=GB&sort=processing&order=desc')).toHaveLength(3);
    const refused = await get('/api/visas?sort=adult_price_minor', admin);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['sort']);
    expect((await get('/api/visas?type=holiday')).statusCode).toBe(422);
  });
});
