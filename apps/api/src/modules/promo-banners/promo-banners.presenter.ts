import type { TImage, TPromoBanner } from '@safar/contracts';
import type { promoBanners } from '@safar/db';
import { imageFrom } from '@/modules/images/load-images';

export type TPromoBannerRow = typeof promoBanners.$inferSelect;

/** Whether a visitor sees the banner on `today` (YYYY-MM-DD in the agency's time zone). */
export const isLive = (row: Pick<TPromoBannerRow, 'active' | 'startsOn' | 'endsOn'>, today: string) =>
  row.active && (!row.startsOn || row.startsOn <= today) && (!row.endsOn || row.endsOn >= today);

export function toPromoBannerView(row: TPromoBannerRow, related: { images: Map<string, TImage>; today: string }): TPromoBanner {
  return {
    id: row.id,
    image_id: row.imageId,
    image: imageFrom(related.images, row.imageId),
    title_en: row.titleEn,
    title_ar: row.titleAr,
    subtitle_en: row.subtitleEn,
    subtitle_ar: row.subtitleAr,
    link: row.link,
    position: row.position,
    active: row.active,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    live: isLive(row, related.today),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
