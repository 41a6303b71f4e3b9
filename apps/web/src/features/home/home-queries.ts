import type { QueryClient } from '@tanstack/react-query';
import { LIVE_BANNERS_QUERY, liveBannerHooks } from '@/components/images/promo-banners-queries';
import { groupTravelQuery } from '@/features/group-travel/group-travel-queries';
import { holidayPageHooks } from '@/features/travel-packages/holidays-queries';
import { umrahPackagePageHooks } from '@/features/travel-packages/umrah-packages-queries';
import { visaCatalogueHooks } from '@/features/visas/visas-queries';
import { queryClient } from '@/lib/query-client';

/** How many items of each catalogue the home page shows; its "see all" link opens the rest. */
export const FEATURED_COUNT = 4;

/**
 * What is on sale, soonest departure first. `status` keeps staff (who read drafts too) to what
 * visitors see; for everyone else the API shows published packages only anyway.
 */
const PACKAGES = { per_page: FEATURED_COUNT, status: 'published', sort: 'departure_date', order: 'asc' } as const;
const VISAS = { per_page: FEATURED_COUNT, status: 'published', sort: 'title' } as const;

/** The home page's reads of the catalogues: the sections' queries, also fetched ahead of the first paint. */
export const homeQueries = {
  holidays: () => holidayPageHooks.listOptions(PACKAGES),
  umrah: () => umrahPackagePageHooks.listOptions(PACKAGES),
  visas: () => visaCatalogueHooks.listOptions(VISAS),
};

/**
 * Fetches what the home page shows into the query cache, beside its code, when it is the first
 * page opened: the page then paints once with its sections, rather than sections appearing (or
 * an empty catalogue's disappearing) after the first paint and moving what is below them. Never
 * rejects (a failed read is the section's to show, which hides it).
 */
export async function prefetchHome(client: QueryClient = queryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(liveBannerHooks.listOptions(LIVE_BANNERS_QUERY)),
    client.prefetchQuery(groupTravelQuery),
    client.prefetchQuery(homeQueries.holidays()),
    client.prefetchQuery(homeQueries.umrah()),
    client.prefetchQuery(homeQueries.visas()),
  ]);
}
