import { createHash } from 'node:crypto';
import { CRAWLERS_KEEP_OUT, LANGUAGE_PARAM, LOCALES, PUBLIC_PAGES } from '@safar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * /robots.txt and /sitemap.xml, written from the lists in @safar/contracts (site-pages.ts) and
 * APP_URL: crawlers are told where the public pages are, in both languages, and which parts of
 * the site are for signed-in users or one-time links. Absolute URLs, as both formats require.
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

/**
 * One <url> per page and language (`?lang=en`, `?lang=ar`), each naming all its language versions
 * with hreflang, and the address without a language (the reader's own choice, English at first)
 * as x-default.
 */
export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(appUrl, path, locale) })),
      { hreflang: 'x-default', href: pageUrl(appUrl, path) },
    ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    return LOCALES.map((locale) =>
      ['  <url>', `    <loc>${escapeXml(pageUrl(appUrl, path, locale))}</loc>`, ...alternates, '  </url>'].join('\n'),
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
 * Both files depend only on the settings, so each is written once. Like the web app's other
 * files that are not hashed (index.html), they are revalidated on every use (`no-cache`), and
 * the ETag lets a crawler that has them get a 304.
 */
function fixedAnswer(body: string, contentType: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag).type(contentType);
    const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(etag)) return reply.code(304).send();
    return body;
  };
}

export function registerSiteFiles(app: FastifyInstance): void {
  const { appUrl } = app.config;
  app.get('/robots.txt', { schema: { hide: true } }, fixedAnswer(robotsTxt(appUrl), 'text/plain; charset=utf-8'));
  app.get('/sitemap.xml', { schema: { hide: true } }, fixedAnswer(sitemapXml(appUrl), 'application/xml; charset=utf-8'));
}
