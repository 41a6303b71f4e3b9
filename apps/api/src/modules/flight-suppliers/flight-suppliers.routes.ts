import { zIdParams, ZFlightProviders, ZFlightSupplierItem, ZFlightSupplierList, ZUpdateFlightSupplier } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { flightProviders, listSuppliers, updateSupplier } from './flight-suppliers.service';

const tags = ['flight suppliers'];
const admin = { access: 'admin', ownership: 'none' } as const;

/** The flight suppliers: admin switches them on and off and tunes them; anyone may see which are searched. */
export async function flightSuppliersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/suppliers',
    { config: admin, schema: { tags, summary: 'Flight suppliers and their settings', response: { 200: envelope(ZFlightSupplierList) } } },
    async (req) => ok(req, await listSuppliers(app.db, app.config)),
  );

  app.put(
    '/suppliers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a flight supplier's enabled state, deadline or settings",
        params: zIdParams,
        body: ZUpdateFlightSupplier,
        response: { 200: envelope(ZFlightSupplierItem), ...errors(404, 409) },
      },
    },
    async (req) => {
      const supplier = await updateSupplier(app.db, req, app.config, requireUser(req).id, req.params.id, req.body);
      return ok(req, { supplier }, 'messages.supplier_saved');
    },
  );

  app.get(
    '/flight-providers',
    {
      config: { access: 'public', ownership: 'none' },
      schema: { tags, summary: 'The flight suppliers a search asks, in order', response: { 200: envelope(ZFlightProviders) } },
    },
    async (req) => ok(req, await flightProviders(app.db, app.config)),
  );
}
