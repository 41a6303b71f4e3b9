import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * GET outside /api so client-side routes work on reload. The build writes a brotli (.br) and a
 * gzip (.gz) copy beside each text file; the one the client's Accept-Encoding prefers is sent
 * as is (Content-Encoding, `Vary: Accept-Encoding`), the plain file to a client that takes
 * neither, so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist;
  const hasSpa = dist !== null && existsSync(join(dist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api') || !hasSpa || (req.method !== 'GET' && req.method !== 'HEAD')) throw new AppError('not_found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
