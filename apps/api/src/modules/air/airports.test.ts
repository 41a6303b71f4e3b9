import type { TAirport } from '@safar/contracts';
import { activityLogs, airports } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import type { TestApp } from '@/test/test-app';
import { buildAirTestApp, itemsOf } from './air.test-helpers';

let t: TestApp;
let admin: string;
let accounts: string;
let agent: string;

beforeAll(async () => {
  t = await buildAirTestApp();
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
  agent = await tokenFor(t, 'agent@example.com');
});
afterAll(() => t.close());

let seq = 0;
/** A free three-letter code in the Q… range, which the loaded countries do not use. */
const freeCode = () => `Q${String.fromCharCode(65 + Math.floor(seq / 26))}${String.fromCharCode(65 + (seq++ % 26))}`;
const buildAirport = (overrides: Record<string, unknown> = {}) => ({
  iata_code: freeCode(),
  icao_code: 'OPXX',
  name: 'Test Field',
  city: 'Testabad',
  country_code: 'PK',
  latitude: 24.5,
  longitude: 67.25,
  time_zone: 'Asia/Karachi',
  ...overrides,
});

async function createAirport(overrides: Record<string, unknown> = {}) {
  const res = await t.request({ method: 'POST', url: '/api/airports', token: admin, payload: buildAirport(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.airport as TAirport;
}

const search = async (term: string, token?: string, extra = '') =>
  itemsOf<TAirport>(await t.request({ method: 'GET', url: `/api/airports?search=${encodeURIComponent(term)}&per_page=10${extra}`, token }));
const codes = (items: TAirport[]) => items.map((a) => a.iata_code);

describe('GET /airports?search= (the autocomplete, public)', () => {
  it('answers a visitor without a token, the exact code first, in any case', async () => {
    for (const term of ['KHI', 'khi', ' Khi ']) {
      const items = await search(term);
      expect(items[0]).toMatchObject({
        iata_code: 'KHI',
        city: 'Karachi',
        name: 'Jinnah International Airport',
        country_code: 'PK',
        country_name: 'Pakistan',
        time_zone: 'Asia/Karachi',
        active: true,
        edited_at: null,
      });
    }
    expect(codes(await search('jed'))[0]).toBe('JED');
  });

  it('ranks the exact code, then cities, then names, then codes', async () => {
    // DUB is Dublin's code: it comes before Dubai, whose city merely starts with "dub".
    const dub = codes(await search('dub'));
    expect(dub[0]).toBe('DUB');
    expect(dub.slice(1, 3).sort()).toEqual(['DWC', 'DXB']);
    // City prefix: Karachi for "kar"; every London airport before anything else for "lon".
    expect(codes(await search('kar'))).toContain('KHI');
    const lon = await search('lon');
    const firstOther = lon.findIndex((a) => a.city !== 'London');
    expect(lon.slice(0, firstOther).map((a) => a.iata_code)).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY']));
    expect(lon.slice(firstOther).every((a) => a.city.toLowerCase().startsWith('lon'))).toBe(true);
    // Spaces count: "new y" is New York, not Newark or New Orleans.
    const newYork = await search('new y');
    expect(codes(newYork)).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    expect(newYork.every((a) => a.city === 'New York')).toBe(true);
    // A name prefix; a word inside a name is not (its city finds it).
    expect(codes(await search('jinnah'))[0]).toBe('KHI');
    expect(codes(await search('heathrow'))).toEqual([]);
    // Two letters also match codes that start with them, after cities and names.
    expect(codes(await search('kh'))).toContain('KHI');
    const k = await search('k');
    expect(k).toHaveLength(10);
    expect(k.every((a) => a.city.toLowerCase().startsWith('k'))).toBe(true);
  });

  it('ignores accents both ways, and treats LIKE wildcards as text', async () => {
    const created = await createAirport({ name: 'Zürich Gästefeld', city: 'Zürich-Über', country_code: null });
    expect(codes(await search('zurich-uber'))).toEqual([created.iata_code]);
    expect(codes(await search('ZÜRICH'))).toContain(created.iata_code);
    expect(codes(await search('zurich gäst'))).toEqual([created.iata_code]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('pages with per_page, and refuses a search longer than 120 characters', async () => {
    const res = await t.request({ method: 'GET', url: '/api/airports?search=a&per_page=5' });
    expect(res.json().data.items).toHaveLength(5);
    expect(res.json().data.pagination.total).toBeGreaterThan(5);
    expect((await t.request({ method: 'GET', url: `/api/airports?search=${'a'.repeat(121)}` })).statusCode).toBe(422);
  });
});

describe('inactive airports', () => {
  it('are hidden from visitors and agents (list and detail) but listed for admin', async () => {
    const hidden = await createAirport({ name: 'Closed Strip', active: false });
    expect(codes(await search(hidden.iata_code))).toEqual([]);
    expect(codes(await search(hidden.iata_code, agent))).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/airports/${hidden.id}` })).statusCode).toBe(404);
    expect(codes(await search(hidden.iata_code, admin))).toEqual([hidden.iata_code]);
    expect((await t.request({ method: 'GET', url: `/api/airports/${hidden.id}`, token: admin })).statusCode).toBe(200);
    // A stale token reads as a visitor rather than failing the public list.
    const stale = await t.request({
      method: 'GET',
      url: `/api/airports?search=${hidden.iata_code}`,
      headers: { authorization: 'Bearer this-token-does-not-exist-anywhere' },
    });
    expect(stale.statusCode).toBe(200);
    expect(itemsOf(stale)).toEqual([]);
    const onlyInactive = itemsOf<TAirport>(await t.request({ method: 'GET', url: '/api/airports?active=0&per_page=100', token: admin }));
    expect(onlyInactive.map((a) => a.id)).toContain(hidden.id);
  });
});

describe('POST/PUT/DELETE /airports (admin)', () => {
  it('creates an airport marked as edited, with its country name, message and activity entry', async () => {
    const res = await t.request({ method: 'POST', url: '/api/airports', token: admin, payload: buildAirport({ iata_code: 'qzz' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Airport saved successfully.');
    const airport = res.json().data.airport as TAirport;
    expect(airport).toMatchObject({ iata_code: 'QZZ', country_code: 'PK', country_name: 'Pakistan', latitude: 24.5 });
    expect(airport.edited_at).not.toBeNull();
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'airport'), eq(activityLogs.subjectId, airport.id)));
    expect(logs.map((l) => l.action)).toEqual(['airport.created']);
  });

  it('refuses bad codes, an unknown time zone or country and coordinates out of range with 422, saving nothing', async () => {
    const before = (await t.database.db.select().from(airports)).length;
    const bad = await t.request({
      method: 'POST',
      url: '/api/airports',
      token: admin,
      payload: buildAirport({ iata_code: 'K1', icao_code: 'OP', time_zone: 'Asia/Atlantis', latitude: 91, longitude: '-181' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      iata_code: ["Enter the airport's 3-letter IATA code."],
      icao_code: ['Enter a 4-character ICAO code, or leave it blank.'],
      time_zone: ['Enter an IANA time zone, such as Asia/Karachi.'],
      latitude: ['Enter a latitude from -90 to 90.'],
      longitude: ['Enter a longitude from -180 to 180.'],
    });
    const country = await t.request({ method: 'POST', url: '/api/airports', token: admin, payload: buildAirport({ country_code: 'ZZ' }) });
    expect(country.json().errors).toEqual({ country_code: ['Choose a country from the list.'] });
    const name = await t.request({
      method: 'POST',
      url: '/api/airports',
      token: admin,
      payload: buildAirport({ name: 'Evil\u202Eairport' }),
    });
    expect(Object.keys(name.json().errors)).toEqual(['name']);
    expect((await t.database.db.select().from(airports)).length).toBe(before);
  });

  it('refuses a code another airport has with 422 on iata_code, in English and Arabic', async () => {
    const res = await t.request({ method: 'POST', url: '/api/airports', token: admin, payload: buildAirport({ iata_code: 'KHI' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ iata_code: ['Another airport already has this IATA code.'] });
    const ar = await t.request({
      method: 'POST',
      url: '/api/airports',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: buildAirport({ iata_code: 'KHI' }),
    });
    expect(ar.json().errors).toEqual({ iata_code: ['يوجد مطار آخر بهذا الرمز لدى إياتا.'] });
  });

  it('updates a loaded airport, marking it edited, and the autocomplete finds its new name', async () => {
    const [lhe] = await search('LHE');
    expect(lhe?.edited_at).toBeNull();
    const res = await t.request({
      method: 'PUT',
      url: `/api/airports?id=${lhe!.id}`,
      token: admin,
      payload: { name: 'Allama Iqbal Intërnational', time_zone: 'Asia/Karachi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data.airport as TAirport;
    expect(updated).toMatchObject({ name: 'Allama Iqbal Intërnational', city: 'Lahore', country_name: 'Pakistan' });
    expect(updated.edited_at).not.toBeNull();
    expect(codes(await search('allama iqbal international'))).toEqual(['LHE']);
    const log = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, lhe!.id), eq(activityLogs.action, 'airport.updated')));
    expect(log[0]?.changes).toMatchObject({ before: { edited_at: null }, after: { name: 'Allama Iqbal Intërnational' } });
  });

  it('deletes an airport with its message', async () => {
    const airport = await createAirport();
    const res = await t.request({ method: 'DELETE', url: `/api/airports?id=${airport.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Airport deleted successfully.');
    expect(await t.database.db.select().from(airports).where(eq(airports.id, airport.id))).toEqual([]);
  });

  it('lets only admin write: 401 for a visitor, 403 for accounts and agents', async () => {
    const airport = await createAirport();
    expect((await t.request({ method: 'POST', url: '/api/airports', payload: buildAirport() })).statusCode).toBe(401);
    for (const token of [accounts, agent]) {
      expect((await t.request({ method: 'POST', url: '/api/airports', token, payload: buildAirport() })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url: `/api/airports?id=${airport.id}`, token, payload: { name: 'Nope' } })).statusCode).toBe(
        403,
      );
      expect((await t.request({ method: 'DELETE', url: `/api/airports?id=${airport.id}`, token })).statusCode).toBe(403);
    }
  });
});

describe('GET /airports sorting and filters', () => {
  it('sorts by code both ways, filters by country, and refuses an unknown sort', async () => {
    const asc = itemsOf<TAirport>(
      await t.request({ method: 'GET', url: '/api/airports?country_code=gb&sort=iata_code&order=asc&per_page=100' }),
    );
    expect(asc.length).toBeGreaterThan(10);
    expect(asc.every((a) => a.country_code === 'GB')).toBe(true);
    expect(codes(asc)).toEqual([...codes(asc)].sort());
    const desc = itemsOf<TAirport>(
      await t.request({ method: 'GET', url: '/api/airports?country_code=GB&sort=iata_code&order=desc&per_page=100' }),
    );
    expect(codes(desc)).toEqual([...codes(desc)].sort().reverse());
    expect(desc[0]!.iata_code > asc.at(-1)!.iata_code).toBe(true);
    // Without a sort the list follows the code (the loaded rows share one creation time).
    const plain = itemsOf<TAirport>(await t.request({ method: 'GET', url: '/api/airports?country_code=PK&per_page=100' }));
    expect(codes(plain)).toEqual([...codes(plain)].sort());
    const bad = await t.request({ method: 'GET', url: '/api/airports?sort=latitude' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
  });
});
