import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Query parameters whose values are credentials: reset and verification tokens, sign-in codes,
 * signed URLs' signatures (`signature`, `sig`, `X-Amz-Signature`, `expires-signature`), keys.
 * Broad on purpose: an over-redacted `country_code` costs a log reader little.
 */
const SECRET_PARAM = /token|code|sig|otp|pass|secret|key|hash|auth/i;

/** Paths whose next segment is a credential (the web app's reset link, served by this app). */
const SECRET_SEGMENT_AFTER = ['/auth/password-reset/'];

/**
 * A segment shaped like one of our tokens (32 random bytes as base64url is 43 characters): long,
 * URL-safe, no dot (file names keep theirs), not a UUID (ids are not secret and help to read logs).
 */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function redactPath(path: string): string {
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (path.toLowerCase().startsWith(prefix)) return `${path.slice(0, prefix.length)}${REDACTED}`;
  }
  return path
    .split('/')
    .map((segment) => {
      const plain = safeDecode(segment);
      return TOKEN_SHAPED.test(plain) && !UUID.test(plain) ? REDACTED : segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = safeDecode(pair.slice(0, eq).replace(/\+/g, ' '));
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL fit for the logs: credentials in the path and the query string replaced. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf('?');
  if (q === -1) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, q))}?${redactQuery(withoutHash.slice(q + 1))}`;
}

/**
 * How a request appears in the logs (pino's `req` serializer): Fastify's default fields, with
 * the URL redacted and an address that is an IP address (this runs before the onRequest hook
 * that checks request.ip, so it checks on its own).
 */
export function serializeRequest(req: FastifyRequest) {
  const ip = req.ip && isIP(req.ip) ? req.ip : req.raw.socket?.remoteAddress;
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: ip,
    remotePort: req.raw.socket?.remotePort,
  };
}
