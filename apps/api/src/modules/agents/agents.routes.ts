import { ZAgencyDetails, zIdParams, ZSaveAdminAgent, ZUpdateAgentData, ZUser } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { fillAgentForm, getAgentData, markNameReviewed, saveAdminAgent, updateAgentData } from './agents.service';

const tags = ['agents'];
const oneUser = envelope(z.strictObject({ user: ZUser }));

export async function agentsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/agents',
    {
      config: { access: 'agentSelf', ownership: 'self', idempotency: 'optional' },
      schema: {
        tags,
        summary: "Fill in the signed-in agent's agency details",
        body: ZAgencyDetails,
        response: { 200: oneUser, ...errors(409) },
      },
    },
    async (req) => ok(req, { user: await fillAgentForm(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );

  app.post(
    '/update-agents-data',
    {
      config: { access: 'agentDataWrite', ownership: 'canEditAgent' },
      schema: {
        tags,
        summary: "Update an agent's agency details",
        body: ZUpdateAgentData,
        response: { 200: oneUser, ...errors(404, 409) },
      },
    },
    async (req) => ok(req, { user: await updateAgentData(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );

  app.get(
    '/agentsData/:id',
    {
      config: { access: 'agentDataRead', ownership: 'canReadAgent' },
      schema: { tags, summary: 'Read an agent with its agency', params: zIdParams, response: { 200: oneUser, ...errors(404) } },
    },
    async (req) => ok(req, { user: await getAgentData(app, requireUser(req), req.params.id) }),
  );

  app.post(
    '/save-admin-agent',
    {
      config: { access: 'usersWrite', ownership: 'none', idempotency: 'optional' },
      schema: {
        tags,
        summary: 'Create an agent with its agency (staff)',
        body: ZSaveAdminAgent,
        response: { 200: oneUser, ...errors(409) },
      },
    },
    async (req) => ok(req, { user: await saveAdminAgent(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );

  app.put(
    '/agency-name-reviewed/:id',
    {
      config: { access: 'finance', ownership: 'none' },
      schema: {
        tags,
        summary: "Mark an agency's flagged name as reviewed",
        description: 'Clears the mark a rename or a duplicate name left on the agency; the activity log keeps what it was.',
        params: zIdParams,
        response: { 200: envelope(z.null()), ...errors(404, 409) },
      },
    },
    async (req) => {
      await markNameReviewed(app, req, req.params.id);
      return ok(req, null, 'messages.agency_name_reviewed');
    },
  );
}
