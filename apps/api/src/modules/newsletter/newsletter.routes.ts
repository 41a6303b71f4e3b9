import { HONEYPOT_FIELD, ZNewsletterListQuery, ZNewsletterSignup, ZNewsletterSubscriber, ZNewsletterToken } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/core/envelope';
import { envelope, fileResponse, listEnvelope } from '@/core/responses';
import { linkLimits, signUpLimits } from './newsletter.limits';
import { confirmSubscription, purgeExpiredSignUps, signUp, unsubscribe } from './newsletter.service';
import { listSubscribers, subscribersCsv } from './newsletter-subscribers';
import { groupTicketNewsletter } from './group-ticket-newsletter';

const tags = ['newsletter'];
const open = { access: 'public', ownership: 'none' } as const;
const done = envelope(z.null());

export const NEWSLETTER_PURGE_JOB = 'newsletter.purge-pending';

/** The group-travel newsletter: sign-up with a mailed confirmation, unsubscribe, and the list for admin. */
export async function newsletterRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const links = linkLimits(app);

  app.jobs.define({
    name: NEWSLETTER_PURGE_JOB,
    cron: '47 * * * *',
    async handler() {
      await purgeExpiredSignUps(app);
    },
  });
  groupTicketNewsletter(app);

  app.post(
    '/newsletter/subscribe',
    {
      config: { ...open, idempotency: 'optional' },
      preHandler: signUpLimits(app),
      schema: {
        tags,
        summary: 'Sign up for group travel updates: a confirmation link is mailed; only a confirmed address is kept',
        description:
          'The answer is the same whether the address is new, waiting for its confirmation or already subscribed ' +
          `(an address already subscribed is mailed nothing). \`${HONEYPOT_FIELD}\` must be left out or blank.`,
        body: ZNewsletterSignup,
        response: { 200: done },
      },
    },
    async (req) => {
      if (!req.body[HONEYPOT_FIELD]) await signUp(app, req, req.body);
      return ok(req, null, 'messages.newsletter_signed_up');
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: open,
      preHandler: links,
      schema: {
        tags,
        summary: "The confirmation link's token: the address is subscribed (again: the same answer)",
        body: ZNewsletterToken,
        response: { 200: done },
      },
    },
    async (req) => {
      await confirmSubscription(app, req, req.body);
      return ok(req, null, 'messages.newsletter_confirmed');
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: open,
      preHandler: links,
      schema: {
        tags,
        summary: "A newsletter mail's unsubscribe link: the address gets no more mail (again: the same answer)",
        body: ZNewsletterToken,
        response: { 200: done },
      },
    },
    async (req) => {
      await unsubscribe(app, req, req.body.token);
      return ok(req, null, 'messages.newsletter_unsubscribed');
    },
  );

  // Mail clients' own unsubscribe button (List-Unsubscribe-Post) posts a form to the header's
  // address; its one field says nothing the address does not, so the body is dropped.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, next) =>
      next(null, undefined),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/one-click-unsubscribe',
      {
        config: open,
        preHandler: links,
        schema: {
          tags,
          summary: "The List-Unsubscribe header's one-click address (RFC 8058): a mail client posts to it",
          querystring: ZNewsletterToken,
          response: { 200: done },
        },
      },
      async (req) => {
        await unsubscribe(app, req, req.query.token);
        return ok(req, null, 'messages.newsletter_unsubscribed');
      },
    );
  });

  app.get(
    '/newsletter/subscribers',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'Every address with its state (pending, subscribed, unsubscribed); search by address',
        querystring: ZNewsletterListQuery,
        response: { 200: listEnvelope(ZNewsletterSubscriber) },
      },
    },
    async (req) => ok(req, await listSubscribers(app.db, req.query)),
  );

  app.get(
    '/newsletter/subscribers/export',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'The subscribed addresses as CSV',
        response: { 200: fileResponse('CSV: email, language, confirmed_at', ['text/csv']) },
      },
    },
    async (_req, reply) => {
      const csv = await subscribersCsv(app.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="group-travel-subscribers.csv"')
        .send(csv);
    },
  );
}
