import { ZMarginList, ZSaveMargins } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { ownAgencyMargins } from './margins.policy';
import { getMargins, saveMargins } from './margins.service';

const tags = ['margins'];
const margins = envelope(ZMarginList);

/*
 * Margins. The web's existing calls have no read of an agent's margins; GET /agent-margin adds one.
 * Customer margins are read by finance staff and written by admin only (a public read comes
 * with the storefront's prices, not now).
 */
export async function marginsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const own = { access: 'agentApproved', ownership: 'ownAgencyMargins' } as const;

  app.get(
    '/agent-margin',
    { config: own, schema: { tags, summary: "The signed-in agent's margins", response: { 200: margins } } },
    async (req) => ok(req, await getMargins(app.db, { scope: 'agent', agencyId: ownAgencyMargins(requireUser(req)) })),
  );

  app.post(
    '/save-agent-margin',
    {
      config: own,
      schema: { tags, summary: "Save the signed-in agent's margins", body: ZSaveMargins, response: { 200: margins, ...errors(409) } },
    },
    async (req) => {
      const actor = requireUser(req);
      const saved = await saveMargins(app.db, req, actor.id, { scope: 'agent', agencyId: ownAgencyMargins(actor) }, req.body);
      return ok(req, saved, 'messages.agent_margins_saved');
    },
  );

  app.get(
    '/get-customer-margin-values',
    { config: { access: 'finance', ownership: 'none' }, schema: { tags, summary: 'Customer (B2C) margins', response: { 200: margins } } },
    async (req) => ok(req, await getMargins(app.db, { scope: 'customer' })),
  );

  app.post(
    '/save-customer-margin-values',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: { tags, summary: 'Save customer (B2C) margins', body: ZSaveMargins, response: { 200: margins, ...errors(409) } },
    },
    async (req) =>
      ok(req, await saveMargins(app.db, req, requireUser(req).id, { scope: 'customer' }, req.body), 'messages.margin_values_saved'),
  );
}
