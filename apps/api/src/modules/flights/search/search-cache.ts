import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import type { TSupplierSearchRequest, TSupplierSearchResult } from '../suppliers/supplier';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** How long an identical search is answered from a supplier's earlier answer. */
export const SEARCH_CACHE_MS = 3 * 60_000;
/** Answers kept in one process when there is no Redis. */
const MEMORY_ENTRIES = 200;

/**
 * Suppliers' raw answers by supplier and request, before any pricing (prices are per viewer and
 * computed on every search, so a margin changed a minute ago shows at once). An answer is kept
 * for a few minutes and never past the first expiry of its offers. With Redis every process
 * shares it; without, each process keeps its own few hundred answers.
 */
export interface SearchCache {
  get(supplierCode: string, request: TSupplierSearchRequest): Promise<TSupplierSearchResult | null>;
  set(supplierCode: string, request: TSupplierSearchRequest, result: TSupplierSearchResult): Promise<void>;
  close(): Promise<void>;
}

export function cacheKey(supplierCode: string, r: TSupplierSearchRequest): string {
  const slices = r.slices.map((s) => `${s.origin}${s.destination}${s.departureDate}`).join(',');
  // Suppliers price children and infants by age, so different ages are different searches. A
  // search without ages keeps the key it always had (the supplier assumes its typical ages).
  const ages = r.childAges || r.infantAges ? `:${r.childAges?.join('-') ?? ''}.${r.infantAges?.join('-') ?? ''}` : '';
  return `safar:flights:${supplierCode}:${slices}:${r.adults}.${r.children}.${r.infants}${ages}:${r.cabin}`;
}

/** Milliseconds the answer may be kept: the window, cut short by its first offer's expiry. */
export function keepFor(result: TSupplierSearchResult, now = Date.now()): number {
  const firstExpiry = result.offers.reduce((min, o) => Math.min(min, Date.parse(o.expiresAt)), Number.POSITIVE_INFINITY);
  return Math.max(0, Math.min(SEARCH_CACHE_MS, firstExpiry - now - 60_000));
}

export function createSearchCache(redisUrl: string | undefined): SearchCache {
  return redisUrl ? redisCache(redisUrl) : memoryCache();
}

function memoryCache(): SearchCache {
  const entries = new Map<string, { until: number; result: TSupplierSearchResult }>();
  return {
    async get(code, request) {
      const key = cacheKey(code, request);
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.until <= Date.now()) {
        entries.delete(key);
        return null;
      }
      return hit.result;
    },
    async set(code, request, result) {
      const ttl = keepFor(result);
      if (ttl <= 0 || result.partial) return;
      if (entries.size >= MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(cacheKey(code, request), { until: Date.now() + ttl, result });
    },
    async close() {},
  };
}

function redisCache(url: string): SearchCache {
  // The client library is loaded (about 0.1 s) only by a process configured with Redis.
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    // A cache that is down is a cache miss, not a failed search.
    redis.on('error', () => {});
    return redis;
  });
  return {
    async get(code, request) {
      try {
        const redis = await client;
        const blob = await redis.getBuffer(cacheKey(code, request));
        return blob ? (JSON.parse((await unzip(blob)).toString('utf8')) as TSupplierSearchResult) : null;
      } catch {
        return null;
      }
    },
    async set(code, request, result) {
      const ttl = keepFor(result);
      if (ttl <= 0 || result.partial) return;
      try {
        const blob = await zip(Buffer.from(JSON.stringify(result)), { level: constants.Z_BEST_SPEED });
        await (await client).set(cacheKey(code, request), blob, 'PX', ttl);
      } catch {
        // Not kept: the next identical search asks the supplier again.
      }
    },
    async close() {
      await (await client).quit().catch(() => undefined);
    },
  };
}
