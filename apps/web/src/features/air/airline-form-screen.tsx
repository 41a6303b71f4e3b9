import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { airlineResource } from './airline-resource';

/** /admin/new/airline (POST /airlines) and /admin/update/airline?id=… (PUT /airlines?id=…, and the airline's margin). */
export function AirlineFormScreen() {
  return <ResourceFormScreen resource={airlineResource} />;
}
