import { insuranceQuoteDateProblem, todayIn, zIdParams, ZInsuranceQuoteAnswer, ZInsuranceQuoteRequest } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { createVisitorCookies } from '@/core/visitor';
import { insuranceReaderOf } from './insurance-quotes.policy';
import { presentInsuranceQuote } from './insurance-quotes.presenter';
import { createInsuranceQuote } from './services/create-insurance-quote';
import { quoteViewFor, readInsuranceQuote } from './services/load-insurance-quote';

const tags = ['travel-insurance'];

/**
 * POST /travel-insurance/quotes prices a trip against the published plans and keeps the answer
 * for its reader; GET /travel-insurance/quotes/{id} reads it back (the purchase page does).
 */
export async function insuranceQuotesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const visitors = createVisitorCookies(app.config.appKey, app.config.appUrl.startsWith('https://'));

  app.post(
    '/travel-insurance/quotes',
    {
      config: { access: 'public', ownership: 'storedQuoteViewer', optionalUser: true, idempotency: 'optional' },
      schema: {
        tags,
        summary: 'Price a trip: the published plans that cover it, with the price the caller pays, kept as a quote to buy from',
        body: ZInsuranceQuoteRequest,
        response: { 200: envelope(ZInsuranceQuoteAnswer) },
      },
    },
    async (req, reply) => {
      const problem = insuranceQuoteDateProblem(req.body, todayIn(app.config.agencyTimezone));
      if (problem) throw fieldError(problem.path, problem.message);
      // A visitor's quote is its browser's: the cookie is set only for a caller without a token.
      const reader = insuranceReaderOf(req.user, req.user ? null : visitors.ensure(req, reply));
      const quote = await createInsuranceQuote(app.db, req.body, reader, app.config.agencyTimezone);
      return ok(req, { quote: presentInsuranceQuote(quote, reader.viewer.kind) });
    },
  );

  app.get(
    '/travel-insurance/quotes/:id',
    {
      config: { access: 'public', ownership: 'storedQuoteViewer', optionalUser: true },
      schema: {
        tags,
        summary: 'A stored quote, for whom it was priced (staff read any); expired ones too, with their expiry',
        params: zIdParams,
        response: { 200: envelope(ZInsuranceQuoteAnswer), ...errors(404) },
      },
    },
    async (req) => {
      const row = await readInsuranceQuote(app.db, req.params.id, req.user, visitors.read(req));
      return ok(req, { quote: presentInsuranceQuote(row, quoteViewFor(req.user)) });
    },
  );
}
