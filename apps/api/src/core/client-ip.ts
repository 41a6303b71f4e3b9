import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '@/config';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function of the hop index, the
 * way proxy-addr walks X-Forwarded-For from the socket leftwards: the first `hops` addresses
 * are our proxies, the next one is the client, and anything a client wrote further left is
 * never reached. (Fastify's own numeric option trusts no hop at all.)
 */
export function trustProxyOption(setting: AppConfig['trustProxy']): false | string[] | TrustFunction {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** The client address if it is an IP address; null otherwise (what gets stored). */
export function storedIp(req: FastifyRequest | null | undefined): string | null {
  const ip = req?.ip;
  return ip && isIP(ip) ? ip : null;
}

/**
 * Makes request.ip an IP address or undefined: X-Forwarded-For is free text, and its value
 * reaches the rate limiter's keys, the logs and the stored sessions and activity. A value that
 * is not an address is replaced by the socket's own address. Registered first, before the rate
 * limiter reads the address.
 */
export function registerClientIp(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (isIP(req.ip ?? '')) return;
    const socketAddress = req.raw.socket?.remoteAddress;
    // An own property shadows Fastify's getter for this request only.
    Object.defineProperty(req, 'ip', { value: socketAddress && isIP(socketAddress) ? socketAddress : undefined, configurable: true });
  });
}
