import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { failure } from './error-handler';

/**
 * Node's HTTP parser refuses some requests before there is a request to route: headers larger
 * than the server accepts (431) or bytes that are not HTTP (400). Fastify then writes to the
 * socket directly; this handler makes that answer the same error envelope every other failure
 * has, so a client reads `message.code` whatever went wrong. There are no parsed headers to
 * choose a language from, so it is in English.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge ? failure('en', 'headers_too_large', 'messages.headers_too_large') : failure('en', 'bad_request', 'messages.bad_request'),
  );
  this.log.debug({ err }, 'client error before routing');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
