import type { TImage } from '@safar/contracts';
import { images, type DbOrTx } from '@safar/db';
import { inArray } from 'drizzle-orm';
import { toImageView } from './images.presenter';

/**
 * The images of many rows in one query, by id (duplicates and nulls are fine): what a
 * catalogue's `loadRelated` calls for a page of rows. An id without an image is absent from the
 * map; a foreign key with `onDelete: 'restrict'` keeps that from happening to a referred one.
 */
export async function loadImages(db: DbOrTx, ids: readonly (string | null | undefined)[]): Promise<Map<string, TImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, widths: images.widths })
    .from(images)
    .where(inArray(images.id, wanted));
  return new Map(rows.map((row) => [row.id, toImageView(row)]));
}

/** One row's image from a map `loadImages` filled; a missing one is a broken invariant, not a visitor's mistake. */
export function imageFrom(map: Map<string, TImage>, id: string): TImage {
  const image = map.get(id);
  if (!image) throw new Error(`image ${id} was not loaded`);
  return image;
}
