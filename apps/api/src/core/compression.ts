import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON answers of 1 KB and more, in brotli or gzip as the client's
 * Accept-Encoding allows (with `Vary: Accept-Encoding`), and the sitemap. Nothing else: the
 * built web app is compressed once at build time and served as its .br/.gz files (core/spa.ts),
 * and an answer that already carries a Content-Encoding is never compressed again. The plugin
 * acts on routes only; an answer of the not-found handler (a public page with its head, see
 * core/spa.ts) is compressed by `compressedBody`. Compressed request bodies
 * are not this plugin's to decode: core/request-encoding.ts takes gzip only and answers an
 * unknown coding or a broken body in the envelope.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:(?:[\w.+-]+\+)?json|xml)\b/,
    globalDecompression: false,
  });
}

/** The coding of the client's Accept-Encoding to answer in: brotli, else gzip (a q of 0 refuses one), else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) qualities.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (coding: string) => qualities.get(coding) ?? qualities.get('*') ?? 0;
  const [br, gzip] = [quality('br'), quality('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * `body` as the client takes it, for an answer the plugin does not see: compressed as the
 * plugin would (brotli at quality 4, or gzip; from 1 KB), with `Content-Encoding` and
 * `Vary: Accept-Encoding` set on `reply`. Answers `{ body, coding }` (coding null: as it is).
 */
export function compressedBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
): { body: string | Buffer; coding: 'br' | 'gzip' | null } {
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const coding = Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES ? null : preferredEncoding(req.headers['accept-encoding']);
  if (!coding) return { body, coding };
  reply.header('content-encoding', coding);
  return {
    body: coding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body),
    coding,
  };
}
