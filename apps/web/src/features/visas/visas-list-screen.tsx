import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { visaResource } from './visa-resource';

/** /admin/visas: the visas catalogue; filters, search, publish or archive, delete with confirmation. */
export function VisasListScreen() {
  return <ResourceListScreen resource={visaResource} />;
}
