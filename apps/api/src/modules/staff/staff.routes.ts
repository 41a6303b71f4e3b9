import { ZStaff, ZUpdateStaff } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { addStaff, updateStaff } from './staff.service';

const tags = ['staff'];

export async function staffRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/add-staff', { config: { access: 'admin', ownership: 'none' }, schema: { tags, body: ZStaff } }, async (req) =>
    ok(req, { user: await addStaff(app, req, requireUser(req), req.body) }, 'messages.staff_saved'),
  );

  app.post('/update-staff', { config: { access: 'admin', ownership: 'none' }, schema: { tags, body: ZUpdateStaff } }, async (req) =>
    ok(req, { user: await updateStaff(app, req, req.body) }, 'messages.staff_saved'),
  );
}
