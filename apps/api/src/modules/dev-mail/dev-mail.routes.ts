import { ZCapturedMail, zPageQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { errors, listEnvelope } from '@/core/responses';
import { listCapturedMails } from './dev-mail.service';
import { fromSameMachine } from './same-machine';

/**
 * The development inbox: mails captured instead of (or beside) SMTP. It needs no sign-in,
 * because it is how a developer reads a sign-in code before being signed in — so it holds every
 * reset link and code, and answers only callers on this machine (404 to anyone else, as if it
 * did not exist). Never registered in production, where nothing is captured.
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
        response: { 200: listEnvelope(ZCapturedMail), ...errors(404) },
      },
    },
    async (req) => {
      if (!fromSameMachine(req)) throw new AppError('not_found');
      return ok(req, await listCapturedMails(app.db, req.query));
    },
  );
}
