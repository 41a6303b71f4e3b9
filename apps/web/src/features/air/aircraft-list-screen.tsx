import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { aircraftResource } from './aircraft-resource';

/** /admin/aircrafts: the aircraft types by IATA code; search, filter, sort, (de)activate, delete. */
export function AircraftListScreen() {
  return <ResourceListScreen resource={aircraftResource} />;
}
