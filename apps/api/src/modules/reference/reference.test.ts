import type { TCity, TCountry, TList } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.request({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), data: res.json().data as TList<T> };
};

describe('GET /countries (public)', () => {
  it('lists every seeded country by name, without a token', async () => {
    const { status, data } = await get<TCountry>('/api/countries');
    expect(status).toBe(200);
    expect(data.items.map((c) => c.code)).toEqual(['PK', 'SA', 'AE', 'GB']);
    expect(data.items[0]).toEqual({ code: 'PK', name: 'Pakistan', phone_code: '92', currency: 'PKR', flag: '🇵🇰' });
    expect(data.pagination.total).toBe(4);
  });

  it('searches by name (contains, any case) or by code', async () => {
    expect((await get<TCountry>('/api/countries?search=united')).data.items.map((c) => c.code)).toEqual(['AE', 'GB']);
    expect((await get<TCountry>('/api/countries?search=sa')).data.items.map((c) => c.code)).toEqual(['SA']);
    expect((await get<TCountry>('/api/countries?search=%25')).data.items).toEqual([]);
    expect((await get<TCountry>(`/api/countries?search=${'x'.repeat(81)}`)).status).toBe(422);
  });
});

describe('GET /cities (public)', () => {
  it("lists a country's cities by name, paginated", async () => {
    const first = await get<TCity>('/api/cities?country_code=PK&per_page=5');
    expect(first.status).toBe(200);
    expect(first.data.items).toHaveLength(5);
    expect(first.data.pagination).toMatchObject({ page: 1, per_page: 5 });
    expect(first.data.pagination.total).toBeGreaterThan(100);
    expect(first.data.items.every((c) => c.country_code === 'PK')).toBe(true);
    const names = first.data.items.map((c) => c.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const second = await get<TCity>('/api/cities?country_code=pk&per_page=5&page=2');
    expect(second.data.items[0]!.id).not.toBe(first.data.items[0]!.id);
    expect(Object.keys(second.data.items[0]!).sort()).toEqual(['country_code', 'id', 'name', 'state_code']);
  });

  it('puts names starting with the search first, then names containing it', async () => {
    const { data } = await get<TCity>('/api/cities?country_code=PK&search=LAHO&per_page=100');
    expect(data.items[0]!.name).toBe('Lahore');
    const all = (await get<TCity>('/api/cities?country_code=PK&search=kar&per_page=100')).data.items.map((c) => c.name.toLowerCase());
    const firstContains = all.findIndex((n) => !n.startsWith('kar'));
    expect(all.slice(0, firstContains === -1 ? all.length : firstContains).every((n) => n.startsWith('kar'))).toBe(true);
    if (firstContains !== -1) expect(all.slice(firstContains).every((n) => !n.startsWith('kar') && n.includes('kar'))).toBe(true);
    expect(all).toContain('karachi');
    expect((await get<TCity>('/api/cities?country_code=PK&search=zzzz')).data).toEqual({
      items: [],
      pagination: { page: 1, per_page: 50, total: 0 },
    });
    expect((await get<TCity>('/api/cities?country_code=PK&search=_')).data.items).toEqual([]);
  });

  it('needs a two-letter country code and sane paging', async () => {
    const missing = await get('/api/cities');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.country_code).toEqual(['This field is required.']);
    expect((await get('/api/cities?country_code=PAK')).body.errors.country_code).toHaveLength(1);
    expect((await get('/api/cities?country_code=PK&per_page=500')).status).toBe(422);
    expect((await get('/api/cities?country_code=PK&page=0')).status).toBe(422);
    expect((await get<TCity>('/api/cities?country_code=ZZ')).data.pagination.total).toBe(0);
  });
});
