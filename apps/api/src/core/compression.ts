import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON answers of 1 KB and more, in brotli or gzip as the client's
 * Accept-Encoding allows (with `Vary: Accept-Encoding`). Only JSON: the built web app is
 * compressed once at build time and served as its .br/.gz files (core/spa.ts), and an answer
 * that already carries a Content-Encoding is never compressed again. Compressed request bodies
 * are not this plugin's to decode: core/request-encoding.ts takes gzip only and answers an
 * unknown coding or a broken body in the envelope.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
    globalDecompression: false,
  });
}
