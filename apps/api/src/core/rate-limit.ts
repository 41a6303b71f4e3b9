import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';

/**
 * Rate limits: in memory for one process, in Redis when REDIS_URL is set (several processes).
 * A global per-client limit on /api, and tighter per-account limits on the sign-in routes.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  // The client library is loaded only when it is used.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: app.config.rateLimitMax > 0,
    max: app.config.rateLimitMax || 1_000_000,
    timeWindow: 60_000,
    ...(redis ? { redis, skipOnError: true } : {}),
    keyGenerator: (req) => req.ip,
    allowList: (req) => !req.url.startsWith('/api') || req.url === '/api/health' || req.url === '/api/ready',
    errorResponseBuilder: (_req, context) => new AppError('rate_limited', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

const bodyEmail = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * A route preHandler for one named limit. Built on `createRateLimit` rather than
 * `app.rateLimit`: the latter skips a request the global limiter has already counted, so a
 * tighter per-route limit would never apply while the global one is on. `max` may be read when a
 * request comes (a setting admin changes), and `messageKey` says more than the generic message.
 */
function groupLimit(
  app: FastifyInstance,
  group: string,
  max: number | (() => Promise<number>),
  timeWindowMs: number,
  key: (req: FastifyRequest) => string,
  messageKey?: string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: typeof max === 'number' ? max : () => max(),
    timeWindow: timeWindowMs,
    keyGenerator: (req) => `${group}:${key(req)}`,
  });
  return async (req) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError('rate_limited', { retryAfter: Math.max(1, result.ttlInSeconds), ...(messageKey ? { key: messageKey } : {}) });
  };
}

/** A limit keyed by the email in the body (per account), for sign-in and recovery routes. */
export function perAccountLimit(app: FastifyInstance, group: string, max: number, timeWindowMs: number): preHandlerAsyncHookHandler {
  return groupLimit(app, group, max, timeWindowMs, bodyEmail);
}

/**
 * A limit keyed by the email in the body and the client address together: one address gets few
 * tries at one account, and what a stranger spends there does not touch the owner elsewhere.
 */
export function perAccountAndIpLimit(app: FastifyInstance, group: string, max: number, timeWindowMs: number): preHandlerAsyncHookHandler {
  return groupLimit(app, group, max, timeWindowMs, (req) => `${bodyEmail(req)}|${req.ip}`);
}

/** A limit keyed by the client IP for one group of routes. */
export function perIpLimit(app: FastifyInstance, group: string, max: number, timeWindowMs: number): preHandlerAsyncHookHandler {
  return groupLimit(app, group, max, timeWindowMs, (req) => req.ip);
}

/**
 * A limit keyed by the signed-in user, for actions that reach other people (mailing a quote to
 * any address): one account cannot be turned into a mail cannon, whichever address it calls from.
 * Falls back to the client IP on a route that lets visitors in.
 */
export function perUserLimit(app: FastifyInstance, group: string, max: number, timeWindowMs: number): preHandlerAsyncHookHandler {
  return groupLimit(app, group, max, timeWindowMs, (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`));
}

/**
 * A limit on callers who are not signed in, keyed by the client address, whose maximum is read on
 * every request (an admin setting, so a change applies at once, in every process). An IPv6 client
 * is counted by its /64, as the rate limiter does by default: one home or office gets a /64 and
 * picks any address in it. Signed-in callers are not counted here.
 */
export function perVisitorLimit(
  app: FastifyInstance,
  group: string,
  max: () => Promise<number>,
  timeWindowMs: number,
  messageKey: string,
): preHandlerAsyncHookHandler {
  const limit = groupLimit(app, group, max, timeWindowMs, (req) => (req.ip ? normalizeIP(req.ip) : 'unknown'), messageKey);
  return async function visitorLimit(req, reply) {
    if (req.user) return;
    await limit.call(this, req, reply);
  };
}
