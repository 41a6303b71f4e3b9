import {
  ZAdjustmentListQuery,
  ZAllowanceRequested,
  ZAgencyBalanceAnswer,
  ZLedgerAdjustment,
  ZLedgerTransaction,
  ZAgencyBalanceQuery,
  ZCreateAdjustment,
  ZDecideAdjustment,
  zIdParams,
  ZReverseTransaction,
  ZTransactionListQuery,
  ZUpdateCardAllowance,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { idempotent } from '@/core/idempotency';
import { agencyTargetFor } from '@/modules/agencies/agencies.policy';
import { agencyBalance } from './services/balance';
import { createAdjustment, decideAdjustment, listAdjustments } from './services/adjustments';
import { listTransactions, reverseByStaff } from './services/transactions';
import { requestAllowanceChange } from './services/credit-allowance-requests';
import { creditAllowanceRoutes } from './credit-allowance.routes';

const tags = ['ledger'];
const finance = { access: 'finance', ownership: 'none' } as const;
const oneAdjustment = envelope(z.strictObject({ adjustment: ZLedgerAdjustment }));

/*
 * The ledger's finance routes. `PUT /transactions` (a path clients already use) posts a reversal (a correction is
 * never an edit), so the checker of a manual adjustment uses its own paths:
 * POST /transactions/adjustments/{id}/approve and …/reject (id = the adjustment's id).
 */
export async function ledgerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/transactions',
    {
      config: finance,
      schema: {
        tags,
        summary: 'List ledger transactions',
        querystring: ZTransactionListQuery,
        response: { 200: listEnvelope(ZLedgerTransaction) },
      },
    },
    async (req) => ok(req, await listTransactions(app.db, req.query, app.config.agencyTimezone)),
  );

  app.post(
    '/transactions',
    {
      ...idempotent,
      config: finance,
      schema: {
        tags,
        summary: 'Propose a manual adjustment (needs a second staff approval)',
        body: ZCreateAdjustment,
        response: { 200: oneAdjustment, ...errors(404, 409) },
      },
    },
    async (req) =>
      ok(req, { adjustment: await createAdjustment(app.db, req, requireUser(req), req.body) }, 'messages.adjustment_submitted'),
  );

  app.put(
    '/transactions',
    {
      ...idempotent,
      config: finance,
      schema: {
        tags,
        summary: 'Reverse a ledger transaction',
        body: ZReverseTransaction,
        response: { 200: envelope(z.strictObject({ transaction: ZLedgerTransaction })), ...errors(404, 409) },
      },
    },
    async (req) => ok(req, { transaction: await reverseByStaff(app.db, req, requireUser(req), req.body) }, 'messages.transaction_reversed'),
  );

  app.get(
    '/transactions/adjustments',
    {
      config: finance,
      schema: {
        tags,
        summary: 'List manual adjustments',
        querystring: ZAdjustmentListQuery,
        response: { 200: listEnvelope(ZLedgerAdjustment) },
      },
    },
    async (req) => ok(req, await listAdjustments(app.db, req.query)),
  );

  app.post(
    '/transactions/adjustments/:id/approve',
    {
      ...idempotent,
      config: { access: 'finance', ownership: 'assertCanDecideAdjustment' },
      schema: {
        tags,
        summary: 'Approve a manual adjustment',
        params: zIdParams,
        body: ZDecideAdjustment,
        response: { 200: oneAdjustment, ...errors(404, 409) },
      },
    },
    async (req) =>
      ok(
        req,
        { adjustment: await decideAdjustment(app.db, req, requireUser(req), req.params.id, 'approve', req.body) },
        'messages.adjustment_approved',
      ),
  );

  app.post(
    '/transactions/adjustments/:id/reject',
    {
      ...idempotent,
      config: { access: 'finance', ownership: 'assertCanDecideAdjustment' },
      schema: {
        tags,
        summary: 'Reject a manual adjustment',
        params: zIdParams,
        body: ZDecideAdjustment,
        response: { 200: oneAdjustment, ...errors(404, 409) },
      },
    },
    async (req) =>
      ok(
        req,
        { adjustment: await decideAdjustment(app.db, req, requireUser(req), req.params.id, 'reject', req.body) },
        'messages.adjustment_rejected',
      ),
  );

  // Finance staff read any agency's wallet; an approved agent its own (the agent home's wallet card).
  app.get(
    '/agency-balance',
    {
      config: { access: 'financeOrAgent', ownership: 'agencyTargetFor' },
      schema: {
        tags,
        summary: "An agency wallet's balance and latest entries",
        querystring: ZAgencyBalanceQuery,
        response: { 200: envelope(ZAgencyBalanceAnswer), ...errors(404) },
      },
    },
    async (req) => ok(req, await agencyBalance(app.db, agencyTargetFor(requireUser(req), req.query), req.query.currency)),
  );

  // Asks for a new credit allowance: the wallet is answered unchanged until a second staff member approves.
  app.post(
    '/update-card-allowance',
    {
      ...idempotent,
      config: finance,
      schema: {
        tags,
        summary: "Ask for a change of an agency wallet's credit allowance (needs a second staff approval)",
        body: ZUpdateCardAllowance,
        response: { 200: envelope(ZAllowanceRequested), ...errors(404, 409) },
      },
    },
    async (req) => ok(req, await requestAllowanceChange(app.db, req, requireUser(req), req.body), 'messages.allowance_requested'),
  );

  await creditAllowanceRoutes(base);
}
