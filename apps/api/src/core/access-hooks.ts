import { decideAccess } from '@safar/contracts';
import type { TLocale } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { authenticateToken, bearerToken } from './authenticate';
import { requestLocale } from './locale';
import type { AuthUser } from './types';

/**
 * Every /api route names its access entry in `config.access`. The check runs in onRequest,
 * before the body is parsed or any object is looked up: 401 without a valid token, 403 for
 * the wrong role. Ownership (which objects) is the handler's policy call.
 */
export function registerAccessHooks(app: FastifyInstance): void {
  app.decorate('routeAccess', []);
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'en');

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read the config when asked, not now: onRoute hooks of plugins registered later (the
      // docs UI declares its routes public that way) still change it after this hook ran.
      app.routeAccess.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get ownership() {
          return route.config?.ownership;
        },
      });
    }
  });

  app.addHook('onRequest', async (req) => {
    req.locale = requestLocale(req);
    if (!req.url.startsWith('/api')) return;
    const config = req.routeOptions.config;
    if (!req.routeOptions.url) return; // unknown path: the not-found handler answers
    const access = config.access;
    if (!access) {
      req.log.error({ url: req.routeOptions.url }, 'route declares no access entry; denying');
      throw new AppError('forbidden');
    }
    if (access === 'public') {
      const token = config.optionalUser ? bearerToken(req.headers.authorization) : null;
      if (token) req.user = await authenticateToken(app.db, token);
      if (req.user?.status !== undefined && req.user.status !== 'active') req.user = null;
      return;
    }
    const token = bearerToken(req.headers.authorization);
    req.user = token ? await authenticateToken(app.db, token) : null;
    if (req.user && !req.headers['x-locale'] && !req.headers['accept-language']) req.locale = req.user.locale;
    const decision = decideAccess(access, req.user);
    if (decision === 'unauthenticated') throw new AppError('unauthenticated');
    if (decision === 'forbidden') throw new AppError('forbidden');
  });
}

/**
 * The signed-in user with the language this request asks for, to present what is read: a
 * product's title follows the page the user is on, not the language saved on the account.
 */
export function readerOf(req: { user: AuthUser | null; locale: TLocale }): AuthUser {
  return { ...requireUser(req), locale: req.locale };
}

/** The signed-in user of a route whose access entry requires one. */
export function requireUser(req: { user: AuthUser | null }) {
  if (!req.user) throw new AppError('unauthenticated');
  return req.user;
}
