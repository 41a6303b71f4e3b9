import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { airportResource } from './airport-resource';

/** /admin/airports: code, name, city, country, time zone and status; search, filter, sort, (de)activate, delete. */
export function AirportsListScreen() {
  return <ResourceListScreen resource={airportResource} />;
}
