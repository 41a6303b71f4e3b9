import { ZCitiesQuery, ZCity, ZCountriesQuery, ZCountry } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@/core/envelope';
import { listEnvelope } from '@/core/responses';
import { listCities, listCountries } from './reference.service';

const tags = ['reference'];

export async function referenceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/countries',
    {
      config: { access: 'public', ownership: 'none' },
      schema: { tags, summary: 'List countries', querystring: ZCountriesQuery, response: { 200: listEnvelope(ZCountry) } },
    },
    async (req) => ok(req, await listCountries(app.db, req.query.search || undefined)),
  );

  app.get(
    '/cities',
    {
      config: { access: 'public', ownership: 'none' },
      schema: { tags, summary: "List a country's cities", querystring: ZCitiesQuery, response: { 200: listEnvelope(ZCity) } },
    },
    async (req) => ok(req, await listCities(app.db, req.query)),
  );
}
