import { enquiriesNavItem } from '@/features/enquiries/enquiry-nav';
import { BackOfficeLayout, type BackOfficeNavGroup } from './back-office-layout';

export const SALESMAN_NAV: readonly BackOfficeNavGroup[] = [
  {
    labelKey: 'layout:groups.people',
    items: [
      { to: '/salesman/users', labelKey: 'layout:links.my_users', end: true },
      { to: '/salesman/new-user', labelKey: 'layout:links.new_user' },
    ],
  },
  { labelKey: 'layout:links.enquiries', items: [enquiriesNavItem('/salesman')] },
];

/** The salesman area (/salesman): the customers and agents they brought in. */
export function SalesmanLayout() {
  return <BackOfficeLayout areaKey="layout:areas.salesman" nav={SALESMAN_NAV} />;
}
