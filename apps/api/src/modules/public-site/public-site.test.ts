import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { images, newId, pageHeaderImages, travelPackages, visas } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { fakeWebBuild, removeWebBuild } from '@/test/web-build';

/*
 * What a crawler reads of the public pages (link previews on WhatsApp or Facebook, search
 * engines): the head the server writes into index.html, in the language the address names, from
 * the published products; and the sitemap that lists them. Through app.inject, with a fake build.
 */
const APP_URL = 'https://safar.example.com';
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Safar — flights, hotels, visas, holidays and Umrah packages." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Safar</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const VARIANTS = [320, 640, 960, 1280, 1920];

let dist: string;
let t: TestApp;
let skyline: string;

async function insertImage(uploadedBy: string, width: number, height: number, widths: number[]): Promise<string> {
  const id = newId();
  await t.database.db.insert(images).values({
    id,
    originalName: 'picture.jpg',
    sourceMime: 'image/jpeg',
    sourceSize: 1000,
    sha256: id,
    width,
    height,
    widths,
    storedBytes: 1000,
    uploadedBy,
  });
  return id;
}

const visa = (slug: string, overrides: Partial<typeof visas.$inferInsert> = {}): typeof visas.$inferInsert => ({
  countryCode: 'AE',
  visaType: 'tourist',
  entries: 'single',
  processingDaysMin: 3,
  processingDaysMax: 5,
  validityDays: 60,
  maxStayDays: 30,
  currency: 'PKR',
  adultPriceMinor: 3_500_000,
  childPriceMinor: 2_500_000,
  agentAdultPriceMinor: 3_200_000,
  agentChildPriceMinor: 2_300_000,
  titleEn: 'UAE tourist visa, 30 days',
  titleAr: 'تأشيرة سياحية للإمارات لمدة 30 يومًا',
  summaryEn: 'Single entry, up to 30 days in the Emirates.',
  summaryAr: 'دخول واحد، حتى 30 يومًا في الإمارات.',
  slug,
  status: 'published',
  ...overrides,
});

const travelPackage = (
  kind: 'holiday' | 'umrah',
  slug: string,
  overrides: Partial<typeof travelPackages.$inferInsert> = {},
): typeof travelPackages.$inferInsert => ({
  kind,
  slug,
  status: 'published',
  titleEn: kind === 'holiday' ? 'Dubai Escape' : 'Umrah Economy',
  titleAr: kind === 'holiday' ? 'عطلة دبي' : 'عمرة اقتصادية',
  summaryEn: kind === 'holiday' ? 'Seven nights by the sea, with breakfast.' : 'Four nights in Makkah and three in Madinah.',
  summaryAr: kind === 'holiday' ? 'سبع ليالٍ على البحر مع الإفطار.' : 'أربع ليالٍ في مكة وثلاث في المدينة.',
  countryCode: kind === 'holiday' ? 'AE' : 'SA',
  cityEn: kind === 'holiday' ? 'Dubai' : 'Makkah',
  cityAr: kind === 'holiday' ? 'دبي' : 'مكة المكرمة',
  nights: 7,
  currency: 'PKR',
  ...overrides,
});

beforeAll(async () => {
  dist = fakeWebBuild({ 'index.html': INDEX, 'assets/index-abc123.js': 'export {};\n' });
  t = await buildTestApp({ demo: false, env: { WEB_DIST: dist, APP_URL } });
  const admin = await buildUser(t.database.db, { role: 'admin' });
  // The visa pages open on the skyline (position 0); the second picture comes after it.
  skyline = await insertImage(admin.id, 4000, 2250, VARIANTS);
  const second = await insertImage(admin.id, 800, 600, [320, 640, 800]);
  const holidayPicture = await insertImage(admin.id, 500, 400, [320, 500]);
  await t.database.db.insert(pageHeaderImages).values([
    { kind: 'visa', imageId: second, position: 1, altEn: 'Second picture', altAr: 'الصورة الثانية' },
    { kind: 'visa', imageId: skyline, position: 0, altEn: 'Dubai skyline at dusk', altAr: 'أفق دبي عند الغروب' },
    { kind: 'holiday', imageId: holidayPicture, position: 0 },
  ]);
  await t.database.db.insert(visas).values([
    visa('uae-tourist-visa'),
    visa('secret-draft-visa', { status: 'draft', titleEn: 'Secret draft title', titleAr: 'عنوان مسودة سري', summaryEn: 'Draft summary' }),
    visa('old-archived-visa', { status: 'archived', titleEn: 'Archived visa title', summaryEn: 'Archived summary' }),
    visa('tricky-visa', {
      titleEn: `</title><script>alert("x")</script> 'quoted' & co`,
      summaryEn: `"><img src=x onerror=alert(1)> Tom's & Jerry's`,
    }),
  ]);
  await t.database.db
    .insert(travelPackages)
    .values([
      travelPackage('holiday', 'dubai-escape'),
      travelPackage('umrah', 'umrah-economy'),
      travelPackage('holiday', 'draft-holiday', { status: 'draft', titleEn: 'Unannounced holiday title' }),
    ]);
});
afterAll(async () => {
  await t?.close();
  removeWebBuild(dist);
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
/** The content of a `<meta name|property="key">`, unescaped; undefined without one. */
function metaOf(html: string, key: string): string | undefined {
  const found = [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].filter((m) => m[1] === key);
  expect(found.length, key).toBeLessThanOrEqual(1);
  return found[0] ? unescape(found[0][2]!) : undefined;
}
const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return unescape(titles[0]![1]!);
};
const linkOf = (html: string, rel: string, hreflang?: string) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)" \/>/g)]
    .filter((m) => m[1] === rel && m[2] === hreflang)
    .map((m) => unescape(m[3]!));

