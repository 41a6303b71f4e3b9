import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import type * as TChangesScreens from '@/features/schedule-changes/area-screens';
import type * as TPackageScreens from '@/features/travel-packages/admin-screens';
import type * as TListedScreens from '@/features/listed-items/area-screens';
import { enquiryRoutes } from './enquiry-routes';
import { withTranslations } from './with-translations';

const people = () => import('@/features/users/area-screens');
const packages = (name: keyof typeof TPackageScreens) =>
  withTranslations(['packages', 'users', 'images', 'validation'], async () => ({
    Component: (await import('@/features/travel-packages/admin-screens'))[name],
  }));
const desk = () => import('@/features/booking-desk/area-screens');
const changesScreen = (name: keyof typeof TChangesScreens) =>
  withTranslations(['schedule_changes', 'validation'], async () => ({
    Component: (await import('@/features/schedule-changes/area-screens'))[name],
  }));
const pnrDetails = withTranslations(['pnr', 'bookings'], async () => ({
  Component: (await import('@/features/pnr-details/area-screens')).AdminPnrDetailsScreen,
}));
/** Booking for an agency: the agency picker with the flight search, an offer's details, and the checkout (with their words). */
const staffBooking = {
  search: withTranslations(['desk', 'ledger', 'users', 'flights', 'validation', 'air'], async () => ({
    Component: (await import('@/features/booking-desk/add-booking-screen')).AddBookingScreen,
  })),
  offer: withTranslations(['flights', 'checkout', 'desk'], async () => ({
    Component: (await import('@/features/flights/details/flight-details-screen')).FlightDetailsScreen,
  })),
  checkout: withTranslations(['checkout', 'desk', 'flights', 'travellers', 'validation', 'users'], async () => ({
    Component: (await import('@/features/booking-desk/staff-checkout-screen')).StaffCheckoutScreen,
  })),
};
const OFFLINE_NAMESPACES = ['offline_bookings', 'desk', 'bookings', 'travellers'];
/** Bookings made outside Safar: the list and one booking (finance reads them too), the form and the PNR import (admin). */
const offline = {
  list: withTranslations(OFFLINE_NAMESPACES, async () => ({
    Component: (await import('@/features/offline-bookings/offline-bookings-screen')).AdminOfflineBookingsScreen,
  })),
  details: withTranslations(OFFLINE_NAMESPACES, async () => ({
    Component: (await import('@/features/offline-bookings/offline-booking-details-screen')).AdminOfflineBookingDetailsScreen,
  })),
  form: withTranslations([...OFFLINE_NAMESPACES, 'validation', 'ledger', 'users'], async () => ({
    Component: (await import('@/features/offline-bookings/offline-booking-form-screen')).OfflineBookingFormScreen,
  })),
  importPnr: withTranslations([...OFFLINE_NAMESPACES, 'validation', 'ledger', 'users'], async () => ({
    Component: (await import('@/features/offline-bookings/import-pnr-screen')).ImportPnrScreen,
  })),
};
const listed = (name: keyof typeof TListedScreens) =>
  withTranslations(['listed_items', 'validation'], async () => ({
    Component: (await import('@/features/listed-items/area-screens'))[name],
  }));

const air = {
  airlines: () => import('@/features/air/airlines-list-screen'),
  airline: () => import('@/features/air/airline-form-screen'),
  airports: () => import('@/features/air/airports-list-screen'),
  airport: () => import('@/features/air/airport-form-screen'),
  aircrafts: () => import('@/features/air/aircraft-list-screen'),
  aircraft: () => import('@/features/air/aircraft-form-screen'),
};

