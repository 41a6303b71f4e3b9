import { createHash } from 'node:crypto';
import { CRAWLERS_KEEP_OUT, LANGUAGE_PARAM, LOCALES, PUBLIC_PAGES } from '@safar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * /robots.txt and /sitemap.xml, written from the lists in @safar/contracts (site-pages.ts), the
 * published products and APP_URL: crawlers are told where the public pages are, in both
 * languages, and which parts of the site are for signed-in users or one-time links. Absolute
 * URLs, as both formats require.
 */

/** `https://safar.example.com` + `/home` (+ `?lang=ar`). */
const pageUrl = (appUrl: string, path: string, locale?: string) => `${appUrl}${path}${locale ? `?${LANGUAGE_PARAM}=${locale}` : ''}`;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLERS_KEEP_OUT.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A page the sitemap lists beyond the fixed public ones: a published product's, with its last change. */
export interface TSitemapPage {
  path: string;
  lastModified: Date;
}

/**
 * One <url> per page and language (`?lang=en`, `?lang=ar`), each naming all its language versions
 * with hreflang, and the address without a language (the reader's own choice, English at first)
 * as x-default: the fixed public pages, then `products` (published products' pages, each with its
 * last change as <lastmod>).
 */
export function sitemapXml(appUrl: string, products: readonly TSitemapPage[] = []): string {
  const pages = [...PUBLIC_PAGES.map((path) => ({ path, lastModified: null })), ...products];
  const urls = pages.flatMap(({ path, lastModified }) => {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(appUrl, path, locale) })),
      { hreflang: 'x-default', href: pageUrl(appUrl, path) },
    ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    const lastmod = lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : [];
    return LOCALES.map((locale) =>
      ['  <url>', `    <loc>${escapeXml(pageUrl(appUrl, path, locale))}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A strong ETag of a body: the first 27 characters of its SHA-256 in base64url, and the coding
 * it goes out in (`-br`, `-gzip`), since each coding is other bytes.
 */
export const etagOf = (body: string, coding: string | null = null) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${coding ? `-${coding}` : ''}"`;

/**
 * Sends `body` to be revalidated on every use (`no-cache`), like the web app's other files that
 * are not hashed (index.html), with its ETag (etagOf), so that a client holding it gets a 304.
 */
export function sendRevalidated(req: FastifyRequest, reply: FastifyReply, body: string | Buffer, contentType: string, etag: string) {
  reply.header('cache-control', 'no-cache').header('etag', etag).type(contentType);
  const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(etag)) return reply.code(304).send();
  return reply.send(body);
}

/**
 * robots.txt depends only on the settings, so it is written once; the sitemap lists the published
 * products too (`products`, read on each request: crawlers fetch it seldom, and a product
 * published a moment ago is in it).
 */
export function registerSiteFiles(app: FastifyInstance, products?: () => Promise<TSitemapPage[]>): void {
  const { appUrl } = app.config;
  const robots = robotsTxt(appUrl);
  const robotsEtag = etagOf(robots);
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    sendRevalidated(req, reply, robots, 'text/plain; charset=utf-8', robotsEtag),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const xml = sitemapXml(appUrl, products ? await products() : []);
    return sendRevalidated(req, reply, xml, 'application/xml; charset=utf-8', etagOf(xml));
  });
}
