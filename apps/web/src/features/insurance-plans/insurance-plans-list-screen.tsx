import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { insurancePlanResource } from './insurance-plan-resource';

/** /admin/insurance-plans: the plans admin keeps; filters by status and region, search, publish or archive, delete. */
export function InsurancePlansListScreen() {
  return <ResourceListScreen resource={insurancePlanResource} />;
}
