import {
  ZCreateHoliday,
  ZCreateUmrahPackage,
  ZPackageSlugParams,
  ZPackageView,
  ZUpdateHoliday,
  ZUpdateUmrahPackage,
  type TPackageCreateData,
  type TPackageUpdateData,
} from '@safar/contracts';
import { travelPackages } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@/core/app-error';
import { registerCrudRoutes } from '@/core/crud-routes';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { packageResource, type TPackageKindSpec } from './package-resource';
import { packagesScope } from './travel-packages.policy';
import { packageRelatedLoader, presentPackage } from './travel-packages.presenter';

export const HOLIDAYS = {
  kind: 'holiday',
  path: '/holidays',
  subject: 'holiday',
  updateMethod: 'PUT',
  create: ZCreateHoliday,
  update: ZUpdateHoliday,
} as const;

export const UMRAH_PACKAGES = {
  kind: 'umrah',
  path: '/umrah-packages',
  subject: 'umrah_package',
  updateMethod: 'PATCH',
  create: ZCreateUmrahPackage,
  update: ZUpdateUmrahPackage,
} as const;

/** GET /{path}/slug/{slug}: one published package by its address, in the reader's view (staff read drafts too). */
function registerSlugRoute<TCreate extends TPackageCreateData, TUpdate extends TPackageUpdateData>(
  base: FastifyInstance,
  spec: TPackageKindSpec<TCreate, TUpdate>,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const load = packageRelatedLoader(app.config.agencyTimezone);
  const scope = packagesScope(spec.kind);
  app.get(
    `${spec.path}/slug/:slug`,
    {
      config: { access: 'public', optionalUser: true, ownership: 'packagesScope' },
      schema: {
        tags: [spec.path.slice(1)],
        summary: `One ${spec.subject} by its slug (the address of its public page)`,
        params: ZPackageSlugParams,
        response: { 200: envelope(z.strictObject({ [spec.subject]: ZPackageView })), ...errors(404) },
      },
    },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(travelPackages)
        .where(and(scope(req.user), eq(travelPackages.slug, req.params.slug.toLowerCase())))
        .limit(1);
      if (!row) throw notFound();
      return ok(req, { [spec.subject]: presentPackage(row, { user: req.user, related: await load(app.db, [row]) }) });
    },
  );
}

/**
 * Holidays (GET/POST/PUT/DELETE /holidays) and Umrah packages (GET/POST/PATCH/DELETE
 * /umrah-packages) on the catalogue factory, with each one's public read by slug.
 */
export async function travelPackagesRoutes(app: FastifyInstance) {
  for (const spec of [HOLIDAYS, UMRAH_PACKAGES] as TPackageKindSpec<TPackageCreateData, TPackageUpdateData>[]) {
    registerSlugRoute(app, spec);
    registerCrudRoutes(app, packageResource(spec, app.config.agencyTimezone));
  }
}
