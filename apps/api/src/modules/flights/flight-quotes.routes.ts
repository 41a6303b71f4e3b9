import { ZFlightIdQuery, ZFlightQuoteAnswer, ZQuoteSent, ZSendQuote } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { perUserLimit } from '@/core/rate-limit';
import { envelope, errors } from '@/core/responses';
import { QUOTE_MAILS_PER_HOUR } from './flight-quotes.policy';
import { flightQuote } from './services/flight-quote';
import { sendFlightQuote } from './services/send-flight-quote';

const tags = ['flights'];

/**
 * Quotes for a client, from an offer the sender found: the preview (GET /flight-quotation) and the
 * mail with its PDF (POST /send-sooper-quote, the path the web already calls). Both show what the
 * client pays, never net prices or margins; both are 404 for an offer the sender may not read and
 * 410 once the offer has expired.
 */
export async function flightQuoteRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/flight-quotation',
    {
      config: { access: 'flightQuote', ownership: 'quotableOffer' },
      schema: {
        tags,
        summary: 'A stored offer as a quote for a client',
        querystring: ZFlightIdQuery,
        response: { 200: envelope(ZFlightQuoteAnswer), ...errors(404, 410) },
      },
    },
    async (req) => ok(req, { quote: await flightQuote(app.db, req.query.flight_id, requireUser(req)) }),
  );

  app.post(
    '/send-sooper-quote',
    {
      config: { access: 'flightQuote', ownership: 'quotableOffer', idempotency: 'optional' },
      // Counted per sender whatever the outcome, so probing offer ids spends the same allowance.
      preHandler: perUserLimit(app, 'flight-quote-mail', QUOTE_MAILS_PER_HOUR, 60 * 60_000),
      schema: {
        tags,
        summary: 'Mail a client the quote of a stored offer, with the quote as PDF',
        body: ZSendQuote,
        response: { 200: envelope(ZQuoteSent), ...errors(404, 410, 429) },
      },
    },
    async (req) => ok(req, await sendFlightQuote(req, requireUser(req), req.body), 'messages.quote_sent'),
  );
}
