import { ZStatementAnswer, ZStatementQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, zFile } from '@/core/responses';
import { agencyTargetFor } from '@/modules/agencies/agencies.policy';
import { PeriodTotalsCache } from './period-totals';
import { renderStatementCsv } from './statement-csv';
import { statementFileName } from './statement-format';
import { renderStatementPdf } from './statement-pdf';
import { statementExport, statementPage } from './statements.service';

const tags = ['statements'];

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** One page as JSON by default; the whole period as a file with format=csv or format=pdf. */
const statementAnswers = {
  description: 'The statement: one page as JSON, or the whole period as CSV or PDF',
  content: {
    'application/json': { schema: envelope(ZStatementAnswer) },
    'text/csv': { schema: zFile },
    'application/pdf': { schema: zFile },
  },
};

/**
 * GET /agent-statment (the spelling clients already use): an agency's statement, as JSON one page at a time, or
 * the whole period as CSV or PDF (format=csv|pdf) in the caller's language. Finance staff name
 * the agency or its agent; an approved agent reads its own agency only.
 */
export async function statementsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const totalsCache = new PeriodTotalsCache();

  app.get(
    '/agent-statment',
    {
      config: { access: 'financeOrAgent', ownership: 'agencyTargetFor' },
      schema: { tags, summary: "An agency's statement", querystring: ZStatementQuery, response: { 200: statementAnswers, ...errors(404) } },
    },
    async (req, reply) => {
      const target = agencyTargetFor(requireUser(req), req.query);
      const ctx = { db: app.db, timezone: app.config.agencyTimezone, totalsCache };
      const { format } = req.query;
      if (format === 'json') return ok(req, await statementPage(ctx, target, req.query));
      const statement = await statementExport(ctx, target, req.query);
      const body = format === 'csv' ? renderStatementCsv(statement, req.locale) : await renderStatementPdf(statement, req.locale);
      const name = statementFileName(statement, format);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.unicode)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
