import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { INERT_UNTIL_THE_APP } from './first-paint';

/**
 * The security headers of every answer (Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options, …), as helmet writes them for these options.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The one inline script: the server-painted page's, by its hash (core/first-paint.ts).
      scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(INERT_UNTIL_THE_APP).digest('base64')}'`],
      // The API docs page (swagger-ui) uses inline styles; the SPA does not need them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** One thing helmet does to a response: set a header, or remove one (`X-Powered-By`). */
export type HeaderStep = readonly [name: string, value: string | number | readonly string[]] | readonly [name: string];

/**
 * What helmet's middleware does to a response, step by step in its order, found by running it
 * once against a stand-in response that records `setHeader` and `removeHeader`. The request is
 * a stand-in that throws if read: headers that depended on it (a CSP nonce, a directive given
 * as a function of the request) could not be computed once.
 */
export function helmetSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push([name, value]),
    removeHeader: (name: string) => void steps.push([name]),
  } as unknown as ServerResponse;
  const req = new Proxy({} as IncomingMessage, {
    get: () => {
      throw new Error('the security headers must not depend on the request');
    },
  });
  let finished = false;
  helmet(options)(req, res, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return steps;
}

/**
 * Sets the security headers on every answer. @fastify/helmet ran helmet anew for each request,
 * parsing the CSP directives every time (7.6% of the server's time in a CPU profile of
 * `GET /api/user`); the headers never change between requests, so helmet runs once, here, and
 * each request replays its steps on the raw response, exactly where and as @fastify/helmet's
 * onRequest hook wrote them: a route's own `reply.header(...)` (a file's sandboxing CSP) still
 * wins, and an answer sent by an earlier onRequest hook (the access check) goes without them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const steps = helmetSteps(HELMET_OPTIONS);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    done();
  });
}