/**
 * The admin area. Admin and accounts may open the dashboard and read users
 * (access "finance"); every write screen is admin only, so accounts staff opening one go home.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    errorElement: <RouteError />,
    element: (
      <Guard access="finance">
        <Outlet />
      </Guard>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('@/layouts/admin-layout')).AdminLayout }),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('@/features/admin-dashboard/dashboard-screen')).AdminDashboardScreen }),
          },
          { path: 'users', lazy: async () => ({ Component: (await people()).AdminUsersScreen }) },
          { path: 'user-details', lazy: async () => ({ Component: (await people()).AdminUserDetailsScreen }) },
          // Finance (admin and accounts): the ledger, its manual adjustments and reversals.
          {
            path: 'admin-ledger',
            lazy: async () => ({ Component: (await import('@/features/ledger/admin-ledger-screen')).AdminLedgerScreen }),
          },
          // Finance: the banks agents deposit into (create, edit with ?id=, deactivate, delete).
          { path: 'banks', lazy: async () => ({ Component: (await import('@/features/banks/banks-list-screen')).BanksListScreen }) },
          { path: 'new-bank', lazy: async () => ({ Component: (await import('@/features/banks/bank-form-screen')).BankFormScreen }) },
          // Finance: agencies' deposits (top-up requests), their review, and one agent's deposits.
          {
            path: 'topup-request',
            lazy: async () => ({ Component: (await import('@/features/deposits/topup-requests-screen')).TopupRequestsScreen }),
          },
          {
            path: 'deposit-details',
            lazy: async () => ({ Component: (await import('@/features/deposits/deposit-details-screen')).DepositDetailsScreen }),
          },
          {
            path: 'agent-detail-deposits',
            lazy: async () => ({ Component: (await import('@/features/deposits/agent-detail-deposits-screen')).AgentDetailDepositsScreen }),
          },
          // Bookings: every agency's (admin works them; accounts staff read them), one agency's, one booking.
          { path: 'bookings', lazy: async () => ({ Component: (await desk()).AdminBookingsScreen }) },
          { path: 'booking-details', lazy: async () => ({ Component: (await desk()).AdminBookingDetailsScreen }) },
          { path: 'bookings-details', lazy: async () => ({ Component: (await desk()).AdminBookingDetailsScreen }) },
          // The storefront's bookings: "direct" and "customer" bookings are one list, and open in the desk's details.
          { path: 'direct-bookings', lazy: async () => ({ Component: (await desk()).AdminDirectBookingsScreen }) },
          { path: 'customer-bookings', lazy: async () => ({ Component: (await desk()).AdminDirectBookingsScreen }) },
          { path: 'direct-booking-details', lazy: async () => ({ Component: (await desk()).AdminBookingDetailsScreen }) },
          { path: 'customer-booking-details', lazy: async () => ({ Component: (await desk()).AdminBookingDetailsScreen }) },
          { path: 'agent-detail-bookings', lazy: async () => ({ Component: (await desk()).AdminAgentBookingsScreen }) },
          // Airlines' changes to booked flights: the inbox and one change.
          { path: 'schedule-changes', lazy: changesScreen('AdminScheduleChangesScreen') },
          { path: 'schedule-changes/:id', lazy: changesScreen('AdminScheduleChangeScreen') },
          // A record locator: our bookings under it and the supplier's record (staff also one made outside Safar).
          { path: 'pnr-details', lazy: pnrDetails },
          { path: 'offline-bookings', lazy: offline.list },
          { path: 'offline-booking-details', lazy: offline.details },
          { path: 'booking-details-offline', lazy: offline.details },
          // Finance: other charges applied to agencies (apply, list, reverse).
          {
            path: 'other-charges',
            lazy: async () => ({ Component: (await import('@/features/charges/admin-charges-screen')).AdminChargesScreen }),
          },
          {
            path: 'new-charges',
            lazy: async () => ({ Component: (await import('@/features/charges/new-charge-screen')).NewChargeScreen }),
          },
          // Finance: dated exchange rates into the agency's currency (create, edit with ?id=, delete).
          {
            path: 'exchange-rates',
            lazy: async () => ({
              Component: (await import('@/features/exchange-rates/exchange-rates-list-screen')).ExchangeRatesListScreen,
            }),
          },
          {
            path: 'new-exchange-rate',
            lazy: async () => ({ Component: (await import('@/features/exchange-rates/exchange-rate-form-screen')).ExchangeRateFormScreen }),
          },
          // Finance: profit and loss from the ledger's revenue accounts.
          {
            path: 'profit-loss-report',
            lazy: async () => ({ Component: (await import('@/features/reports/profit-loss-screen')).ProfitLossScreen }),
          },
          // The enquiries inbox: admin here, reservation and salesman staff in their own areas.
          {
            element: (
              <Guard access="enquiriesDesk">
                <Outlet />
              </Guard>
            ),
            children: enquiryRoutes('Admin'),
          },
          {
            element: (
              <Guard access="usersWrite" adminOnly>
                <Outlet />
              </Guard>
            ),
            children: [
              { path: 'new-user', lazy: async () => ({ Component: (await people()).AdminNewUserScreen }) },
              {
                path: 'update/user',
                lazy: async () => ({ Component: (await import('@/features/users/update-user-screen')).UpdateUserScreen }),
              },
              {
                path: 'update-agent-data',
                lazy: async () => ({ Component: (await import('@/features/agency/admin-update-agency-screen')).AdminUpdateAgencyScreen }),
              },
            ],
          },
          {
            element: (
              <Guard access="admin">
                <Outlet />
              </Guard>
            ),
            children: [
              // Voiding refunds the wallet (admin's), and staff book for an agency from the desk.
              {
                path: 'void-bookings',
                lazy: async () => ({ Component: (await import('@/features/booking-desk/void-queue-screen')).VoidQueueScreen }),
              },
              { path: 'add-booking', lazy: staffBooking.search },
              { path: 'add-booking/flight', lazy: staffBooking.offer },
              { path: 'add-booking/checkout', lazy: staffBooking.checkout },
              // Recording a sale made outside Safar, editing it (?id=), and bringing in a PNR made at another terminal.
              { path: 'new-offline-booking', lazy: offline.form },
              { path: 'edit-offline-booking', lazy: offline.form },
              { path: 'import-pnr', lazy: offline.importPnr },
              { path: 'staff', lazy: async () => ({ Component: (await import('@/features/staff/staff-list-screen')).StaffListScreen }) },
              { path: 'new-staff', lazy: async () => ({ Component: (await import('@/features/staff/new-staff-screen')).NewStaffScreen }) },
              {
                path: 'update-staff',
                lazy: async () => ({ Component: (await import('@/features/staff/update-staff-screen')).UpdateStaffScreen }),
              },
              {
                path: 'activity-log',
                lazy: async () => ({ Component: (await import('@/features/activity-log/activity-log-screen')).ActivityLogScreen }),
              },
              // Booking fees, the deadline buffer, reminders, and each booking status's labels and colour.
              {
                path: 'booking-settings',
                lazy: withTranslations(['booking_settings', 'bookings', 'validation'], async () => ({
                  Component: (await import('@/features/booking-settings/booking-settings-screen')).BookingSettingsScreen,
                })),
              },
              {
                path: 'customer-margin',
                lazy: async () => ({ Component: (await import('@/features/margins/customer-margin-screen')).CustomerMarginScreen }),
              },
              {
                path: 'setting',
                lazy: async () => ({
                  Component: (await import('@/features/integration-keys/integration-keys-screen')).IntegrationKeysScreen,
                }),
              },
              {
                path: 'suppliers',
                lazy: async () => ({
                  Component: (await import('@/features/flight-suppliers/flight-suppliers-screen')).FlightSuppliersScreen,
                }),
              },
              // The home page's promo banners (list, new, edit with ?id=).
              {
                path: 'banners',
                lazy: withTranslations(['banners', 'images', 'validation'], async () => ({
                  Component: (await import('@/features/promo-banners/banners-list-screen')).BannersListScreen,
                })),
              },
              {
                path: 'new-banner',
                lazy: withTranslations(['banners', 'images', 'validation'], async () => ({
                  Component: (await import('@/features/promo-banners/banner-form-screen')).BannerFormScreen,
                })),
              },
              // The agency's group tickets: seat blocks sold as Sooper flights (list, new, edit with ?id=).
              {
                path: 'group-tickets',
                lazy: async () => ({
                  Component: (await import('@/features/group-tickets/group-tickets-list-screen')).GroupTicketsListScreen,
                }),
              },
              {
                path: 'new/group-ticket',
                lazy: async () => ({
                  Component: (await import('@/features/group-tickets/group-ticket-form-screen')).GroupTicketFormScreen,
                }),
              },
              {
                path: 'update/group-ticket',
                lazy: async () => ({
                  Component: (await import('@/features/group-tickets/group-ticket-form-screen')).GroupTicketFormScreen,
                }),
              },
              // Travel insurance plans: the price tables visitors and agents are quoted from (list, new, edit with ?id=).
              {
                path: 'insurance-plans',
                lazy: withTranslations(['insurance', 'travel_insurance', 'validation'], async () => ({
                  Component: (await import('@/features/insurance-plans/insurance-plans-list-screen')).InsurancePlansListScreen,
                })),
              },
              {
                path: 'new/insurance-plan',
                lazy: withTranslations(['insurance', 'travel_insurance', 'validation'], async () => ({
                  Component: (await import('@/features/insurance-plans/insurance-plan-form-screen')).InsurancePlanFormScreen,
                })),
              },
              {
                path: 'update/insurance-plan',
                lazy: withTranslations(['insurance', 'travel_insurance', 'validation'], async () => ({
                  Component: (await import('@/features/insurance-plans/insurance-plan-form-screen')).InsurancePlanFormScreen,
                })),
              },
              // Holidays and Umrah packages (list, new, edit with ?id=): their words, the country picker's and the form checks'.
              { path: 'holidays', lazy: packages('HolidaysListScreen') },
              { path: 'new/holiday', lazy: packages('HolidayFormScreen') },
              { path: 'update/holiday', lazy: packages('HolidayFormScreen') },
              { path: 'umrah-packages', lazy: packages('UmrahPackagesListScreen') },
              { path: 'new/umrah-package', lazy: packages('UmrahPackageFormScreen') },
              { path: 'update/umrah-package', lazy: packages('UmrahPackageFormScreen') },
              // Cars and tours listed for visitors to enquire about; the group travel page's launch date and its newsletter.
              { path: 'cars', lazy: listed('CarsListScreen') },
              { path: 'new-car', lazy: listed('CarFormScreen') },
              { path: 'tours', lazy: listed('ToursListScreen') },
              { path: 'new-tour', lazy: listed('TourFormScreen') },
              {
                path: 'group-travel',
                lazy: withTranslations(['newsletter', 'group_travel'], async () => ({
                  Component: (await import('@/features/newsletter/group-travel-admin-screen')).GroupTravelAdminScreen,
                })),
              },
              // The visas catalogue (list with the header images of /visa, new, edit with ?id=).
              {
                path: 'visas',
                lazy: withTranslations(['visas', 'images'], async () => ({
                  Component: (await import('@/features/visas/visas-list-screen')).VisasListScreen,
                })),
              },
              {
                path: 'new-visa',
                lazy: withTranslations(['visas', 'users'], async () => ({
                  Component: (await import('@/features/visas/visa-form-screen')).VisaFormScreen,
                })),
              },
              {
                path: 'update-visa',
                lazy: withTranslations(['visas', 'users'], async () => ({
                  Component: (await import('@/features/visas/visa-form-screen')).VisaFormScreen,
                })),
              },
              // Air reference data: airlines (logo, margin), airports and aircraft types; new at new/…, edit at update/…?id=.
              { path: 'airlines', lazy: async () => ({ Component: (await air.airlines()).AirlinesListScreen }) },
              { path: 'new/airline', lazy: async () => ({ Component: (await air.airline()).AirlineFormScreen }) },
              { path: 'update/airline', lazy: async () => ({ Component: (await air.airline()).AirlineFormScreen }) },
              { path: 'airports', lazy: async () => ({ Component: (await air.airports()).AirportsListScreen }) },
              { path: 'new/airport', lazy: async () => ({ Component: (await air.airport()).AirportFormScreen }) },
              { path: 'update/airport', lazy: async () => ({ Component: (await air.airport()).AirportFormScreen }) },
              { path: 'aircrafts', lazy: async () => ({ Component: (await air.aircrafts()).AircraftListScreen }) },
              { path: 'new/aircraft', lazy: async () => ({ Component: (await air.aircraft()).AircraftFormScreen }) },
              { path: 'update/aircraft', lazy: async () => ({ Component: (await air.aircraft()).AircraftFormScreen }) },
            ],
          },
        ],
      },
    ],
  },
];
