import { ZPackageListQuery, ZPackageView, type TPackageCreateData, type TPackageKind, type TPackageUpdateData } from '@safar/contracts';
import { travelPackages } from '@safar/db';
import { eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defineCrudResource } from '@/core/crud-routes';
import { containsPattern } from '@/core/like';
import { assertMergedRules, packageInsert, packageUpdate } from './package-columns';
import { syncDepartures } from './package-departures';
import { assertGalleryImages, syncGallery } from './package-gallery';
import { departsInMonth, fromPriceOf, nextDepartureOf } from './package-sql';
import { assertPackageDeletable, packagesScope } from './travel-packages.policy';
import { packageReaderOf, packageRelatedLoader, presentPackage } from './travel-packages.presenter';
import { todayIn } from '@safar/contracts';

/** What tells one kind's catalogue from the other's: its address, names, schemas and update verb. */
export interface TPackageKindSpec<TCreate extends TPackageCreateData, TUpdate extends TPackageUpdateData> {
  kind: TPackageKind;
  path: string;
  subject: string;
  updateMethod: 'PUT' | 'PATCH';
  create: z.ZodType<TCreate>;
  update: z.ZodType<TUpdate>;
}

/**
 * A kind's catalogue on the factory: admin writes; anyone reads (staff every package, others the
 * published ones, each in the view of their role). The departures are written with the package
 * in its transaction; `timeZone` (the agency's) says which departures have left.
 */
export function packageResource<TCreate extends TPackageCreateData, TUpdate extends TPackageUpdateData>(
  spec: TPackageKindSpec<TCreate, TUpdate>,
  timeZone: string,
) {
  const { kind, subject } = spec;
  const scope = packagesScope(kind);
  const today = () => todayIn(timeZone);
  const fromPrice = fromPriceOf(timeZone, 'public');
  return defineCrudResource({
    path: spec.path,
    table: travelPackages,
    subject,
    updateMethod: spec.updateMethod,
    tags: [spec.path.slice(1)],
    access: { read: 'public', write: 'admin', readOwnership: 'packagesScope' },
    schemas: { create: spec.create, update: spec.update, listQuery: ZPackageListQuery, view: ZPackageView },
    searchColumns: [travelPackages.titleEn, travelPackages.titleAr, travelPackages.slug, travelPackages.cityEn, travelPackages.cityAr],
    sortable: {
      // Orders by the public "from" price for every reader: the agents' follows it, being below it by the agency's margin.
      price: fromPrice,
      departure_date: nextDepartureOf(timeZone),
      nights: travelPackages.nights,
      title: sql`lower(${travelPackages.titleEn})`,
      created_at: travelPackages.createdAt,
    },
    filters: (q, user) => {
      const staff = packageReaderOf(user) === 'staff';
      const price = fromPriceOf(timeZone, packageReaderOf(user) === 'agent' ? 'agent' : 'public');
      const destination = q.destination ? containsPattern(q.destination) : null;
      return [
        destination
          ? or(
              eq(travelPackages.countryCode, q.destination!.toUpperCase()),
              ilike(travelPackages.cityEn, destination),
              ilike(travelPackages.cityAr, destination),
            )
          : undefined,
        q.month ? departsInMonth(timeZone, q.month, !staff) : undefined,
        q.nights_min !== undefined ? gte(travelPackages.nights, q.nights_min) : undefined,
        q.nights_max !== undefined ? lte(travelPackages.nights, q.nights_max) : undefined,
        q.price_min !== undefined ? sql`${price} >= ${q.price_min}` : undefined,
        q.price_max !== undefined ? sql`${price} <= ${q.price_max}` : undefined,
        q.status ? eq(travelPackages.status, q.status) : undefined,
      ];
    },
    readScope: scope,
    visitorScope: () => scope(null),
    unique: {
      travel_packages_kind_slug_unique: { field: 'slug' },
      travel_package_departures_date_unique: { field: 'departures', key: 'validation.departure_duplicate' },
      travel_package_images_image_unique: { field: 'gallery', key: 'validation.gallery_duplicate' },
    },
    toInsert: (input, user, { tx }) => packageInsert(tx, kind, input, user.id),
    toUpdate: (input, _user, { tx }) => packageUpdate(tx, input),
    loadRelated: packageRelatedLoader(timeZone),
    present: presentPackage,
    actions: { created: `${subject}.created`, updated: `${subject}.updated`, deleted: `${subject}.deleted` },
    messages: { saved: `messages.${subject}_saved`, deleted: `messages.${subject}_deleted`, inUse: 'messages.package_in_use' },
    hooks: {
      beforeCreate: ({ tx, input }) => assertGalleryImages(tx, input.gallery),
      beforeUpdate: async ({ tx, current, input }) => {
        assertMergedRules(current, input);
        await assertGalleryImages(tx, input.gallery);
      },
      afterCreate: async ({ tx, row, input }) => {
        await syncDepartures(tx, row.id, input.departures ?? [], today());
        await syncGallery(tx, row.id, input.gallery ?? []);
      },
      afterUpdate: async ({ tx, row, input }) => {
        if (input.departures) await syncDepartures(tx, row.id, input.departures, today());
        if (input.gallery) await syncGallery(tx, row.id, input.gallery);
      },
      beforeDelete: ({ tx, current }) => assertPackageDeletable(tx, current),
    },
  });
}
