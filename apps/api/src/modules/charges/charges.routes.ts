import { ZAgentCharge, ZChargeListQuery, ZSaveAgentCharge, ZUpdateChargeStatus } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { idempotent } from '@/core/idempotency';
import { listCharges, reverseCharge, saveCharge } from './charges.service';

const tags = ['charges'];
const oneCharge = envelope(z.strictObject({ charge: ZAgentCharge }));

/** Other charges: finance applies and reverses them; agents read their agency's. */
export async function chargesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/save-agent-charges',
    {
      ...idempotent,
      config: { access: 'finance', ownership: 'none' },
      schema: { tags, summary: 'Apply a charge to an agency', body: ZSaveAgentCharge, response: { 200: oneCharge, ...errors(404, 409) } },
    },
    async (req) => ok(req, { charge: await saveCharge(app, req, requireUser(req), req.body) }, 'messages.charge_saved'),
  );

  app.get(
    '/show-all-charges',
    {
      config: { access: 'financeOrAgent', ownership: 'chargesScope' },
      schema: {
        tags,
        summary: 'List charges',
        querystring: ZChargeListQuery,
        response: { 200: listEnvelope(ZAgentCharge), ...errors(404) },
      },
    },
    async (req) => ok(req, await listCharges(app.db, requireUser(req), req.query, app.config.agencyTimezone)),
  );

  app.post(
    '/update-agent-charge-status',
    {
      ...idempotent,
      config: { access: 'finance', ownership: 'none' },
      schema: { tags, summary: 'Reverse a charge', body: ZUpdateChargeStatus, response: { 200: oneCharge, ...errors(404, 409) } },
    },
    async (req) => ok(req, { charge: await reverseCharge(app, req, requireUser(req), req.body) }, 'messages.charge_reversed'),
  );
}
