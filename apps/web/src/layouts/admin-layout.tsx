import { decideAccess } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { enquiriesNavItem } from '@/features/enquiries/enquiry-nav';
import { BackOfficeLayout, type BackOfficeNavGroup } from './back-office-layout';

/** Admin side navigation (only screens that exist are linked; later issues add theirs). */
export const ADMIN_NAV: readonly BackOfficeNavGroup[] = [
  { labelKey: 'layout:groups.overview', items: [{ to: '/admin/dashboard', labelKey: 'layout:links.dashboard' }] },
  {
    labelKey: 'layout:groups.people',
    items: [
      // Accounts staff may read users; staff and the log are admin only.
      { to: '/admin/users', labelKey: 'layout:links.users' },
      { to: '/admin/staff', labelKey: 'layout:links.staff', visible: (u) => u.role === 'admin' },
    ],
  },
  {
    labelKey: 'desk:nav.group',
    items: [
      // Accounts staff read bookings; voiding (a refund) and booking for an agency are admin's.
      { to: '/admin/bookings', labelKey: 'desk:nav.bookings', visible: (u) => decideAccess('bookingsRead', u) === 'allow' },
      { to: '/admin/pnr-details', labelKey: 'pnr:nav', visible: (u) => decideAccess('bookingsRead', u) === 'allow' },
      { to: '/admin/offline-bookings', labelKey: 'offline_bookings:nav', visible: (u) => decideAccess('bookingsRead', u) === 'allow' },
      {
        to: '/admin/direct-bookings',
        labelKey: 'layout:links.direct_bookings',
        visible: (u) => decideAccess('bookingsRead', u) === 'allow',
      },
      { to: '/admin/import-pnr', labelKey: 'offline_bookings:nav_import', visible: (u) => u.role === 'admin' },
      {
        to: '/admin/schedule-changes',
        labelKey: 'layout:links.schedule_changes',
        visible: (u) => decideAccess('bookingsRead', u) === 'allow',
      },
      { to: '/admin/void-bookings', labelKey: 'desk:nav.void_requests', visible: (u) => u.role === 'admin' },
      { to: '/admin/add-booking', labelKey: 'desk:nav.add_booking', visible: (u) => u.role === 'admin' },
      enquiriesNavItem('/admin'),
    ],
  },
  {
    labelKey: 'layout:groups.finance',
    items: [
      { to: '/admin/topup-request', labelKey: 'layout:links.topup_requests' },
      { to: '/admin/admin-ledger', labelKey: 'layout:links.ledger' },
      { to: '/admin/banks', labelKey: 'layout:links.banks' },
      { to: '/admin/profit-loss-report', labelKey: 'layout:links.profit_loss' },
      { to: '/admin/other-charges', labelKey: 'layout:links.other_charges' },
      { to: '/admin/exchange-rates', labelKey: 'layout:links.exchange_rates' },
    ],
  },
  {
    labelKey: 'layout:groups.products',
    items: [
      { to: '/admin/group-tickets', labelKey: 'layout:links.group_tickets', visible: (u) => u.role === 'admin' },
      { to: '/admin/insurance-plans', labelKey: 'layout:links.insurance_plans', visible: (u) => u.role === 'admin' },
      { to: '/admin/banners', labelKey: 'layout:links.banners', visible: (u) => decideAccess('catalogueWrite', u) === 'allow' },
      { to: '/admin/holidays', labelKey: 'layout:links.holidays', visible: (u) => u.role === 'admin' },
      { to: '/admin/umrah-packages', labelKey: 'layout:links.umrah_packages', visible: (u) => u.role === 'admin' },
      { to: '/admin/group-travel', labelKey: 'layout:links.group_travel', visible: (u) => u.role === 'admin' },
      { to: '/admin/cars', labelKey: 'layout:links.cars', visible: (u) => u.role === 'admin' },
      { to: '/admin/tours', labelKey: 'layout:links.tours', visible: (u) => u.role === 'admin' },
      { to: '/admin/visas', labelKey: 'layout:links.visas', visible: (u) => u.role === 'admin' },
    ],
  },
  {
    labelKey: 'layout:groups.air',
    items: [
      { to: '/admin/airlines', labelKey: 'layout:links.airlines', visible: (u) => u.role === 'admin' },
      { to: '/admin/airports', labelKey: 'layout:links.airports', visible: (u) => u.role === 'admin' },
      { to: '/admin/aircrafts', labelKey: 'layout:links.aircrafts', visible: (u) => u.role === 'admin' },
    ],
  },
  {
    labelKey: 'layout:groups.system',
    items: [
      { to: '/admin/activity-log', labelKey: 'layout:links.activity_log', visible: (u) => u.role === 'admin' },
      { to: '/admin/booking-settings', labelKey: 'booking_settings:nav', visible: (u) => u.role === 'admin' },
      { to: '/admin/customer-margin', labelKey: 'layout:links.customer_margin', visible: (u) => u.role === 'admin' },
      { to: '/admin/suppliers', labelKey: 'layout:links.flight_suppliers', visible: (u) => u.role === 'admin' },
      { to: '/admin/setting', labelKey: 'layout:links.integration_keys', visible: (u) => u.role === 'admin' },
    ],
  },
];

/** The admin area (/admin): also the home of accounts staff, who see only what they may open. */
export function AdminLayout() {
  // The booking links' labels live in the desk's, the PNR screen's and the booking settings' own translations.
  useTranslation(['desk', 'pnr', 'booking_settings', 'offline_bookings']);
  return <BackOfficeLayout areaKey="layout:areas.admin" nav={ADMIN_NAV} />;
}
