import type { TCreatePromoBanner, TPromoBanner } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

const paths = {
  key: 'promo-banners',
  listPath: '/get-promo-images',
  subject: 'promo_image',
  detailPath: (id: string) => `/get-promo-images/${encodeURIComponent(id)}`,
  savePath: '/save-promo-image',
  updateMethod: 'POST',
  updatePath: '/update-promo-image',
  deletePath: (id: string) => `/delete-promo-image?id=${encodeURIComponent(id)}`,
} as const;

/** The live banners a visitor sees (GET /get-promo-images): the public strip. */
export const liveBannerHooks = createResourceHooks<TPromoBanner, TCreatePromoBanner>({ ...paths, key: 'promo-banners-live' });

/** Every banner, for staff who keep them (`all=1`), with the writes: the admin screen. */
export const bannerHooks = createResourceHooks<TPromoBanner, TCreatePromoBanner>({ ...paths, listQuery: { all: 1 } });
