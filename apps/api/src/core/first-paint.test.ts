import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { fakeWebBuild, removeWebBuild } from '@/test/web-build';
import { INERT_UNTIL_THE_APP, storefrontStyles, withFirstPaint } from './first-paint';

/*
 * The server's first paint of a public page, with a fake web build whose server entry answers
 * from what it is given: the page's address and language, and the API read in process (as the
 * visitor, for the rate limit). A render that fails or is slow leaves the page as built.
 */
const INDEX = `<!doctype html><html lang="en" dir="ltr"><head><title>Safar</title>
<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>
`;
const MANIFEST = {
  'index.html': { isEntry: true, css: ['assets/index.css'], dynamicImports: ['src/home.tsx', 'src/app/routes/admin-routes.tsx'] },
  'src/home.tsx': { css: ['assets/home.css'], imports: ['_shared.js'] },
  '_shared.js': { css: ['assets/shared.css', 'assets/index.css'] },
  'src/app/routes/admin-routes.tsx': { css: ['assets/admin.css'] },
};
/** The web app's server entry, as the server calls it. */
const SERVER_ENTRY = `
export async function startFirstPaints() {}
export async function renderFirstPaint(url, locale, send) {
  if (url.startsWith('/contact-us')) throw new Error('the screen failed');
  if (url.startsWith('/cars')) return new Promise(() => {});
  const health = await send(new URL('http://localhost/api/health'), { headers: { 'accept-language': locale } });
  if (url.startsWith('/tours')) await send(new URL('http://localhost/api/health'), { method: 'POST' });
  return { html: '<main><h1>' + url + ' in ' + locale + ', health ' + health.status + '</h1></main>', data: '{"queries":[]}' };
}
`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fakeWebBuild({
    'index.html': INDEX,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'assets/index.css': 'body{margin:0}',
    'assets/home.css': '.hero{color:teal}',
    'assets/shared.css': '.card{padding:1rem}',
    'assets/admin.css': '.ledger{color:red}',
    '../dist-server/entry-server.js': SERVER_ENTRY,
  });
  t = await buildTestApp({ demo: false, env: { WEB_DIST: dist, APP_URL: 'https://safar.example.com' } });
  // The screens load at the first page (a server warms them after it starts listening): on a busy
  // machine that load alone can outlast the paint's wait, so the tests start once it is done.
  for (let i = 0; i < 50 && !(await get('/home?lang=en')).payload.includes('<main>'); i++);
});
afterAll(async () => {
  await t?.close();
  removeWebBuild(dist);
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('the first paint of a public page', () => {
  it('is in the root element, made inert until the app renders, with its data and the storefront’s styles', async () => {
    const res = await get('/home?lang=ar');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain(
      `<div id="root"><main><h1>/home?lang=ar in ar, health 200</h1></main></div><script>${INERT_UNTIL_THE_APP}</script>`,
    );
    // The Content-Security-Policy allows that inline script, and no other.
    const hash = createHash('sha256').update(INERT_UNTIL_THE_APP).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(res.payload).toContain('<script id="first-paint-data" type="application/json" data-locale="ar">{"queries":[]}</script>');
    // The screens' styles, not the entry's (already linked) nor the signed-in areas'.
    expect(res.payload).toContain('<style>.hero{color:teal}\n.card{padding:1rem}</style>');
    expect(res.payload).not.toContain('ledger');
    expect(res.payload.indexOf('<style>')).toBeLessThan(res.payload.indexOf('</head>'));
  });

  it('is in the language the page is served in', async () => {
    const res = await get('/holidays', { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(res.payload).toContain('/holidays in ar');
  });

  it('leaves the page as built when its render fails, is too slow or tries to write', async () => {
    for (const url of ['/contact-us', '/cars', '/tours']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toContain('<div id="root"></div>');
      expect(res.payload, url).not.toContain('first-paint-data');
      expect(res.payload, url).toContain('<link rel="canonical"');
    }
  });

  it('is not made for the signed-in areas, which have no public head', async () => {
    const res = await get('/admin/users');
    expect(res.payload).toBe(INDEX);
  });
});

describe('what goes into the page', () => {
  it('keeps a stylesheet from closing its <style> element', () => {
    const page = withFirstPaint(
      '<head></head><div id="root"></div>',
      { html: '<p>x</p>', data: '{}' },
      'en',
      'a::after{content:"</style><script>"}',
    );
    expect(page).toContain('<style>a::after{content:"<\\/style><script>"}</style>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it('reads no styles without a manifest', () => {
    expect(storefrontStyles('/nonexistent')).toBe('');
  });
});
