import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { airlineResource } from './airline-resource';

/** /admin/airlines: logo, code, name, country, margin and status; search, filters, sort, (de)activate, delete. */
export function AirlinesListScreen() {
  return <ResourceListScreen resource={airlineResource} />;
}
