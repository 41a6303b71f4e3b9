// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '@/core/site-files';

/** What this test needs of the DOM's XML parser (the API's types do not include the DOM). */
interface XmlNode {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  children: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => {
    parseFromString(text: string, type: string): { documentElement: XmlNode; getElementsByTagName(name: string): ArrayLike<XmlNode> };
  };
};

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

describe('the sitemap', () => {
  // An APP_URL with characters XML must escape: the file stays well-formed.
  const appUrl = 'https://safar.example.com/a&b';
  const changed = new Date('2026-03-04T05:06:07.890Z');
  const doc = new DOMParser().parseFromString(
    sitemapXml(appUrl, [{ path: '/visa-details/uae-tourist-visa', lastModified: changed }]),
    'application/xml',
  );

  it('is well-formed XML in the sitemap namespace', () => {
    expect(doc.getElementsByTagName('parsererror').length).toBe(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  });

  it('has one <url> per page and language, each with a <loc>, a product’s <lastmod>, and its alternates in the XHTML namespace', () => {
    const urls = Array.from(doc.documentElement.children);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.localName).toBe('url');
      const [loc, ...rest] = Array.from(url.children);
      expect(loc?.localName).toBe('loc');
      expect(loc?.namespaceURI).toBe(SITEMAP_NS);
      // The sitemap's own elements come before the alternates, as its schema orders them.
      const product = loc?.textContent?.includes('/visa-details/') ?? false;
      const links = product ? rest.slice(1) : rest;
      if (product)
        expect([rest[0]?.localName, rest[0]?.namespaceURI, rest[0]?.textContent]).toEqual(['lastmod', SITEMAP_NS, changed.toISOString()]);
      expect(loc?.textContent).toMatch(/^https:\/\/safar\.example\.com\/a&b\/.*\?lang=(en|ar)$/);
      expect(links.map((l) => [l.namespaceURI, l.localName, l.getAttribute('hreflang')])).toEqual([
        [XHTML_NS, 'link', 'en'],
        [XHTML_NS, 'link', 'ar'],
        [XHTML_NS, 'link', 'x-default'],
      ]);
      expect(links.map((l) => l.getAttribute('href'))).toContain(loc?.textContent);
    }
    expect(urls.filter((url) => Array.from(url.children)[0]?.textContent?.includes('/visa-details/'))).toHaveLength(2);
  });
});

describe('robots.txt', () => {
  it('ends with the sitemap line, on APP_URL', () => {
    expect(robotsTxt('https://safar.example.com').endsWith('\nSitemap: https://safar.example.com/sitemap.xml\n')).toBe(true);
  });
});
