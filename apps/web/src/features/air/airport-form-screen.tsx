import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { airportResource } from './airport-resource';

/** /admin/new/airport (POST /airports) and /admin/update/airport?id=… (PUT /airports?id=…). */
export function AirportFormScreen() {
  return <ResourceFormScreen resource={airportResource} />;
}
