import {
  ZCreateInsurancePlan,
  ZInsurancePlanListQuery,
  ZInsurancePlanSlugParams,
  ZInsurancePlanView,
  ZUpdateInsurancePlan,
} from '@safar/contracts';
import { insurancePlans } from '@safar/db';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@/core/app-error';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { insertColumns, updateColumns } from './insurance-plan-columns';
import { presentInsurancePlan, presentInsurancePlanFor } from './insurance-plans.presenter';
import { insurancePlansScope, insurancePlansVisitorScope } from './insurance-plans.policy';

/**
 * Travel insurance plans, a catalogue admin keeps. Anyone reads the published ones (each reader
 * with the price its role pays); staff read every plan with both prices.
 */
export const insurancePlanResource = defineCrudResource({
  path: '/insurance-plans',
  table: insurancePlans,
  subject: 'insurance_plan',
  tags: ['travel-insurance'],
  access: { read: 'public', write: 'admin', readOwnership: 'insurancePlansScope' },
  schemas: { create: ZCreateInsurancePlan, update: ZUpdateInsurancePlan, listQuery: ZInsurancePlanListQuery, view: ZInsurancePlanView },
  searchColumns: [insurancePlans.nameEn, insurancePlans.nameAr, insurancePlans.insurerName, insurancePlans.slug],
  sortable: {
    name_en: sql`lower(${insurancePlans.nameEn})`,
    insurer_name: sql`lower(${insurancePlans.insurerName})`,
    status: insurancePlans.status,
    created_at: insurancePlans.createdAt,
  },
  filters: (q) => [
    q.status ? eq(insurancePlans.status, q.status) : undefined,
    q.region ? arrayOverlaps(insurancePlans.regions, [q.region]) : undefined,
  ],
  readScope: insurancePlansScope,
  visitorScope: insurancePlansVisitorScope,
  unique: { insurance_plans_slug_unique: { field: 'slug', key: 'validation.insurance_slug_taken' } },
  toInsert: (input, user, { tx }) => insertColumns(tx, input, user.id),
  toUpdate: (input, _user, { tx, current }) => updateColumns(tx, current, input),
  present: presentInsurancePlan,
  actions: { created: 'insurance_plan.created', updated: 'insurance_plan.updated', deleted: 'insurance_plan.deleted' },
  messages: {
    saved: 'messages.insurance_plan_saved',
    deleted: 'messages.insurance_plan_deleted',
    inUse: 'messages.insurance_plan_in_use',
  },
});

/**
 * GET/POST/PUT/DELETE /insurance-plans and GET /insurance-plans/{id}, through the catalogue
 * factory; GET /insurance-plans/slug/{slug}, one published plan by its address, for anyone.
 */
export async function insurancePlansRoutes(base: FastifyInstance) {
  registerCrudRoutes(base, insurancePlanResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/insurance-plans/slug/:slug',
    {
      config: { access: 'public', ownership: 'published plans only, whoever asks', optionalUser: true },
      schema: {
        tags: ['travel-insurance'],
        summary: 'One published plan by its slug, with the price the reader pays',
        params: ZInsurancePlanSlugParams,
        response: { 200: envelope(z.strictObject({ insurance_plan: ZInsurancePlanView })), ...errors(404) },
      },
    },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(insurancePlans)
        .where(and(eq(insurancePlans.slug, req.params.slug), insurancePlansVisitorScope()))
        .limit(1);
      if (!row) throw notFound();
      return ok(req, { insurance_plan: presentInsurancePlanFor(row, req.user) });
    },
  );
}
