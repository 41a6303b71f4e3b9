import type { TListedItem } from '@safar/contracts';
import type { listedItems } from '@safar/db';

export type TListedItemRow = typeof listedItems.$inferSelect;

export const toListedItemView = (row: TListedItemRow): TListedItem => ({
  id: row.id,
  kind: row.kind,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  description_en: row.descriptionEn,
  description_ar: row.descriptionAr,
  city: row.city,
  country: row.country,
  price_from_minor: row.priceFromMinor,
  currency: row.currency,
  seats: row.seats,
  transmission: row.transmission,
  duration_hours: row.durationHours,
  active: row.active,
  position: row.position,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
