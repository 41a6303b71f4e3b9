import { HeaderImagesManager } from '@/components/images/header-images-manager';
import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { holidayResource, umrahPackageResource } from './package-resource';

/** /admin/holidays: the holidays with their next departure and "from" price; publish, archive, delete; the header images of /holidays. */
export function HolidaysListScreen() {
  return (
    <div className="people-stack">
      <ResourceListScreen resource={holidayResource} />
      <HeaderImagesManager kind="holiday" />
    </div>
  );
}

/** /admin/new/holiday and /admin/update/holiday?id=…: a holiday with its itinerary, hotels and departures. */
export function HolidayFormScreen() {
  return <ResourceFormScreen resource={holidayResource} />;
}

/** /admin/umrah-packages, with the header images of /umra-packages. */
export function UmrahPackagesListScreen() {
  return (
    <div className="people-stack">
      <ResourceListScreen resource={umrahPackageResource} />
      <HeaderImagesManager kind="umrah" />
    </div>
  );
}

/** /admin/new/umrah-package and /admin/update/umrah-package?id=…. */
export function UmrahPackageFormScreen() {
  return <ResourceFormScreen resource={umrahPackageResource} />;
}
