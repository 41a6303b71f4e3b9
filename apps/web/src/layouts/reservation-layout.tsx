import { BackOfficeLayout, type BackOfficeNavGroup } from './back-office-layout';

export const RESERVATION_NAV: readonly BackOfficeNavGroup[] = [
  { labelKey: 'layout:groups.people', items: [{ to: '/reservation/reservation-users', labelKey: 'layout:links.users' }] },
];

/** The reservation area (/reservation): read-only user lookup for now. */
export function ReservationLayout() {
  return <BackOfficeLayout areaKey="layout:areas.reservation" nav={RESERVATION_NAV} />;
}
