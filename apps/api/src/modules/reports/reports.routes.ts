import { ZAgentProfitLossQuery, ZAgentProfitLossReport, ZFinanceSummary, ZProfitLossQuery, ZProfitLossReport } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope } from '@/core/responses';
import { agencyOfAgent } from '@/modules/bookings/bookings.policy';
import { agentProfitLoss } from './services/agent-profit-loss';
import { financeSummary } from './services/finance-summary';
import { profitLoss } from './services/profit-loss';

const tags = ['reports'];
const finance = { access: 'finance', ownership: 'none' } as const;

/** Finance reports: the admin dashboard's figures, profit and loss from the ledger, and an agent's own on its bookings. */
export async function reportsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/finance-summary',
    {
      config: finance,
      schema: { tags, summary: 'Finance dashboard figures', response: { 200: envelope(z.strictObject({ summary: ZFinanceSummary })) } },
    },
    async (req) => ok(req, { summary: await financeSummary(app.db, app.config.agencyTimezone) }),
  );

  app.get(
    '/profit-loss-report',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Profit and loss',
        querystring: ZProfitLossQuery,
        response: { 200: envelope(z.strictObject({ report: ZProfitLossReport })) },
      },
    },
    async (req) => ok(req, { report: await profitLoss(app.db, req.query, app.config.agencyTimezone) }),
  );

  app.get(
    '/agent-profit-loss-report',
    {
      config: { access: 'agentApproved', ownership: 'agencyOfAgent' },
      schema: {
        tags,
        summary: "The agent's profit and loss on its agency's bookings, by month",
        querystring: ZAgentProfitLossQuery,
        response: { 200: envelope(z.strictObject({ report: ZAgentProfitLossReport })) },
      },
    },
    async (req) =>
      ok(req, { report: await agentProfitLoss(app.db, agencyOfAgent(requireUser(req)), req.query, app.config.agencyTimezone) }),
  );
}
