import type { FastifyInstance } from 'fastify';

/**
 * Answers to a signed-in user are that user's data: no browser, proxy or shared cache may keep
 * them (a shared computer's back button, a corporate proxy). A route that already chose its own
 * policy (file downloads say `private, no-store`) keeps it; public answers and the web app's
 * static files, which carry no user, keep their caching.
 */
export function registerNoStoreForUsers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
