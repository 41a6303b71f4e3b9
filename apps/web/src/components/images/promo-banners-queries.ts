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
/** The strip's one request (a handful of banners), the same for the strip and for fetching it ahead. */
export const LIVE_BANNERS_QUERY = { per_page: 10 } as const;

/** Every banner, for staff who keep them (`all=1`), with the writes: the admin screen. */
export const bannerHooks = createResourceHooks<TPromoBanner, TCreatePromoBanner>({ ...paths, listQuery: { all: 1 } });
