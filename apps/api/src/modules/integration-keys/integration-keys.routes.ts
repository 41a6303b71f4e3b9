import { ZIntegrationKeys, ZSaveKeys } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { fetchKeys, saveKeys } from './integration-keys.service';

const tags = ['integration keys'];
const keys = envelope(ZIntegrationKeys);
const admin = { access: 'admin', ownership: 'none' } as const;

/** The credentials of outside services (Duffel, Safepay, Zoho): admin only, and never shown in full. */
export async function integrationKeysRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/fetch-keys',
    { config: admin, schema: { tags, summary: 'Which integration keys are set (last four characters only)', response: { 200: keys } } },
    async (req) => ok(req, await fetchKeys(app.db, app.config)),
  );

  app.post(
    '/save-keys',
    {
      config: admin,
      schema: { tags, summary: 'Set or clear integration keys', body: ZSaveKeys, response: { 200: keys, ...errors(409) } },
    },
    async (req) => ok(req, await saveKeys(app.db, req, app.config, requireUser(req).id, req.body), 'messages.integration_keys_saved'),
  );
}
