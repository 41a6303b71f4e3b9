import { ZCreateVisa, ZUpdateVisa, ZVisaListQuery, ZVisaSlugParams, ZVisaView } from '@safar/contracts';
import { countries, visas } from '@safar/db';
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { ok } from '@/core/envelope';
import { containsPattern } from '@/core/like';
import { envelope, errors } from '@/core/responses';
import { insertColumns, updateColumns } from './visa-columns';
import { loadVisaRelated, presentVisa } from './visas.presenter';
import { assertVisaDeletable, visasScope, visasVisitorScope } from './visas.policy';
import { findVisaBySlug } from './visas.service';

/** A search matches either title, the slug, or the country (its name or ISO code). */
function searchVisas(term: string) {
  const pattern = containsPattern(term);
  const countryCodes = sql`(select ${countries.code} from ${countries} where ${countries.name} ilike ${pattern} or ${countries.code} = ${term.trim().toUpperCase()})`;
  return {
    where: or(
      ilike(visas.titleEn, pattern),
      ilike(visas.titleAr, pattern),
      ilike(visas.slug, pattern),
      inArray(visas.countryCode, countryCodes),
    ),
    orderBy: [desc(visas.createdAt)],
  };
}

/**
 * The visas the agency sells: admin keeps them; anyone reads the published ones (visitors and
 * customers at the public price, approved agents at theirs); staff read every one with both prices.
 */
export const visaResource = defineCrudResource({
  path: '/visas',
  table: visas,
  subject: 'visa',
  tags: ['visas'],
  access: { read: 'public', write: 'admin', readOwnership: 'visasScope' },
  schemas: { create: ZCreateVisa, update: ZUpdateVisa, listQuery: ZVisaListQuery, view: ZVisaView },
  searchColumns: [visas.titleEn, visas.titleAr, visas.slug],
  search: searchVisas,
  sortable: {
    created_at: visas.createdAt,
    title: sql`lower(${visas.titleEn})`,
    country: sql`(select lower(${countries.name}) from ${countries} where ${countries.code} = ${visas.countryCode})`,
    price: visas.adultPriceMinor,
    processing: visas.processingDaysMax,
  },
  filters: (q) => [
    q.country ? eq(visas.countryCode, q.country) : undefined,
    q.type ? eq(visas.visaType, q.type) : undefined,
    q.entries ? eq(visas.entries, q.entries) : undefined,
    q.status ? eq(visas.status, q.status) : undefined,
  ],
  readScope: visasScope,
  visitorScope: visasVisitorScope,
  unique: { visas_slug_unique: { field: 'slug', key: 'validation.slug_taken' } },
  toInsert: (input, user, { tx }) => insertColumns(tx, input, user),
  toUpdate: (input, user, { tx, current }) => updateColumns(tx, current, input, user),
  loadRelated: loadVisaRelated,
  present: presentVisa,
  actions: { created: 'visa.created', updated: 'visa.updated', deleted: 'visa.deleted' },
  messages: { saved: 'messages.visa_saved', deleted: 'messages.visa_deleted', inUse: 'messages.visa_in_use' },
  hooks: { beforeDelete: ({ tx, current }) => assertVisaDeletable(tx, current) },
});

/**
 * GET/POST/PUT/DELETE /visas and GET /visas/{id}, through the catalogue factory; GET
 * /visas/slug/{slug}, the published visa a public details page names.
 */
export async function visasRoutes(base: FastifyInstance) {
  registerCrudRoutes(base, visaResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/visas/slug/:slug',
    {
      config: { access: 'public', ownership: 'visasScope', optionalUser: true },
      schema: {
        tags: ['visas'],
        summary: 'One published visa by its slug (staff also find drafts and archived ones)',
        params: ZVisaSlugParams,
        response: { 200: envelope(z.strictObject({ visa: ZVisaView })), ...errors(404) },
      },
    },
    async (req) => ok(req, { visa: await findVisaBySlug(app.db, req.params.slug, req.user) }),
  );
}
