import type { TPackageKind } from '@safar/contracts';
import { HEADER_IMAGES_QUERY, headerImageHooks } from '@/components/images/header-images-queries';
import { queryClient } from '@/lib/query-client';
import { holidayPageHooks } from './holidays-queries';
import { PackageDetailsPage } from './package-details-page';
import { HOLIDAY_KIND, UMRAH_KIND } from './package-kinds';
import { PackageListPage } from './package-list-page';
import { umrahPackagePageHooks } from './umrah-packages-queries';

/** The first paint's data of a storefront list (its hero's images), fetched beside the page's code (the route's handle). */
export const prefetchPackageList = (kind: TPackageKind) =>
  queryClient.prefetchQuery(headerImageHooks(kind).listOptions(HEADER_IMAGES_QUERY));
/** The first paint's data of a package's page: the package. */
export const prefetchPackageDetails = (kind: TPackageKind, slug: string) =>
  queryClient.prefetchQuery((kind === 'holiday' ? holidayPageHooks : umrahPackagePageHooks).detailOptions(slug));

/** /holidays: the storefront's holidays. */
export const HolidaysPage = () => <PackageListPage spec={HOLIDAY_KIND} audience="storefront" />;
/** /umra-packages: the storefront's Umrah packages. */
export const UmrahPackagesPage = () => <PackageListPage spec={UMRAH_KIND} audience="storefront" />;
/** /holiday-details/:slug. */
export const HolidayDetailsPage = () => <PackageDetailsPage spec={HOLIDAY_KIND} audience="storefront" />;
/** /umrah-package-details/:slug. */
export const UmrahPackageDetailsPage = () => <PackageDetailsPage spec={UMRAH_KIND} audience="storefront" />;

/** /agent/holidays: the same catalogue at the agent's price. */
export const AgentHolidaysScreen = () => <PackageListPage spec={HOLIDAY_KIND} audience="agent" />;
/** /agent/umrah-packages. */
export const AgentUmrahPackagesScreen = () => <PackageListPage spec={UMRAH_KIND} audience="agent" />;
/** /agent/holiday-details/:slug. */
export const AgentHolidayDetailsScreen = () => <PackageDetailsPage spec={HOLIDAY_KIND} audience="agent" />;
/** /agent/umrah-package-details/:slug. */
export const AgentUmrahPackageDetailsScreen = () => <PackageDetailsPage spec={UMRAH_KIND} audience="agent" />;
