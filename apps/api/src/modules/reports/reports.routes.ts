import { ZProfitLossQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@/core/envelope';
import { financeSummary } from './services/finance-summary';
import { profitLoss } from './services/profit-loss';

const tags = ['reports'];
const finance = { access: 'finance', ownership: 'none' } as const;

/** Finance reports (issue 3 §6): the admin dashboard's figures and profit and loss from the ledger. */
export async function reportsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/finance-summary', { config: finance, schema: { tags } }, async (req) => ok(req, { summary: await financeSummary(app.db, app.config.agencyTimezone) }));

  app.get('/profit-loss-report', { config: finance, schema: { tags, querystring: ZProfitLossQuery } }, async (req) =>
    ok(req, { report: await profitLoss(app.db, req.query, app.config.agencyTimezone) }),
  );
}
