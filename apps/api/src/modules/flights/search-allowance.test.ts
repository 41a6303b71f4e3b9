import { randomBytes } from 'node:crypto';
import type { TSearchStats } from '@safar/contracts';
import { activityLogs } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import { TEST_REDIS_URL, redisReachable } from '@/test/redis';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { fakeOffer, fakeSupplier } from './search/fake-supplier';
import type { TSupplierSource } from './search/fan-out';
import { DAY, flightsTestApp, registryOf } from './test/flights-test-kit';

/** Two quick suppliers in the agency's currency: a search takes a few milliseconds. */
function twoSuppliers() {
  const a = fakeSupplier('fake-a', { delayMs: 2, offers: (r) => [fakeOffer(r, { key: 'a1', currency: 'PKR', adultMinor: 70_000_00 })] });
  const b = fakeSupplier('fake-b', { delayMs: 2, offers: (r) => [fakeOffer(r, { key: 'b1', carrier: 'EK', currency: 'PKR' })] });
  const sources: TSupplierSource[] = [
    { code: 'fake-a', name: 'Fake A', deadlineMs: 2_000, supplier: a },
    { code: 'fake-b', name: 'Fake B', deadlineMs: 2_000, supplier: b },
  ];
  return { a, b, sources };
}

const searchUrl = (day = DAY) =>
  `/api/flights?trip_type=one_way&origin=KHI&destination=DXB&departure_date=${day}&adults=1&children=0&infants=0&cabin_class=economy`;
/** A day some weeks ahead that no other search asked, so its suppliers' answers are not cached yet. */
let dayOffset = 60;
const freshDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

const EN = 'This address has made many flight searches in the past hour. Sign in to keep searching, or try again later.';
const AR = 'أُجريت من هذا العنوان عمليات بحث كثيرة عن الرحلات خلال الساعة الماضية. سجّل الدخول لمتابعة البحث، أو حاول مرة أخرى لاحقًا.';

