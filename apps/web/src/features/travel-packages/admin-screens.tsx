import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { holidayResource, umrahPackageResource } from './package-resource';

/** /admin/holidays: the holidays with their next departure and "from" price; publish, archive, delete. */
export function HolidaysListScreen() {
  return <ResourceListScreen resource={holidayResource} />;
}

/** /admin/new/holiday and /admin/update/holiday?id=…: a holiday with its itinerary, hotels and departures. */
export function HolidayFormScreen() {
  return <ResourceFormScreen resource={holidayResource} />;
}

/** /admin/umrah-packages. */
export function UmrahPackagesListScreen() {
  return <ResourceListScreen resource={umrahPackageResource} />;
}

/** /admin/new/umrah-package and /admin/update/umrah-package?id=…. */
export function UmrahPackageFormScreen() {
  return <ResourceFormScreen resource={umrahPackageResource} />;
}
