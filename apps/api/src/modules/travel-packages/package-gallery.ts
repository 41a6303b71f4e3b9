import type { TPackageImageView } from '@safar/contracts';
import { travelPackageImages, type DbOrTx, type Tx } from '@safar/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { assertImageExists } from '@/modules/images/images.policy';
import { imageFrom, loadImages } from '@/modules/images/load-images';

type TGalleryData = { image_id: string; alt_en?: string | null | undefined; alt_ar?: string | null | undefined };

/**
 * Every picture a gallery names must be an image (422 on `gallery.N.image_id` otherwise). Each is
 * share-locked until the package's write commits, so the clean-up of unused images cannot remove
 * one between this check and the row that refers to it.
 */
export async function assertGalleryImages(tx: Tx, gallery: readonly TGalleryData[] | undefined): Promise<void> {
  if (!gallery) return;
  for (const [i, item] of gallery.entries()) await assertImageExists(tx, item.image_id, `gallery.${i}.image_id`);
}

/**
 * Makes a package's gallery what the form sent, in its order (positions 0, 1, 2…). The rows are
 * replaced: a picture has no life of its own beyond its place in the list, and the image it
 * shows stays whatever happens to the row (the clean-up removes it a day after nothing shows it).
 */
export async function syncGallery(tx: Tx, packageId: string, gallery: readonly TGalleryData[]): Promise<void> {
  await tx.delete(travelPackageImages).where(eq(travelPackageImages.packageId, packageId));
  if (gallery.length === 0) return;
  await tx.insert(travelPackageImages).values(
    gallery.map((item, position) => ({
      packageId,
      imageId: item.image_id,
      position,
      altEn: item.alt_en ?? null,
      altAr: item.alt_ar ?? null,
    })),
  );
}

/** The galleries of a page of packages, in order, with their images: two queries whatever the page's size. */
export async function loadGalleries(db: DbOrTx, packageIds: readonly string[]): Promise<Map<string, TPackageImageView[]>> {
  const galleries = new Map<string, TPackageImageView[]>();
  if (packageIds.length === 0) return galleries;
  const rows = await db
    .select()
    .from(travelPackageImages)
    .where(inArray(travelPackageImages.packageId, [...packageIds]))
    .orderBy(asc(travelPackageImages.packageId), asc(travelPackageImages.position));
  const images = await loadImages(
    db,
    rows.map((r) => r.imageId),
  );
  for (const row of rows) {
    const picture = { image_id: row.imageId, image: imageFrom(images, row.imageId), alt_en: row.altEn, alt_ar: row.altAr };
    galleries.set(row.packageId, [...(galleries.get(row.packageId) ?? []), picture]);
  }
  return galleries;
}
