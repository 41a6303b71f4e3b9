import { ZAgentProfile, ZAgentProfileQuery, ZSaveAgentProfile } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { agentProfileTarget, ownAgencyProfile } from './agent-profile.policy';
import { getAgentProfile, saveAgentProfile } from './agent-profile.service';

const tags = ['agent-profile'];
const profile = envelope(z.strictObject({ profile: ZAgentProfile }));

/**
 * The agency's public profile: the name, logo and contact details its customers' documents show.
 * Its approved agents write it (POST /agent-profile); the agent and staff who reach the agent read it.
 */
export async function agentProfileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/agent-profile',
    {
      config: { access: 'agentDataRead', ownership: 'agentProfileTarget' },
      schema: {
        tags,
        summary: "An agency's public profile: the agent's own, or (staff) the agent named by user_id",
        querystring: ZAgentProfileQuery,
        response: { 200: profile, ...errors(404, 409) },
      },
    },
    async (req) => {
      const agencyId = await agentProfileTarget(app.db, requireUser(req), req.query.user_id);
      return ok(req, { profile: await getAgentProfile(app.db, agencyId) });
    },
  );

  app.post(
    '/agent-profile',
    {
      config: { access: 'agentApproved', ownership: 'ownAgencyProfile' },
      schema: {
        tags,
        summary: "Save the signed-in agent's agency profile (the whole of it)",
        body: ZSaveAgentProfile,
        response: { 200: profile },
      },
    },
    async (req) => {
      const actor = requireUser(req);
      const saved = await saveAgentProfile(app.db, req, actor.id, ownAgencyProfile(actor), req.body);
      return ok(req, { profile: saved }, 'messages.agent_profile_saved');
    },
  );
}
