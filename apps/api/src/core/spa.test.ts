import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAssetName, isFilePath } from '@/core/spa';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { fakeWebBuild, removeWebBuild } from '@/test/web-build';

/**
 * What the server answers outside /api, with a fake built web app: the built files, index.html
 * for anything that could be a page, a 404 for a file that is not there, and the robots and
 * sitemap files crawlers ask for.
 */
const APP_URL = 'https://safar.example.com';
const ASSET = '/assets/app-4d5e6f.js';
const INDEX = '<!doctype html><html><head><title>Safar</title></head><body><div id="root"></div></body></html>\n';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fakeWebBuild({
    'index.html': INDEX,
    [ASSET]: 'export const x = 1;\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  });
  t = await buildTestApp({ demo: false, env: { WEB_DIST: dist, APP_URL } });
});
afterAll(async () => {
  await t?.close();
  removeWebBuild(dist);
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('pages and files', () => {
  it('serves the built files as they are', async () => {
    const asset = await get(ASSET);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.payload).toBe('export const x = 1;\n');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers index.html for any path without an extension, known to the web app or not', async () => {
    for (const url of ['/auth/password-reset/Zm9vYmFy_-12', '/admin/users', '/some/client/route', '/some/client/route/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.payload, url).toBe(INDEX);
    }
  });

  it('writes a public page’s own head into index.html (see modules/public-site)', async () => {
    for (const url of ['/', '/home', '/flight/search', '/flight/search?from=KHI&note=a.b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.payload, url).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head><title>[^<]+<\/title>/);
      expect(res.payload, url).toContain('<meta property="og:title"');
      expect(res.payload.endsWith('</head><body><div id="root"></div></body></html>\n'), url).toBe(true);
    }
  });

  it('answers 404, not the app, for a file that does not exist', async () => {
    for (const url of [
      '/x.js',
      '/x.txt',
      '/assets/missing.css',
      '/assets/app-4d5e6f.js.map',
      '/favicon.png',
      '/favicon.ico',
      '/.well-known/security.txt',
      '/.well-known/change-password',
      '/.env',
      '/%2Eenv',
      '/home/x.json?lang=ar',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.request({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        if (method === 'GET') expect(res.json<{ message: { code: string } }>().message.code, url).toBe('not_found');
      }
    }
  });

  it('keeps the JSON 404 of the API, with an extension or without', async () => {
    for (const url of ['/api/no-such-route', '/api/no-such-file.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ success: boolean; message: { code: string } }>(), url).toMatchObject({
        success: false,
        message: { code: 'not_found' },
      });
    }
  });

  it('tells a file path from a page path', () => {
    expect(isFilePath('/x.js')).toBe(true);
    expect(isFilePath('/.well-known/change-password')).toBe(true);
    expect(isFilePath('/a/.git/config')).toBe(true);
    expect(isFilePath('/home')).toBe(false);
    expect(isFilePath('/')).toBe(false);
    expect(isFilePath('/auth/password-reset/abc-_DEF')).toBe(false);
  });

  it('tells an asset’s name from anything else under /assets/', () => {
    expect(isAssetName('index-3f9a1c.js')).toBe(true);
    expect(isAssetName('fonts/noto-naskh.woff2')).toBe(true);
    for (const name of [
      '',
      'nothing',
      'fonts/',
      '../index.html',
      'a/../../x.js',
      '.env',
      'x/.hidden.css',
      'index-3f9a1c.js.br',
      'index.js.gz',
    ])
      expect(isAssetName(name), name).toBe(false);
  });
});

/** The Disallow prefixes of a robots.txt. */
const disallowed = (robots: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());

describe('robots.txt', () => {
  it('is a plain-text robots file, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.payload).not.toContain('<html');
    const lines = res.payload.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    // Every line is a directive robots parsers know, or blank.
    for (const line of lines) expect(line, line).toMatch(/^(|(User-agent|Allow|Disallow|Sitemap): \S+.*)$/);
  });

  it('keeps crawlers out of the signed-in areas and the API, and names the sitemap at APP_URL', async () => {
    const { payload } = await get('/robots.txt');
    expect(disallowed(payload)).toEqual(expect.arrayContaining(['/admin', '/agent', '/salesman', '/reservation', '/api/']));
    expect(payload).toContain(`\nSitemap: ${APP_URL}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('is XML listing the public pages in both languages, at absolute URLs on APP_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.payload.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'),
    ).toBe(true);
    const urls = locs(res.payload);
    for (const path of ['/', '/home', '/auth/login', '/flight/search']) {
      expect(urls).toContain(`${APP_URL}${path}?lang=en`);
      expect(urls).toContain(`${APP_URL}${path}?lang=ar`);
    }
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${APP_URL}/`), url).toBe(true);
  });

  it('names each page’s language versions with hreflang', async () => {
    const { payload } = await get('/sitemap.xml');
    const entry = /<url>\s*<loc>https:\/\/safar\.example\.com\/home\?lang=ar<\/loc>([\s\S]*?)<\/url>/.exec(payload)?.[1] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/home?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${APP_URL}/home?lang=ar"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/home"/>`);
  });

  it('lists no page that robots.txt keeps crawlers out of', async () => {
    const keepOut = disallowed((await get('/robots.txt')).payload);
    const urls = locs((await get('/sitemap.xml')).payload);
    expect(keepOut.length).toBeGreaterThan(0);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const path = new URL(url).pathname;
      expect(
        keepOut.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});

describe('caching of robots.txt and sitemap.xml', () => {
  it('is revalidated like index.html, and a known ETag gets a 304', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.payload, url).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });
});
