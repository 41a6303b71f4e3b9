import { ZCapturedMail, zIdParams, zPageQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { errors, fileResponse, listEnvelope } from '@/core/responses';
import { capturedAttachment, listCapturedMails } from './dev-mail.service';
import { fromSameMachine } from './same-machine';

/** What an attachment is served as: a PDF as itself, anything else as bytes to save, never as a page of this origin. */
const SERVED_TYPES = ['application/pdf', 'application/octet-stream'] as const;
const servedType = (contentType: string) => (contentType === 'application/pdf' ? contentType : 'application/octet-stream');

/** RFC 6266: a plain ASCII name for every client, the real one for those that read filename*. */
const disposition = (filename: string) => {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * The development inbox: mails captured instead of (or beside) SMTP. It needs no sign-in,
 * because it is how a developer reads a sign-in code before being signed in — so it holds every
 * reset link and code, and answers only callers on this machine (404 to anyone else, as if it
 * did not exist). Never registered in production, where nothing is captured. A mail's attachments
 * (a quote's PDF) are listed with it and downloaded one by one, under the same rule.
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

  app.get(
    '/dev/mail/attachments/:id',
    {
      config: { access: 'public', ownership: 'none' },
      schema: {
        tags: ['dev'],
        summary: "A captured mail's attachment, as a download",
        params: zIdParams,
        response: { 200: fileResponse('The attachment', SERVED_TYPES), ...errors(404) },
      },
    },
    async (req, reply) => {
      if (!fromSameMachine(req)) throw new AppError('not_found');
      const file = await capturedAttachment(app.db, req.params.id);
      if (!file) throw new AppError('not_found');
      return reply
        .header('content-type', servedType(file.contentType))
        .header('content-disposition', disposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
