import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const forwardedFor = (req: FastifyRequest): string[] => {
  const header = req.headers['x-forwarded-for'];
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.flatMap((v) => v.split(',')).map((v) => v.trim());
};

/**
 * Whether a request comes from this machine: the socket's own peer address is loopback. Never
 * request.ip, which TRUST_PROXY may take from X-Forwarded-For, a header any client can write.
 * The header can only take access away: a proxy on this machine that names a client elsewhere
 * (e.g. a dev server started with --host) relays a request that is not from this machine.
 */
export function fromSameMachine(req: FastifyRequest): boolean {
  const peer = req.raw.socket?.remoteAddress;
  if (!peer || !LOOPBACK.has(peer)) return false;
  if (req.headers.forwarded !== undefined) return false;
  return forwardedFor(req).every((address) => LOOPBACK.has(address));
}
