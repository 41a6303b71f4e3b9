import type { FastifyReply } from 'fastify';

/** Headers that keep a stored file inert: never sniffed, never rendered as a page, never scripted. */
export function fileHeaders(reply: FastifyReply, mime: string, name: string, size: number) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .type(mime)
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
}
