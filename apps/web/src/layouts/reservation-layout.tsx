import { useTranslation } from 'react-i18next';
import { enquiriesNavItem } from '@/features/enquiries/enquiry-nav';
import { BackOfficeLayout, type BackOfficeNavGroup } from './back-office-layout';

export const RESERVATION_NAV: readonly BackOfficeNavGroup[] = [
  { labelKey: 'layout:groups.people', items: [{ to: '/reservation/reservation-users', labelKey: 'layout:links.users' }] },
  {
    labelKey: 'desk:nav.group',
    items: [
      { to: '/reservation/bookings', labelKey: 'desk:nav.bookings' },
      { to: '/reservation/add-booking', labelKey: 'desk:nav.add_booking' },
      { to: '/reservation/pnr-details', labelKey: 'pnr:nav' },
      { to: '/reservation/schedule-changes', labelKey: 'layout:links.schedule_changes' },
      enquiriesNavItem('/reservation'),
    ],
  },
];

/** The reservation area (/reservation): read-only user lookup and the booking desk. */
export function ReservationLayout() {
  // The booking links' labels live in the desk's and the PNR screen's own translations.
  useTranslation(['desk', 'pnr']);
  return <BackOfficeLayout areaKey="layout:areas.reservation" nav={RESERVATION_NAV} />;
}
