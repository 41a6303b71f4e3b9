import { todayIn, ZCreatePromoBanner, ZPromoBanner, ZPromoBannerListQuery, ZUpdatePromoBanner } from '@safar/contracts';
import { promoBanners } from '@safar/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { assertImageExists } from '@/modules/images/images.policy';
import { loadImages } from '@/modules/images/load-images';
import { assertDatesInOrder, bannerListFilter, bannerReadScope, liveBanners } from './promo-banners.policy';
import { toPromoBannerView } from './promo-banners.presenter';

/**
 * The home page's promo banners, under the paths their clients know: POST /save-promo-image,
 * POST /update-promo-image?id=, GET /get-promo-images (and /get-promo-images/{id}),
 * DELETE /delete-promo-image?id=. `timeZone` decides which day "today" is for the live filter.
 * A deleted banner's image is left to the clean-up of unused images, which removes it once
 * nothing else shows it.
 */
export function promoBannerResource(timeZone: string) {
  const today = () => todayIn(timeZone);
  return defineCrudResource({
    path: '/promo-images',
    paths: {
      list: '/get-promo-images',
      one: '/get-promo-images/:id',
      create: '/save-promo-image',
      update: '/update-promo-image',
      delete: '/delete-promo-image',
    },
    updateMethod: 'POST',
    table: promoBanners,
    subject: 'promo_image',
    tags: ['promo banners'],
    access: { read: 'public', write: 'catalogueWrite', readOwnership: 'promoBannerReach', writeOwnership: 'none' },
    schemas: { create: ZCreatePromoBanner, update: ZUpdatePromoBanner, listQuery: ZPromoBannerListQuery, view: ZPromoBanner },
    searchColumns: [promoBanners.titleEn, promoBanners.titleAr],
    sortable: { position: promoBanners.position, created_at: promoBanners.createdAt, starts_on: promoBanners.startsOn },
    defaultOrder: promoBanners.position,
    filters: (q, user) => bannerListFilter(q, user, today()),
    readScope: (user) => bannerReadScope(user, today()),
    visitorScope: () => liveBanners(today()),
    toInsert: (b, user) => ({
      imageId: b.image_id,
      titleEn: b.title_en,
      titleAr: b.title_ar,
      subtitleEn: b.subtitle_en ?? null,
      subtitleAr: b.subtitle_ar ?? null,
      link: b.link ?? null,
      // Without a position the banner goes after the others.
      position: b.position ?? sql<number>`(select coalesce(max(${promoBanners.position}) + 1, 0) from ${promoBanners})`,
      active: b.active,
      startsOn: b.starts_on ?? null,
      endsOn: b.ends_on ?? null,
      createdBy: user.id,
    }),
    toUpdate: (b) => ({
      imageId: b.image_id,
      titleEn: b.title_en,
      titleAr: b.title_ar,
      subtitleEn: b.subtitle_en,
      subtitleAr: b.subtitle_ar,
      link: b.link,
      position: b.position,
      active: b.active,
      startsOn: b.starts_on,
      endsOn: b.ends_on,
      updatedAt: sql`now()`,
    }),
    loadRelated: async (db, rows) => ({
      images: await loadImages(
        db,
        rows.map((r) => r.imageId),
      ),
      today: today(),
    }),
    present: (row, { related }) => toPromoBannerView(row, related),
    actions: { created: 'promo_image.created', updated: 'promo_image.updated', deleted: 'promo_image.deleted' },
    messages: { saved: 'messages.promo_image_saved', deleted: 'messages.promo_image_deleted' },
    hooks: {
      beforeCreate: ({ tx, input }) => assertImageExists(tx, input.image_id),
      beforeUpdate: async ({ tx, input, current }) => {
        assertDatesInOrder(current, input);
        await assertImageExists(tx, input.image_id);
      },
    },
  });
}

/** The promo banners through the catalogue factory. */
export async function promoBannersRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, promoBannerResource(app.config.agencyTimezone));
}
