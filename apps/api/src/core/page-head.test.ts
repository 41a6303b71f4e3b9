// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { indexWithHead, type TPageHead } from '@/core/page-head';

/** What this test needs of the DOM's HTML parser (the API's types do not include the DOM). */
interface TElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface TDocument {
  title: string;
  documentElement: TElement;
  querySelectorAll(selector: string): ArrayLike<TElement>;
}
const { DOMParser } = globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): TDocument } };
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Text an admin could type that would be markup if it were not escaped. */
const HOSTILE = `</title><script>alert("x")</script><meta property="og:image" content="https://evil.example/x.png"> 'it' & "that"`;

const head = (overrides: Partial<TPageHead> = {}): TPageHead => ({
  locale: 'ar',
  title: `${HOSTILE} | سفر`,
  previewTitle: HOSTILE,
  description: HOSTILE,
  siteName: 'سفر',
  url: 'https://safar.example.com/visa-details/x?lang=ar&a="b"',
  alternates: [
    { hreflang: 'en', href: 'https://safar.example.com/visa-details/x?lang=en' },
    { hreflang: 'ar', href: 'https://safar.example.com/visa-details/x?lang=ar' },
    { hreflang: 'x-default', href: 'https://safar.example.com/visa-details/x' },
  ],
  image: { url: 'https://safar.example.com/api/images/abc-1280.jpg', type: 'image/jpeg', width: 1280, height: 720, alt: HOSTILE },
  noindex: false,
  ...overrides,
});

const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description." />
    <title>Safar</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('a page’s head written into the built index.html', () => {
  const doc = parse(indexWithHead(BUILT)!(head()));
  const meta = (key: string) =>
    Array.from(doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)).map((m) => m.getAttribute('content'));

  it('keeps what admins typed as text: one title, one script (the build’s), values as typed', () => {
    expect(doc.title).toBe(`${HOSTILE} | سفر`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(Array.from(doc.querySelectorAll('script')).map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    expect(meta('og:title')).toEqual([HOSTILE]);
    expect(meta('og:description')).toEqual([HOSTILE]);
    expect(meta('description')).toEqual([HOSTILE]);
    expect(meta('og:image')).toEqual(['https://safar.example.com/api/images/abc-1280.jpg']);
    expect(meta('og:image:type')).toEqual(['image/jpeg']);
    expect(meta('og:image:alt')).toEqual([HOSTILE]);
    expect(meta('og:url')).toEqual(['https://safar.example.com/visa-details/x?lang=ar&a="b"']);
  });

  it('sets the language and direction of the page, and names its language versions', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(meta('og:locale')).toEqual(['ar_AR']);
    expect(meta('og:locale:alternate')).toEqual(['en_US']);
    expect(Array.from(doc.querySelectorAll('link[rel="alternate"]')).map((l) => l.getAttribute('hreflang'))).toEqual([
      'en',
      'ar',
      'x-default',
    ]);
    expect(Array.from(doc.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute('href'))).toEqual([
      'https://safar.example.com/visa-details/x?lang=ar&a="b"',
    ]);
  });

  it('has the small card and no picture tags without a picture, and noindex when asked', () => {
    const plain = parse(indexWithHead(BUILT)!(head({ image: null, noindex: true })));
    expect(plain.querySelectorAll('meta[property^="og:image"], meta[name="twitter:image"]')).toHaveLength(0);
    expect(plain.querySelectorAll('meta[name="twitter:card"]')[0]?.getAttribute('content')).toBe('summary');
    expect(plain.querySelectorAll('meta[name="robots"]')[0]?.getAttribute('content')).toBe('noindex');
  });

  it('writes into a build without a title or description, and leaves one without a head alone', () => {
    const bare = indexWithHead('<html><head></head><body></body></html>')!(head({ locale: 'en' }));
    expect(bare.startsWith('<html lang="en" dir="ltr"><head><title>')).toBe(true);
    expect(parse(bare).querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(indexWithHead('<p>no head</p>')).toBeNull();
  });
});
