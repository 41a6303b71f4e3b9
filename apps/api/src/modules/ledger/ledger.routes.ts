import { ZAdjustmentListQuery, ZAgencyBalanceQuery, ZCreateAdjustment, ZDecideAdjustment, zIdParams, ZReverseTransaction, ZTransactionListQuery, ZUpdateCardAllowance } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { idempotent } from '@/core/idempotency';
import { agencyTargetFor } from './ledger.policy';
import { agencyBalance } from './services/balance';
import { createAdjustment, decideAdjustment, listAdjustments } from './services/adjustments';
import { listTransactions, reverseByStaff, updateCardAllowance } from './services/transactions';

const tags = ['ledger'];
const finance = { access: 'finance', ownership: 'none' } as const;

/*
 * The ledger's finance routes. SPEC's `PUT /transactions` posts a reversal (a correction is
 * never an edit), so the checker of a manual adjustment uses its own paths:
 * POST /transactions/adjustments/{id}/approve and …/reject (id = the adjustment's id).
 */
export async function ledgerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/transactions', { config: finance, schema: { tags, querystring: ZTransactionListQuery } }, async (req) =>
    ok(req, await listTransactions(app.db, req.query, app.config.agencyTimezone)),
  );

  app.post('/transactions', { ...idempotent, config: finance, schema: { tags, body: ZCreateAdjustment } }, async (req) =>
    ok(req, { adjustment: await createAdjustment(app.db, req, requireUser(req), req.body) }, 'messages.adjustment_submitted'),
  );

  app.put('/transactions', { ...idempotent, config: finance, schema: { tags, body: ZReverseTransaction } }, async (req) =>
    ok(req, { transaction: await reverseByStaff(app.db, req, requireUser(req), req.body) }, 'messages.transaction_reversed'),
  );

  app.get('/transactions/adjustments', { config: finance, schema: { tags, querystring: ZAdjustmentListQuery } }, async (req) =>
    ok(req, await listAdjustments(app.db, req.query)),
  );

  app.post(
    '/transactions/adjustments/:id/approve',
    { ...idempotent, config: { access: 'finance', ownership: 'assertCanDecideAdjustment' }, schema: { tags, params: zIdParams, body: ZDecideAdjustment } },
    async (req) => ok(req, { adjustment: await decideAdjustment(app.db, req, requireUser(req), req.params.id, 'approve', req.body) }, 'messages.adjustment_approved'),
  );

  app.post(
    '/transactions/adjustments/:id/reject',
    { ...idempotent, config: { access: 'finance', ownership: 'assertCanDecideAdjustment' }, schema: { tags, params: zIdParams, body: ZDecideAdjustment } },
    async (req) => ok(req, { adjustment: await decideAdjustment(app.db, req, requireUser(req), req.params.id, 'reject', req.body) }, 'messages.adjustment_rejected'),
  );

  // Finance staff read any agency's wallet; an approved agent its own (the agent home's wallet card).
  app.get('/agency-balance', { config: { access: 'financeOrAgent', ownership: 'agencyTargetFor' }, schema: { tags, querystring: ZAgencyBalanceQuery } }, async (req) =>
    ok(req, await agencyBalance(app.db, agencyTargetFor(requireUser(req), req.query), req.query.currency)),
  );

  app.post('/update-card-allowance', { config: finance, schema: { tags, body: ZUpdateCardAllowance } }, async (req) =>
    ok(req, { wallet: await updateCardAllowance(app.db, req, req.body) }, 'messages.allowance_saved'),
  );
}
