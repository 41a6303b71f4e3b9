import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '@/core/compression';
import { ok } from '@/core/envelope';
import { buildTestApp, type TestApp } from '@/test/test-app';

/**
 * Compression end to end: a fake built web app (each file with the .br and .gz copies the build
 * writes) served from WEB_DIST, and test routes answering large and small JSON.
 */
const ASSET = '/assets/app-3f9a1c.js';
const assetSource = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;
const indexSource = `<!doctype html><html><head><title>Safar</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>\n`;
const items = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item number ${i}`, description: 'A line long enough to count.' }));

let dist: string;
let t: TestApp;

/** Writes `path` under the fake dist with its brotli and gzip copies, as the web build does. */
function writeBuilt(path: string, source: string) {
  const file = join(dist, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'safar-dist-'));
  writeBuilt('index.html', indexSource);
  writeBuilt(ASSET, assetSource);
  t = await buildTestApp({
    demo: false,
    env: { WEB_DIST: dist },
    extend: async (app) => {
      await app.register(
        async (api) => {
          api.get('/large', { config: { access: 'public', ownership: 'none' } }, async (req) => ok(req, { items }));
          api.get('/small', { config: { access: 'public', ownership: 'none' } }, async (req) => ok(req, { id: 1 }));
        },
        { prefix: '/api/test' },
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.request({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .includes('accept-encoding');

describe('the built web app, precompressed', () => {
  it('sends the brotli file to a client that accepts br', async () => {
    const res = await get(ASSET, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('prefers brotli when the client accepts both', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the gzip file to a client that accepts gzip only (compressed once, not again on the way out)', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers.vary)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(ASSET, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res.headers.vary)).toBe(true);
      expect(res.payload).toBe(assetSource);
    }
  });

  it('serves the compressed copies only as encodings of their file, never at addresses of their own', async () => {
    for (const copy of [`${ASSET}.br`, `${ASSET}.gz`, '/index.html.br']) expect((await get(copy, 'br, gzip')).statusCode).toBe(404);
  });

  it('keeps hashed assets a year (immutable) and index.html revalidated, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      expect((await get(ASSET, acceptEncoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await get('/agent/deposits', acceptEncoding);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('sends index.html for a client-side route compressed too', async () => {
    const br = await get('/admin/dashboard', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(indexSource);
    const plain = await get('/admin/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(indexSource);
  });
});

describe('JSON answers', () => {
  const expected = { items };

  it('compresses a large answer with brotli or gzip, as asked', async () => {
    const br = await get('/api/test/large', 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    const brBody = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { data: unknown };
    expect(brBody.data).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(brBody).length / 4);

    const gz = await get('/api/test/large', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gz.rawPayload).toString()) as { data: unknown }).data).toEqual(expected);
  });

  it('sends a large answer plain to a client that does not ask for compression', async () => {
    const res = await get('/api/test/large');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ data: unknown }>().data).toEqual(expected);
  });

  it('sends an answer under 1 KB plain even when compression is accepted', async () => {
    const res = await get('/api/test/small', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.json<{ data: unknown }>().data).toEqual({ id: 1 });
  });
});

describe('the coding a page the server writes goes out in', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
  ] as const)('Accept-Encoding %s: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
