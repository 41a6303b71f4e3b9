import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { aircraftResource } from './aircraft-resource';

/** /admin/new/aircraft (POST /aircrafts) and /admin/update/aircraft?id=… (PUT /aircrafts?id=…). */
export function AircraftFormScreen() {
  return <ResourceFormScreen resource={aircraftResource} />;
}
