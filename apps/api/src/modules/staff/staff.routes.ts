import { ZStaff, ZUpdateStaff, ZUser } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { addStaff, updateStaff } from './staff.service';

const tags = ['staff'];
const oneUser = envelope(z.strictObject({ user: ZUser }));

export async function staffRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/add-staff',
    {
      config: { access: 'admin', ownership: 'none', idempotency: 'optional' },
      schema: { tags, summary: 'Create a staff account', body: ZStaff, response: { 200: oneUser, ...errors(409) } },
    },
    async (req) => ok(req, { user: await addStaff(app, req, requireUser(req), req.body) }, 'messages.staff_saved'),
  );

  app.post(
    '/update-staff',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: { tags, summary: 'Update a staff account', body: ZUpdateStaff, response: { 200: oneUser, ...errors(404, 409) } },
    },
    async (req) => ok(req, { user: await updateStaff(app, req, req.body) }, 'messages.staff_saved'),
  );
}
