import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { registerSiteFiles } from './site-files';

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
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist;
  const hasSpa = dist !== null && existsSync(join(dist, 'index.html'));
  registerSiteFiles(app);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server writes these from APP_URL; a copy in the build would clash with its routes.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api') || !hasSpa || (req.method !== 'GET' && req.method !== 'HEAD')) throw new AppError('not_found');
    if (isFilePath(pathOf(req.url))) throw new AppError('not_found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
