import { activityLogs, travelPackageDepartures, travelPackages } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, dayFromNow, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { buildDeparture, buildHoliday, buildUmrahPackage } from './travel-packages.test-fixtures';

let t: TestApp;
let admin: string;
let accounts: string;
let reservation: string;
let agent: string;
let customer: string;
let pendingAgent: string;

beforeAll(async () => {
  t = await buildTestApp();
  const token = (who: string) => tokenFor(t, `${who}@example.com`);
  [admin, accounts, reservation, agent] = await Promise.all([token('admin'), token('accounts'), token('reservation'), token('agent')]);
  const shopper = await buildUser(t.database.db, { role: 'customer' });
  const waiting = await buildUser(t.database.db, { role: 'agent', isApproved: false, isFormFilled: true });
  customer = await tokenFor(t, shopper.email);
  pendingAgent = await tokenFor(t, waiting.email);
});
afterAll(() => t.close());

type TBody = Record<string, unknown>;
interface TPackage {
  id: string;
  slug: string;
  status: string;
  departures: TBody[];
  [key: string]: unknown;
}

const KINDS = [
  { path: '/api/holidays', subject: 'holiday', build: buildHoliday, update: 'PUT', wrong: 'PATCH', name: 'Holiday' },
  { path: '/api/umrah-packages', subject: 'umrah_package', build: buildUmrahPackage, update: 'PATCH', wrong: 'PUT', name: 'Umrah package' },
] as const;
type TKind = (typeof KINDS)[number];
const [HOLIDAY, UMRAH] = KINDS;

let serial = 0;
/** A title of its own per test, so slugs never collide between tests. */
const uniqueTitle = (base: string) => `${base} ${++serial}`;

async function create(kind: TKind, overrides: TBody = {}, token = admin): Promise<TPackage> {
  const res = await t.request({
    method: 'POST',
    url: kind.path,
    token,
    payload: kind.build({ ...overrides, title_en: overrides.title_en ?? uniqueTitle('Trip') }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[kind.subject];
}

const update = (kind: TKind, id: string, payload: TBody, headers: Record<string, string> = {}) =>
  t.request({ method: kind.update, url: `${kind.path}?id=${id}`, token: admin, payload, headers });

const countOf = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(travelPackages))[0]!.n;
const actionsOf = async (subject: string, id: string) =>
  (
    await t.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, subject), eq(activityLogs.subjectId, id)))
  ).map((l) => l.action);

