import type { THeaderImage, TImage } from '@safar/contracts';
import type { pageHeaderImages } from '@safar/db';
import { imageFrom } from '@/modules/images/load-images';

export type THeaderImageRow = typeof pageHeaderImages.$inferSelect;

export function toHeaderImageView(row: THeaderImageRow, images: Map<string, TImage>): THeaderImage {
  return {
    id: row.id,
    kind: row.kind,
    image_id: row.imageId,
    image: imageFrom(images, row.imageId),
    position: row.position,
    alt_en: row.altEn,
    alt_ar: row.altAr,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
