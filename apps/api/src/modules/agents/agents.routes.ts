import { ZAgencyDetails, zIdParams, ZSaveAdminAgent, ZUpdateAgentData } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { fillAgentForm, getAgentData, saveAdminAgent, updateAgentData } from './agents.service';

const tags = ['agents'];

export async function agentsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/agents', { config: { access: 'agentSelf', ownership: 'self' }, schema: { tags, body: ZAgencyDetails } }, async (req) =>
    ok(req, { user: await fillAgentForm(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );

  app.post(
    '/update-agents-data',
    { config: { access: 'agentDataWrite', ownership: 'canEditAgent' }, schema: { tags, body: ZUpdateAgentData } },
    async (req) => ok(req, { user: await updateAgentData(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );

  app.get('/agentsData/:id', { config: { access: 'agentDataRead', ownership: 'canReadAgent' }, schema: { tags, params: zIdParams } }, async (req) =>
    ok(req, { user: await getAgentData(app, requireUser(req), req.params.id) }),
  );

  app.post('/save-admin-agent', { config: { access: 'usersWrite', ownership: 'none' }, schema: { tags, body: ZSaveAdminAgent } }, async (req) =>
    ok(req, { user: await saveAdminAgent(app, req, requireUser(req), req.body) }, 'messages.agent_saved'),
  );
}
