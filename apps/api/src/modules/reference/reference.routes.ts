import { ZCitiesQuery, ZCountriesQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@/core/envelope';
import { listCities, listCountries } from './reference.service';

const tags = ['reference'];

export async function referenceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/countries', { config: { access: 'public', ownership: 'none' }, schema: { tags, querystring: ZCountriesQuery } }, async (req) =>
    ok(req, await listCountries(app.db, req.query.search || undefined)),
  );

  app.get('/cities', { config: { access: 'public', ownership: 'none' }, schema: { tags, querystring: ZCitiesQuery } }, async (req) =>
    ok(req, await listCities(app.db, req.query)),
  );
}