describe.each(KINDS)('$path', (kind) => {
  it('creates, reads, updates and deletes, each with its message and activity entry', async () => {
    const title = `Spring Tour ${++serial}`;
    const created = await create(kind, { slug: undefined, title_en: title });
    expect(created).toMatchObject({ slug: `spring-tour-${title.split(' ')[2]}`, status: 'published', nights: 7, currency: 'PKR' });
    expect(created.departures).toHaveLength(1);

    const read = await t.request({ method: 'GET', url: `${kind.path}/${created.id}`, token: admin });
    expect(read.json().data[kind.subject].id).toBe(created.id);

    const saved = await update(kind, created.id, { nights: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message.description).toBe(`${kind.name} saved successfully.`);
    expect(saved.json().data[kind.subject].nights).toBe(8);

    const removed = await t.request({ method: 'DELETE', url: `${kind.path}?id=${created.id}`, token: admin });
    expect(removed.json().message.description).toBe(`${kind.name} deleted successfully.`);
    expect(await actionsOf(kind.subject, created.id)).toEqual([
      `${kind.subject}.created`,
      `${kind.subject}.updated`,
      `${kind.subject}.deleted`,
    ]);
    expect(await t.database.db.select().from(travelPackageDepartures).where(eq(travelPackageDepartures.packageId, created.id))).toEqual([]);
  });

  it(`updates with ${kind.update} only: the other verb is refused and changes nothing`, async () => {
    const created = await create(kind);
    const res = await t.request({ method: kind.wrong, url: `${kind.path}?id=${created.id}`, token: admin, payload: { nights: 3 } });
    expect(res.statusCode).toBe(404);
    const read = await t.request({ method: 'GET', url: `${kind.path}/${created.id}`, token: admin });
    expect(read.json().data[kind.subject].nights).toBe(7);
  });

  it('lets only admin write (403 for other staff and agents, 401 without a token), saving nothing', async () => {
    const before = await countOf();
    for (const token of [accounts, reservation, agent, customer]) {
      const res = await t.request({ method: 'POST', url: kind.path, token, payload: kind.build({ title_en: uniqueTitle('No') }) });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.request({ method: 'POST', url: kind.path, payload: kind.build() });
    expect(anonymous.statusCode).toBe(401);
    const created = await create(kind);
    const edit = await t.request({ method: kind.update, url: `${kind.path}?id=${created.id}`, token: reservation, payload: { nights: 2 } });
    expect(edit.statusCode).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `${kind.path}?id=${created.id}`, token: agent });
    expect(del.statusCode).toBe(403);
    expect(await countOf()).toBe(before + 1);
  });

  it('refuses a duplicate slug on the slug field, in English and Arabic', async () => {
    const first = await create(kind);
    const en = await t.request({ method: 'POST', url: kind.path, token: admin, payload: kind.build({ slug: first.slug }) });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ slug: ['This value has already been taken.'] });
    const ar = await t.request({
      method: 'POST',
      url: kind.path,
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: kind.build({ slug: first.slug }),
    });
    expect(ar.json().errors.slug).toEqual(['هذه القيمة مستخدمة من قبل.']);
  });

  it('gives a package without a slug a free one from its English title', async () => {
    const n = ++serial;
    const a = await create(kind, { title_en: `Same Name ${n}` });
    const b = await create(kind, { title_en: `Same Name ${n}` });
    expect([a.slug, b.slug]).toEqual([`same-name-${n}`, `same-name-${n}-2`]);
  });

  it('refuses bad input on its field and saves nothing', async () => {
    const before = await countOf();
    const cases: [TBody, string, string][] = [
      [{ nights: 0 }, 'nights', 'Enter a whole number of nights from 1 to 90.'],
      [{ slug: 'Not A Slug!' }, 'slug', 'Use lower-case letters a–z, digits and single hyphens between them.'],
      [
        { departures: [buildDeparture({ double_price_minor: 0 })] },
        'departures.0.double_price_minor',
        'The amount must be greater than zero.',
      ],
      [{ departures: [buildDeparture({ child_price_minor: -1 })] }, 'departures.0.child_price_minor', 'The amount must not be negative.'],
      [
        { departures: [buildDeparture({ agent_quad_price_minor: 99_000_000 })] },
        'departures.0.agent_quad_price_minor',
        'The agent price cannot be higher than the public price.',
      ],
      [{ departures: [buildDeparture({ seats_total: 0 })] }, 'departures.0.seats_total', 'Enter a whole number of seats from 1 to 999.'],
      [{ departures: [buildDeparture({}, 0)] }, 'departures.0.date', 'A departure must be after today.'],
      [{ departures: [buildDeparture(), buildDeparture()] }, 'departures.1.date', 'There is already a departure on this date.'],
      [
        { itinerary: [{ day: 9, title_en: 'Late', title_ar: 'متأخر', body_en: '', body_ar: '' }] },
        'itinerary.0.day',
        'This day comes after the day of return: check the number of nights.',
      ],
      [{ hotels: [{ ...(kind.build().hotels as TBody[])[0], stars: 6 }] }, 'hotels.0.stars', 'Stars go from 1 to 5.'],
      [
        { hotels: [{ ...(kind.build().hotels as TBody[])[0], nights: 8 }] },
        'hotels',
        "The hotels' nights add up to more than the package's nights.",
      ],
      [{ title_ar: '' }, 'title_ar', 'This field is required.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: kind.path,
        token: admin,
        payload: kind.build({ title_en: uniqueTitle('Bad'), ...overrides }),
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await countOf()).toBe(before);
  });

  it('sanitises rich text before storing it', async () => {
    const created = await create(kind, {
      description_en: '<p>Hello<script>alert(1)</script> <a href="javascript:x">there</a></p>',
      itinerary: [{ day: 1, title_en: 'Day', title_ar: 'يوم', body_en: '<p onclick="x()">Walk</p>', body_ar: '<p><br></p>' }],
    });
    expect(created.description_en).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer nofollow">there</a></p>');
    expect(created.itinerary).toEqual([{ day: 1, title_en: 'Day', title_ar: 'يوم', body_en: '<p>Walk</p>', body_ar: '' }]);
  });

  it('shows each role its own view: staff both prices, approved agents theirs, everyone else the public one', async () => {
    const created = await create(kind);
    const read = async (token?: string) =>
      (await t.request({ method: 'GET', url: `${kind.path}/slug/${created.slug}`, ...(token ? { token } : {}) })).json().data[kind.subject];
    const staff = await read(reservation);
    expect(staff).toMatchObject({ status: 'published', from_price_minor: 35_000_000, agent_from_price_minor: 33_000_000 });
    expect(staff.departures[0]).toMatchObject({
      seats_total: 30,
      seats_taken: 0,
      double_price_minor: 35_000_000,
      agent_double_price_minor: 33_000_000,
    });

    const theAgent = await read(agent);
    expect(theAgent.agent_from_price_minor).toBe(33_000_000);
    expect(theAgent).not.toHaveProperty('from_price_minor');
    expect(theAgent).not.toHaveProperty('status');
    expect(Object.keys(theAgent.departures[0]).filter((k) => k.endsWith('_minor'))).toEqual(
      ['double', 'triple', 'quad', 'child', 'infant'].map((type) => `agent_${type}_price_minor`),
    );
    expect(theAgent.departures[0]).not.toHaveProperty('seats_taken');

    for (const token of [undefined, customer, pendingAgent]) {
      const view = await read(token);
      expect(view.from_price_minor).toBe(35_000_000);
      expect(view).not.toHaveProperty('agent_from_price_minor');
      expect(Object.keys(view.departures[0]).some((k) => k.startsWith('agent_'))).toBe(false);
      expect(view.departures[0]).toMatchObject({ seats_left: 30, sellable: true, availability: 'open' });
    }
  });

  it('hides drafts and archived packages from everyone but staff (404 by slug and by id)', async () => {
    const draft = await create(kind, { status: 'draft' });
    const archived = await create(kind, { status: 'archived' });
    for (const row of [draft, archived]) {
      for (const token of [undefined, agent, customer]) {
        const bySlug = await t.request({ method: 'GET', url: `${kind.path}/slug/${row.slug}`, ...(token ? { token } : {}) });
        expect(bySlug.statusCode).toBe(404);
        const byId = await t.request({ method: 'GET', url: `${kind.path}/${row.id}`, ...(token ? { token } : {}) });
        expect(byId.statusCode).toBe(404);
      }
      const staff = await t.request({ method: 'GET', url: `${kind.path}/slug/${row.slug}`, token: accounts });
      expect(staff.statusCode).toBe(200);
    }
    const list = await t.request({ method: 'GET', url: `${kind.path}?per_page=100` });
    const ids = list.json().data.items.map((p: TPackage) => p.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(archived.id);
  });

  it('shows a departure that is past, closed or full as such, not sellable, and leaves it out of the from price', async () => {
    const created = await create(kind, {
      departures: [
        buildDeparture({ double_price_minor: 10_000_000, agent_double_price_minor: 9_000_000 }, 20),
        buildDeparture({ status: 'closed', double_price_minor: 11_000_000, agent_double_price_minor: 9_000_000 }, 21),
        buildDeparture({ double_price_minor: 40_000_000 }, 60),
      ],
    });
    const [soon, , later] = created.departures as { id: string }[];
    // The cheapest one leaves today, and the last one is sold out.
    await t.database.db
      .update(travelPackageDepartures)
      .set({ departureDate: sql`(now() at time zone 'Asia/Karachi')::date` })
      .where(eq(travelPackageDepartures.id, soon!.id));
    await t.database.db.update(travelPackageDepartures).set({ seatsTaken: 30 }).where(eq(travelPackageDepartures.id, later!.id));
    const view = (await t.request({ method: 'GET', url: `${kind.path}/slug/${created.slug}` })).json().data[kind.subject];
    expect(view.departures.map((d: TBody) => [d.availability, d.sellable])).toEqual([
      ['past', false],
      ['closed', false],
      ['full', false],
    ]);
    expect(view.from_price_minor).toBeNull();
    expect(view.next_departure_date).toBeNull();
  });
});

