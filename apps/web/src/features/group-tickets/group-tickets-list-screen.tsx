import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { groupTicketResource } from './group-ticket-resource';

/** /admin/group-tickets: the agency's seat blocks; filters, search, take off sale, delete with confirmation. */
export function GroupTicketsListScreen() {
  return <ResourceListScreen resource={groupTicketResource} />;
}
