import {
  HEADER_IMAGE_KINDS,
  headerImagesPath,
  ZCreateHeaderImage,
  ZHeaderImage,
  ZHeaderImageListQuery,
  ZUpdateHeaderImage,
  type THeaderImageKind,
} from '@safar/contracts';
import { pageHeaderImages } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { assertImageExists } from '@/modules/images/images.policy';
import { loadImages } from '@/modules/images/load-images';
import { toHeaderImageView } from './header-images.presenter';

/**
 * The header images of one product page (visa, holiday or Umrah): anyone reads them (the public
 * page's hero), staff who keep catalogues write them. One definition serves the three pages; each
 * reaches only its own kind, so another page's image id answers 404.
 */
export function headerImageResource(kind: THeaderImageKind) {
  const ofKind = () => eq(pageHeaderImages.kind, kind);
  return defineCrudResource({
    path: headerImagesPath(kind),
    table: pageHeaderImages,
    subject: 'header_image',
    tags: ['header images'],
    access: { read: 'public', write: 'catalogueWrite', readOwnership: 'headerImageKind', writeOwnership: 'none' },
    schemas: { create: ZCreateHeaderImage, update: ZUpdateHeaderImage, listQuery: ZHeaderImageListQuery, view: ZHeaderImage },
    searchColumns: [pageHeaderImages.altEn, pageHeaderImages.altAr],
    sortable: { position: pageHeaderImages.position, created_at: pageHeaderImages.createdAt },
    defaultOrder: pageHeaderImages.position,
    readScope: ofKind,
    visitorScope: ofKind,
    toInsert: (h, user) => ({
      kind,
      imageId: h.image_id,
      // Without a position the image goes after the page's others.
      position:
        h.position ??
        sql<number>`(select coalesce(max(${pageHeaderImages.position}) + 1, 0) from ${pageHeaderImages} where ${pageHeaderImages.kind} = ${kind})`,
      altEn: h.alt_en ?? null,
      altAr: h.alt_ar ?? null,
      createdBy: user.id,
    }),
    toUpdate: (h) => ({
      imageId: h.image_id,
      position: h.position,
      altEn: h.alt_en,
      altAr: h.alt_ar,
      updatedAt: sql`now()`,
    }),
    loadRelated: (db, rows) =>
      loadImages(
        db,
        rows.map((r) => r.imageId),
      ),
    present: (row, { related }) => toHeaderImageView(row, related),
    actions: { created: 'header_image.created', updated: 'header_image.updated', deleted: 'header_image.deleted' },
    messages: { saved: 'messages.header_image_saved', deleted: 'messages.header_image_deleted' },
    hooks: {
      beforeCreate: ({ tx, input }) => assertImageExists(tx, input.image_id),
      beforeUpdate: ({ tx, input }) => assertImageExists(tx, input.image_id),
    },
  });
}

/** GET/POST/PUT/DELETE /visa-header-images, /holiday-header-images and /umrah-header-images. */
export async function headerImagesRoutes(app: FastifyInstance) {
  for (const kind of HEADER_IMAGE_KINDS) registerCrudRoutes(app, headerImageResource(kind));
}