describe('a published visa’s page', () => {
  it('carries its title, summary and picture in English, with its language versions and canonical address', async () => {
    const res = await get('/visa-details/uae-tourist-visa?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.payload;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(titleOf(html)).toBe('UAE tourist visa, 30 days | Safar');
    expect(metaOf(html, 'description')).toBe('Single entry, up to 30 days in the Emirates.');
    expect(metaOf(html, 'robots')).toBeUndefined();
    expect(metaOf(html, 'og:title')).toBe('UAE tourist visa, 30 days');
    expect(metaOf(html, 'og:description')).toBe('Single entry, up to 30 days in the Emirates.');
    expect(metaOf(html, 'og:site_name')).toBe('Safar');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe(`${APP_URL}/visa-details/uae-tourist-visa?lang=en`);
    expect(metaOf(html, 'og:locale')).toBe('en_US');
    expect(metaOf(html, 'og:locale:alternate')).toBe('ar_AR');
    // The JPEG copy of the widest variant up to 1280 pixels of the page's first header image, at an absolute address.
    expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/api/images/${skyline}-1280.jpg`);
    expect(metaOf(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(html, 'og:image:width')).toBe('1280');
    expect(metaOf(html, 'og:image:height')).toBe('720');
    expect(metaOf(html, 'og:image:alt')).toBe('Dubai skyline at dusk');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe('UAE tourist visa, 30 days');
    expect(metaOf(html, 'twitter:image')).toBe(`${APP_URL}/api/images/${skyline}-1280.jpg`);
    expect(linkOf(html, 'canonical')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa?lang=en`]);
    expect(linkOf(html, 'alternate', 'en')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa?lang=en`]);
    expect(linkOf(html, 'alternate', 'ar')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa?lang=ar`]);
    expect(linkOf(html, 'alternate', 'x-default')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa`]);
    // The build's own tags stay; its generic description gives way to the page's.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).not.toContain('Safar — flights, hotels');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries them in Arabic when the address says ?lang=ar', async () => {
    const html = (await get('/visa-details/uae-tourist-visa?lang=ar', { 'accept-language': 'en' })).payload;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا | سفر');
    expect(metaOf(html, 'description')).toBe('دخول واحد، حتى 30 يومًا في الإمارات.');
    expect(metaOf(html, 'og:title')).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا');
    expect(metaOf(html, 'og:site_name')).toBe('سفر');
    expect(metaOf(html, 'og:locale')).toBe('ar_AR');
    expect(metaOf(html, 'og:locale:alternate')).toBe('en_US');
    expect(metaOf(html, 'og:image:alt')).toBe('أفق دبي عند الغروب');
    expect(metaOf(html, 'og:url')).toBe(`${APP_URL}/visa-details/uae-tourist-visa?lang=ar`);
    expect(linkOf(html, 'canonical')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa?lang=ar`]);
    expect(linkOf(html, 'alternate', 'x-default')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa`]);
  });

  it('without a language in the address, speaks the reader’s (Accept-Language, Facebook’s locale), English by default', async () => {
    const arabic = await get('/visa-details/uae-tourist-visa', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arabic.headers.vary).toMatch(/Accept-Language/i);
    expect(titleOf(arabic.payload)).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا | سفر');
    // The address without a language is its own canonical (the x-default of the others).
    expect(metaOf(arabic.payload, 'og:url')).toBe(`${APP_URL}/visa-details/uae-tourist-visa`);
    expect(linkOf(arabic.payload, 'canonical')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa`]);
    expect(titleOf((await get('/visa-details/uae-tourist-visa')).payload)).toBe('UAE tourist visa, 30 days | Safar');
    expect(titleOf((await get('/visa-details/uae-tourist-visa?fb_locale=ar_AR')).payload)).toBe(
      'تأشيرة سياحية للإمارات لمدة 30 يومًا | سفر',
    );
    expect(titleOf((await get('/visa-details/uae-tourist-visa', { 'x-facebook-locale': 'ar_AR' })).payload)).toBe(
      'تأشيرة سياحية للإمارات لمدة 30 يومًا | سفر',
    );
    // The language the reader chose with the switch (its cookie) wins over the browser's; the address over both.
    const chosen = { cookie: 'theme=dark; safar_locale=ar', 'accept-language': 'en' };
    const withChoice = await get('/visa-details/uae-tourist-visa', chosen);
    expect(titleOf(withChoice.payload)).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا | سفر');
    expect(withChoice.headers.vary).toMatch(/Cookie/);
    expect(titleOf((await get('/visa-details/uae-tourist-visa?lang=en', chosen)).payload)).toBe('UAE tourist visa, 30 days | Safar');
    // An unknown language names none, as in the web app.
    expect(metaOf((await get('/visa-details/uae-tourist-visa?lang=fr')).payload, 'og:url')).toBe(
      `${APP_URL}/visa-details/uae-tourist-visa`,
    );
  });

  it('is found whatever the case of its address or a trailing slash, and names its canonical address', async () => {
    const html = (await get('/Visa-Details/UAE-Tourist-Visa/?lang=en')).payload;
    expect(titleOf(html)).toBe('UAE tourist visa, 30 days | Safar');
    expect(linkOf(html, 'canonical')).toEqual([`${APP_URL}/visa-details/uae-tourist-visa?lang=en`]);
  });

  it('goes out compressed as the client accepts, each coding with its own ETag', async () => {
    const plain = await get('/visa-details/uae-tourist-visa?lang=en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/visa-details/uae-tourist-visa?lang=en', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    const gzip = await get('/visa-details/uae-tourist-visa?lang=en', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
    for (const res of [plain, br, gzip]) {
      const vary = String(res.headers.vary).toLowerCase().split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
    }
    expect(new Set([plain, br, gzip].map((res) => res.headers.etag)).size).toBe(3);
  });

  it('answers 304 to a client holding the same page', async () => {
    const first = await get('/visa-details/uae-tourist-visa?lang=en');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/visa-details/uae-tourist-visa?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect((await get('/visa-details/uae-tourist-visa?lang=ar', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('a page that shows no published product', () => {
  it('gets the site’s head, asks not to be indexed, and leaks nothing of a draft or archived product', async () => {
    for (const url of [
      '/visa-details/secret-draft-visa?lang=en',
      '/visa-details/old-archived-visa?lang=en',
      '/visa-details/no-such-visa?lang=en',
      '/visa-details/Not%20a%20slug!?lang=en',
      '/holiday-details/draft-holiday?lang=en',
      // A slug is the address of one kind only.
      '/holiday-details/umrah-economy?lang=en',
      '/umrah-package-details/dubai-escape?lang=en',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.payload;
      expect(titleOf(html), url).toBe('Safar: flights, visas, holidays and Umrah packages');
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(metaOf(html, 'og:image'), url).toBeUndefined();
      expect(metaOf(html, 'twitter:card'), url).toBe('summary');
      for (const secret of ['Secret draft', 'عنوان مسودة', 'Draft summary', 'Archived visa', 'Archived summary', 'Unannounced']) {
        expect(html, url).not.toContain(secret);
      }
    }
  });
});

describe('what admins typed', () => {
  it('is escaped in the title, the attributes and the previews', async () => {
    const html = (await get('/visa-details/tricky-visa?lang=en')).payload;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;quoted&#39; &amp; co | Safar</title>',
    );
    expect(html).toContain(
      '<meta property="og:description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; Tom&#39;s &amp; Jerry&#39;s" />',
    );
    expect(metaOf(html, 'og:title')).toBe(`</title><script>alert("x")</script> 'quoted' & co`);
    expect(metaOf(html, 'twitter:title')).toBe(`</title><script>alert("x")</script> 'quoted' & co`);
    expect(metaOf(html, 'description')).toBe(`"><img src=x onerror=alert(1)> Tom's & Jerry's`);
    // The only script is the build's.
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(1);
  });
});

describe('holidays and Umrah packages', () => {
  it('carry their own title and summary, with their catalogue’s picture when it has one', async () => {
    const holiday = (await get('/holiday-details/dubai-escape?lang=en')).payload;
    expect(titleOf(holiday)).toBe('Dubai Escape | Safar');
    expect(metaOf(holiday, 'og:description')).toBe('Seven nights by the sea, with breakfast.');
    // A picture narrower than 1280 pixels is shown at its own width; without a description, the title is its text.
    expect(metaOf(holiday, 'og:image')).toMatch(new RegExp(`^${APP_URL}/api/images/[0-9a-f-]+-500\\.jpg$`));
    expect([metaOf(holiday, 'og:image:width'), metaOf(holiday, 'og:image:height')]).toEqual(['500', '400']);
    expect(metaOf(holiday, 'og:image:alt')).toBe('Dubai Escape');
    expect(linkOf(holiday, 'canonical')).toEqual([`${APP_URL}/holiday-details/dubai-escape?lang=en`]);

    const umrah = (await get('/umrah-package-details/umrah-economy?lang=ar')).payload;
    expect(titleOf(umrah)).toBe('عمرة اقتصادية | سفر');
    expect(metaOf(umrah, 'og:description')).toBe('أربع ليالٍ في مكة وثلاث في المدينة.');
    expect(linkOf(umrah, 'alternate', 'en')).toEqual([`${APP_URL}/umrah-package-details/umrah-economy?lang=en`]);
    // No Umrah header image: no picture, the small card.
    expect(metaOf(umrah, 'og:image')).toBeUndefined();
    expect(metaOf(umrah, 'twitter:card')).toBe('summary');
  });
});

describe('the storefront’s other pages', () => {
  it('get their own title and description in the address’s language, the catalogue lists their picture', async () => {
    const visas = (await get('/visa?lang=ar')).payload;
    expect(titleOf(visas)).toBe('التأشيرات | سفر');
    expect(metaOf(visas, 'og:title')).toBe('التأشيرات');
    expect(metaOf(visas, 'og:image')).toBe(`${APP_URL}/api/images/${skyline}-1280.jpg`);
    expect(linkOf(visas, 'canonical')).toEqual([`${APP_URL}/visa?lang=ar`]);

    const contact = (await get('/contact-us?lang=en')).payload;
    expect(titleOf(contact)).toBe('Contact us | Safar');
    expect(metaOf(contact, 'description')).toMatch(/^Questions about a trip/);
    expect(metaOf(contact, 'og:image')).toBeUndefined();

    const about = (await get('/about/us?lang=ar')).payload;
    expect(titleOf(about)).toBe('من نحن | سفر');
    expect(metaOf(about, 'description')).toMatch(/^سفر وكالة سفر تأسست عام 2010/);
    expect(linkOf(about, 'canonical')).toEqual([`${APP_URL}/about/us?lang=ar`]);

    const home = (await get('/?lang=en')).payload;
    expect(titleOf(home)).toBe('Safar: flights, visas, holidays and Umrah packages');
    expect(linkOf(home, 'alternate', 'x-default')).toEqual([`${APP_URL}/`]);
  });

  it('leave the signed-in areas and one-time links as built', async () => {
    for (const url of ['/admin/users', '/agent/visa-details/uae-tourist-visa', '/auth/password-reset/abc', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toBe(INDEX);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every published product in both languages, with its versions and last change, and no draft or archived one', async () => {
    const { payload } = await get('/sitemap.xml');
    const locs = [...payload.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const path of [
      '/visa-details/uae-tourist-visa',
      '/visa-details/tricky-visa',
      '/holiday-details/dubai-escape',
      '/umrah-package-details/umrah-economy',
    ]) {
      expect(locs).toContain(`${APP_URL}${path}?lang=en`);
      expect(locs).toContain(`${APP_URL}${path}?lang=ar`);
    }
    for (const slug of ['secret-draft-visa', 'old-archived-visa', 'draft-holiday']) expect(payload).not.toContain(slug);
    expect(locs).toContain(`${APP_URL}/visa?lang=ar`);

    const [row] = await t.database.db.select({ updatedAt: visas.updatedAt }).from(visas).where(eq(visas.slug, 'uae-tourist-visa'));
    const entry = /<url>\s*<loc>https:\/\/safar\.example\.com\/visa-details\/uae-tourist-visa\?lang=ar<\/loc>([\s\S]*?)<\/url>/.exec(
      payload,
    )?.[1];
    expect(entry).toContain(`<lastmod>${row!.updatedAt.toISOString()}</lastmod>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/visa-details/uae-tourist-visa?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/visa-details/uae-tourist-visa"/>`);
  });

  it('follows a product published or withdrawn since', async () => {
    await t.database.db.update(visas).set({ status: 'published' }).where(eq(visas.slug, 'secret-draft-visa'));
    expect((await get('/sitemap.xml')).payload).toContain(`${APP_URL}/visa-details/secret-draft-visa?lang=en`);
    await t.database.db.update(visas).set({ status: 'draft' }).where(eq(visas.slug, 'secret-draft-visa'));
    expect((await get('/sitemap.xml')).payload).not.toContain('secret-draft-visa');
  });
});