describe('departures on update', () => {
  it('keeps a departure named by id, adds new ones and removes those left out', async () => {
    const created = await create(HOLIDAY, { departures: [buildDeparture({}, 30), buildDeparture({}, 31)] });
    const [keep] = created.departures as { id: string }[];
    const res = await update(HOLIDAY, created.id, {
      departures: [buildDeparture({ id: keep!.id, seats_total: 12 }, 30), buildDeparture({}, 45)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const departures = res.json().data.holiday.departures;
    expect(departures.map((d: TBody) => [d.date, d.seats_total])).toEqual([
      [dayFromNow(30), 12],
      [dayFromNow(45), 30],
    ]);
    expect(departures[0].id).toBe(keep!.id);
  });

  it('refuses to remove a booked departure, move its date or set its total below the seats taken (422, nothing changed)', async () => {
    const created = await create(UMRAH);
    const [booked] = created.departures as { id: string }[];
    await t.database.db.update(travelPackageDepartures).set({ seatsTaken: 5 }).where(eq(travelPackageDepartures.id, booked!.id));

    const removed = await update(UMRAH, created.id, { departures: [] });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().errors.departures).toEqual([
      `The departure of ${dayFromNow(40)} has 5 seats booked, so it cannot be removed. Close it instead.`,
    ]);
    const below = await update(UMRAH, created.id, { departures: [buildDeparture({ id: booked!.id, seats_total: 4 })] });
    expect(below.json().errors['departures.0.seats_total']).toEqual(['5 seats are already booked: the total cannot be lower.']);
    const moved = await update(UMRAH, created.id, { departures: [buildDeparture({ id: booked!.id }, 50)] }, { 'x-locale': 'ar' });
    expect(moved.json().errors['departures.0.date']).toEqual(['حُجز 5 مقعدًا في هذه المغادرة، لذا لا يمكن تغيير تاريخها.']);

    const read = (await t.request({ method: 'GET', url: `/api/umrah-packages/${created.id}`, token: admin })).json().data.umrah_package;
    expect(read.departures).toMatchObject([{ id: booked!.id, seats_total: 30, seats_taken: 5, date: dayFromNow(40) }]);
    // Closing it and lowering the total to the seats taken are fine.
    const closed = await update(UMRAH, created.id, { departures: [buildDeparture({ id: booked!.id, seats_total: 5, status: 'closed' })] });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('refuses a departure id of another package', async () => {
    const other = await create(HOLIDAY);
    const created = await create(HOLIDAY);
    const res = await update(HOLIDAY, created.id, { departures: [buildDeparture({ id: (other.departures[0] as { id: string }).id })] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['departures.0.id']).toEqual(["This departure is not one of the package's."]);
  });

  it('checks the nights against the itinerary already saved', async () => {
    const created = await create(HOLIDAY);
    const res = await update(HOLIDAY, created.id, { nights: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['itinerary.1.day']).toEqual(['This day comes after the day of return: check the number of nights.']);
  });
});

describe('deleting', () => {
  it('refuses (409) a package with booked seats and deletes nothing', async () => {
    const created = await create(HOLIDAY);
    await t.database.db.update(travelPackageDepartures).set({ seatsTaken: 2 }).where(eq(travelPackageDepartures.packageId, created.id));
    const res = await t.request({ method: 'DELETE', url: `/api/holidays?id=${created.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toMatch(/^2 seats of “Trip \d+” are booked, so it cannot be deleted\. Archive it instead\.$/);
    expect((await t.database.db.select().from(travelPackages).where(eq(travelPackages.id, created.id))).length).toBe(1);
  });

  it('answers 404 for a package of the other kind', async () => {
    const umrah = await create(UMRAH);
    const res = await t.request({ method: 'DELETE', url: `/api/holidays?id=${umrah.id}`, token: admin });
    expect(res.statusCode).toBe(404);
  });
});

describe('the public list', () => {
  it('filters by destination, month, nights and from price, and sorts by price, departure and nights', async () => {
    const tag = `Filter${++serial}`;
    const a = await create(HOLIDAY, {
      title_en: `${tag} A`,
      nights: 4,
      itinerary: [],
      hotels: [],
      departures: [buildDeparture({ double_price_minor: 20_000_000, agent_double_price_minor: 19_000_000 }, 70)],
    });
    const b = await create(HOLIDAY, {
      title_en: `${tag} B`,
      country_code: 'GB',
      city_en: 'London',
      city_ar: 'لندن',
      nights: 10,
      departures: [buildDeparture({ double_price_minor: 50_000_000, agent_double_price_minor: 45_000_000 }, 10)],
    });
    const list = async (query: string, token?: string) =>
      (await t.request({ method: 'GET', url: `/api/holidays?search=${tag}&${query}`, ...(token ? { token } : {}) }))
        .json()
        .data.items.map((p: TPackage) => p.id);

    expect(await list('destination=londo')).toEqual([b.id]);
    expect(await list('destination=AE')).toEqual([a.id]);
    expect(await list(`month=${dayFromNow(70).slice(0, 7)}`)).toContain(a.id);
    expect(await list(`month=${dayFromNow(70).slice(0, 7)}`)).not.toContain(b.id);
    expect(await list('nights_min=5&nights_max=12')).toEqual([b.id]);
    expect(await list('price_max=30000000')).toEqual([a.id]);
    // An agent's price range reads its own price.
    expect(await list('price_min=45000000&price_max=45000000', agent)).toEqual([b.id]);
    expect(await list('price_min=45000000&price_max=45000000')).toEqual([]);
    expect(await list('sort=price')).toEqual([a.id, b.id]);
    expect(await list('sort=price&order=desc')).toEqual([b.id, a.id]);
    expect(await list('sort=departure_date')).toEqual([b.id, a.id]);
    expect(await list('sort=nights&order=desc')).toEqual([b.id, a.id]);

    const bad = await t.request({ method: 'GET', url: '/api/holidays?sort=margin&month=2026-13&nights_min=5&nights_max=2' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['month', 'sort']);
  });
});
