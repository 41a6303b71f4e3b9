import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { firstPainter } from './first-paint';
import { indexWithHead, type TPageHead } from './page-head';
import { compressedBody } from './compression';
import { etagOf, registerSiteFiles, sendRevalidated, type TSitemapPage } from './site-files';

/** What the public site adds to the built web app (modules/public-site): page heads and the sitemap's products. */
export interface TPublicSite {
  /** The head of the page at `path` (decoded) for this request, or null to send index.html as built. */
  pageHead(req: FastifyRequest, path: string, search: URLSearchParams): Promise<TPageHead | null>;
  /** The published products' pages, for the sitemap. */
  sitemapPages(): Promise<TSitemapPage[]>;
}

/**
 * Whether `pathname` names a file rather than a page: its last segment has an extension
 * (`/x.js`, `/assets/missing.css`, `/favicon.ico`), or one of its segments starts with a dot
 * (`/.well-known/…`, `/.env`). No route of the web app looks like that, so such a path that is
 * not a built file is missing, and says so: a script, a stylesheet or a crawler's robots.txt
 * answered with index.html fails in confusing ways (a syntax error, "syntax not understood").
 */
export function isFilePath(pathname: string): boolean {
  const segments = pathname.split('/');
  return segments.some((segment) => segment.startsWith('.')) || (segments.at(-1) ?? '').includes('.');
}

/**
 * Whether `name` (under /assets/, decoded) could be a built asset: a file name with an extension
 * in plain folders, no dot-segment or hidden name (so nothing outside the folder), and not one of
 * the compressed copies the build writes beside each file: those go out only as encodings of it.
 */
export function isAssetName(name: string): boolean {
  const segments = name.split('/');
  return (
    segments.every((segment) => segment !== '' && !segment.startsWith('.')) &&
    (segments.at(-1) ?? '').includes('.') &&
    !/\.(?:br|gz)$/.test(name)
  );
}

/** The query of a request URL. */
const searchOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** The path of a request URL, decoded (`%2E` is a dot too); undecodable counts as written. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * GET outside /api that could be a page, so client-side routes work on reload; a path that names
 * a file that does not exist is a 404 (see isFilePath). /robots.txt and /sitemap.xml are written
 * by the server (core/site-files.ts). The build writes a brotli (.br) and a gzip (.gz) copy
 * beside each text file; the one the client's Accept-Encoding prefers is sent as is
 * (Content-Encoding, `Vary: Accept-Encoding`), the plain file to a client that takes neither,
 * so nothing is compressed per request.
 *
 * A public page (`site.pageHead` answers a head for it) gets index.html with that head written in:
 * its title, description, canonical address, language versions and link preview tags, in the
 * language its address names. Such a page is compressed as it goes out (compressedBody); its
 * language may come from Accept-Language, which it varies on. Should the head fail (the database
 * is down), the page goes out as built: the web app still works. Its body is the page's first
 * paint, when the web app's server build is there (core/first-paint.ts).
 */
export async function registerSpa(app: FastifyInstance, site?: TPublicSite): Promise<void> {
  const dist = app.config.webDist;
  const hasSpa = dist !== null && existsSync(join(dist, 'index.html'));
  registerSiteFiles(app, site ? () => site.sitemapPages() : undefined);
  // Read once: a new build comes with a restart.
  const withHead = hasSpa && site ? indexWithHead(readFileSync(join(dist, 'index.html'), 'utf8')) : null;
  const painter = withHead && dist ? firstPainter(app, dist) : null;
  // Ready before the first visitor, a moment after the start (which it would otherwise slow down);
  // a page asked for sooner loads it itself.
  if (painter)
    app.addHook('onListen', async () => {
      const warm = () => void painter.warm().catch((err: unknown) => app.log.warn({ err }, 'the first paints could not start'));
      setTimeout(warm, 2_000).unref();
    });
  if (hasSpa) {
    // The few files at the top (index.html, the icon) get a route each. The server writes
    // robots.txt and sitemap.xml from APP_URL, so a copy in the build would clash with its routes.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['assets/**', 'robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The hashed assets, hundreds of files, share one route and are looked up on disk when asked
    // for: a route per file made every start build a thousand routes. Anything that is not an
    // asset's own name goes on to the 404 below.
    const assets = join(dist, 'assets');
    app.route({
      method: ['GET', 'HEAD'],
      url: '/assets/*',
      schema: { hide: true },
      handler: (req, reply) => {
        const name = (req.params as { '*': string })['*'];
        return isAssetName(name) ? reply.sendFile(name, assets) : reply.callNotFound();
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api') || !hasSpa || (req.method !== 'GET' && req.method !== 'HEAD')) throw new AppError('not_found');
    const path = pathOf(req.url);
    if (isFilePath(path)) throw new AppError('not_found');
    if (withHead && site) {
      let head: TPageHead | null = null;
      try {
        head = await site.pageHead(req, path, searchOf(req.url));
      } catch (err) {
        req.log.warn({ err }, 'the page head could not be made; index.html goes out as built');
      }
      if (head) {
        reply.header('vary', 'Accept-Language, X-Facebook-Locale, Cookie');
        const html = painter && req.method === 'GET' ? await painter.paint(req, withHead(head), head.locale) : withHead(head);
        const { body, coding } = compressedBody(req, reply, html);
        return sendRevalidated(req, reply, body, 'text/html; charset=utf-8', etagOf(html, coding));
      }
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
