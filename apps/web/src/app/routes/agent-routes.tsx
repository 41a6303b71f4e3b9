import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import type * as TProductCheckoutScreens from '@/features/product-checkout/area-screens';
import type * as TPackageScreens from '@/features/travel-packages/area-screens';
import { withTranslations } from './with-translations';

const changes = () => import('@/features/schedule-changes/area-screens');
const CHANGES_NAMESPACES = ['schedule_changes', 'validation'];

const packages = (name: Exclude<keyof typeof TPackageScreens, `prefetch${string}`>) =>
  withTranslations(['packages'], async () => ({ Component: (await import('@/features/travel-packages/area-screens'))[name] }));
const visaScreens = () => import('@/features/visa-catalogue/visa-screens');

const agentHome = async () => ({ Component: (await import('@/features/agent-home/agent-home-screen')).AgentHomeScreen });

/** One checkout under both of its addresses; its words load beside its code (form checks, country and traveller pickers). */
const checkout = withTranslations(['checkout', 'flights', 'travellers', 'validation', 'users'], async () => ({
  Component: (await import('@/features/checkout/checkout-screen')).CheckoutScreen,
}));
/** Booking a visa, a package departure or an insurance plan from the wallet: the checkout's forms and words, and the product's own. */
const PRODUCT_CHECKOUT_NAMESPACES = ['product_bookings', 'checkout', 'flights', 'travellers', 'validation', 'users'];
const productCheckout = (name: keyof typeof TProductCheckoutScreens, own: string) =>
  withTranslations([...PRODUCT_CHECKOUT_NAMESPACES, own], async () => ({
    Component: (await import('@/features/product-checkout/area-screens'))[name],
  }));
const OFFLINE_NAMESPACES = ['offline_bookings', 'desk', 'bookings', 'travellers'];
const offline = {
  list: withTranslations(OFFLINE_NAMESPACES, async () => ({
    Component: (await import('@/features/offline-bookings/offline-bookings-screen')).AgentOfflineBookingsScreen,
  })),
  details: withTranslations(OFFLINE_NAMESPACES, async () => ({
    Component: (await import('@/features/offline-bookings/offline-booking-details-screen')).AgentOfflineBookingDetailsScreen,
  })),
};
const BOOKINGS_NAMESPACES = ['agent_bookings', 'bookings', 'flights'];
/** A ticketed booking's details also offer its documents. */
const DETAILS_NAMESPACES = [...BOOKINGS_NAMESPACES, 'booking_documents_ui', 'payment_requests'];

/**
 * The agent portal. Any agent may fill in and edit its agency (agentSelf); the home needs an
 * approved agent (agentApproved), others go to homeOf (the form, or /verify-message).
 */
