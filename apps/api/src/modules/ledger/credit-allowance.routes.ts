import { ZAllowanceRequestListQuery, ZCreditAllowanceRequest, ZDecideAllowanceRequest, zIdParams } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { idempotent } from '@/core/idempotency';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { decideAllowanceRequest, listAllowanceRequests } from './services/credit-allowance-requests';

const tags = ['ledger'];
const checker = { access: 'finance', ownership: 'assertCanDecideAllowanceRequest' } as const;
const oneRequest = envelope(z.strictObject({ request: ZCreditAllowanceRequest }));

/**
 * The checker's side of a credit allowance change (POST /update-card-allowance asks for one):
 * finance staff list the requests, and a second staff member approves or rejects a pending one.
 */
export async function creditAllowanceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/credit-allowance-requests',
    {
      config: { access: 'finance', ownership: 'none' },
      schema: {
        tags,
        summary: 'List credit allowance change requests',
        querystring: ZAllowanceRequestListQuery,
        response: { 200: listEnvelope(ZCreditAllowanceRequest) },
      },
    },
    async (req) => ok(req, await listAllowanceRequests(app.db, req.query)),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/credit-allowance-requests/:id/${action}`,
      {
        ...idempotent,
        config: checker,
        schema: {
          tags,
          summary: action === 'approve' ? 'Approve a credit allowance change (applies it)' : 'Reject a credit allowance change',
          params: zIdParams,
          body: ZDecideAllowanceRequest,
          response: { 200: oneRequest, ...errors(404, 409) },
        },
      },
      async (req) =>
        ok(
          req,
          { request: await decideAllowanceRequest(app.db, req, requireUser(req), req.params.id, action, req.body) },
          action === 'approve' ? 'messages.allowance_approved' : 'messages.allowance_rejected',
        ),
    );
  }
}
