import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { bankResource } from './bank-resource';

/** /admin/banks: the banks agents deposit into; search, (de)activate, delete with confirmation. */
export function BanksListScreen() {
  return <ResourceListScreen resource={bankResource} />;
}
