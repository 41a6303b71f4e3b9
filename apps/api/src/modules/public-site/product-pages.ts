import { PRODUCT_PAGES, type TLocale, type TProductPageKind } from '@safar/contracts';
import { images, pageHeaderImages, travelPackages, visas, type DbOrTx } from '@safar/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TPageImage } from '@/core/page-head';
import type { TSitemapPage } from '@/core/site-files';
import { imageJpegCopyUrl } from '@/modules/images/images.presenter';

/*
 * What the public pages of the catalogues need from the database: one published product by its
 * address, with the picture its page shows first, in one query; the first picture of a list page;
 * and every published product's address for the sitemap. Drafts and archived products are never
 * read here, so nothing of theirs reaches a page's head or the sitemap.
 */

/** The first header image of a kind's pages (the one the page's hero opens on), as a scalar subquery. */
const firstHeaderImageId = (kind: TProductPageKind) =>
  sql`(select ${pageHeaderImages.id} from ${pageHeaderImages} where ${pageHeaderImages.kind} = ${kind}
    order by ${pageHeaderImages.position}, ${pageHeaderImages.id} limit 1)`;

/** The columns of a header image and its picture, from the left joins below (all null without one). */
const pictureColumns = {
  imageId: images.id,
  imageWidth: images.width,
  imageHeight: images.height,
  imageWidths: images.widths,
  altEn: pageHeaderImages.altEn,
  altAr: pageHeaderImages.altAr,
};
interface TPictureRow {
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageWidths: number[] | null;
  altEn: string | null;
  altAr: string | null;
}

export interface TProductPage {
  slug: string;
  titleEn: string;
  titleAr: string;
  summaryEn: string;
  summaryAr: string;
  picture: TPictureRow;
}

const productColumns = (table: typeof visas | typeof travelPackages) => ({
  slug: table.slug,
  titleEn: table.titleEn,
  titleAr: table.titleAr,
  summaryEn: table.summaryEn,
  summaryAr: table.summaryAr,
  ...pictureColumns,
});

const toProductPage = ({
  slug,
  titleEn,
  titleAr,
  summaryEn,
  summaryAr,
  ...picture
}: Omit<TProductPage, 'picture'> & TPictureRow): TProductPage => ({
  slug,
  titleEn,
  titleAr,
  summaryEn,
  summaryAr,
  picture,
});

/** The published product at `${PRODUCT_PAGES[kind]}/${slug}` with its page's first picture, or null. */
export async function findPublishedProduct(db: DbOrTx, kind: TProductPageKind, slug: string): Promise<TProductPage | null> {
  const table = kind === 'visa' ? visas : travelPackages;
  const rows = await db
    .select(productColumns(table))
    .from(table)
    .leftJoin(pageHeaderImages, eq(pageHeaderImages.id, firstHeaderImageId(kind)))
    .leftJoin(images, eq(images.id, pageHeaderImages.imageId))
    .where(
      kind === 'visa'
        ? and(eq(visas.slug, slug), eq(visas.status, 'published'))
        : and(eq(travelPackages.kind, kind), eq(travelPackages.slug, slug), eq(travelPackages.status, 'published')),
    )
    .limit(1);
  return rows[0] ? toProductPage(rows[0]) : null;
}

/** The first header image of a kind's pages (what the list page opens on), or null. */
export async function findFirstPicture(db: DbOrTx, kind: TProductPageKind): Promise<TPictureRow | null> {
  const rows = await db
    .select(pictureColumns)
    .from(pageHeaderImages)
    .innerJoin(images, eq(images.id, pageHeaderImages.imageId))
    .where(eq(pageHeaderImages.kind, kind))
    .orderBy(asc(pageHeaderImages.position), asc(pageHeaderImages.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Previews show the picture at most this wide: enough for a large card (1200 pixels), a fraction of the widest variant's bytes. */
const PREVIEW_WIDTH = 1280;

/**
 * The picture a preview shows, at its absolute address (`appUrl`), with its size: the JPEG copy
 * of the widest variant up to 1280 pixels, else of the narrowest (WhatsApp shows no WebP). Its
 * alternative text is the header image's in the page's language, else `fallbackAlt` (the page's
 * title).
 */
export function previewImage(appUrl: string, picture: TPictureRow | null, locale: TLocale, fallbackAlt: string): TPageImage | null {
  if (!picture?.imageId || !picture.imageWidth || !picture.imageHeight || !picture.imageWidths?.length) return null;
  const widths = [...picture.imageWidths].sort((a, b) => a - b);
  const width = widths.filter((w) => w <= PREVIEW_WIDTH).at(-1) ?? widths[0]!;
  return {
    url: `${appUrl}${imageJpegCopyUrl(picture.imageId, width)}`,
    type: 'image/jpeg',
    width,
    height: Math.max(1, Math.round((picture.imageHeight * width) / picture.imageWidth)),
    alt: (locale === 'ar' ? picture.altAr : picture.altEn)?.trim() || fallbackAlt,
  };
}

/** Every published product's page (visas, then holidays and Umrah packages), in a stable order. */
export async function publishedProductPages(db: DbOrTx): Promise<TSitemapPage[]> {
  const [visaRows, packageRows] = await Promise.all([
    db.select({ slug: visas.slug, updatedAt: visas.updatedAt }).from(visas).where(eq(visas.status, 'published')).orderBy(asc(visas.slug)),
    db
      .select({ kind: travelPackages.kind, slug: travelPackages.slug, updatedAt: travelPackages.updatedAt })
      .from(travelPackages)
      .where(eq(travelPackages.status, 'published'))
      .orderBy(asc(travelPackages.kind), asc(travelPackages.slug)),
  ]);
  return [
    ...visaRows.map((row) => ({ path: `${PRODUCT_PAGES.visa}/${row.slug}`, lastModified: row.updatedAt })),
    ...packageRows.map((row) => ({ path: `${PRODUCT_PAGES[row.kind]}/${row.slug}`, lastModified: row.updatedAt })),
  ];
}