export const agentRoutes: RouteObject[] = [
  {
    path: '/agent',
    errorElement: <RouteError />,
    element: (
      <Guard access="agentSelf">
        <Outlet />
      </Guard>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('@/layouts/agent-layout')).AgentLayout }),
        children: [
          { index: true, element: <Navigate to="/agent/dashboard-flights" replace /> },
          {
            path: 'add-agent-details',
            lazy: async () => ({ Component: (await import('@/features/agency/add-agent-details-screen')).AddAgentDetailsScreen }),
          },
          {
            path: 'update-agent-data',
            lazy: async () => ({ Component: (await import('@/features/agency/update-own-agency-screen')).UpdateOwnAgencyScreen }),
          },
          {
            element: (
              <Guard access="agentApproved">
                <Outlet />
              </Guard>
            ),
            children: [
              { path: 'dashboard-flights', lazy: agentHome },
              { path: 'dashboard', lazy: agentHome },
              {
                path: 'travel-insurance',
                lazy: withTranslations(['travel_insurance', 'validation'], async () => ({
                  Component: (await import('@/features/travel-insurance/travel-insurance-screen')).AgentTravelInsuranceScreen,
                })),
              },
              { path: 'travel-insurance/buy', lazy: productCheckout('AgentInsuranceBuyScreen', 'travel_insurance') },
              {
                path: 'flights',
                lazy: async () => ({ Component: (await import('@/features/flights/flight-search-screen')).AgentFlightsScreen }),
              },
              {
                path: 'agent-ledger',
                lazy: async () => ({ Component: (await import('@/features/statement/agent-statement-screen')).AgentStatementScreen }),
              },
              {
                path: 'deposits',
                lazy: async () => ({ Component: (await import('@/features/deposits/agent-deposits-screen')).AgentDepositsScreen }),
              },
              {
                path: 'agent-deposit',
                lazy: async () => ({ Component: (await import('@/features/deposits/deposit-form-screen')).DepositFormScreen }),
              },
              {
                path: 'agent-profit-loss-report',
                lazy: withTranslations(['agent_profit_loss'], async () => ({
                  Component: (await import('@/features/agent-profit-loss/agent-profit-loss-screen')).AgentProfitLossScreen,
                })),
              },
              {
                path: 'other-charges',
                lazy: async () => ({ Component: (await import('@/features/charges/agent-charges-screen')).AgentChargesScreen }),
              },
              {
                path: 'travellers',
                lazy: async () => ({ Component: (await import('@/features/travellers/travellers-list-screen')).TravellersListScreen }),
              },
              {
                path: 'new-traveller',
                lazy: async () => ({ Component: (await import('@/features/travellers/traveller-form-screen')).TravellerFormScreen }),
              },
              { path: 'flight-checkout', lazy: checkout },
              { path: 'agent-flight-checkout', lazy: checkout },
              {
                path: 'agent-bookings',
                lazy: withTranslations(BOOKINGS_NAMESPACES, async () => ({
                  Component: (await import('@/features/agent-bookings/agent-bookings-screen')).AgentBookingsScreen,
                })),
              },
              {
                path: 'agent-booking-details',
                lazy: withTranslations(DETAILS_NAMESPACES, async () => ({
                  Component: (await import('@/features/agent-bookings/booking-details-screen')).BookingDetailsScreen,
                })),
              },
              {
                path: 'schedule-changes',
                lazy: withTranslations(CHANGES_NAMESPACES, async () => ({
                  Component: (await changes()).AgentScheduleChangesScreen,
                })),
              },
              {
                path: 'schedule-changes/:id',
                lazy: withTranslations(CHANGES_NAMESPACES, async () => ({
                  Component: (await changes()).AgentScheduleChangeScreen,
                })),
              },
              {
                path: 'pnr-details',
                lazy: withTranslations(['pnr', 'bookings'], async () => ({
                  Component: (await import('@/features/pnr-details/area-screens')).AgentPnrDetailsScreen,
                })),
              },
              // Bookings made outside Safar for the agency (recorded by staff, or imported PNRs): read only.
              { path: 'agent-offline-bookings', lazy: offline.list },
              { path: 'agent-offline-bookings-details', lazy: offline.details },
              { path: 'agent-booking-details-offline', lazy: offline.details },
              // Holidays and Umrah packages at the agent's price; a departure is booked under the package's page.
              { path: 'holidays', lazy: packages('AgentHolidaysScreen') },
              { path: 'umrah-packages', lazy: packages('AgentUmrahPackagesScreen') },
              { path: 'holiday-details/:slug', lazy: packages('AgentHolidayDetailsScreen') },
              { path: 'umrah-package-details/:slug', lazy: packages('AgentUmrahPackageDetailsScreen') },
              { path: 'holiday-details/:slug/book', lazy: productCheckout('AgentHolidayBookScreen', 'packages') },
              { path: 'umrah-package-details/:slug/book', lazy: productCheckout('AgentUmrahBookScreen', 'packages') },
              // The visas the agency sells, at the agent's price (applying is the booking's own page).
              { path: 'visas', lazy: withTranslations(['visas'], async () => ({ Component: (await visaScreens()).AgentVisasScreen })) },
              {
                path: 'visa-details/:slug',
                lazy: withTranslations(['visas'], async () => ({ Component: (await visaScreens()).AgentVisaDetailsScreen })),
              },
              { path: 'visa-details/:slug/apply', lazy: productCheckout('AgentVisaApplyScreen', 'visas') },
              // What the agency's customers see on its documents: name, logo, address and contacts.
              {
                path: 'profile',
                lazy: withTranslations(['agent_profile', 'images', 'validation'], async () => ({
                  Component: (await import('@/features/agent-profile/agent-profile-screen')).AgentProfileScreen,
                })),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('@/features/margins/agent-settings-screen')).AgentSettingsScreen }),
              },
              // A message to the agency's team, sent as the signed-in agent.
              {
                path: 'contact/us',
                lazy: withTranslations(['enquiries', 'validation'], async () => ({
                  Component: (await import('@/features/enquiries/area-screens')).AgentContactScreen,
                })),
              },
            ],
          },
        ],
      },
    ],
  },
];
