import { holidayPageHooks } from '@/features/travel-packages/holidays-queries';
import { umrahPackagePageHooks } from '@/features/travel-packages/umrah-packages-queries';
import { visaCatalogueHooks } from '@/features/visas/visas-queries';
import { FEATURED_PACKAGES, FEATURED_VISAS } from './first-reads';

/** The home page's reads of the catalogues (their addresses are HOME_READS, which the route starts ahead). */
export const homeQueries = {
  holidays: () => holidayPageHooks.listOptions(FEATURED_PACKAGES),
  umrah: () => umrahPackagePageHooks.listOptions(FEATURED_PACKAGES),
  visas: () => visaCatalogueHooks.listOptions(FEATURED_VISAS),
};
