import { LIVE_BANNERS_QUERY } from '@/components/images/promo-banners-reads';

/*
 * What the home page reads from the API, by address, without the code that shows it: the route
 * starts these reads beside the page's code on a first visit (startGet), and the sections'
 * queries take their answers. Kept free of imports beyond constants, since the route table that
 * starts them is part of every page's first download.
 */

/** How many items of each catalogue the home page shows; its "see all" link opens the rest. */
export const FEATURED_COUNT = 4;

/**
 * What is on sale, soonest departure first. `status` keeps staff (who read drafts too) to what
 * visitors see; for everyone else the API shows published packages only anyway.
 */
export const FEATURED_PACKAGES = { per_page: FEATURED_COUNT, status: 'published', sort: 'departure_date', order: 'asc' } as const;
export const FEATURED_VISAS = { per_page: FEATURED_COUNT, status: 'published', sort: 'title' } as const;

/** Every read of the home page: the live banners, the group tickets on sale and the three catalogues. */
export const HOME_READS: readonly (readonly [path: string, query?: Record<string, string | number>])[] = [
  ['/get-promo-images', LIVE_BANNERS_QUERY],
  ['/group-travel'],
  ['/holidays', FEATURED_PACKAGES],
  ['/umrah-packages', FEATURED_PACKAGES],
  ['/visas', FEATURED_VISAS],
];
