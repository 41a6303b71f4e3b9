import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The one content coding a request body may come in. gzip is what HTTP clients and SDKs that
 * compress uploads send; brotli, deflate (two incompatible formats under one name) and zstd
 * are rarely sent in requests, and every decoder taken is one more to keep safe. Anything else
 * is 415 with `Accept-Encoding: gzip`, the answer that tells a client what would have worked.
 */
const TAKEN = 'gzip';

/** The codings a Content-Encoding header names, in the order applied; names are case-insensitive and identity is no coding. */
export function contentCodings(header: string): string[] {
  return header
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .map((coding) => (coding === 'x-gzip' ? 'gzip' : coding));
}

/** Fastify reads a body only when one is announced: a non-zero length or a chunked transfer. */
function carriesBody(req: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': transfer } = req.headers;
  return transfer !== undefined || (length !== undefined && length !== '0');
}

/** The decoded body as Fastify's body reader takes it: it counts the bytes received (receivedEncodedLength) against Content-Length. */
type TDecodedBody = Transform & { receivedEncodedLength: number };

/**
 * The body, gunzipped as it arrives. The decoded bytes are counted against the route's body
 * limit here, so a small body that inflates enormously (a zip bomb) is stopped at the limit
 * with 413 instead of being inflated to the end. Bytes that are not gzip are 400
 * `undecodable_body`.
 */
function gunzipped(raw: Readable, limit: number): TDecodedBody {
  const gunzip = createGunzip();
  let decodedLength = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      decodedLength += chunk.length;
      if (decodedLength > limit) done(new AppError('payload_too_large'));
      else done(null, chunk);
    },
  }) as TDecodedBody;
  body.receivedEncodedLength = 0;
  const stop = () => {
    raw.unpipe(gunzip);
    gunzip.destroy();
  };
  raw.on('data', (chunk: Buffer) => {
    body.receivedEncodedLength += chunk.length;
  });
  raw.on('error', (err) => body.destroy(err));
  gunzip.on('error', () => {
    stop();
    body.destroy(new AppError('undecodable_body', { params: { encoding: TAKEN } }));
  });
  body.on('error', stop);
  raw.pipe(gunzip).pipe(body);
  return body;
}

/** 415 naming the codings (the client's text: named, but not at any length), and what would have been taken. */
function refuse(reply: FastifyReply, codings: string[], upload: boolean): never {
  reply.header('accept-encoding', upload ? 'identity' : TAKEN);
  throw new AppError('unsupported_media_type', {
    key: upload ? 'messages.unsupported_upload_encoding' : 'messages.unsupported_content_encoding',
    params: { encoding: codings.join(', ').slice(0, 60) },
  });
}

/**
 * Request bodies in a content coding: gzip is decoded (within the route's body limit, after
 * decoding), any other coding is refused with 415 naming it, and a body that is not what its
 * header says is 400. Multipart uploads are read straight from the connection by their parser,
 * never through a decoder, so they are taken only as they are.
 */
export function registerRequestDecoding(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, reply, payload) => {
    const header = req.headers['content-encoding'];
    if (header === undefined || !carriesBody(req)) return payload;
    const codings = contentCodings(header);
    if (codings.length === 0) return payload;
    if (req.headers['content-type']?.toLowerCase().startsWith('multipart/')) refuse(reply, codings, true);
    if (codings.length > 1 || codings[0] !== TAKEN) refuse(reply, codings, false);
    return gunzipped(payload, req.routeOptions.bodyLimit);
  });
}
