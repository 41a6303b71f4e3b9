import { ZCapturedMail, zPageQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@/core/envelope';
import { listEnvelope } from '@/core/responses';
import { listCapturedMails } from './dev-mail.service';

/**
 * The development inbox: mails captured instead of (or beside) SMTP. Public, because it is how
 * a developer reads a sign-in code before being signed in; never registered in production,
 * where nothing is captured, so the path is a plain 404 there.
 */
export async function devMailRoutes(parent: FastifyInstance) {
  if (!parent.config.captureMail) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/mail',
    {
      config: { access: 'public', ownership: 'none' },
      schema: {
        tags: ['dev'],
        summary: 'List captured mails, newest first',
        querystring: zPageQuery,
        response: { 200: listEnvelope(ZCapturedMail) },
      },
    },
    async (req) => ok(req, await listCapturedMails(app.db, req.query)),
  );
}
