import {
  ZAgencyDepositsQuery,
  ZDeposit,
  ZDepositDetails,
  ZDepositTotal,
  ZReferenceRef,
  ZAgentsDepositsQuery,
  ZCreateDeposit,
  ZDepositAgentParams,
  zIdParams,
  zIdQuery,
  ZUpdateDepositStatus,
  type TDepositStatus,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { idempotent } from '@/core/idempotency';
import { registerUploadInUseCheck } from '@/modules/uploads/uploads.policy';
import { createUrlSigner } from '@/modules/uploads/signed-url';
import { assertDepositAgentSelf, depositReceiptInUse } from './deposits.policy';
import type { TDepositDeps } from './services/deposit-deps';
import { depositDetails } from './services/deposit-details';
import { approvedTotals, listAgencyDeposits, listAllDeposits } from './services/list-deposits';
import { deleteDeposit, reviewDeposit } from './services/review-deposit';
import { submitDeposit } from './services/submit-deposit';

const tags = ['deposits'];
const REVIEW_MESSAGES: Record<TDepositStatus, string> = {
  pending: 'messages.deposit_submitted',
  awaiting_confirmation: 'messages.deposit_amount_proposed',
  approved: 'messages.deposit_approved',
  rejected: 'messages.deposit_rejected',
  reversed: 'messages.deposit_reversed',
};
const oneDeposit = envelope(z.strictObject({ deposit: ZDeposit }));
const scoped = { access: 'financeOrAgent', ownership: 'depositsScope' } as const;
const agentSelf = { access: 'financeOrAgent', ownership: 'assertDepositAgentSelf' } as const;

/**
 * Deposits and top-up requests. Agents submit and follow
 * their agency's deposits; finance staff review them; approval credits the wallet.
 */
export async function depositsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: TDepositDeps = { app, signer: createUrlSigner(app.config.appKey) };
  // A module-level function in a Set: registering again (several apps in one process) is a no-op.
  registerUploadInUseCheck(depositReceiptInUse);

  app.post(
    '/deposit-data',
    {
      ...idempotent,
      config: { access: 'financeOrAgent', ownership: 'depositSubmitTarget' },
      schema: { tags, summary: 'Submit a deposit', body: ZCreateDeposit, response: { 200: oneDeposit, ...errors(404, 409) } },
    },
    async (req) => ok(req, { deposit: await submitDeposit(deps, req, requireUser(req), req.body) }, 'messages.deposit_submitted'),
  );

  app.get(
    '/get-deposit-data/:agent',
    {
      config: agentSelf,
      schema: {
        tags,
        summary: "List an agent's agency deposits",
        params: ZDepositAgentParams,
        querystring: ZAgencyDepositsQuery,
        response: { 200: listEnvelope(ZDeposit), ...errors(404) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      assertDepositAgentSelf(user, req.params.agent);
      return ok(req, await listAgencyDeposits(app.db, user, req.params.agent, req.query));
    },
  );

  app.get(
    '/get-agents-deposits',
    {
      config: { access: 'finance', ownership: 'none' },
      schema: {
        tags,
        summary: "List every agency's deposits",
        querystring: ZAgentsDepositsQuery,
        response: { 200: listEnvelope(ZDeposit) },
      },
    },
    async (req) => ok(req, await listAllDeposits(app.db, req.query)),
  );

  app.get(
    '/deposit-details',
    {
      config: scoped,
      schema: {
        tags,
        summary: 'Read a deposit with its details',
        querystring: zIdQuery,
        response: { 200: envelope(z.strictObject({ deposit: ZDepositDetails })), ...errors(404) },
      },
    },
    async (req) => ok(req, { deposit: await depositDetails(app.db, deps.signer, requireUser(req), req.query.id) }),
  );

  app.get(
    '/approved-deposits-total/:agent',
    {
      config: agentSelf,
      schema: {
        tags,
        summary: "Approved deposits' totals per currency",
        params: ZDepositAgentParams,
        response: { 200: envelope(z.strictObject({ totals: z.array(ZDepositTotal) })), ...errors(404) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      assertDepositAgentSelf(user, req.params.agent);
      return ok(req, { totals: await approvedTotals(app.db, user, req.params.agent) });
    },
  );

  app.put(
    '/update-deposit-status/:id',
    {
      ...idempotent,
      config: { access: 'finance', ownership: 'none' },
      schema: {
        tags,
        summary: 'Approve, reject or reverse a deposit',
        description:
          'Approving the submitted amount credits the wallet. Another amount (with a reason) awaits a second staff member, ' +
          'who confirms it by approving that amount. The submitter never approves (403), nor does the proposer confirm (403). ' +
          'Reversing an approved deposit (with a reason) takes the credit back.',
        params: zIdParams,
        body: ZUpdateDepositStatus,
        response: { 200: oneDeposit, ...errors(404, 409) },
      },
    },
    async (req) => {
      const deposit = await reviewDeposit(deps, req, requireUser(req), req.params.id, req.body);
      return ok(req, { deposit }, REVIEW_MESSAGES[deposit.status]);
    },
  );

  app.delete(
    '/delete-deposit-data',
    {
      config: scoped,
      schema: {
        tags,
        summary: 'Delete a pending deposit',
        querystring: zIdQuery,
        response: { 200: envelope(z.strictObject({ deposit: ZReferenceRef })), ...errors(404, 409) },
      },
    },
    async (req) => ok(req, { deposit: await deleteDeposit(deps, req, requireUser(req), req.query.id) }, 'messages.deposit_deleted'),
  );
}
