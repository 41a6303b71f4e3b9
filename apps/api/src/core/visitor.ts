import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that tells one visitor's browser apart from another's. */
export const VISITOR_COOKIE = 'safar_visitor';
/** A month: long enough that a visitor who comes back tomorrow still finds what it searched. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

// Without APP_KEY (development, tests) cookies are signed with a key that dies with the process.
const PROCESS_KEY = randomBytes(32);

/**
 * What a visitor without an account owns (the flight offers it searched) belongs to its browser:
 * a random id in an http-only cookie, signed with a key derived from APP_KEY so that nobody can
 * make up an id, and unreadable by scripts on the page. Bearer tokens stay the only credential of
 * a signed-in user; this cookie never signs anyone in.
 */
export function createVisitorCookies(appKey: string | undefined, secure: boolean) {
  const key = createHmac('sha256', appKey ?? PROCESS_KEY)
    .update('safar:visitor-cookie')
    .digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  /** The signed visitor id the request carries, or null when it carries none or a forged one. */
  function read(req: FastifyRequest): string | null {
    const value = cookieValue(req.headers.cookie, VISITOR_COOKIE);
    if (!value) return null;
    const [id, signature] = value.split('.');
    if (!id || !signature || !ID_PATTERN.test(id)) return null;
    const expected = Buffer.from(mac(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  /** The request's visitor id, or a new one set on the answer. */
  function ensure(req: FastifyRequest, reply: FastifyReply): string {
    const known = read(req);
    if (known) return known;
    const id = randomBytes(16).toString('base64url');
    const flags = `Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    reply.header('set-cookie', `${VISITOR_COOKIE}=${id}.${mac(id)}; ${flags}`);
    return id;
  }

  return { read, ensure };
}
export type TVisitorCookies = ReturnType<typeof createVisitorCookies>;

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
