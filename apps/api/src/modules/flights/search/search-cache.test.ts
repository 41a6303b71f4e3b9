import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisReachable } from '@/test/redis';
import { fakeOffer } from './fake-supplier';
import { cacheKey, createSearchCache, keepFor, SEARCH_CACHE_MS } from './search-cache';

const request = {
  slices: [{ origin: 'KHI', destination: 'DXB', departureDate: '2030-01-10' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy' as const,
};
const answer = (expiresInMs = 30 * 60_000) => ({
  offers: [fakeOffer(request, { expiresAt: new Date(Date.now() + expiresInMs).toISOString() })],
  partial: false,
});

describe('how long a supplier answer is kept', () => {
  it('for the window, cut short a minute before its first offer expires, and never a partial answer', async () => {
    expect(keepFor(answer())).toBe(SEARCH_CACHE_MS);
    expect(keepFor(answer(90_000))).toBeLessThanOrEqual(30_000);
    expect(keepFor(answer(30_000))).toBe(0);
    const cache = createSearchCache(undefined);
    await cache.set('partial', request, { ...answer(), partial: true });
    expect(await cache.get('partial', request)).toBeNull();
    await cache.set('whole', request, answer());
    expect((await cache.get('whole', request))?.offers).toHaveLength(1);
    expect(await cache.get('whole', { ...request, adults: 2 })).toBeNull();
  });

  it('keys on the children’s and infants’ ages: different ages are a different search', async () => {
    const cache = createSearchCache(undefined);
    const family = { ...request, adults: 2, children: 2, infants: 1 };
    await cache.set('ages', { ...family, childAges: [5, 9], infantAges: [0] }, answer());
    expect(await cache.get('ages', { ...family, childAges: [5, 9], infantAges: [0] })).not.toBeNull();
    expect(await cache.get('ages', { ...family, childAges: [5, 10], infantAges: [0] })).toBeNull();
    expect(await cache.get('ages', { ...family, childAges: [5, 9], infantAges: [1] })).toBeNull();
    expect(await cache.get('ages', family)).toBeNull();
    expect(cacheKey('x', request)).toBe('safar:flights:x:KHIDXB2030-01-10:1.0.0:economy');
  });
});

describe.skipIf(!(await redisReachable()))('the search cache on Redis', () => {
  const a = createSearchCache(TEST_REDIS_URL);
  const b = createSearchCache(TEST_REDIS_URL);
  afterAll(async () => Promise.all([a.close(), b.close()]));

  it('is shared by every process: an answer kept by one is found by another', async () => {
    const code = `test-${randomBytes(4).toString('hex')}`;
    expect(await b.get(code, request)).toBeNull();
    const kept = answer();
    await a.set(code, request, kept);
    expect(await b.get(code, request)).toEqual(kept);
  });
});