describe('the visitors’ search allowance', () => {
  let t: TestApp;
  let kit: ReturnType<typeof twoSuppliers>;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    kit = twoSuppliers();
    t = await flightsTestApp(kit.sources);
    admin = await tokenFor(t, 'admin@example.com');
    agent = await tokenFor(t, 'agent@example.com');
  });
  afterAll(() => t.close());

  const search = (remoteAddress: string, options: { token?: string; locale?: 'en' | 'ar'; day?: string } = {}) =>
    t.request({
      method: 'GET',
      url: searchUrl(options.day),
      remoteAddress,
      ...(options.token ? { token: options.token } : {}),
      ...(options.locale ? { headers: { 'x-locale': options.locale } } : {}),
    });
  const setAllowance = (n: unknown, token = admin) =>
    t.request({ method: 'PUT', url: '/api/search-settings', token, payload: { visitor_searches_per_hour: n } });

  it('is 60 searches an hour until admin changes it; only admin may, within 1 to 100000, and the change is logged', async () => {
    const read = await t.request({ method: 'GET', url: '/api/search-settings', token: admin });
    expect(read.json().data.settings).toEqual({ visitor_searches_per_hour: 60 });
    expect((await t.request({ method: 'GET', url: '/api/search-settings', token: agent })).statusCode).toBe(403);
    expect((await setAllowance(10, agent)).statusCode).toBe(403);
    expect((await setAllowance(10, await tokenFor(t, 'reservation@example.com'))).statusCode).toBe(403);

    for (const wrong of [0, 100_001, 2.5, '10', null]) {
      const bad = await setAllowance(wrong);
      expect(bad.statusCode, String(wrong)).toBe(422);
      expect(bad.json().errors).toEqual({ visitor_searches_per_hour: ['Enter a number of searches from 1 to 100000.'] });
    }
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/search-settings',
      token: admin,
      payload: { visitor_searches_per_hour: 10, per_day: 5 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['per_day']);

    const saved = await setAllowance(40);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toEqual({ visitor_searches_per_hour: 40 });
    expect(saved.json().message.description).toBe('Search settings saved.');
    expect((await t.request({ method: 'GET', url: '/api/search-settings', token: admin })).json().data.settings).toEqual({
      visitor_searches_per_hour: 40,
    });
    const logged = await t.database.db.select().from(activityLogs).where(eq(activityLogs.action, 'search_settings.updated'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.changes).toEqual({ before: { visitor_searches_per_hour: 60 }, after: { visitor_searches_per_hour: 40 } });
    expect(logged[0]!.subjectType).toBe('search_settings');
  });

  it('refuses an address past its allowance with 429 in both languages and Retry-After; other addresses and signed-in agents search on', async () => {
    expect((await setAllowance(3)).statusCode).toBe(200);
    const address = '203.0.113.10';
    for (let i = 0; i < 3; i++) expect((await search(address)).statusCode).toBe(200);

    const refused = await search(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatchObject({ status: 'error', code: 'rate_limited', description: EN });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
    const inArabic = await search(address, { locale: 'ar' });
    expect(inArabic.statusCode).toBe(429);
    expect(inArabic.json().message.description).toBe(AR);

    // Another address has its own allowance; an approved agent at the refused address is not counted.
    expect((await search('203.0.113.11')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await search(address, { token: agent })).statusCode).toBe(200);
    // One IPv6 client picks any address in its /64: they share one allowance.
    for (let i = 1; i <= 3; i++) expect((await search(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await search('2001:db8:1:2::99')).statusCode).toBe(429);
    expect((await search('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('does not count a query it refuses, and counts a search the cache answered', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 4; i++) {
      const bad = await t.request({ method: 'GET', url: `${searchUrl()}&zz_not_a_field=1`, remoteAddress: address });
      expect(bad.statusCode).toBe(422);
    }
    const asked = kit.a.calls;
    const day = freshDay();
    for (let i = 0; i < 3; i++) expect((await search(address, { day })).statusCode).toBe(200);
    expect(kit.a.calls).toBe(asked + 1); // the second and third came from the cache, and counted
    expect((await search(address, { day })).statusCode).toBe(429);
  });

  it('follows the setting at once: raising it lets a refused address search again, lowering it refuses sooner', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < 3; i++) expect((await search(address)).statusCode).toBe(200);
    expect((await search(address)).statusCode).toBe(429);
    expect((await setAllowance(6)).statusCode).toBe(200);
    // Four counted so far (the refused one too): two more are allowed.
    expect((await search(address)).statusCode).toBe(200);
    expect((await search(address)).statusCode).toBe(200);
    expect((await search(address)).statusCode).toBe(429);

    expect((await setAllowance(1)).statusCode).toBe(200);
    expect((await search('203.0.113.31')).statusCode).toBe(200);
    expect((await search('203.0.113.31')).statusCode).toBe(429);
  });
});

describe('the searches counted for the admin dashboard', () => {
  let t: TestApp;
  let kit: ReturnType<typeof twoSuppliers>;
  let admin: string;
  beforeAll(async () => {
    kit = twoSuppliers();
    t = await flightsTestApp(kit.sources);
    admin = await tokenFor(t, 'admin@example.com');
  });
  afterAll(() => t.close());

  const stats = async () => {
    const res = await t.request({ method: 'GET', url: '/api/search-stats', token: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data.stats as TSearchStats;
  };

  it('counts each search once, each supplier asked, and the asks the cache answered, today and over seven days', async () => {
    const empty = await stats();
    expect(empty.timezone).toBe('Asia/Karachi');
    expect(empty.today).toMatchObject({ searches: 0, supplier_asks: 0, cache_hits: 0 });
    expect(empty.today.from).toBe(empty.today.to);
    expect(empty.last_7_days.to).toBe(empty.today.to);
    expect(Date.parse(empty.last_7_days.to) - Date.parse(empty.last_7_days.from)).toBe(6 * 86_400_000);

    const day = freshDay();
    const url = searchUrl(day);
    expect((await t.request({ method: 'GET', url, remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, token: admin })).statusCode).toBe(200);
    expect(kit.a.calls).toBe(1);
    expect(kit.b.calls).toBe(1);

    const after = await stats();
    // Three searches of two suppliers each: the first asked both, the two after were answered from the cache.
    expect(after.today).toMatchObject({ searches: 3, supplier_asks: 6, cache_hits: 4 });
    expect(after.last_7_days).toMatchObject({ searches: 3, supplier_asks: 6, cache_hits: 4 });

    // A refused query and a refused address are not searches.
    await t.request({ method: 'GET', url: `${url}&zz_not_a_field=1` });
    expect(
      (await t.request({ method: 'PUT', url: '/api/search-settings', token: admin, payload: { visitor_searches_per_hour: 1 } })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url, remoteAddress: '198.51.100.3' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, remoteAddress: '198.51.100.3' })).statusCode).toBe(429);
    expect((await stats()).today).toMatchObject({ searches: 4, supplier_asks: 8, cache_hits: 6 });
  });

  it('is for admin only', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/search-stats', token: await tokenFor(t, 'accounts@example.com') })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/search-stats' })).statusCode).toBe(401);
  });
});

const reachable = await redisReachable();

describe.skipIf(!reachable)('the visitors’ allowance through Redis (several API processes)', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { sources } = twoSuppliers();
      const t = await buildTestApp({ flightSuppliers: registryOf(sources), configOverrides: { redisUrl: TEST_REDIS_URL } });
      const admin = await tokenFor(t, 'admin@example.com');
      await t.request({ method: 'PUT', url: '/api/search-settings', token: admin, payload: { visitor_searches_per_hour: 2 } });
      apps.push(t);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('counts one address across both processes', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run do not matter.
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await apps[i % 2]!.request({ method: 'GET', url: searchUrl(), remoteAddress })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
