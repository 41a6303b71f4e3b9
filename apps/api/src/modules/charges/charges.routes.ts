import { ZChargeListQuery, ZSaveAgentCharge, ZUpdateChargeStatus } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { idempotent } from '@/core/idempotency';
import { listCharges, reverseCharge, saveCharge } from './charges.service';

const tags = ['charges'];

/** Other charges (issue 3 §5): finance applies and reverses them; agents read their agency's. */
export async function chargesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/save-agent-charges', { ...idempotent, config: { access: 'finance', ownership: 'none' }, schema: { tags, body: ZSaveAgentCharge } }, async (req) =>
    ok(req, { charge: await saveCharge(app, req, requireUser(req), req.body) }, 'messages.charge_saved'),
  );

  app.get('/show-all-charges', { config: { access: 'financeOrAgent', ownership: 'chargesScope' }, schema: { tags, querystring: ZChargeListQuery } }, async (req) =>
    ok(req, await listCharges(app.db, requireUser(req), req.query, app.config.agencyTimezone)),
  );

  app.post('/update-agent-charge-status', { ...idempotent, config: { access: 'finance', ownership: 'none' }, schema: { tags, body: ZUpdateChargeStatus } }, async (req) =>
    ok(req, { charge: await reverseCharge(app, req, requireUser(req), req.body) }, 'messages.charge_reversed'),
  );
}
